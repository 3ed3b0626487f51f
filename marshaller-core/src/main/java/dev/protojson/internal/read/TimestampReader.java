package dev.protojson.internal.read;

import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import dev.protojson.internal.TypeReader;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/** {@code google.protobuf.Timestamp}: an RFC 3339 string, any offset, 0001-01-01 to 9999-12-31 UTC. */
final class TimestampReader extends TypeReader {

  @Override
  public void merge(JsonParser p, Message.Builder builder) {
    Timestamp value = read(p);
    ((Timestamp.Builder) builder).setSeconds(value.getSeconds()).setNanos(value.getNanos());
  }

  static Timestamp read(JsonParser p) {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw Failures.invalidValue(p, "google.protobuf.Timestamp", "expected an RFC 3339 string");
    }
    char[] chars = p.getStringCharacters();
    int start = p.getStringOffset();
    int length = p.getStringLength();
    long seconds = TimeText.timestampSeconds(chars, start, length);
    if (seconds == TimeText.MALFORMED) {
      throw Failures.invalidValue(p, "google.protobuf.Timestamp",
          "expected an RFC 3339 timestamp like 1972-01-01T10:00:20.021Z");
    }
    if (seconds < TimeText.MIN_TIMESTAMP_SECONDS || seconds > TimeText.MAX_TIMESTAMP_SECONDS) {
      throw Failures.invalidValue(p, "google.protobuf.Timestamp",
          "out of range 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z");
    }
    return Timestamp.newBuilder().setSeconds(seconds).setNanos(TimeText.timestampNanos(chars, start, length))
        .build();
  }
}
