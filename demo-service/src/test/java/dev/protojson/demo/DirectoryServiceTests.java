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
import dev.protojson.demo.directory.SummarizePeopleRequest;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
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
