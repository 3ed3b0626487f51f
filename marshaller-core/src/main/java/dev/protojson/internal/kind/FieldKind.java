package dev.protojson.internal.kind;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import dev.protojson.internal.HelperMethod;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.kind.HelperRef.Read;
import dev.protojson.internal.kind.HelperRef.ByteLevelRead;
import dev.protojson.internal.kind.HelperRef.Write;
import dev.protojson.internal.kind.HelperRef.WriteList;
import dev.protojson.internal.kind.HelperRef.WritePresent;
import dev.protojson.internal.read.Failures;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.ByteValueReader;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.ReadSupport;
import dev.protojson.internal.read.ValueReader;
import dev.protojson.internal.write.EnumWriter;
import dev.protojson.internal.write.ValueWriter;
import dev.protojson.internal.write.Values;
import dev.protojson.internal.write.WriteSupport;
import java.lang.reflect.Method;
import java.util.Comparator;
import java.util.function.Function;

/**
 * The field kinds of proto3 JSON, one row each: the Java type the generated accessors use, how a value is read
 * ({@link ReadSupport}) and written ({@link WriteSupport}, {@link Values}), boxed for map values and extensions,
 * and used as a map key. Both code generators, the map writer and the extension code take a kind's behaviour from
 * here and nowhere else. A kind with the same JSON as another (sint32 and int32) shares its helpers but keeps its
 * name in error messages.
 *
 * <p>Enum and message fields have recipes of their own in the generators (an enum's names, a nested type's
 * reader and writer); their rows hold what is shared.
 */
