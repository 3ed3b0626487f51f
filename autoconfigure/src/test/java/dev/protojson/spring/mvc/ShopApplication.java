package dev.protojson.spring.mvc;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/** A Spring Boot application with the shop controller and nothing but auto-configuration. */
@SpringBootConfiguration
@EnableAutoConfiguration
@Import(ShopController.class)
public class ShopApplication {

  /** The packages every web test scans: messages in them are registered at start-up. */
  public static final String PACKAGES = "protojson.packages=dev.protojson.spring.test.shop,"
      + "dev.protojson.spring.test.wkt,dev.protojson.spring.test.legacy";
}
