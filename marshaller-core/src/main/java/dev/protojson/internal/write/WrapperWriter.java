package dev.protojson.internal.write;

import com.google.protobuf.BoolValue;
import com.google.protobuf.BytesValue;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.Message;
import com.google.protobuf.StringValue;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import dev.protojson.internal.TypeWriter;
import java.util.function.BiConsumer;
import tools.jackson.core.JsonGenerator;

/** The wrapper types ({@code google.protobuf.Int64Value} and friends): the JSON of the wrapped value alone. */
final class WrapperWriter extends TypeWriter {

  private final BiConsumer<Message, JsonGenerator> body;

  private WrapperWriter(BiConsumer<Message, JsonGenerator> body) {
    this.body = body;
  }

  @Override
  public void write(Message message, JsonGenerator generator) {
    body.accept(message, generator);
  }

  /** The writer for the wrapper type named {@code fullName}, or null if it is not a wrapper. */
  static TypeWriter forType(String fullName) {
    return switch (fullName) {
      case "google.protobuf.DoubleValue" -> new WrapperWriter((m, g) -> Values.float64(g, ((DoubleValue) m).getValue()));
      case "google.protobuf.FloatValue" -> new WrapperWriter((m, g) -> Values.float32(g, ((FloatValue) m).getValue()));
      case "google.protobuf.Int64Value" -> new WrapperWriter((m, g) -> Values.int64(g, ((Int64Value) m).getValue()));
      case "google.protobuf.UInt64Value" -> new WrapperWriter((m, g) -> Values.uint64(g, ((UInt64Value) m).getValue()));
      case "google.protobuf.Int32Value" -> new WrapperWriter((m, g) -> g.writeNumber(((Int32Value) m).getValue()));
      case "google.protobuf.UInt32Value" -> new WrapperWriter((m, g) -> Values.uint32(g, ((UInt32Value) m).getValue()));
      case "google.protobuf.BoolValue" -> new WrapperWriter((m, g) -> g.writeBoolean(((BoolValue) m).getValue()));
      case "google.protobuf.StringValue" -> new WrapperWriter((m, g) -> g.writeString(((StringValue) m).getValue()));
      case "google.protobuf.BytesValue" -> new WrapperWriter((m, g) -> Values.bytes(g, ((BytesValue) m).getValue()));
      default -> null;
    };
  }
}
