package dev.protojson.demo.reactive;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Streams sensor readings as proto3 JSON with Spring WebFlux: JSON arrays, NDJSON and server-sent events. */
@SpringBootApplication
public class ReactiveDemoApplication {

  public static void main(String[] args) {
    SpringApplication.run(ReactiveDemoApplication.class, args);
  }
}
