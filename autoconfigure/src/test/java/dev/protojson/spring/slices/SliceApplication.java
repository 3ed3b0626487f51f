package dev.protojson.spring.slices;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The application Boot's test slices find for the tests of this package, scanning its components as an application
 * does; each slice keeps only the components and auto-configuration it stands for.
 */
@SpringBootApplication
class SliceApplication {

  static final String PACKAGES = "protojson.packages=dev.protojson.spring.test.events";
}
