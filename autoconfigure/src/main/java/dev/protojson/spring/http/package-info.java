/**
 * The HTTP message converter of protobuf messages as proto3 JSON that Spring MVC and HTTP clients share, and its
 * exceptions.
 */
package dev.protojson.spring.http;
