package dev.protojson;

import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.MessageOrBuilder;
import dev.protojson.internal.Options;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.registry.DescriptorSets;
import dev.protojson.internal.registry.Registry;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.read.JsonInput;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.write.JsonOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Objects;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;

/**
 * Reads and writes protobuf messages as proto3 JSON.
 *
 * <p>Build one with {@link #builder()}, register the message types it should handle, and share it: a
 * {@code MessageMarshaller} is immutable and safe to use from many threads at once. Code for every registered
 * type is generated once, in {@link Builder#build()}; for types registered by class name
 * ({@link Builder#registerLazily}), on their first use. A generated message type that was not registered is
 * registered on its first use too, unless the builder was told {@link Builder#registeringTypesOnDemand(boolean)
 * registeringTypesOnDemand(false)}; registering up front moves the cost of code generation out of the first
 * request.
 *
 * <pre>{@code
 * MessageMarshaller marshaller = MessageMarshaller.builder()
 *     .register(SearchResponse.getDefaultInstance())
 *     .build();
 * byte[] json = marshaller.writeValueAsBytes(response);
 * SearchRequest request = marshaller.readValue(body, SearchRequest.class);
 * }</pre>
 *
 * <p>On JDK 17 to 23, writing reads the Latin-1 bytes a {@code String} keeps its text in through
 * {@code sun.misc.Unsafe}; an application that must not touch it starts the JVM with
 * {@code -Dprotojson.unsafe=false}, and the output is the same.
 */
public final class MessageMarshaller {

  private final Registry registry;
  private final JsonOutput output;
  private final JsonInput input;

  private MessageMarshaller(Options options, List<Message> types, Map<ClassLoader, List<String>> lazyTypes) {
    this.registry = new Registry(options, lazyTypes);
    this.registry.register(types);
    this.output = new JsonOutput(options);
    this.input = new JsonInput(options);
  }

  /** Starts configuring a marshaller. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Writes {@code message} as proto3 JSON text.
   *
   * @throws IllegalArgumentException if the type is not registered, or the message holds a value proto3 JSON cannot
   *     represent (a Timestamp or Duration out of range, NaN in a google.protobuf.Value, an Any of an unregistered
   *     type); the message names the field path
   */
  public String writeValueAsString(MessageOrBuilder message) {
    Message m = toMessage(message);
    return output.writeToString(registry.writer(m), m);
  }

  /**
   * Writes {@code message} as proto3 JSON in UTF-8.
   *
   * @throws IllegalArgumentException if the type is not registered, or the message holds a value proto3 JSON cannot
   *     represent (a Timestamp or Duration out of range, NaN in a google.protobuf.Value, an Any of an unregistered
   *     type); the message names the field path
   */
  public byte[] writeValueAsBytes(MessageOrBuilder message) {
    Message m = toMessage(message);
    return output.writeToBytes(registry.writer(m), m);
  }

  /**
   * Writes {@code message} as proto3 JSON in UTF-8 in one piece whose length is known before the first byte is
   * written: for a body sent with its {@code Content-Length}, such as an HTTP response whose headers go out when
   * its stream is first asked for. The bytes are the ones {@link #writeValueAsBytes} returns; they are written from
   * the thread's buffers, without an array of their own.
   *
   * @param out gives the stream for the length; the stream is neither flushed nor closed
   * @throws IOException if {@code out} or its stream fails
   * @throws IllegalArgumentException as {@link #writeValueAsBytes} throws it, before {@code out} is asked
   */
  public void writeValue(MessageOrBuilder message, SizedOutput out) throws IOException {
    Objects.requireNonNull(out, "out");
    Message m = toMessage(message);
    output.writeToBody(registry.writer(m), m, out::open);
  }

  /** Where {@link #writeValue(MessageOrBuilder, SizedOutput)} writes: a stream asked for once the length is known. */
  @FunctionalInterface
  public interface SizedOutput {

