package dev.protojson.spring.grpc;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.internal.JsonValueSplitter;
import dev.protojson.spring.internal.PropertyAdvice;
import dev.protojson.transcoding.InvalidRequestException;
import dev.protojson.transcoding.RequestElements;
import dev.protojson.transcoding.StreamFormat;
import dev.protojson.transcoding.TranscodedCall;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import reactor.core.publisher.BaseSubscriber;

/**
 * Reads the request stream of a client-streaming call from a reactive body and hands each request to the call as
 * soon as its last byte arrived, never blocking: the body is asked for its next chunk only while the service asks
 * for requests (gRPC flow control), so a fast client is slowed down rather than held in memory. A request that is
 * not valid ends the call with {@code INVALID_ARGUMENT}, naming its index and field ({@code [3].name}).
 */
final class RequestPump extends BaseSubscriber<DataBuffer> {

  private final JsonValueSplitter splitter;
  private final RequestElements elements;
  private final TranscodedCall call;
  private final CallFailure failure;
  private final long maxElementSize;
  /** Whether the body is a JSON array of requests (application/json), not one request after another. */
  private final boolean array;
  /** Whether a chunk is wanted but was not asked for, because the service was not asking for requests. */
  private final AtomicBoolean waiting = new AtomicBoolean(true);

  RequestPump(MessageMarshaller marshaller, StreamFormat format, RequestElements elements, TranscodedCall call,
      CallFailure failure, long maxElementSize) {
    this.splitter = new JsonValueSplitter(marshaller, format == StreamFormat.JSON_ARRAY,
        (int) Math.min(maxElementSize, Integer.MAX_VALUE));
    this.elements = elements;
    this.call = call;
    this.failure = failure;
    this.maxElementSize = maxElementSize;
    this.array = format == StreamFormat.JSON_ARRAY;
  }

  @Override
  protected void hookOnSubscribe(org.reactivestreams.Subscription subscription) {
    call.onRequestDemand(this::demand);
  }

  private void demand() {
    if (call.isEnded()) {
      dispose();
    } else if (waiting.compareAndSet(true, false)) {
      request(1);
    }
  }

  @Override
  protected void hookOnNext(DataBuffer chunk) {
    byte[] bytes = JsonValueSplitter.bytesOf(chunk);
    if (!send(() -> splitter.feed(bytes))) {
      return;
    }
    waiting.set(true);
    if (call.wantsRequests() || call.isEnded()) {
      demand();
    }
  }

  @Override
  protected void hookOnComplete() {
    if (send(splitter::end)) {
      call.halfClose();
    }
  }

  @Override
  protected void hookOnError(Throwable error) {
    call.cancel("The request body could not be read: " + error.getMessage());
  }

  /** Hands the requests the splitter completes to the call; false if one was not valid and the call was ended. */
  private boolean send(java.util.function.Supplier<List<JsonValueSplitter.Value>> values) {
    try {
      for (JsonValueSplitter.Value value : values.get()) {
        if (array && !splitter.inArray()) {
          // As on Spring MVC: one message sent as JSON is not taken for a stream of one.
          return refuse(new InvalidRequestException("A stream of requests sent as JSON is an array of messages, but"
              + " the body starts with " + (char) value.json()[0] + " at line " + value.line() + ", column "
              + value.column(), "", value.line(), value.column(), null));
        }
        call.send(elements.read(value.json(), value.index(), value.line(), value.column()));
      }
      return true;
    } catch (InvalidRequestException e) {
      return refuse(e);
    } catch (JsonValueSplitter.SyntaxError e) {
      return refuse(syntaxError(e));
    } catch (DataBufferLimitException e) {
      return refuse(new InvalidRequestException("A request of the stream has more than " + maxElementSize
          + " bytes, the limit " + PropertyAdvice.MAX_REQUEST_SIZE + " sets for each request", ""));
    }
  }

  private boolean refuse(InvalidRequestException invalid) {
    failure.set(invalid.toStatus());
    call.cancel("A request was not valid: " + invalid.getMessage());
    dispose();
    return false;
  }

  /** Inside a request, what arrived of it is read again to name the field path, as the JSON decoder does. */
  private InvalidRequestException syntaxError(JsonValueSplitter.SyntaxError error) {
    JsonValueSplitter.Value partial = error.partial();
    if (partial != null) {
      try {
        elements.read(partial.json(), partial.index(), partial.line(), partial.column());
      } catch (InvalidRequestException named) {
        return named;
      }
    }
    return new InvalidRequestException(error.getMessage(), error.path(), error.line(), error.column(), error);
  }
}
