package dev.protojson.benchmarks.http;

import dev.protojson.benchmarks.data.GithubData;
import dev.protojson.benchmarks.data.GithubRecords;
import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.benchmarks.data.PeopleRecords;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import dev.protojson.demo.people.People;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.http.HttpStatus;

/**
 * Serves prebuilt documents, so a request costs routing and conversion only. {@code /people/{n}} and
 * {@code /github} answer protobuf messages (JSON or binary by the Accept header); {@code /records/...} answer the
 * same content as plain records. {@code POST /people} and {@code POST /records/people} read a body (protobuf JSON
 * or binary by its Content-Type, or plain records) and answer how many persons it holds, as text, so that a request
 * costs reading the body and little else.
 */
@RestController
class DocumentsController {

  private static final int[] SIZES = {1_000, 50_000};

  private final Map<Integer, People> people = Map.of(
      SIZES[0], PeopleData.people(SIZES[0]), SIZES[1], PeopleData.people(SIZES[1]));
  private final Map<Integer, PeopleRecords.PeopleList> peopleRecords = Map.of(
      SIZES[0], PeopleRecords.of(people.get(SIZES[0])), SIZES[1], PeopleRecords.of(people.get(SIZES[1])));
  private final SearchRepositoriesResponse github = GithubData.response(30);
  private final GithubRecords.SearchResult githubRecords = GithubRecords.of(github);

  @GetMapping("/people/{persons}")
  People people(@PathVariable int persons) {
    return found(people.get(persons));
  }

  @GetMapping("/github")
  SearchRepositoriesResponse github() {
    return github;
  }

  @GetMapping("/records/people/{persons}")
  PeopleRecords.PeopleList peopleRecords(@PathVariable int persons) {
    return found(peopleRecords.get(persons));
  }

  @GetMapping("/records/github")
  GithubRecords.SearchResult githubRecords() {
    return githubRecords;
  }

  @PostMapping(path = "/people", produces = "text/plain")
  String accept(@RequestBody People people) {
    return Integer.toString(people.getPersonCount());
  }

  @PostMapping(path = "/records/people", produces = "text/plain")
  String acceptRecords(@RequestBody PeopleRecords.PeopleList people) {
    return Integer.toString(people.person().size());
  }

  private static <T> T found(T document) {
    if (document == null) {
      throw new ResponseStatusException(HttpStatus.NOT_FOUND, "only 1000 and 50000 persons are served");
    }
    return document;
  }
}