    /** The stream to write the {@code length} bytes of the document to. */
    OutputStream open(int length) throws IOException;
  }

  /**
   * Writes {@code message} as proto3 JSON in UTF-8 to {@code out}, which is flushed and left open.
   *
   * @throws tools.jackson.core.exc.JacksonIOException if {@code out} fails, with its {@code IOException} as the
   *     cause (Jackson 3's unchecked form of I/O errors)
   */
  public void writeValue(MessageOrBuilder message, OutputStream out) {
    Objects.requireNonNull(out, "out");
    Message m = toMessage(message);
    output.writeToStream(out, registry.writer(m), m);
  }

  /**
   * Writes {@code message} as one JSON value to {@code generator}, which is neither flushed nor closed. The
   * generator's own settings (pretty printing, escaping) apply.
   */
  public void writeValue(MessageOrBuilder message, JsonGenerator generator) {
    Objects.requireNonNull(generator, "generator");
    Message m = toMessage(message);
    output.writeTo(generator, registry.writer(m), m);
  }

  /**
   * Parses proto3 JSON and merges it into {@code builder}, as {@link #mergeValue(byte[], Message.Builder)} merges.
   * Latin-1 text is read in place by the byte-level methods, into the builders they merge into, where the JDK's string
   * can be read so (see {@link #readValue(String, Class)}); other text is read by the parser of text, since
   * encoding it first measured slower.
   *
   * @throws ProtoJsonParseException if the text is not valid JSON, or not valid proto3 JSON for the builder's type
   */
  public void mergeValue(String json, Message.Builder builder) {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(builder, "builder");
    TypeReader reader = registry.reader(builder);
    byte[] latin1 = input.latin1Bytes(json);
    if (latin1 != null) {
      Message held = builder.buildPartial();
      if (mergesBytesInto(held, reader) && input.mergeTextAtByteLevel(latin1, reader, builder, held)) {
        return;
      }
    }
    input.readDocument(input.parser(json), reader, builder);
  }

  /**
   * Parses UTF-8 (or UTF-16/32, detected) proto3 JSON and merges it into {@code builder} with protobuf's merge
   * rules: a singular field the JSON gives is replaced (also by its default value, {@code 0} or {@code ""}); a
   * repeated field is appended to; a map takes each key, replacing the value of a key it holds; a message field
   * already set is merged into, a {@code Timestamp}, {@code Duration} or wrapper replaced, a {@code Struct}
   * merged by key, a {@code ListValue} or {@code FieldMask} appended to. A JSON {@code null} leaves the field as
   * it is, but for a {@code Value} or {@code NullValue} field, whose value it is.
   *
   * <p>The document is first read with the byte-level methods, as {@link #readValue(byte[], Class)} reads, into a
   * builder that holds no field or holds fields they replace or add to as the Jackson reader does (no message field
   * and no map with entries); if they give up, the builder is put back as it was and the document read again by the
   * Jackson reader, so the result and every error are that reader's. A builder holding a message field or a map
   * with entries is read into by the Jackson reader alone. Required fields are not checked.
   */
  public void mergeValue(byte[] json, Message.Builder builder) {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(builder, "builder");
    TypeReader reader = registry.reader(builder);
    Message held = builder.buildPartial();
    if (mergesBytesInto(held, reader) && input.mergeAtByteLevel(json, reader, builder, held)) {
      return;
    }
    input.readDocument(input.documentParser(json), reader, builder);
  }

  /**
   * Whether the byte-level methods merge into a builder holding {@code held} as the Jackson reader would: a new
   * builder, or one whose fields they replace or add to exactly as it does (no message field or map it would merge
   * into). Where they give up, the builder gets {@code held} back.
   */
  private static boolean mergesBytesInto(Message held, TypeReader reader) {
    return held.equals(held.getDefaultInstanceForType())
        || (reader instanceof MessageReader messages && messages.mergesBytesInto(held));
  }


