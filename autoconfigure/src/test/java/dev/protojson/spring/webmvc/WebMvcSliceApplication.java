package dev.protojson.spring.webmvc;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;

/** The configuration @WebMvcTest finds for the slice tests of this package. */
@SpringBootConfiguration
@EnableAutoConfiguration
class WebMvcSliceApplication {
}
