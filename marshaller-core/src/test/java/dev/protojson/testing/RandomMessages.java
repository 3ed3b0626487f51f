package dev.protojson.testing;

import com.google.protobuf.Any;
import com.google.protobuf.BoolValue;
import com.google.protobuf.ByteString;
import com.google.protobuf.BytesValue;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.Empty;
import com.google.protobuf.FieldMask;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.StringValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import dev.protojson.test.proto3.Nested;
import dev.protojson.test.proto3.TreeA;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Fills messages of any generated type with random content, driven by the descriptor: every field kind, with a
 * bias towards the values that break JSON mappings (zero, -0.0, NaN, infinities, extremes of every integer type,
 * empty and non-ASCII strings, control characters, empty and nested containers, unknown enum numbers, Any payloads).
 * The same seed always gives the same messages.
 */
public final class RandomMessages {

  /**
   * The well-known types {@link Any} fields are filled with, beside a module's own message types: every one whose
   * JSON inside an Any is special.
   */
  public static final List<Message> WELL_KNOWN_PAYLOADS = List.of(
      Timestamp.getDefaultInstance(), Duration.getDefaultInstance(), Struct.getDefaultInstance(),
      Value.getDefaultInstance(), ListValue.getDefaultInstance(), FieldMask.getDefaultInstance(),
      Empty.getDefaultInstance(), Int64Value.getDefaultInstance(), UInt64Value.getDefaultInstance(),
      Int32Value.getDefaultInstance(), UInt32Value.getDefaultInstance(), DoubleValue.getDefaultInstance(),
      FloatValue.getDefaultInstance(), BoolValue.getDefaultInstance(), StringValue.getDefaultInstance(),
      BytesValue.getDefaultInstance());

  /** The core's Any payloads: two of its test messages and the well-known types. */
  public static final List<Message> CORE_PAYLOADS = payloads(Nested.getDefaultInstance(), TreeA.getDefaultInstance());

  /** The message types of {@link #CORE_PAYLOADS}; a JSON type registry must know all of them. */
  public static final List<Descriptor> ANY_PAYLOAD_TYPES =
      CORE_PAYLOADS.stream().map(Message::getDescriptorForType).toList();

  private static final long MIN_TIMESTAMP_SECONDS = -62_135_596_800L; // 0001-01-01T00:00:00Z
  private static final long MAX_TIMESTAMP_SECONDS = 253_402_300_799L; // 9999-12-31T23:59:59Z
  private static final long MAX_DURATION_SECONDS = 315_576_000_000L;

  private static final String[] STRINGS = {
    "", "a", "hello world", "with \"quotes\" and \\backslashes\\", "tab\tnewline\nreturn\r",
    "control \u0000\u0001\u001f\u007f", "unicode: é ü ß ñ", "cjk: 漢字かな", "emoji: \uD83D\uDE00\uD83C\uDF89",
    "</script><!-- html -->", "\u2028\u2029 separators", "   spaces   ", "1234", "true", "null",
  };

  /**
   * How deep Struct, Value and ListValue contents nest, counted apart from message nesting: a JSON value costs a
   * few nodes where a nested AllTypes costs a hundred fields, so even shallow messages carry deep JSON values.
   */
  public static final int JSON_DEPTH = 3;

  private final SplittableRandom random;
  private final int maxDepth;
  private final int jsonDepth;
  private final List<Message> anyPayloads;
  private boolean unknownEnumNumbers = true;

  public RandomMessages(long seed) {
    this(seed, 3);
  }

  /** @param maxDepth how deep nested messages may go; Any payloads are filled even at the last level */
  public RandomMessages(long seed, int maxDepth) {
    this(seed, maxDepth, JSON_DEPTH);
  }

  /** @param jsonDepth how deep objects and arrays may nest inside a Struct, Value or ListValue */
  public RandomMessages(long seed, int maxDepth, int jsonDepth) {
    this(seed, maxDepth, jsonDepth, CORE_PAYLOADS);
  }

  /**
   * @param anyPayloads the default instances of the types {@link Any} fields are filled with (see
   *     {@link #payloads}); the marshaller under test must have them registered
   */
  public RandomMessages(long seed, int maxDepth, int jsonDepth, List<Message> anyPayloads) {
    this.random = new SplittableRandom(seed);
    this.maxDepth = maxDepth;
    this.jsonDepth = jsonDepth;
    this.anyPayloads = List.copyOf(anyPayloads);
  }

  /**
   * Open enum fields get only the numbers their type declares: for an oracle that knows only the declared values
   * (an OpenAPI schema lists the names).
   */
  public RandomMessages declaredEnumValuesOnly() {
    unknownEnumNumbers = false;
    return this;
  }

