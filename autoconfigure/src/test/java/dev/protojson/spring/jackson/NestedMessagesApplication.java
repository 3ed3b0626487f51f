package dev.protojson.spring.jackson;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/** A Spring Boot application with messages inside other types and nothing but auto-configuration. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import(NestedMessagesController.class)
class NestedMessagesApplication {}