  /**
   * Parses proto3 JSON from {@code json}, which is read to its end and left open, and merges it into {@code builder}.
   *
   * @throws tools.jackson.core.exc.JacksonIOException if {@code json} fails, with its {@code IOException} as the
   *     cause
   */
  public void mergeValue(InputStream json, Message.Builder builder) {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(builder, "builder");
    mergeValue(input.readAll(json), builder);
  }

  /**
   * Reads exactly one JSON value from {@code parser} and merges it into {@code builder}. The parser may be
   * positioned before the value or on its first token; it is left on the value's last token.
   */
  public void mergeValue(JsonParser parser, Message.Builder builder) {
    Objects.requireNonNull(parser, "parser");
    Objects.requireNonNull(builder, "builder");
    input.readValue(parser, registry.reader(builder), builder);
  }

  /**
   * Parses proto3 JSON into a new message of type {@code type}.
   *
   * @throws ProtoJsonParseException if the input is not valid proto3 JSON for {@code type}, or leaves a
   *     {@code required} field (proto2, or editions {@code LEGACY_REQUIRED}) unset
   */
  public <T extends Message> T readValue(byte[] json, Class<T> type) {
    Objects.requireNonNull(json, "json");
    return type.cast(readBytes(json, registry.registered(type)));
  }

  /**
   * The whole document {@code json} as a new message of {@code registered}: by the byte-level methods, or, where they
   * give up, by the Jackson reader, which also reports what is wrong.
   */
  private Message readBytes(byte[] json, RegisteredType registered) {
    TypeReader reader = registered.reader();
    Message read = input.readAtByteLevel(json, reader, newBuilder(registered));
    return read != null ? read : input.readMessage(input.documentParser(json), reader, newBuilder(registered));
  }

  /**
   * Parses proto3 JSON into a new message of type {@code type}.
   *
   * @throws ProtoJsonParseException if the input is not valid proto3 JSON for {@code type}, or leaves a
   *     {@code required} field (proto2, or editions {@code LEGACY_REQUIRED}) unset
   */
  public <T extends Message> T readValue(String json, Class<T> type) {
    Objects.requireNonNull(json, "json");
    return type.cast(readText(json, registry.registered(type)));
  }

  /**
   * The whole text {@code json} as a new message of {@code registered}. Latin-1 text is read in place by the
   * byte-level methods: on JDK 17 to 23 the JDK keeps it as one byte per character, which they read as such
   * ({@code internal.Latin1Strings}). Any other text, and text they give up on, is read by the parser of text,
   * which also reports what is wrong with it, by character.
   */
  private Message readText(String json, RegisteredType registered) {
    TypeReader reader = registered.reader();
    byte[] latin1 = input.latin1Bytes(json);
    Message read = latin1 != null ? input.readTextAtByteLevel(latin1, reader, newBuilder(registered)) : null;
    return read != null ? read : input.readMessage(input.parser(json), reader, newBuilder(registered));
  }

  /**
   * Parses proto3 JSON from {@code json}, which is read to its end and left open, into a new message of type
   * {@code type}.
   *
   * @throws ProtoJsonParseException if the input is not valid proto3 JSON for {@code type}, or leaves a
   *     {@code required} field (proto2, or editions {@code LEGACY_REQUIRED}) unset
   * @throws tools.jackson.core.exc.JacksonIOException if {@code json} fails, with its {@code IOException} as the
   *     cause
   */
  public <T extends Message> T readValue(InputStream json, Class<T> type) {
    Objects.requireNonNull(json, "json");
    return readValue(input.readAll(json), type);
  }

