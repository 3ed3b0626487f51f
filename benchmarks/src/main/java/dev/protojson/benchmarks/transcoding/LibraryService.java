package dev.protojson.benchmarks.transcoding;

import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.ListBooksResponse;
import io.grpc.stub.StreamObserver;

/** The library's list and create methods as a gRPC service, answered by a {@link Bookshelf}. */
public final class LibraryService extends LibraryGrpc.LibraryImplBase {

  private final Bookshelf bookshelf;

  public LibraryService(Bookshelf bookshelf) {
    this.bookshelf = bookshelf;
  }

  @Override
  public void listBooks(ListBooksRequest request, StreamObserver<ListBooksResponse> responses) {
    responses.onNext(bookshelf.listBooks(request));
    responses.onCompleted();
  }

  @Override
  public void createBook(CreateBookRequest request, StreamObserver<Book> responses) {
    responses.onNext(bookshelf.createBook(request));
    responses.onCompleted();
  }
}
