package dev.protojson.demo;

import dev.protojson.demo.people.PeopleSummary;
import dev.protojson.demo.people.Person;
import io.grpc.stub.StreamObserver;

/**
 * Counts people as they arrive and answers their {@link PeopleSummary} after the last. A person without a name ends
 * the call with INVALID_ARGUMENT, naming it by its position; the people after it are ignored.
 */
final class PeopleTally implements StreamObserver<Person> {

  private final String fieldPath;
  private final StreamObserver<PeopleSummary> response;
  private final PeopleSummary.Builder summary = PeopleSummary.newBuilder();
  private int index;
  private boolean failed;

  /**
   * @param fieldPath the path of the people in the request, with which an error names a person:
   *     {@code people.person} names the third {@code people.person[2]}, an empty path names it {@code [2]}
   */
  PeopleTally(String fieldPath, StreamObserver<PeopleSummary> response) {
    this.fieldPath = fieldPath;
    this.response = response;
  }

  @Override
  public void onNext(Person person) {
    if (failed) {
      return;
    }
    if (person.getName().isBlank()) {
      failed = true;
      response.onError(DirectoryErrors.badRequest(fieldPath + "[" + index + "].name", "a person needs a name"));
      return;
    }
    index++;
    summary.setPeople(summary.getPeople() + 1)
        .setAddresses(summary.getAddresses() + person.getAddressCount())
        .setMobiles(summary.getMobiles() + person.getMobileCount())
        .setEmails(summary.getEmails() + person.getEmailCount());
  }

  /** The client broke off: there is nobody to answer. */
  @Override
  public void onError(Throwable cause) {
    failed = true;
  }

  @Override
  public void onCompleted() {
    if (!failed) {
      response.onNext(summary.build());
      response.onCompleted();
    }
  }
}