  /**
   * Reads exactly one JSON value from {@code parser} into a new message of type {@code type}, as
   * {@link #mergeValue(JsonParser, Message.Builder)} does, and builds it. The path of an unset required field
   * starts at the parser's root, so that of an element of a JSON array the caller is reading starts with its index.
   *
   * @throws ProtoJsonParseException if the value is not valid proto3 JSON for {@code type}, or leaves a
   *     {@code required} field (proto2, or editions {@code LEGACY_REQUIRED}) unset
   */
  public <T extends Message> T readValue(JsonParser parser, Class<T> type) {
    Objects.requireNonNull(parser, "parser");
    RegisteredType registered = registry.registered(type);
    return type.cast(input.readMessageValue(parser, registered.reader(), newBuilder(registered)));
  }

  /**
   * Reads exactly one JSON value from {@code parser}, merges it into {@code builder} and builds the result; like
   * {@link #readValue(JsonParser, Class)}, for a value merged into one already held.
   *
   * @throws ProtoJsonParseException if the value is not valid proto3 JSON for the builder's type, or the merged
   *     message leaves a {@code required} field unset
   */
  public Message readValue(JsonParser parser, Message.Builder builder) {
    Objects.requireNonNull(parser, "parser");
    Objects.requireNonNull(builder, "builder");
    return input.readMessageValue(parser, registry.reader(builder), builder);
  }

  /**
   * Parses proto3 JSON into a new {@code DynamicMessage} of {@code type}, a type known by its descriptor alone (from
   * {@link Builder#registerFiles} or {@link Builder#registerFileDescriptorSet}, say). Everything is read as for a
   * generated class; nested messages are {@code DynamicMessage}s too.
   *
   * @throws ProtoJsonParseException if the input is not valid proto3 JSON for {@code type}, or leaves a
   *     {@code required} field (proto2, or editions {@code LEGACY_REQUIRED}) unset
   * @throws UnregisteredTypeException if {@code type} is not registered and types are not registered on demand
   */
  public DynamicMessage readValue(byte[] json, Descriptor type) {
    Objects.requireNonNull(json, "json");
    return (DynamicMessage) readBytes(json, registry.dynamic(Objects.requireNonNull(type, "type")));
  }

  /** Parses proto3 JSON text into a new {@code DynamicMessage} of {@code type}, like the byte form. */
  public DynamicMessage readValue(String json, Descriptor type) {
    Objects.requireNonNull(json, "json");
    return (DynamicMessage) readText(json, registry.dynamic(Objects.requireNonNull(type, "type")));
  }

  /**
   * Parses proto3 JSON from {@code json}, which is read to its end and left open, into a new {@code DynamicMessage}
   * of {@code type}, as {@link #readValue(byte[], Descriptor)}.
   *
   * @throws tools.jackson.core.exc.JacksonIOException if {@code json} fails, with its {@code IOException} as the
   *     cause
   */
  public DynamicMessage readValue(InputStream json, Descriptor type) {
    Objects.requireNonNull(json, "json");
    return readValue(input.readAll(json), type);
  }

  /**
   * Reads exactly one JSON value from {@code parser} into a new {@code DynamicMessage} of {@code type}, as
   * {@link #readValue(JsonParser, Class)} reads one into a generated class.
   */
  public DynamicMessage readValue(JsonParser parser, Descriptor type) {
    Objects.requireNonNull(parser, "parser");
    RegisteredType registered = registry.dynamic(Objects.requireNonNull(type, "type"));
    return (DynamicMessage) input.readMessageValue(parser, registered.reader(), newBuilder(registered));
  }

  /**
   * The descriptor of a message type registered for {@code DynamicMessage}s, by its full name ({@code pkg.Msg}):
   * for types registered from a descriptor set, whose descriptors the caller does not hold. Null if no such type
   * is registered. A copy of a registered descriptor (its descriptor set built again) is read and written as well.
   */
  public Descriptor findDescriptor(String fullName) {
    return registry.dynamicDescriptor(Objects.requireNonNull(fullName, "fullName"));
  }

  /**
   * A parser with this marshaller's settings: strict RFC 8259 JSON, its recursion limit and its cap on the length
   * of numbers. For code that reads JSON around messages, such as a JSON array of them, and hands each message's
   * value to {@link #readValue(JsonParser, Class)}. The caller closes the parser; that leaves {@code json} open.
   */
  public JsonParser createParser(InputStream json) {
    Objects.requireNonNull(json, "json");
    return input.parser(json);
  }

