package dev.protojson.spring.mvc;

import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.client.RestClient;

/** Clients for a test against the embedded server: exact raw requests, and Boot's auto-configured RestClient. */
abstract class EmbeddedServerTests {

  @LocalServerPort
  int port;

  @Autowired
  RestClient.Builder restClientBuilder;

  RawHttp http;
  RestClient client;

  @BeforeEach
  void clients() {
    http = new RawHttp(port);
    client = restClientBuilder.baseUrl("http://localhost:" + port).build();
  }
}
