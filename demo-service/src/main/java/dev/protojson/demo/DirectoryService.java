package dev.protojson.demo;

import com.google.protobuf.Any;
import com.google.protobuf.Message;
import com.google.rpc.BadRequest;
import com.google.rpc.Code;
import com.google.rpc.ResourceInfo;
import dev.protojson.demo.directory.DirectoryGrpc;
import dev.protojson.demo.directory.GetPersonRequest;
import dev.protojson.demo.directory.ListPeopleRequest;
import dev.protojson.demo.directory.ListPeopleResponse;
import dev.protojson.demo.directory.SummarizePeopleRequest;
import dev.protojson.demo.people.PeopleSummary;
import dev.protojson.demo.people.Person;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import org.springframework.stereotype.Service;

/**
 * The people directory as the gRPC service {@code demo.Directory}. Boot's gRPC server serves it, and protojson
 * serves it as REST by the {@code google.api.http} rules of {@code directory.proto}. Errors carry
 * {@code google.rpc} details, which a REST client gets in the JSON body.
 */
@Service
class DirectoryService extends DirectoryGrpc.DirectoryImplBase {

  static final int DEFAULT_PAGE_SIZE = 10;
  static final int MAX_PAGE_SIZE = 100;

  private final PeopleDirectory directory;

  DirectoryService(PeopleDirectory directory) {
    this.directory = directory;
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
    int pageSize = request.getPageSize() == 0 ? DEFAULT_PAGE_SIZE : request.getPageSize();
    if (pageSize < 0 || pageSize > MAX_PAGE_SIZE) {
      response.onError(badRequest("page_size", "must be between 0 and " + MAX_PAGE_SIZE));
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
    PeopleSummary.Builder summary = PeopleSummary.newBuilder();
    for (int i = 0; i < request.getPeople().getPersonCount(); i++) {
      Person person = request.getPeople().getPerson(i);
      if (person.getName().isBlank()) {
        response.onError(badRequest("people.person[" + i + "].name", "a person needs a name"));
        return;
      }
      summary.setPeople(summary.getPeople() + 1)
          .setAddresses(summary.getAddresses() + person.getAddressCount())
          .setMobiles(summary.getMobiles() + person.getMobileCount())
          .setEmails(summary.getEmails() + person.getEmailCount());
    }
    response.onNext(summary.build());
    response.onCompleted();
  }

  private static StatusRuntimeException badRequest(String field, String description) {
    return error(Code.INVALID_ARGUMENT, "Invalid " + field + ": " + description, BadRequest.newBuilder()
        .addFieldViolations(BadRequest.FieldViolation.newBuilder().setField(field).setDescription(description))
        .build());
  }

  private static StatusRuntimeException error(Code code, String message, Message detail) {
    return StatusProto.toStatusRuntimeException(com.google.rpc.Status.newBuilder()
        .setCode(code.getNumber())
        .setMessage(message)
        .addDetails(Any.pack(detail))
        .build());
  }
}
