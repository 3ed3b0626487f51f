package dev.protojson.benchmarks.transcoding;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.transcoding.RouteMatch;
import dev.protojson.transcoding.Transcoder;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.ListBooksResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every transcoding benchmark does what it claims, with the same answers, before anything is measured. */
class TranscodingBenchmarksTests {

  private final Bookshelf bookshelf = new Bookshelf();
  private final ListBooksResponse tenBooks = bookshelf.listBooks(ListBooksRequest.newBuilder()
      .setParent("shelves/1").setPageSize(10).build());
  private final Book created = bookshelf.createBook(CreateBookRequest.newBuilder().setParent("shelves/1")
      .setBook(Bookshelf.newBook()).build());

  @Test
  void everyTranscoderAnswersTheSameJson() throws Exception {
    TranscodedCallBenchmark benchmark = new TranscodedCallBenchmark();
    benchmark.setUp();
    try {
      assertThat(tenBooks.getBooksCount()).isEqualTo(10);
      assertThat(tenBooks.getBooks(0).getName()).isEqualTo("shelves/1/books/1");
      for (byte[] json : List.of(benchmark.listProtojson(), benchmark.listJsonFormat(),
          benchmark.listJsonFormatInProcess())) {
        assertThat(parse(json, ListBooksResponse.newBuilder())).isEqualTo(tenBooks);
      }
      assertThat(created.getName()).isEqualTo("shelves/1/books/1");
      assertThat(created.getTitle()).isNotEmpty();
      for (byte[] json : List.of(benchmark.createProtojson(), benchmark.createJsonFormat(),
          benchmark.createJsonFormatInProcess())) {
        assertThat(parse(json, Book.newBuilder())).isEqualTo(created);
      }
    } finally {
      benchmark.tearDown();
    }
  }

  @Test
  void everyDispatchAnswersTheSameMessage() throws Exception {
    DispatchBenchmark benchmark = new DispatchBenchmark();
    benchmark.setUp();
    try {
      assertThat(List.of(benchmark.listDirect(), benchmark.listInProcess(), benchmark.listInProcessPooled()))
          .containsOnly(tenBooks);
      assertThat(List.of(benchmark.createDirect(), benchmark.createInProcess(), benchmark.createInProcessPooled()))
          .containsOnly(created);
    } finally {
      benchmark.tearDown();
    }
  }

  @Test
  void everyRequestOfTheManyRoutesMatchesItsOwnMethod() {
    RouteMatchBenchmark benchmark = new RouteMatchBenchmark();
    benchmark.routes = 1000;
    benchmark.setUp();
    List<String[]> requests = ManyMethods.of(1000).requests();
    assertThat(requests).hasSize(1000);
    for (String[] request : requests) {
      RouteMatch match = benchmark.match();
      assertThat(match).as("%s %s", request[0], request[1]).isInstanceOf(RouteMatch.Found.class);
      assertThat(((RouteMatch.Found) match).route().fullMethodName()).isEqualTo(request[2]);
    }
    assertThat(benchmark.matchUnknown()).isInstanceOf(RouteMatch.NotFound.class);
  }

  @Test
  void theRouteTableHasARouteForEveryMethod() {
    RouteTableBenchmark benchmark = new RouteTableBenchmark();
    benchmark.methods = 1000;
    benchmark.setUp();
    Transcoder transcoder = benchmark.build();
    assertThat(transcoder.routes()).hasSize(1000);
    assertThat(transcoder.routes().get(2).toString())
        .isEqualTo("POST /v1/{parent=projects/*}/things0 (body: thing) of bench.routes.Things/Create0");
    RouteTableBenchmark.AnotherBuilt another = new RouteTableBenchmark.AnotherBuilt();
    another.setUp();
    assertThat(another.transcoder.routes()).hasSize(5);
    assertThat(benchmark.buildAfterAnother(another).routes()).hasSize(1000);
  }

  private static Message parse(byte[] json, Message.Builder builder) throws Exception {
    JsonFormat.parser().merge(new String(json, StandardCharsets.UTF_8), builder);
    return builder.build();
  }
}
