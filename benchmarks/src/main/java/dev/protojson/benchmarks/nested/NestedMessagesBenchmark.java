package dev.protojson.benchmarks.nested;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.hubspot.jackson.datatype.protobuf.ProtobufJacksonConfig;
import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.data.PeopleData;
import dev.protojson.benchmarks.data.PeopleRecords;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import dev.protojson.jackson.ProtoJsonModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.type.TypeReference;
import tools.jackson.core.util.ByteArrayBuilder;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Messages inside other types, through {@code JsonMapper} with protojson's {@link ProtoJsonModule}, against
 * protojson's direct path for the same messages, Jackson databind on the equivalent plain records, and HubSpot's
 * Jackson 2 module (it has no Jackson 3 version on Maven Central).
 *
 * <ul>
 *   <li>{@code Holder}: {@code record PeopleHolder(People people)} with 1,000 persons; the direct path writes and
 *       reads the {@code People} message itself.
 *   <li>{@code List}: a {@code List<Person>} of the same 1,000 persons; the direct path drives one Jackson
 *       generator or parser over the array and hands each element to the marshaller, as protojson's Spring
 *       converter does for a {@code List} of messages.
 * </ul>
 *
 * <p>Every method runs once in the set-up of every fork, so each is measured in a JVM with the same history.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 2)
public class NestedMessagesBenchmark {

  public record PeopleHolder(People people) {}

  public record PlainPeopleHolder(PeopleRecords.PeopleList people) {}

  private static final TypeReference<List<Person>> PERSONS = new TypeReference<>() {};
  private static final TypeReference<List<PeopleRecords.Person>> PLAIN_PERSONS = new TypeReference<>() {};
  private static final com.fasterxml.jackson.core.type.TypeReference<List<Person>> HUBSPOT_PERSONS =
      new com.fasterxml.jackson.core.type.TypeReference<>() {};

  People people;
  PeopleHolder holder;
  PlainPeopleHolder plainHolder;
  List<Person> persons;
  List<PeopleRecords.Person> plainPersons;

  /** The protojson-written JSON every reader of a shape parses. */
  byte[] peopleJson;
  byte[] holderJson;
  byte[] listJson;

  MessageMarshaller marshaller;
  JsonFactory factory;
  ObjectWriter holderWriter;
  ObjectReader holderReader;
  ObjectWriter listWriter;
  ObjectReader listReader;
  ObjectWriter plainHolderWriter;
  ObjectReader plainHolderReader;
  ObjectWriter plainListWriter;
  ObjectReader plainListReader;
  com.fasterxml.jackson.databind.ObjectWriter hubspotHolderWriter;
  com.fasterxml.jackson.databind.ObjectReader hubspotHolderReader;
  com.fasterxml.jackson.databind.ObjectWriter hubspotListWriter;
  com.fasterxml.jackson.databind.ObjectReader hubspotListReader;

  @Setup
  public void setup() {
    setupAll();
    for (Method method : benchmarkMethods()) {
      try {
        method.invoke(this);
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new IllegalStateException(method.getName() + " fails", e);
      }
    }
  }

  void setupAll() {
    people = PeopleData.people(1_000);
    holder = new PeopleHolder(people);
    persons = people.getPersonList();
    plainHolder = new PlainPeopleHolder(PeopleRecords.of(people));
    plainPersons = plainHolder.people().person();

    marshaller = MessageMarshaller.builder().register(People.getDefaultInstance()).build();
    factory = JsonFactory.builder().build();
    JsonMapper mapper = JsonMapper.builder().addModule(new ProtoJsonModule(marshaller)).build();
    holderWriter = mapper.writerFor(PeopleHolder.class);
    holderReader = mapper.readerFor(PeopleHolder.class);
    listWriter = mapper.writerFor(PERSONS);
    listReader = mapper.readerFor(PERSONS);
    // As DatabindCodec: proto3 JSON leaves defaults out, which Jackson 3 rejects for primitives by default.
    JsonMapper plain = JsonMapper.builder().disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).build();
    plainHolderWriter = plain.writerFor(PlainPeopleHolder.class);
    plainHolderReader = plain.readerFor(PlainPeopleHolder.class);
    plainListWriter = plain.writerFor(PLAIN_PERSONS);
    plainListReader = plain.readerFor(PLAIN_PERSONS);
    ObjectMapper hubspot = new ObjectMapper().registerModule(new com.hubspot.jackson.datatype.protobuf.ProtobufModule(
        ProtobufJacksonConfig.builder().useCanonicalSerialization().acceptLiteralFieldnames(true).build()));
    hubspotHolderWriter = hubspot.writerFor(PeopleHolder.class);
    hubspotHolderReader = hubspot.readerFor(PeopleHolder.class);
    hubspotListWriter = hubspot.writerFor(HUBSPOT_PERSONS);
    hubspotListReader = hubspot.readerFor(HUBSPOT_PERSONS);