  /** {@code messages} and the {@link #WELL_KNOWN_PAYLOADS}, as Any payloads. */
  public static List<Message> payloads(Message... messages) {
    List<Message> payloads = new java.util.ArrayList<>(List.of(messages));
    payloads.addAll(WELL_KNOWN_PAYLOADS);
    return List.copyOf(payloads);
  }

  /** A random message of {@code defaultInstance}'s type. */
  @SuppressWarnings("unchecked")
  public <T extends Message> T next(T defaultInstance) {
    return (T) fill(defaultInstance.newBuilderForType(), 0).build();
  }

  private Message.Builder fill(Message.Builder builder, int depth) {
    Descriptor type = builder.getDescriptorForType();
    Message wellKnown = wellKnown(type, depth);
    if (wellKnown != null) {
      return builder.mergeFrom(wellKnown);
    }
    for (OneofDescriptor oneof : type.getRealOneofs()) {
      if (random.nextInt(4) != 0) {
        FieldDescriptor member = oneof.getField(random.nextInt(oneof.getFieldCount()));
        setSingular(builder, member, depth);
      }
    }
    for (FieldDescriptor field : type.getFields()) {
      if (field.getRealContainingOneof() != null) {
        continue;
      }
      if (field.isRequired()) {
        setSingular(builder, field, depth);
      } else if (field.isMapField()) {
        if (chance(2)) {
          int entries = random.nextInt(4);
          Set<Object> keys = new HashSet<>();
          for (int i = 0; i < entries; i++) {
            Message entry = mapEntry(builder, field, depth);
            // A repeated key would reach JSON twice through the reflection API, which a strict reader rejects.
            if (keys.add(entry.getField(field.getMessageType().findFieldByNumber(1)))) {
              builder.addRepeatedField(field, entry);
            }
          }
        }
      } else if (field.isRepeated()) {
        if (chance(2)) {
          int elements = random.nextInt(5);
          for (int i = 0; i < elements; i++) {
            Object element = value(builder, field, depth);
            if (element != null) {
              builder.addRepeatedField(field, element);
            }
          }
        }
      } else if (chance(2)) {
        setSingular(builder, field, depth);
      }
    }
    return builder;
  }

  private void setSingular(Message.Builder builder, FieldDescriptor field, int depth) {
    Object value = value(builder, field, depth);
    if (value != null) {
      builder.setField(field, value);
    }
  }

  private Message mapEntry(Message.Builder owner, FieldDescriptor mapField, int depth) {
    Message.Builder entry = owner.newBuilderForField(mapField);
    Descriptor entryType = mapField.getMessageType();
    FieldDescriptor key = entryType.findFieldByNumber(1);
    FieldDescriptor value = entryType.findFieldByNumber(2);
    entry.setField(key, scalar(key));
    Object v = value(entry, value, depth);
    if (v == null) {
      // Past the depth budget a map value is still needed: the smallest valid message.
      v = minimal(entry.newBuilderForField(value)).build();
    }
    entry.setField(value, v);
    return entry.build();
  }

  /** Sets only the required fields, so that a proto2 message builds. */
  private Message.Builder minimal(Message.Builder builder) {
    for (FieldDescriptor field : builder.getDescriptorForType().getFields()) {
      if (field.isRequired()) {
        builder.setField(field, field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
            ? minimal(builder.newBuilderForField(field)).build()
            : scalar(field));
      }
    }
    return builder;
  }

  /** A value for one (element of a) field, or null where the depth budget leaves a message field unset. */
  private Object value(Message.Builder owner, FieldDescriptor field, int depth) {
    if (field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
      return scalar(field);
    }
    if (depth >= maxDepth && !isWellKnown(field.getMessageType())) {
      return null;
    }
    Message.Builder nested = owner.newBuilderForField(field);
    return fill(nested, depth + 1).build();
  }

  private Object scalar(FieldDescriptor field) {
    switch (field.getType()) {
      case INT32: case SINT32: case SFIXED32:
        return pickInt(Integer.MIN_VALUE, Integer.MAX_VALUE);
      case UINT32: case FIXED32:
        return pickInt(0, -1, Integer.MAX_VALUE, Integer.MIN_VALUE);
      case INT64: case SINT64: case SFIXED64:
        return pickLong(Long.MIN_VALUE, Long.MAX_VALUE, 9_007_199_254_740_993L);
      case UINT64: case FIXED64:
        return pickLong(0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE);
      case FLOAT:
        return pickFloat();
      case DOUBLE:
        return pickDouble(true);
      case BOOL:
        return random.nextBoolean();
      case STRING:
        return pickString();
      case BYTES:
        return pickBytes();
      case ENUM:
        return pickEnum(field.getEnumType(), unknownEnumNumbers && !field.legacyEnumFieldTreatedAsClosed());
      default:
        throw new IllegalArgumentException("not a scalar: " + field);
    }
  }

