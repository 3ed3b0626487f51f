package dev.protojson.spring.validation;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/** A Spring Boot application with the sign-up controller and nothing but auto-configuration. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import(SignupController.class)
public class ValidationApplication {

  /** The package of the test messages with rules. */
  static final String PACKAGES = "protojson.packages=dev.protojson.spring.test.validation";
}
