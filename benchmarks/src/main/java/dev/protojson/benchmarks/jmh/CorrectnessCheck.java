package dev.protojson.benchmarks.jmh;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * Runs every workload benchmark method once through its own state object and checks the result, so that no
 * benchmark compares wrong output: written JSON must parse back to the workload's value, read values must equal
 * it. {@code run.sh} runs this first, leaves failing benchmarks out of the measurement and names them in the table.
 */
public final class CorrectnessCheck {

  /** The workload benchmark classes, in table order. */
  public static final List<Class<? extends MessageBenchmark<?>>> WORKLOADS =
      List.of(AllTypesBenchmark.class, GithubBenchmark.class, PeopleBenchmark.class, PersonBenchmark.class,
          ListingsBenchmark.class);

  /** The verdict on one benchmark method; {@code problem} is {@code null} when its result is right. */
  public record Verdict(String benchmark, String problem) {
    public boolean ok() {
      return problem == null;
    }
  }

  private CorrectnessCheck() {}

  public static List<Verdict> run() {
    List<Verdict> verdicts = new ArrayList<>();
    for (Class<? extends MessageBenchmark<?>> type : WORKLOADS) {
      verdicts.addAll(check(type));
    }
    return verdicts;
  }

  static List<Verdict> check(Class<? extends MessageBenchmark<?>> type) {
    MessageBenchmark<?> state;
    try {
      state = type.getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
    state.setupAll();
    List<Verdict> verdicts = new ArrayList<>();
    for (Method method : benchmarkMethods(type)) {
      String name = type.getSimpleName() + "." + method.getName();
      verdicts.add(new Verdict(name, problem(state, method)));
    }
    return verdicts;
  }

  static List<Method> benchmarkMethods(Class<?> type) {
    return Arrays.stream(type.getMethods())
        .filter(m -> m.isAnnotationPresent(Benchmark.class))
        .sorted(Comparator.comparing(Method::getName))
        .toList();
  }

  private static String problem(MessageBenchmark<?> state, Method method) {
    String implementation = MessageBenchmark.implementationOf(method.getName());
    String setupFailure = state.setupFailures.get(implementation);
    if (setupFailure != null) {
      return "cannot be set up: " + MessageBenchmark.abbreviate(setupFailure);
    }
    Object result;
    try {
      result = method.invoke(state);
    } catch (InvocationTargetException e) {
      return "throws " + MessageBenchmark.abbreviate(e.getCause().toString());
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
    try {
      return state.verify(method.getName(), result);
    } catch (RuntimeException e) {
      return "its result cannot be checked: " + MessageBenchmark.abbreviate(e.toString());
    }
  }

  /**
   * Prints every verdict and writes the names of the failing benchmarks, one per line with the reason after a tab,
   * to the file given as the only argument. Exits with status 0 either way: a failing peer is a result.
   */
  public static void main(String[] args) throws IOException {
    List<Verdict> verdicts = run();
    List<String> failures = new ArrayList<>();
    for (Verdict v : verdicts) {
      System.out.println((v.ok() ? "ok    " : "FAILS ") + v.benchmark() + (v.ok() ? "" : ": " + v.problem()));
      if (!v.ok()) {
        failures.add(v.benchmark() + "\t" + v.problem());
      }
    }
    if (args.length > 0) {
      Files.write(Path.of(args[0]), failures);
    }
  }
}
