package dev.protojson.spring.slices;

import com.google.protobuf.Timestamp;
import dev.protojson.spring.test.events.Event;
import java.time.Instant;

/** What the slice tests send and expect. */
final class SliceSamples {

  private SliceSamples() {}

  /** Not a message: written by Boot's {@code JsonMapper}, with protojson's module for the message inside. */
  record Held(Event event, String note) {}

  static Event event(long id) {
    return Event.newBuilder()
        .setId(id)
        .setSource("sensor-" + id)
        .setLevel(Event.Level.WARN)
        .setText("reading \u00e9t\u00e9")
        .setAt(Timestamp.newBuilder().setSeconds(1_700_000_000L + id).setNanos(5_000_000))
        .putLabels("zone", "z" + id)
        .addCodes(-1)
        .build();
  }

  /** The event's proto3 JSON as the spec writes it: int64 as a string, enum by name, RFC 3339 time. */
  static String eventJson(long id) {
    String at = Instant.ofEpochSecond(1_700_000_000L + id, 5_000_000).toString();
    return "{\"id\":\"" + id + "\",\"source\":\"sensor-" + id + "\",\"level\":\"WARN\","
        + "\"text\":\"reading \u00e9t\u00e9\",\"at\":\"" + at + "\",\"labels\":{\"zone\":\"z" + id + "\"},"
        + "\"codes\":[-1]}";
  }
}
