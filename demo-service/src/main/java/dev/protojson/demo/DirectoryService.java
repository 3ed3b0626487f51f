package dev.protojson.demo;

import static dev.protojson.demo.DirectoryErrors.badRequest;
import static dev.protojson.demo.DirectoryErrors.error;

import com.google.rpc.Code;
import com.google.rpc.ResourceInfo;
import dev.protojson.demo.directory.DirectoryGrpc;
import dev.protojson.demo.directory.GetPersonRequest;
import dev.protojson.demo.directory.ListPeopleRequest;
import dev.protojson.demo.directory.ListPeopleResponse;
import dev.protojson.demo.directory.StreamPeopleRequest;
import dev.protojson.demo.directory.SummarizePeopleRequest;
import dev.protojson.demo.people.PeopleSummary;
import dev.protojson.demo.people.Person;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.time.Duration;
import java.util.Iterator;
import java.util.stream.IntStream;
import org.springframework.stereotype.Service;

/**
 * The people directory as the gRPC service {@code demo.Directory}. Boot's gRPC server serves it, and protojson
 * serves it as REST by the {@code google.api.http} rules of {@code directory.proto}. Errors carry
 * {@code google.rpc} details, which a REST client gets in the JSON body. {@code StreamPeople} sends people one by one,
 * a pause between two, so that a client sees them arrive; {@code CountPeople} counts the people a client streams.
 */
@Service
class DirectoryService extends DirectoryGrpc.DirectoryImplBase {

  static final int DEFAULT_PAGE_SIZE = 10;
  static final int MAX_PAGE_SIZE = 100;
  private static final String SIZE_RANGE = "must be between 0 and " + MAX_PAGE_SIZE;
  static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(1);
  static final Duration MAX_INTERVAL = Duration.ofSeconds(10);

  private final PeopleDirectory directory;
  private final PacedSender sender;

  DirectoryService(PeopleDirectory directory, PacedSender sender) {
    this.directory = directory;
    this.sender = sender;
  }

  @Override
  public void getPerson(GetPersonRequest request, StreamObserver<Person> response) {
    int id = request.getId();
    if (id < 0 || id >= PeopleDirectory.SIZE) {
      response.onError(error(Code.NOT_FOUND, "No person " + id + "; ids run from 0 to " + (PeopleDirectory.SIZE - 1),
          ResourceInfo.newBuilder().setResourceType("demo.Person").setResourceName("people/" + id).build()));
      return;
    }
    response.onNext(directory.person(id));
    response.onCompleted();
  }

  @Override
  public void listPeople(ListPeopleRequest request, StreamObserver<ListPeopleResponse> response) {
    int pageSize = size(request.getPageSize());
    if (pageSize < 0) {
      response.onError(badRequest("page_size", SIZE_RANGE));
      return;
    }
    int start;
    try {
      start = request.getPageToken().isEmpty() ? 0 : Integer.parseInt(request.getPageToken());
    } catch (NumberFormatException e) {
      start = -1;
    }
    if (start < 0 || start > PeopleDirectory.SIZE) {
      response.onError(badRequest("page_token", "is not a next_page_token of this directory"));
      return;
    }
    ListPeopleResponse.Builder page = ListPeopleResponse.newBuilder();
    int id = start;
    for (; id < PeopleDirectory.SIZE && page.getPeopleCount() < pageSize; id++) {
      Person person = directory.person(id);
      if (person.getName().contains(request.getFilter())) {
        page.addPeople(person);
      }
    }
    if (id < PeopleDirectory.SIZE) {
      page.setNextPageToken(Integer.toString(id));
    }
    response.onNext(page.build());
    response.onCompleted();
  }

  @Override
  public void summarizePeople(SummarizePeopleRequest request, StreamObserver<PeopleSummary> response) {
    PeopleTally tally = new PeopleTally("people.person", response);
    request.getPeople().getPersonList().forEach(tally::onNext);
    tally.onCompleted();
  }

  @Override
  public void streamPeople(StreamPeopleRequest request, StreamObserver<Person> response) {
    int limit = size(request.getLimit());
    if (limit < 0) {
      response.onError(badRequest("limit", SIZE_RANGE));
      return;
    }
    Duration interval = request.hasInterval() ? Duration.ofSeconds(
        request.getInterval().getSeconds(), request.getInterval().getNanos()) : DEFAULT_INTERVAL;
    if (interval.isNegative() || interval.compareTo(MAX_INTERVAL) > 0) {
      response.onError(badRequest("interval", "must be between 0s and " + MAX_INTERVAL.toSeconds() + "s"));
      return;
    }
    // At most MAX_PAGE_SIZE people: the call's flow control is no concern here
    Iterator<Person> people = IntStream.range(0, PeopleDirectory.SIZE).mapToObj(directory::person)
        .filter(person -> person.getName().contains(request.getFilter()))
        .limit(limit)
        .iterator();
    sender.send(people, interval, (ServerCallStreamObserver<Person>) response);
  }

  @Override
  public StreamObserver<Person> countPeople(StreamObserver<PeopleSummary> response) {
    return new PeopleTally("", response);
  }

  /** How many people a page size or a limit asks for: the default for 0, and -1 when out of range. */
  private static int size(int requested) {
    if (requested < 0 || requested > MAX_PAGE_SIZE) {
      return -1;
    }
    return requested == 0 ? DEFAULT_PAGE_SIZE : requested;
  }
}
