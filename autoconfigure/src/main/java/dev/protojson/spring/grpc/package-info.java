/**
 * gRPC services as REST: the unary methods of the application's gRPC services that have {@code google.api.http}
 * rules, served as HTTP/JSON by Spring MVC on the web server's port and dispatched in process through the same
 * service definitions, and so the same interceptors, as Boot's gRPC server. The Spring-free work (routes, binding,
 * dispatch, status and header mapping) is done by {@code dev.protojson.transcoding}.
 */
package dev.protojson.spring.grpc;
