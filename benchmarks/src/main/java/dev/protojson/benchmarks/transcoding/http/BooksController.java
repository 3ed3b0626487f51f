package dev.protojson.benchmarks.transcoding.http;

import dev.protojson.benchmarks.transcoding.Bookshelf;
import dev.protojson.transcoding.test.Book;
import dev.protojson.transcoding.test.CreateBookRequest;
import dev.protojson.transcoding.test.ListBooksRequest;
import dev.protojson.transcoding.test.ListBooksResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The library's list and create routes written by hand, as a team without transcoding writes them. */
@RestController
@RequestMapping("/rest/v1/shelves/{shelf}/books")
class BooksController {

  private final Bookshelf bookshelf;

  BooksController(Bookshelf bookshelf) {
    this.bookshelf = bookshelf;
  }

  @GetMapping
  ListBooksResponse listBooks(@PathVariable String shelf,
      @RequestParam(name = "page_size", defaultValue = "0") int pageSize) {
    return bookshelf.listBooks(ListBooksRequest.newBuilder().setParent("shelves/" + shelf).setPageSize(pageSize)
        .build());
  }

  @PostMapping
  Book createBook(@PathVariable String shelf, @RequestBody Book book) {
    return bookshelf.createBook(CreateBookRequest.newBuilder().setParent("shelves/" + shelf).setBook(book).build());
  }
}
