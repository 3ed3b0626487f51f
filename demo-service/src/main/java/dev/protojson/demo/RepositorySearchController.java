package dev.protojson.demo;

import dev.protojson.demo.github.SearchRepositoriesResponse;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

/** GitHub's "search repositories" endpoint, answered with generated repositories. */
@RestController
class RepositorySearchController {

  static final int MAX_PER_PAGE = 100;

  private final RepositoryGenerator generator;

  RepositorySearchController(RepositoryGenerator generator) {
    this.generator = generator;
  }

  @GetMapping("/search/repositories")
  SearchRepositoriesResponse search(@RequestParam String q,
      @RequestParam(name = "per_page", defaultValue = "30") int perPage) {
    if (q.isBlank()) {
      throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "q must not be blank");
    }
    if (perPage < 1 || perPage > MAX_PER_PAGE) {
      throw new ResponseStatusException(HttpStatus.BAD_REQUEST,
          "per_page must be between 1 and " + MAX_PER_PAGE + ", was " + perPage);
    }
    return generator.search(q, perPage);
  }
}
