package dev.protojson.benchmarks.transcoding;

import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.RouteMatch;
import dev.protojson.transcoding.Transcoder;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Matching a request to one of {@code routes} routes ({@link ManyMethods}): {@code match} takes the requests of
 * every route in turn, one per operation; {@code matchUnknown} a path no route has (the application's 404).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class RouteMatchBenchmark {

  @Param("1000")
  public int routes;

  private Transcoder transcoder;
  private String[][] requests;
  private int next;

  @Setup
  public void setUp() {
    ManyMethods methods = ManyMethods.of(routes);
    transcoder = Transcoder.builder(MessageMarshaller.builder().build()).service(methods.service()).build();
    List<String[]> all = methods.requests();
    requests = all.toArray(new String[0][]);
  }

  @Benchmark
  public RouteMatch match() {
    String[] request = requests[next];
    next = next + 1 == requests.length ? 0 : next + 1;
    return transcoder.match(request[0], request[1]);
  }

  @Benchmark
  public RouteMatch matchUnknown() {
    return transcoder.match("GET", "/v1/projects/p1/widgets/w1");
  }
}
