/**
 * HTTP clients ({@code RestClient}, {@code RestTemplate}): the auto-configuration of protojson's converters for
 * them.
 */
package dev.protojson.spring.client;