public enum FieldKind {
  INT32(FieldDescriptor.Type.INT32, scalar(Integer.class, ReadSupport::readInt32, ByteInput::readInt32,
      ReadSupport::keyInt32, WriteSupport::int32, WriteSupport::int32, WriteSupport::int32s,
      (g, v) -> Values.int32(g, (Integer) v)), String::valueOf),
  SINT32(FieldDescriptor.Type.SINT32, scalar(Integer.class, ReadSupport::readSInt32, ByteInput::readInt32,
      ReadSupport::keyInt32, WriteSupport::int32, WriteSupport::int32, WriteSupport::int32s,
      (g, v) -> Values.int32(g, (Integer) v)), String::valueOf),
  SFIXED32(FieldDescriptor.Type.SFIXED32, scalar(Integer.class, ReadSupport::readSFixed32, ByteInput::readInt32,
      ReadSupport::keyInt32, WriteSupport::int32, WriteSupport::int32, WriteSupport::int32s,
      (g, v) -> Values.int32(g, (Integer) v)), String::valueOf),
  UINT32(FieldDescriptor.Type.UINT32, scalar(Integer.class, ReadSupport::readUInt32, ByteInput::readUInt32,
      ReadSupport::keyUInt32, WriteSupport::uint32, WriteSupport::uint32, WriteSupport::uint32s,
      (g, v) -> Values.uint32(g, (Integer) v)),
      key -> Integer.toUnsignedString((Integer) key)),
  FIXED32(FieldDescriptor.Type.FIXED32, scalar(Integer.class, ReadSupport::readFixed32, ByteInput::readUInt32,
      ReadSupport::keyUInt32, WriteSupport::uint32, WriteSupport::uint32, WriteSupport::uint32s,
      (g, v) -> Values.uint32(g, (Integer) v)),
      key -> Integer.toUnsignedString((Integer) key)),
  INT64(FieldDescriptor.Type.INT64, scalar(Long.class, ReadSupport::readInt64, ByteInput::readInt64,
      ReadSupport::keyInt64, WriteSupport::int64, WriteSupport::int64, WriteSupport::int64s,
      (g, v) -> Values.int64(g, (Long) v)), String::valueOf),
  SINT64(FieldDescriptor.Type.SINT64, scalar(Long.class, ReadSupport::readSInt64, ByteInput::readInt64,
      ReadSupport::keyInt64, WriteSupport::int64, WriteSupport::int64, WriteSupport::int64s,
      (g, v) -> Values.int64(g, (Long) v)), String::valueOf),
  SFIXED64(FieldDescriptor.Type.SFIXED64, scalar(Long.class, ReadSupport::readSFixed64, ByteInput::readInt64,
      ReadSupport::keyInt64, WriteSupport::int64, WriteSupport::int64, WriteSupport::int64s,
      (g, v) -> Values.int64(g, (Long) v)), String::valueOf),
  UINT64(FieldDescriptor.Type.UINT64, scalar(Long.class, ReadSupport::readUInt64, ByteInput::readUInt64,
      ReadSupport::keyUInt64, WriteSupport::uint64, WriteSupport::uint64, WriteSupport::uint64s,
      (g, v) -> Values.uint64(g, (Long) v)),
      key -> Long.toUnsignedString((Long) key)),
  FIXED64(FieldDescriptor.Type.FIXED64, scalar(Long.class, ReadSupport::readFixed64, ByteInput::readUInt64,
      ReadSupport::keyUInt64, WriteSupport::uint64, WriteSupport::uint64, WriteSupport::uint64s,
      (g, v) -> Values.uint64(g, (Long) v)),
      key -> Long.toUnsignedString((Long) key)),
  FLOAT(FieldDescriptor.Type.FLOAT, scalar(Float.class, ReadSupport::readFloat, ByteInput::readFloat,
      null, WriteSupport::float32, WriteSupport::float32, WriteSupport::float32s,
      (g, v) -> Values.float32(g, (Float) v)), null),
  DOUBLE(FieldDescriptor.Type.DOUBLE, scalar(Double.class, ReadSupport::readDouble, ByteInput::readDouble,
      null, WriteSupport::float64, WriteSupport::float64, WriteSupport::float64s,
      (g, v) -> Values.float64(g, (Double) v)), null),
  BOOL(FieldDescriptor.Type.BOOL, scalar(Boolean.class, ReadSupport::readBool, ByteInput::readBool,
      ReadSupport::keyBool, WriteSupport::bool, WriteSupport::bool, WriteSupport::bools,
      (g, v) -> Values.bool(g, (Boolean) v)), String::valueOf),
  STRING(FieldDescriptor.Type.STRING, scalar(String.class, ReadSupport::readString, ByteInput::readString,
      ReadSupport::keyString, WriteSupport::string, WriteSupport::string, WriteSupport::strings,
      (g, v) -> Values.string(g, (String) v)), String.class::cast),
  BYTES(FieldDescriptor.Type.BYTES, scalar(ByteString.class, ReadSupport::readBytes, ByteInput::readBase64,
      null, WriteSupport::bytes, WriteSupport::bytes, WriteSupport::bytesList,
      (g, v) -> Values.bytes(g, (ByteString) v)), null),
  /** Values are numbers: {@code getFooValue()} for open enums, {@code getFoo().getNumber()} for closed ones. */
  ENUM(FieldDescriptor.Type.ENUM, new Helpers(int.class, HelperMethod.of((HelperRef.ReadEnum) ReadSupport::readEnum),
      HelperMethod.of((HelperRef.ReadEnumBytes) ByteInput::readEnum), null,
      HelperMethod.of((HelperRef.WriteEnum) WriteSupport::enumValue),
      HelperMethod.of((HelperRef.WriteEnumPresent) WriteSupport::enumValue),
      HelperMethod.of((HelperRef.WriteEnumList) WriteSupport::enums), null, null, null, null), null),
  /** Messages and groups: read and written by the field type's own reader and writer. */
  MESSAGE(FieldDescriptor.Type.MESSAGE,
      new Helpers(Message.class, null, null, null, null, null, null, null, null, null, null), null);

  /**
   * The helpers of one kind, resolved once. For scalars: {@code read(JsonParser)}, {@code ByteInput.readX()},
   * {@code key(JsonParser)} (null if the kind cannot be a map key), the field writers without and with presence, the list writer, and the
   * boxed forms of reading and writing one value and of reading a map key.
   */
  private record Helpers(Class<?> javaType, Method read, Method byteLevelRead, Method key, Method write,
      Method writePresent, Method writeList, ValueReader boxedRead, ValueWriter boxedWrite, ValueReader boxedKey,
      ByteValueReader boxedByteLevelRead) {}

  private final FieldDescriptor.Type type;
  private final Helpers helpers;
  private final Function<Object, String> keyText;

  FieldKind(FieldDescriptor.Type type, Helpers helpers, Function<Object, String> keyText) {
    this.type = type;
    this.helpers = helpers;
    this.keyText = keyText;
  }

  /**
   * @param value writes one boxed value; a lambda of its own per row (not a wrapper around a reference), so that
   *     each is one class the JIT can inline at a map's or an extension's call site
   */
  private static <T> Helpers scalar(Class<T> boxed, Read read, ByteLevelRead byteLevelRead, Read key, Write<T> write,
      WritePresent<T> present, WriteList list, ValueWriter value) {
    Method readMethod = HelperMethod.of(read);
    return new Helpers(readMethod.getReturnType(), readMethod, HelperMethod.of(byteLevelRead),
        key == null ? null : HelperMethod.of(key),
        HelperMethod.of(write), HelperMethod.of(present), HelperMethod.of(list), read, value, key, byteLevelRead);
  }

