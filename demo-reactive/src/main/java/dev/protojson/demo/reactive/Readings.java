package dev.protojson.demo.reactive;

import com.google.protobuf.Timestamp;

/** Readings made up from their id: the same on every run. */
final class Readings {

  private static final long START = 1_767_225_600L; // 2026-01-01T00:00:00Z

  private Readings() {}

  static Reading reading(long id) {
    return Reading.newBuilder()
        .setId(id)
        .setSensor("greenhouse-" + (char) ('a' + id % 3))
        .setCelsius(18 + (id * 37 % 90) / 10.0)
        .setAt(Timestamp.newBuilder().setSeconds(START + id * 60))
        .setQuality(id % 10 == 9 ? Reading.Quality.DOUBTFUL : Reading.Quality.GOOD)
        .build();
  }
}
