package dev.protojson.spring.webflux;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/** A reactive Spring Boot application with the events controller and nothing but auto-configuration. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import({ EventsController.class, Arrivals.class })
public class EventsApplication {

  /** Spring MVC is on the test class path too: these tests run the reactive stack. */
  public static final String REACTIVE = "spring.main.web-application-type=reactive";

  public static final String PACKAGES = "protojson.packages=dev.protojson.spring.test.events";
}
