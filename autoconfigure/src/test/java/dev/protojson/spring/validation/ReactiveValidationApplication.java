package dev.protojson.spring.validation;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/** A WebFlux application with the sign-up controller and nothing but auto-configuration. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import(ReactiveSignupController.class)
public class ReactiveValidationApplication {}