  /** A parser of text with this marshaller's settings, like {@link #createParser(InputStream)}. */
  public JsonParser createParser(Reader json) {
    Objects.requireNonNull(json, "json");
    return input.parser(json);
  }

  /**
   * A non-blocking parser with this marshaller's settings, fed with byte arrays through
   * {@link JsonParser#nonBlockingInputFeeder()}: for reactive streams of JSON, like
   * {@link #createParser(InputStream)}.
   */
  public JsonParser createNonBlockingParser() {
    return input.nonBlockingParser();
  }

  /**
   * A generator of UTF-8 JSON with this marshaller's settings: indented if it pretty-prints, as its own output is.
   * For code that writes JSON around messages, such as a JSON array of them, each written with
   * {@link #writeValue(MessageOrBuilder, JsonGenerator)}. Closing the generator flushes {@code out} and leaves it
   * open; it does not close objects and arrays left open, so output cut off by a failure stays visibly cut off.
   */
  public JsonGenerator createGenerator(OutputStream out) {
    Objects.requireNonNull(out, "out");
    return output.generator(out);
  }

  /**
   * A generator of compact UTF-8 JSON, whatever the marshaller's pretty printing, and otherwise with its settings:
   * for formats that need every value on one line, such as newline-delimited JSON and server-sent events.
   */
  public JsonGenerator createCompactGenerator(OutputStream out) {
    Objects.requireNonNull(out, "out");
    return output.compactGenerator(out);
  }

  /** A generator of JSON text with this marshaller's settings, like {@link #createGenerator(OutputStream)}. */
  public JsonGenerator createGenerator(Writer out) {
    Objects.requireNonNull(out, "out");
    return output.generator(out);
  }

  private static Message.Builder newBuilder(RegisteredType registered) {
    return registered.defaultInstance().newBuilderForType();
  }

  /**
   * Whether fields are written by their proto names ({@link Builder#preservingProtoFieldNames()}). Code that
   * describes the JSON this marshaller writes, such as an OpenAPI schema, follows it.
   */
  public boolean isPreservingProtoFieldNames() {
    return registry.options().preservingProtoFieldNames();
  }

  /**
   * The deepest nesting of JSON objects and arrays a parsed document may have ({@link Builder#recursionLimit(int)}).
   * Code that parses around this marshaller, such as a JSON array of messages read element by element, holds its
   * own parser to it.
   */
  public int getRecursionLimit() {
    return registry.options().recursionLimit();
  }

  /**
   * Whether enum values are written as numbers ({@link Builder#printingEnumsAsInts()}). Code that writes a protobuf
   * enum outside a message, such as a Jackson serializer, follows it to agree with this marshaller.
   */
  public boolean isPrintingEnumsAsInts() {
    return registry.options().printingEnumsAsInts();
  }

  /**
   * Whether unknown fields and enum names are skipped while parsing ({@link Builder#ignoringUnknownFields()}).
   * Code that reads a protobuf enum outside a message, such as a Jackson deserializer, follows it to agree with
   * this marshaller.
   */
  public boolean isIgnoringUnknownFields() {
    return registry.options().ignoringUnknownFields();
  }

  private static Message toMessage(MessageOrBuilder message) {
    Objects.requireNonNull(message, "message");
    // Generated writers call the message class's accessors; a builder is written as what it would build.
    return message instanceof Message m ? m : ((Message.Builder) message).buildPartial();
  }

  /** Configures and builds a {@link MessageMarshaller}. Options take the names {@code JsonFormat} users know. */
  public static final class Builder {

