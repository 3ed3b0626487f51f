package dev.protojson.benchmarks.transcoding.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.util.JsonFormat;
import dev.protojson.benchmarks.transcoding.Bookshelf;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.ListBooksResponse;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The transcoded routes and the hand-written controller answer the same requests with the same JSON. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = "spring.config.name=transcoding-benchmark")
class TranscodingVariantsTests {

  private final HttpClient client = HttpClient.newHttpClient();

  @LocalServerPort
  int port;

  @Test
  void listingIsTheSameTranscodedAndHandWritten() throws Exception {
    HttpResponse<String> transcoded = send(HttpRequest.newBuilder(uri("/v1/shelves/1/books?page_size=10")));
    HttpResponse<String> handWritten = send(HttpRequest.newBuilder(uri("/rest/v1/shelves/1/books?page_size=10")));
    assertThat(transcoded.statusCode()).isEqualTo(200);
    assertThat(handWritten.statusCode()).isEqualTo(200);
    ListBooksResponse.Builder books = ListBooksResponse.newBuilder();
    JsonFormat.parser().merge(transcoded.body(), books);
    assertThat(books.getBooksCount()).isEqualTo(10);
    assertThat(books.getBooks(9).getName()).isEqualTo("shelves/1/books/10");
    assertThat(transcoded.body()).isEqualTo(handWritten.body());
  }

  @Test
  void creatingIsTheSameTranscodedAndHandWritten() throws Exception {
    String book = JsonFormat.printer().print(Bookshelf.newBook());
    HttpResponse<String> transcoded = send(post("/v1/shelves/1/books", book));
    HttpResponse<String> handWritten = send(post("/rest/v1/shelves/1/books", book));
    assertThat(transcoded.statusCode()).isEqualTo(200);
    assertThat(handWritten.statusCode()).isEqualTo(200);
    Book.Builder created = Book.newBuilder();
    JsonFormat.parser().merge(transcoded.body(), created);
    assertThat(created.build()).isEqualTo(Bookshelf.newBook().toBuilder().setName("shelves/1/books/1").build());
    assertThat(transcoded.body()).isEqualTo(handWritten.body());
  }

  private HttpRequest.Builder post(String path, String json) {
    return HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(json));
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
    return client.send(request.header("Accept", "application/json").build(), HttpResponse.BodyHandlers.ofString());
  }

  private URI uri(String path) {
    return URI.create("http://127.0.0.1:" + port + path);
  }
}
