package dev.protojson.spring.webflux;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** When the server saw each element of a streamed request body, in nanoseconds of System.nanoTime(). */
class Arrivals {

  final List<Long> times = new CopyOnWriteArrayList<>();
}
