package dev.protojson.spring.validation;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** {@code protojson.validation.mode=always} on Spring MVC. */
@SpringBootTest(classes = ValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ValidationApplication.PACKAGES, "protojson.validation.mode=always" })
class AlwaysValidationModeTests extends AlwaysModeServerTests {}