    peopleJson = marshaller.writeValueAsBytes(people);
    holderJson = holderWriter.writeValueAsBytes(holder);
    listJson = writeListDirect();
  }

  static List<Method> benchmarkMethods() {
    return Arrays.stream(NestedMessagesBenchmark.class.getMethods())
        .filter(m -> m.isAnnotationPresent(Benchmark.class))
        .sorted(Comparator.comparing(Method::getName))
        .toList();
  }

  @Benchmark
  public byte[] writeHolderDirect() {
    return marshaller.writeValueAsBytes(people);
  }

  @Benchmark
  public byte[] writeHolderModule() {
    return holderWriter.writeValueAsBytes(holder);
  }

  @Benchmark
  public byte[] writeHolderDatabind() {
    return plainHolderWriter.writeValueAsBytes(plainHolder);
  }

  @Benchmark
  public byte[] writeHolderHubspot() {
    try {
      return hubspotHolderWriter.writeValueAsBytes(holder);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Benchmark
  public Object readHolderDirect() {
    return marshaller.readValue(peopleJson, People.class);
  }

  /**
   * The direct path on a parser of Jackson's own {@code JsonFactory}, the kind {@code JsonMapper} reads with,
   * instead of protojson's parser subclass: what is left of a difference between the two above is the parser's.
   */
  @Benchmark
  public Object readHolderDirectOnJacksonParser() {
    People.Builder builder = People.newBuilder();
    try (JsonParser parser = factory.createParser(ObjectReadContext.empty(), peopleJson)) {
      marshaller.mergeValue(parser, builder);
    }
    return builder.build();
  }

  @Benchmark
  public Object readHolderModule() {
    return holderReader.readValue(holderJson);
  }

  @Benchmark
  public Object readHolderDatabind() {
    return plainHolderReader.readValue(holderJson);
  }

  @Benchmark
  public Object readHolderHubspot() {
    try {
      return hubspotHolderReader.readValue(holderJson);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Benchmark
  public byte[] writeListDirect() {
    try (ByteArrayBuilder out = new ByteArrayBuilder(factory._getBufferRecycler())) {
      try (JsonGenerator generator = factory.createGenerator(ObjectWriteContext.empty(), out)) {
        generator.writeStartArray();
        for (Person person : persons) {
          marshaller.writeValue(person, generator);
        }
        generator.writeEndArray();
      }
      return out.toByteArray();
    }
  }

  @Benchmark
  public byte[] writeListModule() {
    return listWriter.writeValueAsBytes(persons);
  }

  @Benchmark
  public byte[] writeListDatabind() {
    return plainListWriter.writeValueAsBytes(plainPersons);
  }

  @Benchmark
  public byte[] writeListHubspot() {
    try {
      return hubspotListWriter.writeValueAsBytes(persons);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Benchmark
  public Object readListDirect() {
    List<Person> read = new ArrayList<>();
    try (JsonParser parser = factory.createParser(ObjectReadContext.empty(), listJson)) {
      parser.nextToken();
      while (parser.nextToken() != JsonToken.END_ARRAY) {
        Person.Builder builder = Person.newBuilder();
        marshaller.mergeValue(parser, builder);
        read.add(builder.build());
      }
    }
    return read;
  }

  @Benchmark
  public Object readListModule() {
    return listReader.readValue(listJson);
  }

  @Benchmark
  public Object readListDatabind() {
    return plainListReader.readValue(listJson);
  }

  @Benchmark
  public Object readListHubspot() {
    try {
      return hubspotListReader.readValue(listJson);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
