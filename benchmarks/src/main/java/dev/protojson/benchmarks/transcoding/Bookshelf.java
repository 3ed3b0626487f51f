package dev.protojson.benchmarks.transcoding;

import com.google.protobuf.Timestamp;
import dev.protojson.transcoding.test.Author;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.ListBooksResponse;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the library's list and create methods do, shared by the gRPC service and the hand-written controller, so
 * that both serve the same answers at the same cost. A page of books is built once per shelf and size and served
 * from then on: a request costs routing, binding, dispatch and JSON, as the other HTTP benchmarks' documents do.
 */
public final class Bookshelf {

  /** The page size of a request that names none. */
  public static final int DEFAULT_PAGE_SIZE = 10;
  private static final int MAX_PAGE_SIZE = 100;

  private final Map<Page, ListBooksResponse> pages = new ConcurrentHashMap<>();

  /** A page of {@code request.page_size} books of the shelf {@code request.parent}. */
  public ListBooksResponse listBooks(ListBooksRequest request) {
    int size = request.getPageSize() <= 0 ? DEFAULT_PAGE_SIZE : Math.min(request.getPageSize(), MAX_PAGE_SIZE);
    return pages.computeIfAbsent(new Page(request.getParent(), size), Bookshelf::page);
  }

  /** The book as created on the shelf {@code request.parent}: named there. */
  public Book createBook(CreateBookRequest request) {
    String id = request.getBookId().isEmpty() ? "1" : request.getBookId();
    return request.getBook().toBuilder().setName(request.getParent() + "/books/" + id).build();
  }

  /** A book as a client sends it to be created: everything but the name. */
  public static Book newBook() {
    return book("", 7).toBuilder().clearName().build();
  }

  private static ListBooksResponse page(Page page) {
    ListBooksResponse.Builder response = ListBooksResponse.newBuilder().setNextPageToken("page-2");
    for (int i = 1; i <= page.size; i++) {
      response.addBooks(book(page.parent, i));
    }
    return response.build();
  }

  private static Book book(String shelf, int i) {
    return Book.newBuilder()
        .setName(shelf + "/books/" + i)
        .setTitle("The Left Hand of Darkness, volume " + i)
        .setAuthor(Author.newBuilder().setDisplayName("Ursula K. Le Guin").setBorn(1929))
        .setPublishTime(Timestamp.newBuilder().setSeconds(-31_536_000L + i * 86_400L))
        .addTags("science fiction")
        .addTags("classic")
        .build();
  }

  private record Page(String parent, int size) {}
}
