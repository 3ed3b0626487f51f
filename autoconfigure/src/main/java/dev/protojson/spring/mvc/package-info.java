/**
 * Spring MVC: the auto-configuration of protojson's converters for the server, and the configurer for applications
 * with {@code @EnableWebMvc}.
 */
package dev.protojson.spring.mvc;
