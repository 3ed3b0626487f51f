package dev.protojson.benchmarks.jmh;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.benchmarks.codec.BinaryCodec;
import dev.protojson.benchmarks.codec.CuriostackCodec;
import dev.protojson.benchmarks.codec.HubspotCodec;
import dev.protojson.benchmarks.codec.JsonFormatCodec;
import dev.protojson.benchmarks.codec.ProtojsonCodec;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One protobuf workload written to and read from UTF-8 bytes by every implementation that handles protobuf
 * messages. Every reader parses the same input: the proto3 JSON that {@code JsonFormat} writes for the message,
 * unless the workload brings its own text.
 *
 * <p>Method names are {@code write|read[String]<Implementation>}; {@code run.sh}'s table relies on that.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
public abstract class MessageBenchmark<T extends Message> {

  T message;
  byte[] json;
  String jsonString;
  byte[] binaryBytes;

  ProtojsonCodec<T> protojson;
  JsonFormatCodec<T> jsonFormat;
  CuriostackCodec<T> curiostack;
  HubspotCodec<T> hubspot;
  BinaryCodec<T> binary;

  /** Why an implementation could not even be set up, by implementation name; checked before measuring. */
  final Map<String, String> setupFailures = new TreeMap<>();

  protected abstract T createMessage();

  protected abstract Class<T> messageType();

  /**
   * The system property that chooses a fork's history: {@code shared} (the default) or {@code own}. Set it with
   * {@code -jvmArgsAppend -Dbenchmark.history=own}.
   */
  static final String HISTORY_PROPERTY = "benchmark.history";

  /**
   * Sets up every implementation and runs each benchmark method once before the measured one is warmed up, so
   * that every implementation is measured in a JVM with the same history. Otherwise only the JVM measuring
   * protojson would have generated code at start-up, and the others would be measured in a JVM whose JIT has
   * seen fewer classes at shared call sites (the JDK collection methods that protobuf's builders call, for
   * instance) and can inline more there than any real application allows.
   *
   * <p>With {@code -Dbenchmark.history=own} a fork runs only the measured implementation's methods: what a team
   * that uses that one implementation alone gets. Every implementation is still constructed, and {@code JsonFormat}
   * writes the input document once.
   */
  @Setup
  public final void setup(BenchmarkParams params) {
    String benchmark = params.getBenchmark();
    setup(benchmark.substring(benchmark.lastIndexOf('.') + 1));
  }

