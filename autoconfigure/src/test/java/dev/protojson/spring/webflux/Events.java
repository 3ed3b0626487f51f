package dev.protojson.spring.webflux;

import com.google.protobuf.Timestamp;
import dev.protojson.spring.test.events.Event;

/** Events with every kind of field set, the same for a given id on every run. */
final class Events {

  private Events() {}

  static Event event(long id) {
    Event.Builder event = Event.newBuilder()
        .setId(id)
        .setSource("sensor-" + (id % 7))
        .setLevel(Event.Level.forNumber(1 + (int) (id % 3)))
        .setText("reading " + id + " \u00e9t\u00e9 \"quoted\"")
        .setAt(Timestamp.newBuilder().setSeconds(1_700_000_000L + id).setNanos((int) (id % 1000) * 1_000_000))
        .putLabels("zone", "z" + (id % 4))
        .addCodes((int) id)
        .addCodes(-1);
    return event.build();
  }

  /** An event whose timestamp is out of the range proto3 JSON can write. */
  static Event unwritable(long id) {
    return event(id).toBuilder().setAt(Timestamp.newBuilder().setSeconds(Long.MAX_VALUE / 2)).build();
  }
}
