package dev.protojson.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.web.client.RestClient;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DemoApplicationTest {

  @LocalServerPort
  int port;

  @Test
  void answersOverHttp() {
    String body = RestClient.create("http://localhost:" + port).get().uri("/hello").retrieve().body(String.class);
    assertThat(body).isEqualTo("protojson demo is running");
  }
}
