package dev.protojson.spring.validation;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/** A WebFlux application with the sign-up controllers and nothing but auto-configuration. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import({ SignupController.class, ReactiveSignupController.class })
public class ReactiveValidationApplication {}
