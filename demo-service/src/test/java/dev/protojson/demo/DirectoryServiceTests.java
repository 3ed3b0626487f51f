package dev.protojson.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.util.JsonFormat;
import com.google.rpc.BadRequest;
import com.google.rpc.ResourceInfo;
import dev.protojson.MessageMarshaller;
import dev.protojson.demo.directory.DirectoryGrpc;
import dev.protojson.demo.directory.GetPersonRequest;
import dev.protojson.demo.directory.ListPeopleRequest;
import dev.protojson.demo.directory.ListPeopleResponse;
import dev.protojson.demo.directory.StreamPeopleRequest;
import dev.protojson.demo.directory.SummarizePeopleRequest;
import dev.protojson.demo.people.PeopleSummary;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.grpc.server.lifecycle.GrpcServerLifecycle;

/**
 * The Directory gRPC service, called by a gRPC client on Boot's gRPC server and over HTTP on its transcoded routes:
 * both get the same answers, errors with their details included.
 */
class DirectoryServiceTests extends RunningDemo {

  private static final JsonFormat.Parser STATUS_PARSER = JsonFormat.parser().usingTypeRegistry(
      JsonFormat.TypeRegistry.newBuilder().add(ResourceInfo.getDescriptor()).add(BadRequest.getDescriptor()).build());

  @Autowired
  GrpcServerLifecycle grpcServer;

  @Autowired
  MessageMarshaller marshaller;

  ManagedChannel channel;
  DirectoryGrpc.DirectoryBlockingStub grpc;

  @BeforeEach
  void connectGrpc() {
    channel = ManagedChannelBuilder.forAddress("localhost", grpcServer.getPort()).usePlaintext().build();
    grpc = DirectoryGrpc.newBlockingStub(channel);
  }

  @AfterEach
  void disconnectGrpc() {
    channel.shutdownNow();
  }

  @Test
  void aPersonIsTheDirectorysOverGrpcAndOverHttp() {
    Person person = grpc.getPerson(GetPersonRequest.newBuilder().setId(42).build());

    assertThat(person).isEqualTo(directory.person(42));
    assertThat(DemoClient.text(client.get("/v1/people/42"))).isEqualTo(marshaller.writeValueAsString(person));
  }

  @Test
  void aPageIsTheSameOverGrpcAndOverHttp() {
    ListPeopleResponse page = grpc.listPeople(
        ListPeopleRequest.newBuilder().setFilter("Ada").setPageSize(3).setPageToken("100").build());

    assertThat(page.getPeopleList()).hasSize(3).allSatisfy(person -> assertThat(person.getName()).contains("Ada"));
    assertThat(DemoClient.text(client.get("/v1/people?filter=Ada&page_size=3&page_token=100")))
        .isEqualTo(marshaller.writeValueAsString(page));
  }

  @Test
  void thePagesOfAFilterHoldEveryMatchingPersonOnce() throws Exception {
    List<Person> expected = directory.first(PeopleDirectory.SIZE).stream()
        .filter(person -> person.getName().contains("Wirth")).toList();
    List<Person> listed = new ArrayList<>();
    String token = "";
    int pages = 0;
    do {
      HttpResponse<byte[]> response = client.get("/v1/people?filter=Wirth&page_size=100&page_token=" + token);
      assertThat(response.statusCode()).isEqualTo(200);
      ListPeopleResponse page = parseWithJsonFormat(DemoClient.text(response), ListPeopleResponse.getDefaultInstance());
      listed.addAll(page.getPeopleList());
      token = page.getNextPageToken();
      pages++;
    } while (!token.isEmpty());

    assertThat(expected).hasSizeGreaterThan(1000);
    assertThat(listed).isEqualTo(expected);
    assertThat(pages).isEqualTo(expected.size() / 100 + 1);
  }

  @Test
  void aPageWithoutASizeHoldsTen() {
    assertThat(grpc.listPeople(ListPeopleRequest.getDefaultInstance()).getPeopleList())
        .isEqualTo(directory.first(DirectoryService.DEFAULT_PAGE_SIZE));
  }

