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
    Duration value = read(p);
    ((Duration.Builder) builder).setSeconds(value.getSeconds()).setNanos(value.getNanos());
  }

  static Duration read(JsonParser p) {
    long seconds = TimeText.MALFORMED;
    char[] chars = null;
    int start = 0;
    int length = 0;
    if (p.currentToken() == JsonToken.VALUE_STRING) {
      chars = p.getStringCharacters();
      start = p.getStringOffset();
      length = p.getStringLength();
      seconds = TimeText.durationSeconds(chars, start, length);
    }
    if (seconds == TimeText.MALFORMED) {
      throw Failures.invalidValue(p, "google.protobuf.Duration", "expected a string like \"1.5s\"");
    }
    if (Math.abs(seconds) > TimeText.MAX_DURATION_SECONDS) {
      throw Failures.invalidValue(p, "google.protobuf.Duration", "out of range ±315576000000s");
    }
    return Duration.newBuilder().setSeconds(seconds).setNanos(TimeText.durationNanos(chars, start, length)).build();
  }
}