  private boolean chance(int oneIn) {
    return random.nextInt(oneIn) == 0;
  }

  private int pickInt(int... extremes) {
    int r = random.nextInt(6);
    if (r == 0) {
      return 0;
    }
    if (r == 1) {
      return extremes[random.nextInt(extremes.length)];
    }
    if (r == 2) {
      return random.nextInt(-1000, 1000);
    }
    return random.nextInt();
  }

  private long pickLong(long... extremes) {
    int r = random.nextInt(6);
    if (r == 0) {
      return 0;
    }
    if (r == 1) {
      return extremes[random.nextInt(extremes.length)];
    }
    if (r == 2) {
      return random.nextLong(-1000, 1000);
    }
    return random.nextLong();
  }

  private float pickFloat() {
    switch (random.nextInt(10)) {
      case 0: return 0f;
      case 1: return -0f;
      case 2: return Float.NaN;
      case 3: return random.nextBoolean() ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
      case 4: return random.nextBoolean() ? Float.MAX_VALUE : -Float.MIN_VALUE;
      case 5: return Float.MIN_NORMAL;
      case 6: return random.nextInt(-100, 100) / 4f;
      case 7: {
        float bits = Float.intBitsToFloat(random.nextInt());
        return Float.isFinite(bits) ? bits : 1.5f;
      }
      default: return (float) (random.nextDouble() * 1e6 - 5e5);
    }
  }

  private double pickDouble(boolean nonFinite) {
    int r = random.nextInt(10);
    if (!nonFinite && (r == 2 || r == 3)) {
      r = 6;
    }
    switch (r) {
      case 0: return 0d;
      case 1: return -0d;
      case 2: return Double.NaN;
      case 3: return random.nextBoolean() ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
      case 4: return random.nextBoolean() ? Double.MAX_VALUE : -Double.MIN_VALUE;
      case 5: return 1e-300 * random.nextInt(1, 100);
      case 6: return random.nextInt(-100, 100) / 8d;
      default: return random.nextDouble() * 1e12 - 5e11;
    }
  }