  @Test
  void aSummaryCountsWhatArrivedOverGrpcAndOverHttp() {
    People people = directory.firstAsMessage(7);
    SummarizePeopleRequest request = SummarizePeopleRequest.newBuilder().setPeople(people).build();

    String overHttp = DemoClient.text(client.postJson("/v1/people:summarize", marshaller.writeValueAsString(people)));

    assertThat(overHttp).isEqualTo(marshaller.writeValueAsString(grpc.summarizePeople(request)));
    assertThat(grpc.summarizePeople(request).getPeople()).isEqualTo(7);
  }

  @Test
  void aMissingPersonIsNotFoundWithTheSameDetailsOverGrpcAndOverHttp() throws Exception {
    assertSameError(() -> grpc.getPerson(GetPersonRequest.newBuilder().setId(-1).build()), "/v1/people/-1", 404);
    assertSameError(() -> grpc.getPerson(GetPersonRequest.newBuilder().setId(PeopleDirectory.SIZE).build()),
        "/v1/people/" + PeopleDirectory.SIZE, 404);
  }

  @Test
  void aPageSizeOrTokenOutOfBoundsIsABadRequestNamingTheField() throws Exception {
    com.google.rpc.Status size = assertSameError(
        () -> grpc.listPeople(ListPeopleRequest.newBuilder().setPageSize(101).build()), "/v1/people?page_size=101",
        400);
    assertThat(size.getDetails(0).unpack(BadRequest.class).getFieldViolations(0).getField()).isEqualTo("page_size");

    com.google.rpc.Status token = assertSameError(
        () -> grpc.listPeople(ListPeopleRequest.newBuilder().setPageToken("x").build()), "/v1/people?page_token=x",
        400);
    assertThat(token.getDetails(0).unpack(BadRequest.class).getFieldViolations(0).getField())
        .isEqualTo("page_token");
  }

  @Test
  void aStreamIsTheSameOverGrpcAndOverHttp() {
    StreamPeopleRequest request = StreamPeopleRequest.newBuilder().setFilter("Wirth").setLimit(4)
        .setInterval(com.google.protobuf.Duration.getDefaultInstance()).build();
    List<Person> expected = directory.first(PeopleDirectory.SIZE).stream()
        .filter(person -> person.getName().contains("Wirth")).limit(4).toList();
    List<Person> overGrpc = new ArrayList<>();
    grpc.streamPeople(request).forEachRemaining(overGrpc::add);

    HttpResponse<byte[]> overHttp = client.get("/v1/people:stream?filter=Wirth&limit=4&interval=0s",
        "application/x-ndjson");

    assertThat(overGrpc).isEqualTo(expected);
    assertThat(DemoClient.contentType(overHttp)).isEqualTo("application/x-ndjson");
    assertThat(DemoClient.text(overHttp).lines().toList())
        .isEqualTo(expected.stream().map(marshaller::writeValueAsString).toList());
  }

  @Test
  void aStreamWithoutALimitHoldsTenAndOneOfNobodyIsEmpty() {
    HttpResponse<byte[]> everybody = client.get("/v1/people:stream?interval=0s", "application/json");
    HttpResponse<byte[]> nobody = client.get("/v1/people:stream?filter=Nobody", "application/json");

    assertThat(DemoClient.tree(everybody).size()).isEqualTo(DirectoryService.DEFAULT_PAGE_SIZE);
    assertThat(DemoClient.text(nobody)).isEqualTo("[]");
  }

  /** The first person is read before the service sends the second: it waits a pause between two, the client not. */
  @Test
  void theFirstPersonOfAStreamArrivesBeforeTheServiceSendsTheSecond() {
    Duration pause = Duration.ofSeconds(3);
    List<StreamArrivals.Arrival> arrivals = StreamArrivals.read(client, HttpRequest.newBuilder(
            URI.create("http://localhost:" + port + "/v1/people:stream?filter=Ada&limit=2&interval=3s"))
        .header("Accept", "application/x-ndjson").build());

    assertThat(arrivals).hasSize(2);
    assertThat(Duration.ofNanos(arrivals.get(0).nanos())).isLessThan(pause);
    assertThat(Duration.ofNanos(arrivals.get(1).nanos())).isGreaterThanOrEqualTo(pause);
  }