  /** Sets up every implementation and runs the {@link #history} of a fork that measures {@code measured}. */
  final void setup(String measured) {
    setupAll();
    boolean own = isOwnHistory(System.getProperty(HISTORY_PROPERTY, "shared"));
    for (Method method : own ? ownHistory(getClass(), measured) : history(getClass(), measured)) {
      try {
        method.invoke(this);
      } catch (InvocationTargetException e) {
        // An implementation that fails here fails CorrectnessCheck too and is not measured.
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  private static boolean isOwnHistory(String history) {
    return switch (history) {
      case "shared" -> false;
      case "own" -> true;
      default -> throw new IllegalArgumentException("-D" + HISTORY_PROPERTY + " is shared or own, not " + history);
    };
  }

  /**
   * The benchmark methods of {@code type} that a fork measuring {@code measured} runs once before warming up. The
   * {@code String} variants are among them only in forks that measure one of them: they read and write through
   * Jackson's char-based parser and generator, and only protojson and JsonFormat have them, so running them in
   * every fork would show a second parser and generator class at those two implementations' own call sites and at
   * no one else's.
   */
  static List<Method> history(Class<?> type, String measured) {
    boolean strings = isStringVariant(measured);
    return CorrectnessCheck.benchmarkMethods(type).stream()
        .filter(method -> strings || !isStringVariant(method.getName()))
        .toList();
  }

  /** The history of a fork with {@code -Dbenchmark.history=own}: the measured implementation's methods only. */
  static List<Method> ownHistory(Class<?> type, String measured) {
    String implementation = implementationOf(measured);
    return history(type, measured).stream()
        .filter(method -> implementationOf(method.getName()).equals(implementation))
        .toList();
  }

  static boolean isStringVariant(String method) {
    return method.startsWith("writeString") || method.startsWith("readString");
  }

  static String implementationOf(String method) {
    return method.replaceFirst("^(write|read)(String)?", "");
  }

  /** Sets up the workload and every implementation; one that cannot be set up is named in {@code setupFailures}. */
  final void setupAll() {
    message = createMessage();
    jsonFormat = new JsonFormatCodec<>(message);
    jsonString = inputJson();
    json = jsonString.getBytes(StandardCharsets.UTF_8);
    binaryBytes = message.toByteArray();
    binary = new BinaryCodec<>(message);
    protojson = attempt("Protojson", () -> new ProtojsonCodec<>(message, messageType()));
    curiostack = attempt("Curiostack", () -> new CuriostackCodec<>(message));
    hubspot = attempt("Hubspot", () -> new HubspotCodec<>(messageType()));
    setupMore();
  }

  /** The document every reader reads: by default what {@code JsonFormat} writes for the message. */
  String inputJson() {
    return jsonFormat.writeString(message);
  }

  /** Sets up what a subclass adds, after the message and the protobuf implementations. */
  void setupMore() {}

  <C> C attempt(String implementation, Supplier<C> create) {
    try {
      return create.get();
    } catch (RuntimeException | LinkageError e) {
      setupFailures.put(implementation, e.toString());
      return null;
    }
  }

  @Benchmark
  public byte[] writeProtojson() {
    return protojson.write(message);
  }

  @Benchmark
  public String writeStringProtojson() {
    return protojson.writeString(message);
  }

  @Benchmark
  public byte[] writeJsonFormat() {
    return jsonFormat.write(message);
  }

  @Benchmark
  public String writeStringJsonFormat() {
    return jsonFormat.writeString(message);
  }

  @Benchmark
  public byte[] writeCuriostack() {
    return curiostack.write(message);
  }

  @Benchmark
  public byte[] writeHubspot() {
    return hubspot.write(message);
  }

  @Benchmark
  public byte[] writeBinary() {
    return binary.write(message);
  }

  @Benchmark
  public T readProtojson() {
    return protojson.read(json);
  }

  @Benchmark
  public T readStringProtojson() {
    return protojson.readString(jsonString);
  }

  @Benchmark
  public T readJsonFormat() {
    return jsonFormat.read(json);
  }

  @Benchmark
  public T readStringJsonFormat() {
    return jsonFormat.readString(jsonString);
  }

  @Benchmark
  public T readCuriostack() {
    return curiostack.read(json);
  }

  @Benchmark
  public T readHubspot() {
    return hubspot.read(json);
  }

  @Benchmark
  public T readBinary() {
    return binary.read(binaryBytes);
  }

  /**
   * Checks what benchmark method {@code method} returned: written JSON must parse (with {@code JsonFormat}) back to
   * the workload's message, written binary must parse back to it, and whatever was read must equal it.
   *
   * @return {@code null} when the result is right, otherwise what is wrong with it
   */
  String verify(String method, Object result) {
    if (result instanceof byte[] bytes) {
      if (method.endsWith("Binary")) {
        return same(message, binary.read(bytes));
      }
      return sameJson(new String(bytes, StandardCharsets.UTF_8));
    }
    if (result instanceof String text) {
      return sameJson(text);
    }
    return same(expectedReadResult(method), result);
  }

  /** What a read benchmark must return: the message, or (for records) the records. */
  Object expectedReadResult(String method) {
    return message;
  }

  private String sameJson(String text) {
    if (!compact(text)) {
      return "the output is indented, every implementation here must write compact JSON: " + abbreviate(text);
    }
    Message.Builder builder = message.newBuilderForType();
    try {
      JsonFormat.parser()
          .usingTypeRegistry(JsonFormat.TypeRegistry.newBuilder()
              .add(message.getDescriptorForType().getFile().getMessageTypes())
              .build())
          .merge(text, builder);
    } catch (InvalidProtocolBufferException | RuntimeException e) {
      return "JsonFormat cannot parse the output back: " + e.getMessage() + "; output starts "
          + abbreviate(text);
    }
    return same(message, builder.build());
  }

  /** Whether {@code json} has no whitespace outside its strings. */
  static boolean compact(String json) {
    boolean inString = false;
    for (int i = 0; i < json.length(); i++) {
      char c = json.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
        return false;
      }
    }
    return true;
  }

  static String same(Object expected, Object actual) {
    if (Objects.equals(expected, actual)) {
      return null;
    }
    return "the result differs from the expected value: expected " + abbreviate(String.valueOf(expected))
        + " but was " + abbreviate(String.valueOf(actual));
  }

  static String abbreviate(String s) {
    String oneLine = s.replace('\n', ' ');
    return oneLine.length() <= 300 ? oneLine : oneLine.substring(0, 300) + "...";
  }
}