  private String pickString() {
    if (chance(3)) {
      return STRINGS[random.nextInt(STRINGS.length)];
    }
    int length = random.nextInt(12);
    StringBuilder s = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      switch (random.nextInt(5)) {
        case 0 -> s.append((char) random.nextInt(0x20)); // control
        // BMP without surrogates; above them too, where UTF-16 order and code point order disagree.
        case 1 -> s.appendCodePoint(random.nextBoolean() ? random.nextInt(0x80, 0xD800) : random.nextInt(0xE000, 0x10000));
        case 2 -> s.appendCodePoint(random.nextInt(0x10000, 0x10FFFF)); // supplementary: a surrogate pair
        default -> s.append((char) random.nextInt(0x20, 0x7F)); // printable ASCII
      }
    }
    return s.toString();
  }

  private ByteString pickBytes() {
    byte[] bytes = new byte[random.nextInt(chance(4) ? 1 : 20)];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) random.nextInt(256);
    }
    return ByteString.copyFrom(bytes);
  }

  private EnumValueDescriptor pickEnum(EnumDescriptor type, boolean open) {
    if (open && chance(8)) {
      // A number the enum does not declare: open enums keep it as is.
      return type.findValueByNumberCreatingIfUnknown(random.nextInt(100, 200) * (random.nextBoolean() ? 1 : -1));
    }
    List<EnumValueDescriptor> values = type.getValues();
    return values.get(random.nextInt(values.size()));
  }

  private static boolean isWellKnown(Descriptor type) {
    return type.getFile().getPackage().equals("google.protobuf");
  }

  /** A valid value of a well-known type with special JSON, or null for other types. */
  private Message wellKnown(Descriptor type, int depth) {
    switch (type.getFullName()) {
      case "google.protobuf.Timestamp":
        return Timestamp.newBuilder()
            .setSeconds(pickFrom(MIN_TIMESTAMP_SECONDS, MAX_TIMESTAMP_SECONDS, 0L, random.nextLong(0, 4_102_444_800L)))
            .setNanos(pickNanos(false))
            .build();
      case "google.protobuf.Duration": {
        long seconds = pickFrom(-MAX_DURATION_SECONDS, MAX_DURATION_SECONDS, 0L,
            random.nextLong(-1_000_000, 1_000_000));
        int nanos = pickNanos(true);
        if (seconds > 0 || (seconds == 0 && random.nextBoolean())) {
          nanos = Math.abs(nanos);
        } else if (seconds < 0) {
          nanos = -Math.abs(nanos);
        }
        return Duration.newBuilder().setSeconds(seconds).setNanos(nanos).build();
      }
      case "google.protobuf.FieldMask": {
        FieldMask.Builder mask = FieldMask.newBuilder();
        int paths = random.nextInt(4);
        for (int i = 0; i < paths; i++) {
          mask.addPaths(fieldPath());
        }
        return mask.build();
      }
      case "google.protobuf.Struct":
        return struct(0);
      case "google.protobuf.Value":
        return jsonValue(0);
      case "google.protobuf.ListValue":
        return list(0);
      case "google.protobuf.Any":
        return any(depth);
      case "google.protobuf.Empty":
        return Empty.getDefaultInstance();
      case "google.protobuf.DoubleValue":
        return DoubleValue.of(pickDouble(true));
      case "google.protobuf.FloatValue":
        return FloatValue.of(pickFloat());
      case "google.protobuf.Int64Value":
        return Int64Value.of(pickLong(Long.MIN_VALUE, Long.MAX_VALUE));
      case "google.protobuf.UInt64Value":
        return UInt64Value.of(pickLong(-1L, Long.MIN_VALUE));
      case "google.protobuf.Int32Value":
        return Int32Value.of(pickInt(Integer.MIN_VALUE, Integer.MAX_VALUE));
      case "google.protobuf.UInt32Value":
        return UInt32Value.of(pickInt(-1, Integer.MIN_VALUE));
      case "google.protobuf.BoolValue":
        return BoolValue.of(random.nextBoolean());
      case "google.protobuf.StringValue":
        return StringValue.of(pickString());
      case "google.protobuf.BytesValue":
        return BytesValue.of(pickBytes());
      default:
        return null;
    }
  }

  private long pickFrom(long min, long max, long zero, long typical) {
    switch (random.nextInt(5)) {
      case 0: return min;
      case 1: return max;
      case 2: return zero;
      default: return typical;
    }
  }

  private int pickNanos(boolean signed) {
    int nanos;
    switch (random.nextInt(5)) {
      case 0: nanos = 0; break;
      case 1: nanos = random.nextInt(1, 1000) * 1_000_000; break; // millisecond precision
      case 2: nanos = random.nextInt(1, 1_000_000) * 1_000; break; // microsecond precision
      case 3: nanos = 999_999_999; break;
      default: nanos = random.nextInt(0, 1_000_000_000); break;
    }
    return signed && random.nextBoolean() ? -nanos : nanos;
  }

  /** A FieldMask path that survives the lowerCamelCase round trip: lower-case words joined by single underscores. */
  private String fieldPath() {
    int segments = random.nextInt(1, 3);
    StringBuilder path = new StringBuilder();
    for (int s = 0; s < segments; s++) {
      if (s > 0) {
        path.append('.');
      }
      int words = random.nextInt(1, 3);
      for (int w = 0; w < words; w++) {
        if (w > 0) {
          path.append('_');
        }
        int letters = random.nextInt(1, 6);
        for (int l = 0; l < letters; l++) {
          path.append((char) random.nextInt('a', 'z' + 1));
        }
      }
    }
    return path.toString();
  }

  /** @param level how many JSON objects and arrays enclose this one inside the well-known value */
  private Struct struct(int level) {
    Struct.Builder struct = Struct.newBuilder();
    int fields = level >= jsonDepth || chance(6) ? 0 : random.nextInt(1, 4);
    for (int i = 0; i < fields; i++) {
      struct.putFields(pickString(), jsonValue(level + 1));
    }
    return struct.build();
  }

  private ListValue list(int level) {
    ListValue.Builder list = ListValue.newBuilder();
    int elements = level >= jsonDepth || chance(6) ? 0 : random.nextInt(1, 4);
    for (int i = 0; i < elements; i++) {
      list.addValues(jsonValue(level + 1));
    }
    return list.build();
  }

  private Value jsonValue(int level) {
    int kinds = level >= jsonDepth ? 4 : 6;
    switch (random.nextInt(kinds)) {
      case 0: return Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
      case 1: return Value.newBuilder().setNumberValue(pickDouble(false)).build();
      case 2: return Value.newBuilder().setStringValue(pickString()).build();
      case 3: return Value.newBuilder().setBoolValue(random.nextBoolean()).build();
      case 4: return Value.newBuilder().setStructValue(struct(level)).build();
      default: return Value.newBuilder().setListValue(list(level)).build();
    }
  }

  /**
   * Any payload type, also past the message depth budget: a payload message then gets its scalar fields only,
   * and a well-known payload its whole JSON value.
   */
  private Any any(int depth) {
    Message payload = anyPayloads.get(random.nextInt(anyPayloads.size()));
    return Any.pack(fill(payload.newBuilderForType(), depth + 1).build());
  }
}
