package dev.protojson.spring.mvc;

import org.springframework.boot.SpringApplication;

/** The shop application with the receiving controller, started in a JVM of its own by a load test. */
public final class LimitedHeapServer {

  private LimitedHeapServer() {}

  public static void main(String[] args) {
    SpringApplication.run(new Class<?>[] { ShopApplication.class, RequestSizeLimitTests.Receiving.class }, args);
  }
}
