package dev.protojson.benchmarks.transcoding.streams;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.grpc.server.lifecycle.GrpcServerLifecycle;

/**
 * Streams of persons over native gRPC and transcoded to NDJSON over HTTP, from one Spring Boot service on this
 * machine: messages per second as the client sees them, and the bytes the server's threads allocate per message.
 * The four variants alternate, round after round; the first rounds warm up.
 *
 * <pre>java -cp benchmarks/target/classes:$(cat benchmarks/target/classpath.txt) \
 *   dev.protojson.benchmarks.transcoding.streams.StreamBenchmark [messages] [rounds] [warm-up rounds] [variants]</pre>
 *
 * <p>{@code variants} is a regular expression that the names of the variants to run contain, such as {@code NDJSON}.
 */
public final class StreamBenchmark {

  private StreamBenchmark() {}

  /** One stream: how it is sent, and what it answers (the persons' addresses). */
  interface Variant {
    long run(StreamClients clients, int count) throws Exception;
  }

  /** The variants, in the order they run in each round. */
  static Map<String, Variant> variants() {
    Map<String, Variant> variants = new LinkedHashMap<>();
    variants.put("server stream, gRPC", StreamClients::watchGrpc);
    variants.put("server stream, NDJSON", StreamClients::watchHttp);
    variants.put("client stream, gRPC", StreamClients::importGrpc);
    variants.put("client stream, NDJSON", StreamClients::importHttp);
    return variants;
  }

  public static void main(String[] args) throws Exception {
    int count = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    int warmUp = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    Pattern selected = Pattern.compile(args.length > 3 ? args[3] : "");
    try (ConfigurableApplicationContext app = StreamBenchmarkApplication.start("--server.port=0");
        StreamClients clients = clients(app)) {
      Map<String, List<double[]>> results = new LinkedHashMap<>();
      long expected = StreamClients.addresses(count);
      for (int round = 0; round < warmUp + rounds; round++) {
        for (Map.Entry<String, Variant> variant : variants().entrySet()) {
          if (!selected.matcher(variant.getKey()).find()) {
            continue;
          }
          double[] result = measure(clients, variant.getValue(), count, expected);
          if (round >= warmUp) {
            results.computeIfAbsent(variant.getKey(), k -> new ArrayList<>()).add(result);
          }
        }
      }
      print(count, rounds, results);
    }
  }

  static StreamClients clients(ConfigurableApplicationContext app) {
    int httpPort = Integer.parseInt(app.getEnvironment().getProperty("local.server.port"));
    return new StreamClients(httpPort, app.getBean(GrpcServerLifecycle.class).getPort());
  }

  /** Runs one stream: messages per second, the server's bytes allocated per message, and its CPU time per message. */
  static double[] measure(StreamClients clients, Variant variant, int count, long expected) throws Exception {
    long start = System.nanoTime();
    long answered;
    ServerAllocation allocation = ServerAllocation.start(StreamClients::isClient);
    try (allocation) {
      answered = variant.run(clients, count);
    }
    long nanos = System.nanoTime() - start;
    if (answered != expected) {
      throw new IllegalStateException("Expected " + expected + " addresses, got " + answered);
    }
    return new double[] {count * 1e9 / nanos, (double) allocation.bytes() / count,
        allocation.cpuNanos() / 1e3 / count};
  }

  private static void print(int count, int rounds, Map<String, List<double[]>> results) {
    System.out.printf("%,d messages per stream, median of %d rounds, gRPC server on a direct executor: %s%n", count,
        rounds, Boolean.getBoolean("benchmark.grpc-direct-executor"));
    System.out.println("| stream | messages/s | ratio to gRPC | server B/message | server CPU us/message |");
    System.out.println("|---|---:|---:|---:|---:|");
    double grpc = 0;
    for (Map.Entry<String, List<double[]>> variant : results.entrySet()) {
      double rate = median(variant.getValue(), 0);
      double bytes = median(variant.getValue(), 1);
      if (variant.getKey().endsWith("gRPC")) {
        grpc = rate;
      }
      System.out.printf("| %s | %,.0f | %s | %,.0f | %.2f |%n", variant.getKey(), rate,
          grpc > 0 ? String.format("%.2fx", rate / grpc) : "-", bytes, median(variant.getValue(), 2));
    }
    for (Map.Entry<String, List<double[]>> variant : results.entrySet()) {
      StringBuilder each = new StringBuilder(variant.getKey()).append(", each round:");
      for (double[] round : variant.getValue()) {
        each.append(String.format(" %,.0f/s %,.0f B %.2f us", round[0], round[1], round[2]));
      }
      System.out.println(each);
    }
  }

  private static double median(List<double[]> rounds, int column) {
    double[] values = rounds.stream().mapToDouble(r -> r[column]).sorted().toArray();
    int middle = values.length / 2;
    return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  }
}
