package dev.protojson.internal.wellknown;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.HelperMethod;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.ValueReader;
import java.io.Serializable;
import java.lang.reflect.Method;
import java.util.List;
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

  /** {@code M readBytes(ByteInput)}: a new message from the value at the input's position, or give up. */
  public interface ReadBytes<M> extends Serializable {
    M read(ByteInput in);
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
   * @param readBytes the same from a {@link ByteInput}, for the byte-level methods: {@code TimestampJson.read(in)},
   *     {@code Int64Value.of(in.readInt64())}
   * @param unwrap called on the value before {@code writeField}, or null: {@code Int64Value.getValue()}
   * @param writeField {@code (generator, name, present, value)}: {@code TimestampJson.writeField},
   *     {@code WriteSupport.int64}
   */
  public record ScalarForm(Class<? extends Message> type, List<Method> read, List<Method> readBytes, Method unwrap,
      Method writeField) {}

  private final String fullName;
  private final Function<Context, TypeReader> reader;
  private final Function<Context, TypeWriter> writer;
  private final ScalarForm scalar;

  private WellKnownType(String fullName, Function<Context, TypeReader> reader, Function<Context, TypeWriter> writer,
      ScalarForm scalar) {
    this.fullName = fullName;
    this.reader = reader;
    this.writer = writer;
    this.scalar = scalar;
  }

  /** A type with its own reader and writer, made for each marshaller. */
  static WellKnownType of(Descriptor type, Function<Context, TypeReader> reader,
      Function<Context, TypeWriter> writer) {
    return new WellKnownType(type.getFullName(), reader, writer, null);
  }

  /** A type whose JSON is one scalar, read and written by static helpers. */
  static <M extends Message> WellKnownType scalar(Descriptor descriptor, Class<M> type, Read<M> read,
      ReadBytes<M> readBytes, WriteField<M> writeField, Write<M> write) {
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
        new ScalarForm(type, List.of(HelperMethod.of(read)), List.of(HelperMethod.of(readBytes)), null,
            HelperMethod.of(writeField)));
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
        new ScalarForm(type, List.of(kind.read(), of), List.of(kind.readBytes(), of), getValue,
            kind.writePresent()));
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
}
