package dev.protojson.spring.internal;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import java.io.IOException;
import java.util.Collection;
import java.util.Map;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;

/**
 * The JSON converter as the {@code protojson.*} properties configure it: request bodies held to a limit that the
 * error names by its property, the advice for unregistered types naming the properties, and a value that replaced
 * a message ({@link OtherValueWriter}) written by the converters after this one.
 */
final class BootHttpMessageConverter extends ProtoJsonHttpMessageConverter {

  private final RequestSizeLimit limit;

  private OtherValueWriter otherValueWriter = OtherValueWriter.NONE;

  BootHttpMessageConverter(MessageMarshaller marshaller, RequestSizeLimit limit) {
    super(marshaller, PropertyAdvice.UNREGISTERED_TYPE);
    this.limit = limit;
  }

  void setOtherValueWriter(OtherValueWriter otherValueWriter) {
    this.otherValueWriter = otherValueWriter;
  }

  @Override
  public Object read(ResolvableType type, HttpInputMessage inputMessage, Map<String, Object> hints)
      throws IOException {
    return super.read(type, limit.limited(inputMessage), hints);
  }

  @Override
  protected void writeInternal(Object value, ResolvableType type, HttpOutputMessage outputMessage,
      Map<String, Object> hints) throws IOException {
    // What the converter writes itself; anything else was put in place of a message after the converter was chosen.
    boolean messages = value instanceof Message || value instanceof Collection || value instanceof Object[];
    if (messages || !otherValueWriter.write(value, type, outputMessage, hints)) {
      super.writeInternal(value, type, outputMessage, hints);
    }
  }
}