    private final List<Message> types = new ArrayList<>();
    private final Map<ClassLoader, List<String>> lazyTypes = new LinkedHashMap<>();
    /** The files registered so far, by name: a later set's copy of one of them is the same descriptor. */
    private final Map<String, FileDescriptor> registeredFiles = new LinkedHashMap<>();
    private final Options.Builder options = Options.builder();

    private Builder() {}

    /**
     * Registers the type of {@code defaultInstance} and every message type reachable from its fields; their code
     * is generated in {@link #build()}. A {@code DynamicMessage}
     * ({@code DynamicMessage.getDefaultInstance(descriptor)}) registers its descriptor, and every type reachable
     * from it, for {@code DynamicMessage}s; a generated class of the same type may be registered too, and each is
     * read and written through its own code.
     */
    public Builder register(Message defaultInstance) {
      Objects.requireNonNull(defaultInstance, "defaultInstance");
      types.add(defaultInstance.getDefaultInstanceForType());
      return this;
    }

    /**
     * Registers every message type declared in {@code files} (nested types included) for {@code DynamicMessage}s,
     * as {@link #register} registers {@code DynamicMessage.getDefaultInstance(descriptor)} for each.
     */
    public Builder registerFiles(FileDescriptor... files) {
      Objects.requireNonNull(files, "files");
      for (FileDescriptor file : files) {
        for (Descriptor type : Objects.requireNonNull(file, "a file").getMessageTypes()) {
          registerNested(type);
        }
        rememberFile(file);
      }
      return this;
    }

    private void rememberFile(FileDescriptor file) {
      if (registeredFiles.putIfAbsent(file.getName(), file) == null) {
        file.getDependencies().forEach(this::rememberFile);
      }
    }

    private void registerNested(Descriptor type) {
      types.add(DynamicMessage.getDefaultInstance(type));
      type.getNestedTypes().forEach(this::registerNested);
    }

    /**
     * Registers every message type of a serialized {@code google.protobuf.FileDescriptorSet}, as
     * {@code protoc --descriptor_set_out=... --include_imports} writes it, for {@code DynamicMessage}s: its files
     * are built in dependency order and registered as {@link #registerFiles} registers them. An import of a file
     * protobuf-java ships ({@code google/protobuf/timestamp.proto}, ...) that the set lacks is protobuf-java's own.
     * A file registered before, by an earlier set or {@link #registerFiles}, is not built again where this set holds
     * it unchanged: two sets that share an import share its types, whose messages then fit each other's fields.
     *
     * @throws IllegalArgumentException if the bytes are no descriptor set, or it does not link: a file imports one
     *     the set lacks (both are named), or a file is not valid
     */
    public Builder registerFileDescriptorSet(byte[] descriptorSet) {
      Objects.requireNonNull(descriptorSet, "descriptorSet");
      return registerFiles(DescriptorSets.files(descriptorSet, registeredFiles).toArray(new FileDescriptor[0]));
    }

    /**
     * Registers every message type of {@code descriptorSet}, as {@link #registerFileDescriptorSet(byte[])} does.
     *
     * @throws IllegalArgumentException if the set does not link: a file imports one the set lacks (both are
     *     named), or a file is not valid
     */
    public Builder registerFileDescriptorSet(FileDescriptorSet descriptorSet) {
      Objects.requireNonNull(descriptorSet, "descriptorSet");
      return registerFiles(DescriptorSets.files(descriptorSet, registeredFiles).toArray(new FileDescriptor[0]));
    }