  /** The kind of {@code field}'s values (of a map field's entries: ask for the value field). */
  public static FieldKind of(FieldDescriptor field) {
    return of(field.getType());
  }

  public static FieldKind of(FieldDescriptor.Type type) {
    if (type == FieldDescriptor.Type.GROUP) {
      return MESSAGE;
    }
    for (FieldKind kind : values()) {
      if (kind.type == type) {
        return kind;
      }
    }
    throw new IllegalArgumentException("No field kind for " + type);
  }

  public boolean isScalar() {
    return this != ENUM && this != MESSAGE;
  }

  /** The type of a value in the generated accessors: {@code int}, {@code long}, ..., {@code ByteString}. */
  public Class<?> javaType() {
    return helpers.javaType;
  }

  /** {@code T read(JsonParser)}; for enums, {@code int readEnum(JsonParser, FieldInfo)}. */
  public Method read() {
    return require(helpers.read, "read");
  }

  /**
   * {@code T ByteInput.readX()}, the value at a {@link ByteInput}'s position; for enums
   * {@code int readEnum(FieldInfo)}; messages are read by their type's reader.
   */
  public Method byteLevelReadMethod() {
    return require(helpers.byteLevelRead, "byte-level read");
  }

  /**
   * {@code T ByteInput.readX()} for a map key of this kind, called between {@code in.key()} and
   * {@code in.afterKey()}: the quoted form of the kind's value ({@code "12"}, {@code "text"}), and for bool keys
   * {@code readKeyBool()}, since a bool value is never quoted; null for kinds that are no map keys.
   */
  public Method mapKeyBytes() {
    if (helpers.key == null) {
      return null;
    }
    return switch (this) {
      case BOOL -> Keys.KEY_BOOL;
      case INT32, SINT32, SFIXED32 -> Keys.KEY_INT32;
      case UINT32, FIXED32 -> Keys.KEY_UINT32;
      case INT64, SINT64, SFIXED64 -> Keys.KEY_INT64;
      case UINT64, FIXED64 -> Keys.KEY_UINT64;
      default -> helpers.byteLevelRead;
    };
  }

  /** {@code T key(JsonParser)}: the current name as a map key of this kind. */
  public Method mapKey() {
    return require(helpers.key, "map key");
  }

  /** {@code write(generator, name, value)}, skipping the default; enums take their {@code EnumWriter} last. */
  public Method write() {
    return require(helpers.write, "field writer");
  }

  /** {@code write(generator, name, present, value)}; enums take their {@code EnumWriter} last. */
  public Method writePresent() {
    return require(helpers.writePresent, "field writer");
  }

  /** {@code write(generator, name, list, always)}; for open enums' numbers, {@code (..., list, names, always)}. */
  public Method writeList() {
    return require(helpers.writeList, "list writer");
  }

  /** {@link #mapKey()} boxed: the current name as a map key, as {@link Message.Builder#setField} takes it. */
  public ValueReader mapKeyReader() {
    if (helpers.boxedKey == null) {
      throw new IllegalStateException(this + " cannot be a map key");
    }
    return helpers.boxedKey;
  }

  /** The JSON name of a map key of this kind: unsigned kinds unsigned, {@code "true"}, the string itself. */
  public Function<Object, String> keyNames() {
    if (keyText == null) {
      throw new IllegalStateException(this + " cannot be a map key");
    }
    return keyText;
  }

  /** The JSON name of {@code key}, a map key of this kind; see {@link #keyNames()}. */
  public String keyText(Object key) {
    return keyNames().apply(key);
  }

  /**
   * The order of sorted map keys, as JsonFormat (protobuf-java 4.36) sorts them: numbers and booleans by their
   * signed Java value, strings by their UTF-16 code units ({@link String#compareTo}).
   */
  public Comparator<Object> keyOrder() {
    return Keys.NATURAL;
  }

