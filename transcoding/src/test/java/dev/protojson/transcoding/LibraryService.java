package dev.protojson.transcoding;

import com.google.api.HttpBody;
import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import com.google.protobuf.Empty;
import com.google.rpc.Code;
import com.google.rpc.ErrorInfo;
import dev.protojson.transcoding.test.Author;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.DeleteBookRequest;
import dev.protojson.transcoding.test.File;
import dev.protojson.transcoding.test.GetBookRequest;
import dev.protojson.transcoding.test.GetFileRequest;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.ListBooksResponse;
import dev.protojson.transcoding.test.ListShelvesRequest;
import dev.protojson.transcoding.test.ListShelvesResponse;
import dev.protojson.transcoding.test.MoveBookRequest;
import dev.protojson.transcoding.test.PingRequest;
import dev.protojson.transcoding.test.PingResponse;
import dev.protojson.transcoding.test.Shelf;
import dev.protojson.transcoding.test.UpdateBookRequest;
import dev.protojson.transcoding.test.UploadCoverRequest;
import io.grpc.Metadata;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;

/**
 * The library of the tests: one shelf, {@code shelves/1}, with one book, {@code shelves/1/books/1}. A book named
 * {@code .../missing} is not found (with an {@code ErrorInfo} and a trailer), a file named {@code boom} throws.
 * Public for the Spring module's tests, which serve it through the test jar.
 */
public class LibraryService extends LibraryGrpc.LibraryImplBase {

  static final Metadata.Key<String> TRAILER = Metadata.Key.of("x-library-trailer", Metadata.ASCII_STRING_MARSHALLER);
  static final Book BOOK = Book.newBuilder().setName("shelves/1/books/1").setTitle("Dune")
      .setAuthor(Author.newBuilder().setDisplayName("Frank Herbert").setBorn(1920)).addTags("sf").build();

  @Override
  public void listShelves(ListShelvesRequest request, StreamObserver<ListShelvesResponse> response) {
    ListShelvesResponse.Builder shelves = ListShelvesResponse.newBuilder()
        .addShelves(Shelf.newBuilder().setName("shelves/1").setTheme("fiction"));
    if (request.getPageSize() == 1) {
      shelves.setNextPageToken("page2");
    }
    complete(response, shelves.build());
  }

  @Override
  public void getShelf(GetShelfRequest request, StreamObserver<Shelf> response) {
    complete(response, Shelf.newBuilder().setName(request.getName()).setTheme("fiction").build());
  }

  @Override
  public void listBooks(ListBooksRequest request, StreamObserver<ListBooksResponse> response) {
    complete(response, ListBooksResponse.newBuilder().addBooks(BOOK).setNextPageToken(request.getFilter()).build());
  }

  @Override
  public void getBook(GetBookRequest request, StreamObserver<Book> response) {
    if (request.getName().endsWith("/missing")) {
      Metadata trailers = new Metadata();
      trailers.put(TRAILER, "not-here");
      com.google.rpc.Status status = com.google.rpc.Status.newBuilder()
          .setCode(Code.NOT_FOUND_VALUE)
          .setMessage("No book " + request.getName())
          .addDetails(Any.pack(ErrorInfo.newBuilder().setReason("BOOK_NOT_FOUND").setDomain("library.example")
              .putMetadata("book", request.getName()).build()))
          .build();
      response.onError(StatusProto.toStatusRuntimeException(status, trailers));
      return;
    }
    complete(response, BOOK.toBuilder().setName(request.getName()).build());
  }

  @Override
  public void createBook(CreateBookRequest request, StreamObserver<Book> response) {
    complete(response, request.getBook().toBuilder()
        .setName(request.getParent() + "/books/" + (request.getBookId().isEmpty() ? "2" : request.getBookId()))
        .build());
  }

  @Override
  public void updateBook(UpdateBookRequest request, StreamObserver<Book> response) {
    Book.Builder book = BOOK.toBuilder().setName(request.getBook().getName());
    for (String path : request.getUpdateMask().getPathsList()) {
      if (path.equals("title")) {
        book.setTitle(request.getBook().getTitle());
      }
    }
    complete(response, book.build());
  }

  @Override
  public void deleteBook(DeleteBookRequest request, StreamObserver<Empty> response) {
    complete(response, Empty.getDefaultInstance());
  }

  @Override
  public void moveBook(MoveBookRequest request, StreamObserver<Book> response) {
    String id = request.getName().substring(request.getName().lastIndexOf('/') + 1);
    complete(response, BOOK.toBuilder().setName(request.getOtherShelfName() + "/books/" + id).build());
  }

  @Override
  public void getBookAuthor(GetBookRequest request, StreamObserver<Book> response) {
    complete(response, BOOK);
  }

  @Override
  public void downloadCover(GetBookRequest request, StreamObserver<HttpBody> response) {
    complete(response, HttpBody.newBuilder().setContentType("image/png")
        .setData(ByteString.copyFrom(new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, (byte) 0xff})).build());
  }

  @Override
  public void uploadCover(UploadCoverRequest request, StreamObserver<Book> response) {
    complete(response, BOOK.toBuilder().setName(request.getName())
        .setTitle(request.getCover().getContentType() + ":" + request.getCover().getData().size()).build());
  }

  @Override
  public void getFile(GetFileRequest request, StreamObserver<File> response) {
    if (request.getPath().equals("boom")) {
      throw new IllegalStateException("the file system is on fire");
    }
    complete(response, File.newBuilder().setPath(request.getPath()).setSize(request.getPath().length()).build());
  }

  @Override
  public void ping(PingRequest request, StreamObserver<PingResponse> response) {
    complete(response, PingResponse.newBuilder().setText(request.getText()).build());
  }

  private static <T> void complete(StreamObserver<T> response, T value) {
    response.onNext(value);
    response.onCompleted();
  }
}
