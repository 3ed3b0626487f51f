package dev.protojson.spring.openapi;

import org.junit.jupiter.api.BeforeEach;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A test of the OpenAPI document its application serves on a random port, fetched again before each test. */
abstract class ServedApiDocs {

  @LocalServerPort
  int port;

  ApiDocs docs;

  @BeforeEach
  void fetch() throws Exception {
    docs = ApiDocs.fetch(port);
  }
}
