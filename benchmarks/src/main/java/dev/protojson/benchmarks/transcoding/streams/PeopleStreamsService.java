package dev.protojson.benchmarks.transcoding.streams;

import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.benchmarks.transcoding.streams.proto.ImportPeopleResponse;
import dev.protojson.benchmarks.transcoding.streams.proto.PeopleStreamsGrpc;
import dev.protojson.benchmarks.transcoding.streams.proto.WatchPeopleRequest;
import dev.protojson.demo.people.Person;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.List;

/**
 * Streams of persons, the same for a native gRPC client and a transcoded HTTP one. A watch sends the 1,000 persons of
 * {@link PeopleData} in turn, while the call is ready, as a service that respects flow control does. An import counts
 * what it receives.
 */
public final class PeopleStreamsService extends PeopleStreamsGrpc.PeopleStreamsImplBase {

  /** The persons a watch sends, in turn. */
  public static final List<Person> PERSONS = PeopleData.people(1_000).getPersonList();

  @Override
  public void watchPeople(WatchPeopleRequest request, StreamObserver<Person> observer) {
    ServerCallStreamObserver<Person> call = (ServerCallStreamObserver<Person>) observer;
    int[] next = {0};
    call.setOnReadyHandler(() -> {
      while (next[0] < request.getCount() && call.isReady() && !call.isCancelled()) {
        call.onNext(PERSONS.get(next[0]++ % PERSONS.size()));
      }
      if (next[0] == request.getCount()) {
        next[0]++;
        call.onCompleted();
      }
    });
  }

  @Override
  public StreamObserver<Person> importPeople(StreamObserver<ImportPeopleResponse> response) {
    ImportPeopleResponse.Builder counts = ImportPeopleResponse.newBuilder();
    return new StreamObserver<>() {
      @Override
      public void onNext(Person person) {
        counts.setPeople(counts.getPeople() + 1).setAddresses(counts.getAddresses() + person.getAddressCount());
      }

      @Override
      public void onError(Throwable t) {
        // the client went away: nothing to answer
      }

      @Override
      public void onCompleted() {
        response.onNext(counts.build());
        response.onCompleted();
      }
    };
  }
}
