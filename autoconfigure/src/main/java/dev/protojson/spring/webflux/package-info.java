/** Spring WebFlux and {@code WebClient}: protojson's encoder and decoder and their auto-configuration. */
package dev.protojson.spring.webflux;