  /**
   * The writer of one boxed value of {@code field}'s type. Enum values may come as numbers (open enums through
   * {@code getXValueMap()}), as generated enum constants, or as descriptors (extensions).
   *
   * @param enums the names of {@code field}'s enum type; null for other kinds
   * @param messages the writer of a message type
   */
  public ValueWriter valueWriter(FieldDescriptor field, EnumWriter enums, Function<Descriptor, TypeWriter> messages) {
    return switch (this) {
      case ENUM -> (g, v) -> enums.write(g, enumNumber(v));
      case MESSAGE -> {
        TypeWriter writer = messages.apply(field.getMessageType());
        yield (g, v) -> writer.write((Message) v, g);
      }
      default -> helpers.boxedWrite;
    };
  }

  /**
   * The reader of one boxed value of {@code field}'s type, in the form {@link Message.Builder#setField} takes:
   * enum values as descriptors, messages built.
   *
   * @param info what the reader knows about {@code field} (its enum type's names)
   */
  public ValueReader valueReader(FieldDescriptor field, FieldInfo info, TypeLookup lookup) {
    return switch (this) {
      case ENUM -> p -> enumValue(field, ReadSupport.readEnum(p, info));
      case MESSAGE -> p -> {
        RegisteredType type = lookup.registered(field.getMessageType());
        if (type == null) {
          throw Failures.at(p, "The message type " + field.getMessageType().getFullName() + " of extension ", " is"
              + " not registered");
        }
        Message.Builder content = type.defaultInstance().newBuilderForType();
        type.reader().merge(p, content);
        return content.buildPartial();
      };
      default -> helpers.boxedRead;
    };
  }

  /**
   * {@link #valueReader} at the byte level: the value at a {@link ByteInput}'s position, in the form
   * {@link Message.Builder#setField} takes; null for messages, which their type's reader reads.
   */
  public ByteValueReader byteValueReader(FieldDescriptor field, FieldInfo info) {
    return switch (this) {
      case ENUM -> in -> enumValue(field, in.readEnum(info));
      case MESSAGE -> null;
      default -> helpers.boxedByteLevelRead;
    };
  }

  /** {@link #mapKeyBytes()} boxed: a map key at a {@link ByteInput}'s position, between its key and afterKey. */
  public ByteValueReader mapKeyByteReader() {
    if (helpers.boxedKey == null) {
      throw new IllegalStateException(this + " cannot be a map key");
    }
    return switch (this) {
      case BOOL -> ByteInput::readKeyBool;
      case INT32, SINT32, SFIXED32 -> ByteInput::readKeyInt32;
      case UINT32, FIXED32 -> ByteInput::readKeyUInt32;
      case INT64, SINT64, SFIXED64 -> ByteInput::readKeyInt64;
      case UINT64, FIXED64 -> ByteInput::readKeyUInt64;
      default -> helpers.boxedByteLevelRead;
    };
  }

  /** An enum value as {@link Message.Builder#setField} takes it: a closed enum's unknown number is no value. */
  private static EnumValueDescriptor enumValue(FieldDescriptor field, int number) {
    EnumDescriptor type = field.getEnumType();
    return type.isClosed() ? type.findValueByNumber(number) : type.findValueByNumberCreatingIfUnknown(number);
  }

  private static int enumNumber(Object value) {
    if (value instanceof Integer number) {
      return number;
    }
    if (value instanceof EnumValueDescriptor descriptor) {
      return descriptor.getNumber();
    }
    return ((Internal.EnumLite) value).getNumber();
  }

  private Method require(Method method, String what) {
    if (method == null) {
      throw new IllegalStateException(this + " has no " + what);
    }
    return method;
  }

  /**
   * What map keys need beyond the rows: their orders, and the byte-level read of a bool key. Not fields of the
   * enum: those are not yet set while its constants are constructed.
   */
  private static final class Keys {
    static final Method KEY_BOOL = HelperMethod.of((HelperRef.ByteLevelRead) ByteInput::readKeyBool);
    // Integer keys in their one canonical form: the byte-level reads of values take every exact form.
    static final Method KEY_INT32 = HelperMethod.of((HelperRef.ByteLevelRead) ByteInput::readKeyInt32);
    static final Method KEY_UINT32 = HelperMethod.of((HelperRef.ByteLevelRead) ByteInput::readKeyUInt32);
    static final Method KEY_INT64 = HelperMethod.of((HelperRef.ByteLevelRead) ByteInput::readKeyInt64);
    static final Method KEY_UINT64 = HelperMethod.of((HelperRef.ByteLevelRead) ByteInput::readKeyUInt64);

    @SuppressWarnings("unchecked")
    static final Comparator<Object> NATURAL = (a, b) -> ((Comparable<Object>) a).compareTo(b);
  }
}
