package dev.protojson.internal.wellknown;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.internal.HelperMethod;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.ByteValueReader;
import dev.protojson.internal.read.ValueReader;
import dev.protojson.internal.write.ValueWriter;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.SerializableString;

/**
 * One well-known type whose JSON is not a plain object of its fields: its full name, its reader and writer, and for
 * a type whose JSON is one string or number, the static helpers generated code calls for a field of that type.
 */
public final class WellKnownType {

  /** What a reader or writer of a well-known type may depend on. */
  public record Context(Options options, TypeLookup lookup) {}

  /** {@code M read(JsonParser)}: a new message from the current token. */
  public interface Read<M> extends Serializable {
    M read(JsonParser p);
  }

  /** {@code M read(ByteInput)}: a new message from the value at the input's position, or give up. */
  public interface ByteLevelRead<M> extends Serializable {
    M read(ByteInput in);
  }

  /** {@code M read(TypeReader, ByteInput)}: a new message from the input, with the type's reader's help. */
  public interface ByteLevelReadWith<M> extends Serializable {
    M read(TypeReader reader, ByteInput in);
  }

  /** {@code writeField(generator, name, present, value)}: a singular field of the type, for generated writers. */
  public interface WriteField<M> extends Serializable {
    void write(JsonGenerator generator, SerializableString name, boolean present, M value);
  }

  /** {@code write(generator, value)}: the type's JSON value. */
  public interface Write<M> {
    void write(JsonGenerator generator, M value);
  }

  /**
   * How generated code reads and writes a field whose type's JSON is one scalar, if its accessors take exactly
   * {@code type}: read straight into a new message, without a builder and the virtual calls of the nested-message
   * path, and written with one static call. Setting such a field replaces it as a whole, which merging into it
   * would do too: each of these types has every field set by its JSON form.
   *
   * @param read the calls that leave the value on the stack, the first taking the parser, each next one the
   *     previous result: {@code TimestampJson.read(p)}; {@code Int64Value.of(ReadSupport.readInt64(p))}
   * @param unwrap called on the value before {@code writeField}, or null: {@code Int64Value.getValue()}
   * @param writeField {@code (generator, name, present, value)}: {@code TimestampJson.writeField},
   *     {@code WriteSupport.int64}
   */
  public record ScalarForm(Class<? extends Message> type, List<Method> read, Method unwrap, Method writeField) {}

  /**
   * How the byte-level methods read a field of the type, if its accessors take exactly {@code type}: calls that
   * leave a new message on the stack, the first taking the {@link ByteInput} (with {@code withReader}, the type's
   * reader and the input), each next one the previous result: {@code TimestampJson.read(in)},
   * {@code Int64Value.of(in.readInt64())}, {@code StructJson.readStruct(in)}, {@code AnyJson.read(reader, in)}.
   * They give up with {@link ByteInput.GiveUp} where the Jackson reader is to judge.
   */
  public record BytesForm(Class<? extends Message> type, List<Method> read, boolean withReader) {}

  private final String fullName;
  private final Function<Context, TypeReader> reader;
  private final Function<Context, TypeWriter> writer;
  private final ScalarForm scalar;
  private final BytesForm bytes;
  /**
   * For a descriptor of the type, the writer of its JSON value from the fields of a message of that descriptor, as
   * {@code getField} gives them: for {@code DynamicMessage}s, which need not be copied into the generated class
   * first; null for types written only from the generated class.
   */
  private BiFunction<Descriptor, Context, Write<Message>> fieldsWriter;
  /**
   * For a descriptor of the type, the byte-level read of a new message of that descriptor, made with
   * {@code setField}: for {@code DynamicMessage}s, which need not be copied out of the generated class then; null for
   * types read only into the generated class.
   */
  private Function<Descriptor, ByteLevelRead<Message>> fieldsByteReader;
  /**
   * {@link #bytes} as one call, {@code (TypeReader, ByteInput) -> Message}, for {@link #readAtByteLevel}; made on first
   * use, which only an Any holding this type has, so that start-up does not pay for spinning method handles. A
   * handle is immutable, so a thread that sees it sees it whole.
   */
  private MethodHandle bytesCall;

  private WellKnownType(String fullName, Function<Context, TypeReader> reader, Function<Context, TypeWriter> writer,
      ScalarForm scalar, BytesForm bytes) {
    this.fullName = fullName;
    this.reader = reader;
    this.writer = writer;
    this.scalar = scalar;
    this.bytes = bytes;
  }

  private static MethodHandle call(BytesForm bytes) {
    try {
      MethodHandle call = null;
      for (Method method : bytes.read()) {
        MethodHandle next = MethodHandles.publicLookup().unreflect(method);
        call = call == null ? next : MethodHandles.filterReturnValue(call, next);
      }
      if (!bytes.withReader()) {
        call = MethodHandles.dropArguments(call, 0, TypeReader.class);
      }
      return call.asType(MethodType.methodType(Message.class, TypeReader.class, ByteInput.class));
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("Not public: " + bytes.read(), e);
    }
  }

  /** This type, written from its fields' values by {@code fieldsWriter} where a message is no generated one. */
  WellKnownType writtenFromFields(BiFunction<Descriptor, Context, Write<Message>> fieldsWriter) {
    this.fieldsWriter = fieldsWriter;
    return this;
  }

  /** This type, read at the byte level into messages of other descriptors of it by {@code fieldsByteReader}. */
  WellKnownType readIntoFields(Function<Descriptor, ByteLevelRead<Message>> fieldsByteReader) {
    this.fieldsByteReader = fieldsByteReader;
    return this;
  }