    /**
     * Registers the descriptor set read from {@code descriptorSet}, to its end (the stream is left open), as
     * {@link #registerFileDescriptorSet(byte[])} does.
     *
     * @throws java.io.UncheckedIOException if the stream fails
     */
    public Builder registerFileDescriptorSet(InputStream descriptorSet) {
      Objects.requireNonNull(descriptorSet, "descriptorSet");
      try {
        return registerFileDescriptorSet(descriptorSet.readAllBytes());
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }

    /**
     * Registers generated message classes by binary name ({@code com.acme.Order}, {@code com.acme.Shop$Order}),
     * loaded from {@code classLoader} when first used. {@link #build()} neither loads them nor generates code: a
     * type's writer is made the first time a message of it is written, its reader the first time one is read (or
     * loaded from {@link GeneratedCode}'s class files), and the types its fields reach are registered the same
     * way. For applications with many types, whose start-up would otherwise pay for all of them. They count as
     * registered like those of {@link #register}: also with {@code registeringTypesOnDemand(false)}, and for
     * {@code Any}. A name that is not a generated message class is skipped when the types are loaded.
     */
    public Builder registerLazily(ClassLoader classLoader, Collection<String> messageClassNames) {
      Objects.requireNonNull(classLoader, "classLoader");
      Objects.requireNonNull(messageClassNames, "messageClassNames");
      List<String> names = lazyTypes.computeIfAbsent(classLoader, loader -> new ArrayList<>());
      for (String name : messageClassNames) {
        names.add(Objects.requireNonNull(name, "a message class name"));
      }
      return this;
    }

    /** Writes fields by their proto names ({@code first_name}) instead of their JSON names ({@code firstName}). */
    public Builder preservingProtoFieldNames() {
      options.preservingProtoFieldNames(true);
      return this;
    }

    /**
     * Writes fields that have no presence (singular proto3 scalars without {@code optional}, repeated fields, maps)
     * even when they hold their default value.
     */
    public Builder alwaysPrintFieldsWithNoPresence() {
      options.alwaysPrintFieldsWithNoPresence(true);
      return this;
    }

    /** Writes enum values as numbers instead of names. */
    public Builder printingEnumsAsInts() {
      options.printingEnumsAsInts(true);
      return this;
    }

    /** Writes map entries in key order instead of insertion order. */
    public Builder sortingMapKeys() {
      options.sortingMapKeys(true);
      return this;
    }

    /** Writes indented, multi-line JSON. Compact output is the default. */
    public Builder prettyPrinting() {
      options.prettyPrinting(true);
      return this;
    }

    /** Skips unknown fields and unknown enum names while parsing instead of rejecting them. */
    public Builder ignoringUnknownFields() {
      options.ignoringUnknownFields(true);
      return this;
    }

    /** The deepest nesting of messages and JSON containers a parsed document may have; 100 by default. */
    public Builder recursionLimit(int limit) {
      if (limit < 1) {
        throw new IllegalArgumentException("recursionLimit must be at least 1, was " + limit);
      }
      options.recursionLimit(limit);
      return this;
    }

    /**
     * Registers a generated message type that was not registered the first time a message of it is written or read
     * (the default), as {@code registeringTypesOnDemand(true)}.
     */
    public Builder registeringTypesOnDemand() {
      return registeringTypesOnDemand(true);
    }

    /**
     * Whether a generated message type that was not registered is registered the first time a message of it is
     * written or read ({@code true}, the default), its code generated then; or refused with an
     * {@link UnregisteredTypeException} ({@code false}), so that only the types registered up front (and those their
     * fields reach) are handled. Either way the type URL of an {@code Any} never loads a class by name: it names a
     * type registered up front, reached from one, or registered on demand before.
     */
    public Builder registeringTypesOnDemand(boolean value) {
      options.registerOnDemand(value);
      return this;
    }

    /**
     * Generates the code for every registered type (or loads what {@link GeneratedCode} generated at build time)
     * and returns the immutable marshaller.
     */
    public MessageMarshaller build() {
      return new MessageMarshaller(options(), List.copyOf(types), lazyTypes);
    }

    /**
     * The generated types registered either way, loaded: for build-time generation, which does not apply to types
     * known by their descriptors alone.
     */
    List<Message> types() {
      List<Message> all = new ArrayList<>(types);
      all.removeIf(type -> type instanceof DynamicMessage);
      all.addAll(Registry.load(lazyTypes));
      return List.copyOf(all);
    }

    Options options() {
      return options.build();
    }
  }
}
