package dev.protojson.transcoding;

import com.google.api.HttpBody;
import dev.protojson.transcoding.test.BindingGrpc;
import dev.protojson.transcoding.test.Fields;
import io.grpc.stub.StreamObserver;

/** Answers each request with itself, so that tests see what a binding built. */
class BindingService extends BindingGrpc.BindingImplBase {

  private final Fields respondWith;

  BindingService(Fields respondWith) {
    this.respondWith = respondWith;
  }

  BindingService() {
    this(Fields.getDefaultInstance());
  }

  @Override
  public void get(Fields request, StreamObserver<Fields> response) {
    response.onNext(request);
    response.onCompleted();
  }

  @Override
  public void postAll(Fields request, StreamObserver<Fields> response) {
    response.onNext(request);
    response.onCompleted();
  }

  @Override
  public void respond(Fields request, StreamObserver<Fields> response) {
    response.onNext(respondWith);
    response.onCompleted();
  }

  @Override
  public void raw(HttpBody request, StreamObserver<HttpBody> response) {
    response.onNext(request);
    response.onCompleted();
  }
}
