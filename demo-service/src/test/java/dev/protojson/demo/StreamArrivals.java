package dev.protojson.demo;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads a streamed answer line by line, as curl -N prints it, and notes when each line arrived. */
final class StreamArrivals {

  private StreamArrivals() {}

  /** A line of the answer, and how long after the request was sent it was read. */
  record Arrival(String line, long nanos) {}

  /** Every line of the answer to {@code request}, read as it arrives. */
  static List<Arrival> read(DemoClient client, HttpRequest request) {
    long sent = System.nanoTime();
    HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
    List<Arrival> arrivals = new ArrayList<>();
    try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        arrivals.add(new Arrival(line, System.nanoTime() - sent));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return arrivals;
  }
}