  @Test
  void aCountOfAStreamIsTheSameOverGrpcAndOverHttpInEitherBodyFormat() throws Exception {
    List<Person> people = directory.first(25);
    SingleAnswer<PeopleSummary> overGrpc = new SingleAnswer<>();
    StreamObserver<Person> requests = DirectoryGrpc.newStub(channel).countPeople(overGrpc);
    people.forEach(requests::onNext);
    requests.onCompleted();
    List<String> json = people.stream().map(marshaller::writeValueAsString).toList();

    HttpResponse<byte[]> array = client.post("/v1/people:count", DemoClient.JSON,
        ("[" + String.join(",", json) + "]").getBytes(StandardCharsets.UTF_8));
    HttpResponse<byte[]> ndjson = client.post("/v1/people:count", "application/x-ndjson",
        String.join("\n", json).getBytes(StandardCharsets.UTF_8));

    PeopleSummary summary = overGrpc.get();
    assertThat(summary).isEqualTo(grpc.summarizePeople(SummarizePeopleRequest.newBuilder()
        .setPeople(directory.firstAsMessage(25)).build()));
    assertThat(DemoClient.text(array)).isEqualTo(marshaller.writeValueAsString(summary));
    assertThat(DemoClient.text(ndjson)).isEqualTo(marshaller.writeValueAsString(summary));
  }

  @Test
  void aStreamOutOfBoundsIsABadRequestNamingTheField() throws Exception {
    com.google.rpc.Status limit = assertSameError(
        () -> grpc.streamPeople(StreamPeopleRequest.newBuilder().setLimit(101).build()).hasNext(),
        "/v1/people:stream?limit=101", 400);
    assertThat(limit.getDetails(0).unpack(BadRequest.class).getFieldViolations(0).getField()).isEqualTo("limit");

    com.google.rpc.Status interval = assertSameError(() -> grpc.streamPeople(StreamPeopleRequest.newBuilder()
            .setInterval(com.google.protobuf.Duration.newBuilder().setSeconds(11)).build()).hasNext(),
        "/v1/people:stream?interval=11s", 400);
    assertThat(interval.getDetails(0).unpack(BadRequest.class).getFieldViolations(0).getField())
        .isEqualTo("interval");
  }

  @Test
  void aNamelessPersonInACountedStreamIsABadRequestNamingItsPosition() throws Exception {
    SingleAnswer<PeopleSummary> overGrpc = new SingleAnswer<>();
    StreamObserver<Person> requests = DirectoryGrpc.newStub(channel).countPeople(overGrpc);
    requests.onNext(directory.person(0));
    requests.onNext(Person.newBuilder().addEmail("alan@example.com").build());
    requests.onNext(directory.person(1));
    requests.onCompleted();

    HttpResponse<byte[]> overHttp = client.postJson("/v1/people:count",
        "[{\"name\":\"Ada Lovelace\"},{\"email\":[\"alan@example.com\"]},{\"name\":\"Grace Hopper\"}]");

    ExecutionException failed = catchThrowableOfType(ExecutionException.class, overGrpc::get);
    com.google.rpc.Status status = StatusProto.fromThrowable(failed.getCause());
    assertThat(status.getDetails(0).unpack(BadRequest.class).getFieldViolations(0).getField()).isEqualTo("[1].name");
    assertThat(overHttp.statusCode()).isEqualTo(400);
    com.google.rpc.Status.Builder fromHttp = com.google.rpc.Status.newBuilder();
    STATUS_PARSER.merge(DemoClient.text(overHttp), fromHttp);
    assertThat(fromHttp.build()).isEqualTo(status);
  }

  /** The status a gRPC client gets, which the HTTP client gets as JSON with the HTTP status {@code httpStatus}. */
  private com.google.rpc.Status assertSameError(Runnable grpcCall, String path, int httpStatus) throws Exception {
    StatusRuntimeException error = catchThrowableOfType(StatusRuntimeException.class, grpcCall::run);
    com.google.rpc.Status overGrpc = StatusProto.fromThrowable(error);
    assertThat(overGrpc).as("a status with details").isNotNull();
    assertThat(overGrpc.getDetailsCount()).isEqualTo(1);

    HttpResponse<byte[]> response = client.get(path);
    assertThat(response.statusCode()).isEqualTo(httpStatus);
    com.google.rpc.Status.Builder overHttp = com.google.rpc.Status.newBuilder();
    STATUS_PARSER.merge(DemoClient.text(response), overHttp);
    assertThat(overHttp.build()).isEqualTo(overGrpc);
    return overGrpc;
  }
}
