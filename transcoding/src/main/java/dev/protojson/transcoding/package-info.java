/**
 * HTTP/JSON transcoding of gRPC services by their {@code google.api.http} rules, without Spring: what an HTTP
 * adapter (Spring MVC, WebFlux) needs to serve every method that has a rule as REST and proto3 JSON, dispatched
 * in process through the same {@code ServerServiceDefinition}s, and so the same interceptors, as the gRPC server.
 *
 * <p>The types: {@link dev.protojson.transcoding.Transcoder} (built once from the services, the application's
 * {@code MessageMarshaller} and {@link dev.protojson.transcoding.TranscodingRules}; matches requests, calls methods,
 * writes error bodies), {@link dev.protojson.transcoding.RouteMatch} and {@link dev.protojson.transcoding.Route} (a
 * matched binding: builds the request message, writes the response), {@link dev.protojson.transcoding.CallResult},
 * {@link dev.protojson.transcoding.InvalidRequestException} (every bad input), and the tables
 * {@link dev.protojson.transcoding.StatusMapping} and {@link dev.protojson.transcoding.HeaderMapping}.
 * {@link dev.protojson.transcoding.PathTemplate} parses the template grammar of {@code google/api/http.proto}.
 *
 * <h2>Where the reference text is silent, and grpc-gateway and Envoy do not agree</h2>
 * <ul>
 *   <li><b>Rules that can match the same request.</b> grpc-gateway takes the rule registered last; Envoy prefers
 *       literal segments to variables. Here building fails, naming both methods, both templates and such a request:
 *       the answer never depends on an order. A rule with a custom verb and one without never conflict: the verb is
 *       tried first, and a {@code ':'} is part of a variable's value only when no rule for the request's method has
 *       that verb (as grpc-gateway retries).
 *   <li><b>Percent-decoding.</b> As {@code http.proto} says: a single-segment variable is decoded whole, a
 *       multi-segment one keeps {@code %2F}. (Envoy's default leaves every reserved character encoded.) Literals are
 *       compared decoded. {@code %2F} never splits segments.
 *   <li><b>Unknown query parameters</b>, and parameters naming a field the path or the body binds, or any parameter
 *       when the body is {@code *}: refused with {@code INVALID_ARGUMENT}, as Envoy does by default; grpc-gateway
 *       skips them. {@link dev.protojson.transcoding.Transcoder.Builder#ignoringUnknownQueryParameters()} skips them.
 *   <li><b>{@code +} in a query string</b> is a space, as in HTML forms and for grpc-gateway (Envoy keeps it unless
 *       configured). A {@code +} of standard base64 sent unencoded still reads right in a {@code bytes} parameter.
 *   <li><b>{@code FieldMask}, {@code Timestamp}, {@code Duration} parameters</b> take their proto3 JSON strings
 *       ({@code update_mask=title,author.displayName}), as Envoy reads them; grpc-gateway takes field-mask paths as
 *       written. Booleans are {@code true} or {@code false} (grpc-gateway also takes {@code 1}, {@code t},
 *       {@code TRUE}...). Enum names are case-sensitive.
 *   <li><b>Request headers</b> become metadata under their own lower-case names for {@code Authorization} and the
 *       other permanent headers (grpc-gateway prefixes those other than {@code Authorization} with
 *       {@code grpcgateway-}), and {@code Grpc-Metadata-<name>} under {@code <name>}; see
 *       {@link dev.protojson.transcoding.HeaderMapping}.
 *   <li><b>A body sent to a rule without {@code body}</b> is ignored, as grpc-gateway does.
 *   <li><b>{@code CANCELLED}</b> is 499 (older grpc-gateway answered 408).
 * </ul>
 *
 * <h2>Streaming</h2>
 * Unary methods are always transcoded. An HTTP adapter that can stream says which streaming kinds it serves
 * ({@link dev.protojson.transcoding.Transcoder.Builder#streaming}); a method of another kind with a rule stops the
 * build with the adapter's reason. A streaming call is started with
 * {@link dev.protojson.transcoding.Transcoder#startCall}: the adapter hands it the requests as it reads them
 * ({@link dev.protojson.transcoding.RouteMatch.Found#readRequests}, as the service asks for them), and writes the
 * responses as they come ({@link dev.protojson.transcoding.ResponseStream}, in the
 * {@link dev.protojson.transcoding.StreamFormat} the client accepts), asking the call to wait while the client
 * reads slowly ({@code isReady}).
 */
package dev.protojson.transcoding;
