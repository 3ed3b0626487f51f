package dev.protojson.demo.reactive;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Messages in, messages out. The Accept header picks how a Flux is written: a JSON array, one JSON document per
 * line (application/x-ndjson or application/jsonl), or server-sent events.
 */
@RestController
class ReadingsController {

  private static final int MAX_COUNT = 100_000;

  @GetMapping("/readings/{id}")
  Mono<Reading> reading(@PathVariable long id) {
    return Mono.just(Readings.reading(id));
  }

  /** {@code count} readings, one every {@code everyMs} milliseconds (all at once when 0). */
  @GetMapping("/readings")
  Flux<Reading> readings(@RequestParam(defaultValue = "5") int count, @RequestParam(defaultValue = "0") long everyMs) {
    if (count < 0 || count > MAX_COUNT || everyMs < 0) {
      return Flux.error(new ResponseStatusException(HttpStatus.BAD_REQUEST,
          "count must be between 0 and " + MAX_COUNT + " and everyMs at least 0"));
    }
    // A timer does not wait for the response to take its ticks: the readings it makes wait in a buffer (at most
    // count), else a client slower than the timer would end the stream with an overflow.
    Flux<Long> ids = everyMs == 0 ? Flux.range(0, count).map(Integer::longValue)
        : Flux.interval(Duration.ofMillis(everyMs)).take(count).onBackpressureBuffer();
    return ids.map(Readings::reading);
  }

  /** Summarises a stream of readings, read one element at a time as it arrives. */
  @PostMapping("/readings")
  Mono<ReadingSummary> summarise(@RequestBody Flux<Reading> readings) {
    return readings.reduce(new Stats(), Stats::add).map(Stats::summary);
  }

  private static final class Stats {
    private int count;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;
    private double mean;

    Stats add(Reading reading) {
      double celsius = reading.getCelsius();
      count++;
      min = Math.min(min, celsius);
      max = Math.max(max, celsius);
      // A running mean: a sum of large readings would overflow to infinity where their mean does not. Once it is
      // infinite it stays so (or turns NaN with the opposite infinity), as a sum would.
      mean = Double.isInfinite(mean) ? mean + celsius : mean + (celsius - mean) / count;
      return this;
    }

    ReadingSummary summary() {
      return count == 0 ? ReadingSummary.getDefaultInstance() : ReadingSummary.newBuilder().setCount(count)
          .setMinCelsius(min).setMaxCelsius(max).setMeanCelsius(twoPlaces(mean)).build();
    }

    /** Rounded to two decimal places; infinity and NaN as they are. */
    private static double twoPlaces(double value) {
      return Double.isFinite(value) ? BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP).doubleValue()
          : value;
    }
  }
}
