package dev.protojson.benchmarks.startupapp;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a lazily registered type costs on its first use: a marshaller registers the 1,000 types by name, then each
 * type in turn is loaded (protobuf-java's class initialisation, which the application pays whenever it first
 * touches the type), written once and read once, each timed apart. The write and the read are what protojson
 * defers to the first request with a type: its writer, or its reader, made or loaded from Spring AOT's class
 * files. Prints per-type percentiles, once for the first 100 types (the JIT still compiling protojson's own code;
 * the first type also builds the descriptors of the whole 1,000-type file) and once for the other 900.
 *
 * <p>Usage: {@code java -cp <the application's class path> ...FirstUseCost [types, default 1000] [preloaded]}; with
 * {@code preloaded}, every message and builder class is loaded and initialised before the marshaller is built, as
 * in an application that already uses its types, so that what is timed is protojson's part alone.
 */
public final class FirstUseCost {

  private static final String TYPES = "dev.protojson.benchmarks.startup1000.proto.Type%04d";

  private FirstUseCost() {}

  public static void main(String[] args) throws Throwable {
    int count = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
    boolean preloaded = args.length > 1 && args[1].equals("preloaded");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      names.add(String.format(TYPES, i));
    }
    if (preloaded) {
      for (String name : names) {
        Class.forName(name);
        Class.forName(name + "$Builder");
      }
    }
    long start = System.nanoTime();
    MessageMarshaller marshaller = MessageMarshaller.builder()
        .registerLazily(FirstUseCost.class.getClassLoader(), names).build();
    long buildMicros = (System.nanoTime() - start) / 1000;
    long[] loads = new long[count];
    long[] writes = new long[count];
    long[] reads = new long[count];
    for (int i = 0; i < count; i++) {
      long t0 = System.nanoTime();
      Class<? extends Message> type = Class.forName(names.get(i)).asSubclass(Message.class);
      Message message = defaultInstance(type);
      long t1 = System.nanoTime();
      byte[] json = marshaller.writeValueAsBytes(message);
      long t2 = System.nanoTime();
      marshaller.readValue(json, type);
      long t3 = System.nanoTime();
      loads[i] = t1 - t0;
      writes[i] = t2 - t1;
      reads[i] = t3 - t2;
    }
    System.out.printf("build_us=%d types=%d preloaded=%s%n", buildMicros, count, preloaded);
    int warm = Math.min(100, count);
    report("first " + warm + " types", loads, writes, reads, 0, warm);
    if (count > warm) {
      report("types " + (warm + 1) + "-" + count, loads, writes, reads, warm, count);
    }
  }

  /**
   * What an application's own {@code Type.getDefaultInstance()} costs: a method handle, not reflection, which would
   * make a {@code Method} of every method of the class and time that instead of the class's loading.
   */
  private static Message defaultInstance(Class<? extends Message> type) throws Throwable {
    return (Message) MethodHandles.publicLookup()
        .findStatic(type, "getDefaultInstance", MethodType.methodType(type)).invoke();
  }

  private static void report(String label, long[] loads, long[] writes, long[] reads, int from, int to) {
    long[] both = new long[to - from];
    for (int i = from; i < to; i++) {
      both[i - from] = writes[i] + reads[i];
    }
    System.out.printf("%s:%n  %s%n  %s%n  %s%n  %s%n", label,
        percentiles("class load", Arrays.copyOfRange(loads, from, to)),
        percentiles("first write", Arrays.copyOfRange(writes, from, to)),
        percentiles("first read", Arrays.copyOfRange(reads, from, to)), percentiles("write+read", both));
  }

  private static String percentiles(String what, long[] nanos) {
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    long sum = Arrays.stream(sorted).sum();
    return String.format("%s ms/type median %.3f p90 %.3f max %.3f mean %.3f", what, ms(sorted[sorted.length / 2]),
        ms(sorted[sorted.length * 9 / 10]), ms(sorted[sorted.length - 1]), ms(sum / sorted.length));
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }
}
