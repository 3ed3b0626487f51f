package dev.protojson.spring.webflux;

import com.google.protobuf.Message;
import java.util.List;
import java.util.Map;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.Decoder;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The data of a server-sent event as a message: none where the event has no data, as the keep-alive events many
 * servers send between others ({@code event: ping} with an empty {@code data:}), which then hold no message rather
 * than fail the stream. Spring's event reader leaves such an event out of a {@code Flux} of messages, and gives it
 * as a {@code ServerSentEvent} whose data is {@code null}.
 */
final class EventDataDecoder implements Decoder<Message> {

  private final ProtoJsonDecoder messages;

  EventDataDecoder(ProtoJsonDecoder messages) {
    this.messages = messages;
  }

  @Override
  public Message decode(DataBuffer buffer, ResolvableType targetType, MimeType mimeType, Map<String, Object> hints) {
    if (isBlank(buffer)) {
      DataBufferUtils.release(buffer);
      return null;
    }
    return messages.decode(buffer, targetType, mimeType, hints);
  }

  private static boolean isBlank(DataBuffer buffer) {
    for (int i = buffer.readPosition(); i < buffer.writePosition(); i++) {
      byte b = buffer.getByte(i);
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean canDecode(ResolvableType elementType, MimeType mimeType) {
    return messages.canDecode(elementType, mimeType);
  }

  @Override
  public Flux<Message> decode(Publisher<DataBuffer> input, ResolvableType elementType, MimeType mimeType,
      Map<String, Object> hints) {
    return messages.decode(input, elementType, mimeType, hints);
  }

  @Override
  public Mono<Message> decodeToMono(Publisher<DataBuffer> input, ResolvableType elementType, MimeType mimeType,
      Map<String, Object> hints) {
    return messages.decodeToMono(input, elementType, mimeType, hints);
  }

  @Override
  public List<MimeType> getDecodableMimeTypes() {
    return messages.getDecodableMimeTypes();
  }
}
