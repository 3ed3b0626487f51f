package dev.protojson.spring.grpc;

import dev.protojson.transcoding.LibraryService;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The transcoding module's library, whose shelves' theme names the user that Spring Security's
 * {@link SecurityContextHolder} holds while the service runs ({@code nobody} without one), and which counts the calls
 * of {@code GetShelf} and {@code CreateBook} that reach it.
 */
final class SecuredLibrary extends LibraryService {

  static final String NOBODY = "nobody";

  private final AtomicInteger calls = new AtomicInteger();

  @Override
  public void getShelf(GetShelfRequest request, StreamObserver<Shelf> response) {
    calls.incrementAndGet();
    Authentication user = SecurityContextHolder.getContext().getAuthentication();
    response.onNext(Shelf.newBuilder().setName(request.getName()).setTheme(user == null ? NOBODY : user.getName())
        .build());
    response.onCompleted();
  }

  @Override
  public void createBook(CreateBookRequest request, StreamObserver<Book> response) {
    calls.incrementAndGet();
    super.createBook(request, response);
  }

  /** How many calls of the counted methods reached the service. */
  int calls() {
    return calls.get();
  }
}
