package dev.protojson.spring.internal;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.UninitializedMessageException;
import dev.protojson.internal.DefaultInstances;
import java.io.IOException;
import java.util.List;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.protobuf.ProtobufHttpMessageConverter;

/**
 * Spring's binary protobuf converter for {@code application/x-protobuf} only, reading no more of a request body
 * than the JSON converter would.
 */
final class LimitedProtobufHttpMessageConverter extends ProtobufHttpMessageConverter {

  private final RequestSizeLimit limit;

  LimitedProtobufHttpMessageConverter(RequestSizeLimit limit) {
    this.limit = limit;
    // With protobuf-java-util present Spring's converter also claims application/json; JSON is protojson's.
    setSupportedMediaTypes(List.of(PROTOBUF, PLUS_PROTOBUF));
  }

  @Override
  protected Message readInternal(Class<? extends Message> type, HttpInputMessage input) throws IOException {
    try {
      return super.readInternal(type, limit.limited(input));
    } catch (InvalidProtocolBufferException | UninitializedMessageException ex) {
      // A proto2 message without a required field is the client's fault too, as it is in JSON.
      throw new BinaryProtobufNotReadableException("Invalid protobuf binary for "
          + DefaultInstances.of(type).getDescriptorForType().getFullName() + ": " + ex.getMessage(), ex, input);
    }
  }
}
