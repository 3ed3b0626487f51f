package dev.protojson.internal.read;

import com.google.protobuf.Duration;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/** {@code google.protobuf.Duration}: {@code "1.5s"}, {@code "-0.000001s"}, up to ±315,576,000,000 seconds. */
final class DurationReader extends TypeReader {

  @Override
  public void merge(JsonParser p, Message.Builder builder) {
    read(p, (Duration.Builder) builder);
  }

  static void read(JsonParser p, Duration.Builder builder) {
    if (p.currentToken() != JsonToken.VALUE_STRING
        || !TimeText.duration(p.getStringCharacters(), p.getStringOffset(), p.getStringLength(), builder)) {
      throw Failures.invalidValue(p, "google.protobuf.Duration", "expected a string like \"1.5s\"");
    }
    if (Math.abs(builder.getSeconds()) > TimeText.MAX_DURATION_SECONDS) {
      throw Failures.invalidValue(p, "google.protobuf.Duration", "out of range ±315576000000s");
    }
  }
}
