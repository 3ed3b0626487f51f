/** springdoc-openapi: the schemas of protobuf messages as protojson reads and writes them. */
package dev.protojson.spring.openapi;