  /** The byte-level read of new messages of {@code descriptor}, a descriptor of this type; null if none. */
  public ByteLevelRead<Message> fieldsByteReader(Descriptor descriptor) {
    return fieldsByteReader == null ? null : fieldsByteReader.apply(descriptor);
  }

  /** The type's JSON written from the fields of messages of {@code descriptor}, a descriptor of it; null if none. */
  public Write<Message> fieldsWriter(Descriptor descriptor, Context context) {
    return fieldsWriter == null ? null : fieldsWriter.apply(descriptor, context);
  }

  /** A type with its own reader and writer, made for each marshaller, and a byte-level read of its own. */
  static <M extends Message> WellKnownType of(Descriptor type, Class<M> javaType,
      Function<Context, TypeReader> reader, Function<Context, TypeWriter> writer, ByteLevelRead<M> byteLevelRead) {
    return new WellKnownType(type.getFullName(), reader, writer, null,
        new BytesForm(javaType, List.of(HelperMethod.of(byteLevelRead)), false));
  }

  /** The same, for a type whose byte-level read needs the reader made for the marshaller. */
  static <M extends Message> WellKnownType withReaderBytes(Descriptor type, Class<M> javaType,
      Function<Context, TypeReader> reader, Function<Context, TypeWriter> writer, ByteLevelReadWith<M> byteLevelRead) {
    return new WellKnownType(type.getFullName(), reader, writer, null,
        new BytesForm(javaType, List.of(HelperMethod.of(byteLevelRead)), true));
  }

  /** A type whose JSON is one scalar, read and written by static helpers. */
  static <M extends Message> WellKnownType scalar(Descriptor descriptor, Class<M> type, Read<M> read,
      ByteLevelRead<M> byteLevelRead, WriteField<M> writeField, Write<M> write) {
    TypeReader reader = new TypeReader() {
      @Override
      public void merge(JsonParser parser, Message.Builder builder) {
        // Every field is set by the JSON form: the value replaces what the builder held, as a setter would.
        Message value = read.read(parser);
        for (FieldDescriptor field : descriptor.getFields()) {
          builder.setField(field, value.getField(field));
        }
      }
    };
    TypeWriter writer = new TypeWriter() {
      @Override
      public void write(Message message, JsonGenerator generator) {
        write.write(generator, type.cast(message));
      }
    };
    return new WellKnownType(descriptor.getFullName(), context -> reader, context -> writer,
        new ScalarForm(type, List.of(HelperMethod.of(read)), null, HelperMethod.of(writeField)),
        new BytesForm(type, List.of(HelperMethod.of(byteLevelRead)), false));
  }

  /**
   * A wrapper type: a message whose one field {@code value} has {@code kind}, and whose JSON is that value's.
   * Generated code reads a field of it as {@code Wrapper.of(<kind's read>)} and writes it with the kind's field
   * writer on {@code getValue()}; {@code write} writes it as a whole value (an element, a map value, an Any's
   * payload) without boxing the value as the reflection API would.
   */
  static <M extends Message> WellKnownType wrapper(Descriptor descriptor, Class<M> type, FieldKind kind,
      Write<M> write) {
    FieldDescriptor value = descriptor.findFieldByNumber(1);
    ValueReader values = kind.valueReader(value, null, null);
    TypeReader reader = new TypeReader() {
      @Override
      public void merge(JsonParser parser, Message.Builder builder) {
        builder.setField(value, values.read(parser));
      }
    };
    TypeWriter writer = new TypeWriter() {
      @Override
      public void write(Message message, JsonGenerator generator) {
        write.write(generator, type.cast(message));
      }
    };
    Method of = publicMethod(type, "of", kind.javaType());
    Method getValue = publicMethod(type, "getValue");
    return new WellKnownType(descriptor.getFullName(), context -> reader, context -> writer,
        new ScalarForm(type, List.of(kind.read(), of), getValue, kind.writePresent()),
        new BytesForm(type, List.of(kind.byteLevelReadMethod(), of), false))
        .writtenFromFields((any, context) -> {
          // The value's JSON, by the kind's own writer of one value.
          FieldDescriptor field = any.findFieldByNumber(1);
          ValueWriter valueWriter = kind.valueWriter(field, null, null);
          return (generator, message) -> valueWriter.write(generator, message.getField(field));
        })
        .readIntoFields(any -> {
          // The value, by the kind's own byte-level read of one value, set in a new message.
          FieldDescriptor field = any.findFieldByNumber(1);
          ByteValueReader byteValues = kind.byteValueReader(field, null);
          return in -> DynamicMessage.newBuilder(any).setField(field, byteValues.read(in)).buildPartial();
        });
  }

  private static Method publicMethod(Class<?> type, String name, Class<?>... parameters) {
    try {
      return type.getMethod(name, parameters);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No " + name + " in " + type.getName(), e);
    }
  }

  public String fullName() {
    return fullName;
  }

  public TypeReader reader(Context context) {
    return reader.apply(context);
  }

  public TypeWriter writer(Context context) {
    return writer.apply(context);
  }

  /** The helpers for a field of this type, if its JSON is one scalar; null otherwise. */
  public ScalarForm scalarForm() {
    return scalar;
  }

  /** How the byte-level methods read a field of this type. */
  public BytesForm bytesForm() {
    return bytes;
  }

  /**
   * A new message of this type from the input, as the byte-level methods read a field of it; {@code reader} is the
   * type's reader, which {@link BytesForm#withReader()} forms take. For an Any's {@code "value"}, where the type is
   * only known per document.
   */
  public Message readAtByteLevel(TypeReader reader, ByteInput in) {
    MethodHandle call = bytesCall;
    if (call == null) {
      call = bytesCall = call(bytes);
    }
    try {
      return (Message) call.invokeExact(reader, in);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }
}
