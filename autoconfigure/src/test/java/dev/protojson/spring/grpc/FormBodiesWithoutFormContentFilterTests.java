package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.UpdateBookRequest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Without Spring's FormContentFilter, which reads a form PUT as parameters first, a PUT sent with curl's default
 * form Content-Type reaches the transcoder whole and is read as the JSON it is.
 */
@SpringBootTest(classes = TestLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = {"spring.mvc.formcontent.filter.enabled=false", "spring.grpc.server.servlet.enabled=false",
        "spring.grpc.server.port=0"})
class FormBodiesWithoutFormContentFilterTests {

  @LocalServerPort
  int port;

  @Autowired
  private TestLibrary.RequestRecorder requests;

  @Test
  void aFormPutIsReadAsTheJsonItHolds() throws Exception {
    HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest
        .newBuilder(URI.create("http://localhost:" + port + "/v1/shelves/1/books/1"))
        .header("Authorization", "Bearer token")
        .header("Content-Type", "application/x-www-form-urlencoded")
        .PUT(HttpRequest.BodyPublishers.ofString("{\"book\":{\"title\":\"Dune\"}}")).build(),
        HttpResponse.BodyHandlers.ofString());

    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    assertThat(requests.take()).isEqualTo(UpdateBookRequest.newBuilder()
        .setBook(Book.newBuilder().setName("shelves/1/books/1").setTitle("Dune")).build());
  }
}
