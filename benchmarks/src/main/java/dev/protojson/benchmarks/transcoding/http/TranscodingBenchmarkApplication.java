package dev.protojson.benchmarks.transcoding.http;

import dev.protojson.benchmarks.transcoding.Bookshelf;
import dev.protojson.benchmarks.transcoding.LibraryService;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.annotation.Bean;

/**
 * A Spring MVC service that serves the library's list and create methods two ways, for
 * {@code transcoding-load.sh}: transcoded from the gRPC service's {@code google.api.http} rules
 * ({@code GET /v1/shelves/1/books?page_size=10}, {@code POST /v1/shelves/1/books} with {@code body: "book"}), and by a
 * hand-written controller under {@code /rest} that calls the same {@link Bookshelf} and is read and written by
 * protojson's converter. Its settings are in {@code transcoding-benchmark.properties}.
 */
@SpringBootApplication
public class TranscodingBenchmarkApplication {

  public static void main(String[] args) {
    new SpringApplicationBuilder(TranscodingBenchmarkApplication.class)
        .properties("spring.config.name=transcoding-benchmark")
        .run(args);
  }

  @Bean
  Bookshelf bookshelf() {
    return new Bookshelf();
  }

  @Bean
  LibraryService libraryService(Bookshelf bookshelf) {
    return new LibraryService(bookshelf);
  }
}
