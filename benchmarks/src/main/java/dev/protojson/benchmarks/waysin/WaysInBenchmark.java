package dev.protojson.benchmarks.waysin;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.data.AllTypesData;
import dev.protojson.benchmarks.data.GithubData;
import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.jackson.ProtoJsonModule;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import dev.protojson.spring.webflux.ProtoJsonDecoder;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
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
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.MediaType;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every way a whole document comes in, against {@code readValue(byte[], Class)}: {@code mergeValue} of the bytes
 * into an empty and into a partly set builder, the text (as written: People's and one Person's are Latin-1, GitHub's
 * has characters beyond it; then with Latin-1 and with other text added to every string), a stream, the Spring MVC converter, the WebFlux decoder and the Jackson module. The document is what protojson
 * writes for the workload's message.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public class WaysInBenchmark {

  @Param({"people", "person", "github", "alltypes"})
  public String workload;

  private final MessageMarshaller marshaller = MessageMarshaller.builder().build();
  private Message message;
  private Class<? extends Message> type;
  private byte[] bytes;
  private String text;
  private String latin1;
  private String beyondLatin1;
  private Message partlySet;
  private ProtoJsonHttpMessageConverter converter;
  private ProtoJsonDecoder decoder;
  private JsonMapper mapper;
  private HttpHeaders headers;

  @Setup
  public void setup() {
    message = switch (workload) {
      case "people" -> PeopleData.people(1_000);
      case "person" -> PeopleData.person();
      case "github" -> GithubData.response(30);
      case "alltypes" -> AllTypesData.fullyPopulated();
      default -> throw new IllegalArgumentException(workload);
    };
    type = message.getClass();
    marshaller.readValue(marshaller.writeValueAsBytes(message), type);
    bytes = marshaller.writeValueAsBytes(message);
    text = new String(bytes, StandardCharsets.UTF_8);
    latin1 = marshaller.writeValueAsString(TextVariants.withSuffix(message, " caf\u00e9"));
    beyondLatin1 = marshaller.writeValueAsString(TextVariants.withSuffix(message, " \u65e5\u672c \ud83d\ude00"));
    partlySet = firstFieldOnly(message);
    converter = new ProtoJsonHttpMessageConverter(marshaller);
    decoder = new ProtoJsonDecoder(marshaller);
    mapper = JsonMapper.builder().addModule(new ProtoJsonModule(marshaller)).build();
    headers = new HttpHeaders();
    headers.setContentType(MediaType.APPLICATION_JSON);
    headers.setContentLength(bytes.length);
  }

  /** The message with only its first field set (one element of a repeated one), for merges into a set builder. */
  private static Message firstFieldOnly(Message message) {
    Map.Entry<FieldDescriptor, Object> first = message.getAllFields().entrySet().iterator().next();
    Message.Builder builder = message.newBuilderForType();
    FieldDescriptor field = first.getKey();
    if (field.isRepeated()) {
      builder.addRepeatedField(field, message.getRepeatedField(field, 0));
    } else {
      builder.setField(field, first.getValue());
    }
    return builder.build();
  }

  @Benchmark
  public Message readBytes() {
    return marshaller.readValue(bytes, type);
  }

  @Benchmark
  public Message.Builder mergeBytesIntoEmpty() {
    Message.Builder builder = message.newBuilderForType();
    marshaller.mergeValue(bytes, builder);
    return builder;
  }

  @Benchmark
  public Message.Builder mergeBytesIntoPartlySet() {
    Message.Builder builder = partlySet.toBuilder();
    marshaller.mergeValue(bytes, builder);
    return builder;
  }

  @Benchmark
  public Message readString() {
    return marshaller.readValue(text, type);
  }

  @Benchmark
  public Message.Builder mergeString() {
    Message.Builder builder = message.newBuilderForType();
    marshaller.mergeValue(text, builder);
    return builder;
  }

  @Benchmark
  public Message readStringLatin1() {
    return marshaller.readValue(latin1, type);
  }

  @Benchmark
  public Message readStringBeyondLatin1() {
    return marshaller.readValue(beyondLatin1, type);
  }

  @Benchmark
  public Message readStream() {
    return marshaller.readValue(new ByteArrayInputStream(bytes), type);
  }

  @Benchmark
  public Object readMvcConverter() throws IOException {
    return converter.read(ResolvableType.forClass(type), new BodyMessage(headers, bytes), null);
  }

  @Benchmark
  public Message readWebFluxDecoder() {
    return decoder.decode(DefaultDataBufferFactory.sharedInstance.wrap(bytes), ResolvableType.forClass(type),
        MediaType.APPLICATION_JSON, null);
  }

  @Benchmark
  public Message readJacksonModule() {
    return mapper.readValue(bytes, type);
  }

  /** A request body as the MVC converter gets it. */
  private record BodyMessage(HttpHeaders getHeaders, byte[] body) implements HttpInputMessage {

    @Override
    public InputStream getBody() {
      return new ByteArrayInputStream(body);
    }
  }
}
