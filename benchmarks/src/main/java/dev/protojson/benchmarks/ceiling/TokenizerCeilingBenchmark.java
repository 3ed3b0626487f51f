package dev.protojson.benchmarks.ceiling;

import com.google.protobuf.Message;
import dev.protojson.benchmarks.codec.JsonFormatCodec;
import dev.protojson.benchmarks.data.AllTypesData;
import dev.protojson.benchmarks.data.GithubData;
import dev.protojson.benchmarks.data.PeopleData;
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
import org.openjdk.jmh.infra.Blackhole;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * What tokenizing alone costs on each workload's document, with no protobuf at all: the ceiling of a reader that
 * takes its tokens from Jackson 3's parser, and of one with a tokenizer of its own. {@code jacksonTokens} walks
 * every token (strings skipped, numbers left as digits); {@code jacksonValues} also gives every value what a reader
 * must: each string as a {@code String}, each number as an {@code int}, {@code long} or {@code double}, each
 * property name as a {@code String}; {@code byteLoopValues} does the same with {@link ByteLoopTokens}, a strict
 * tokenizer that owns its loops over the bytes. Each operation reads the same UTF-8 bytes, {@code JsonFormat}'s
 * compact output, that the workload benchmarks read.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
public class TokenizerCeilingBenchmark {

  private static final JsonFactory FACTORY = JsonFactory.builder().build();

  @Param({"all-types", "GitHub", "People", "one Person"})
  String workload;

  byte[] json;

  @Setup
  public void setup() {
    json = document(workload);
  }

  /** The document the workload benchmark of that name reads. */
  static byte[] document(String workload) {
    Message message = switch (workload) {
      case "all-types" -> AllTypesData.fullyPopulated();
      case "GitHub" -> GithubData.response(30);
      case "People" -> PeopleData.people(1_000);
      case "one Person" -> PeopleData.person();
      default -> throw new IllegalArgumentException("no workload " + workload);
    };
    return new JsonFormatCodec<>(message).write(message);
  }

  /** The number of tokens. */
  @Benchmark
  public long jacksonTokens() {
    long count = 0;
    try (JsonParser parser = FACTORY.createParser(ObjectReadContext.empty(), json)) {
      while (parser.nextToken() != null) {
        count++;
      }
    }
    return count;
  }

  /** A checksum of every value: string and name lengths, numbers, one per other token. */
  @Benchmark
  public long jacksonValues() {
    return jacksonValues(json);
  }

  /** Reads exactly one JSON value, as a reader of a whole document does, and nothing after it. */
  static long jacksonValues(byte[] json) {
    long sum = 0;
    try (JsonParser parser = FACTORY.createParser(ObjectReadContext.empty(), json)) {
      int depth = 0;
      do {
        JsonToken token = parser.nextToken();
        if (token == null) {
          throw new IllegalArgumentException("no value");
        }
        sum += switch (token) {
          case PROPERTY_NAME -> parser.currentName().length();
          case VALUE_STRING -> parser.getString().length();
          case VALUE_NUMBER_INT -> parser.getNumberType() == JsonParser.NumberType.INT ? parser.getIntValue()
              : parser.getLongValue();
          case VALUE_NUMBER_FLOAT -> (long) parser.getDoubleValue();
          default -> 1;
        };
        if (token.isStructStart()) {
          depth++;
        } else if (token.isStructEnd()) {
          depth--;
        }
      } while (depth > 0);
      if (parser.nextToken() != null) {
        throw new IllegalArgumentException("content after the value");
      }
    }
    return sum;
  }

  /** The same checksum as {@link #jacksonValues}; the names' hashes go to the black hole. */
  @Benchmark
  public long byteLoopValues(Blackhole names) {
    ByteLoopTokens tokens = ByteLoopTokens.read(json);
    names.consume(tokens.names());
    return tokens.sum();
  }
}
