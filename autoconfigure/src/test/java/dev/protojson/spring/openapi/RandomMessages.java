package dev.protojson.spring.openapi;

import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.Duration;
import com.google.protobuf.Empty;
import com.google.protobuf.FieldMask;
import com.google.protobuf.Int64Value;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import dev.protojson.spring.test.openapi.Kinds;
import dev.protojson.spring.test.openapi.other.Address;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded random messages of any generated type, driven by its descriptor: every field kind, with the values at the
 * edges of each JSON form (extremes of every integer type, -0.0, NaN and infinities, non-ASCII strings, empty and
 * nested containers, every well-known type). Enum fields get the values their type declares.
 */
final class RandomMessages {

  static final List<Message> ANY_PAYLOADS = List.of(Kinds.Address.getDefaultInstance(),
      Address.getDefaultInstance(), Timestamp.getDefaultInstance(), Duration.getDefaultInstance(),
      Struct.getDefaultInstance(), Value.getDefaultInstance(), Int64Value.getDefaultInstance(),
      Empty.getDefaultInstance(), FieldMask.getDefaultInstance());

  private static final long MIN_TIMESTAMP_SECONDS = -62_135_596_800L;
  private static final long MAX_TIMESTAMP_SECONDS = 253_402_300_799L;
  private static final long MAX_DURATION_SECONDS = 315_576_000_000L;
  private static final String[] STRINGS = {"", "a", "with \"quotes\" and \\", "tab\tnewline\n", "\u0000\u001f",
      "é ü ß", "漢字", "\uD83D\uDE00", "1234", "true", "null", "NaN"};

  private final SplittableRandom random;
  private final int maxDepth;

  RandomMessages(long seed, int maxDepth) {
    this.random = new SplittableRandom(seed);
    this.maxDepth = maxDepth;
  }

  @SuppressWarnings("unchecked")
  <T extends Message> T next(T prototype) {
    return (T) fill(prototype.newBuilderForType(), 0).build();
  }

  private Message.Builder fill(Message.Builder builder, int depth) {
    Descriptor type = builder.getDescriptorForType();
    for (FieldDescriptor field : type.getFields()) {
      // Deep down only what must be there, so that recursion ends
      boolean set = field.isRequired() || (depth < maxDepth && random.nextInt(3) > 0);
      if (set && field.getRealContainingOneof() == null) {
        setField(builder, field, depth);
      }
    }
    if (depth < maxDepth) {
      for (OneofDescriptor oneof : type.getRealOneofs()) {
        int member = random.nextInt(oneof.getFieldCount() + 1);
        if (member < oneof.getFieldCount()) {
          setField(builder, oneof.getField(member), depth);
        }
      }
    }
    return builder;
  }

  private void setField(Message.Builder builder, FieldDescriptor field, int depth) {
    if (field.isMapField()) {
      Descriptor entry = field.getMessageType();
      for (int i = random.nextInt(4); i > 0; i--) {
        Message.Builder entryBuilder = builder.newBuilderForField(field);
        entryBuilder.setField(entry.findFieldByNumber(1), value(entry.findFieldByNumber(1), entryBuilder, depth));
        entryBuilder.setField(entry.findFieldByNumber(2), value(entry.findFieldByNumber(2), entryBuilder, depth));
        builder.addRepeatedField(field, entryBuilder.build());
      }
    } else if (field.isRepeated()) {
      for (int i = random.nextInt(4); i > 0; i--) {
        builder.addRepeatedField(field, value(field, builder, depth));
      }
    } else {
      builder.setField(field, value(field, builder, depth));
    }
  }

  private Object value(FieldDescriptor field, Message.Builder parent, int depth) {
    return switch (field.getType()) {
      case INT32, SINT32, SFIXED32, UINT32, FIXED32 ->
          pick(0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, random.nextInt());
      case INT64, SINT64, SFIXED64, UINT64, FIXED64 ->
          pick(0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, random.nextLong());
      case FLOAT -> pick(0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MAX_VALUE,
          -Float.MAX_VALUE, Float.MIN_VALUE, (float) random.nextDouble(-1e6, 1e6));
      case DOUBLE -> pick(0d, -0d, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
          Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE, random.nextDouble(-1e12, 1e12));
      case BOOL -> random.nextBoolean();
      case STRING -> STRINGS[random.nextInt(STRINGS.length)];
      case BYTES -> {
        byte[] bytes = new byte[random.nextInt(6)];
        random.nextBytes(bytes);
        yield ByteString.copyFrom(bytes);
      }
      case ENUM -> {
        List<EnumValueDescriptor> values = field.getEnumType().getValues();
        yield values.get(random.nextInt(values.size()));
      }
      case MESSAGE, GROUP -> message(field.getMessageType(), parent.newBuilderForField(field), depth + 1);
    };
  }

  private Message message(Descriptor type, Message.Builder builder, int depth) {
    return switch (type.getFullName()) {
      case "google.protobuf.Timestamp" -> Timestamp.newBuilder()
          .setSeconds(pick(MIN_TIMESTAMP_SECONDS, MAX_TIMESTAMP_SECONDS, 0L,
              random.nextLong(MIN_TIMESTAMP_SECONDS, MAX_TIMESTAMP_SECONDS + 1)))
          .setNanos(nanos()).build();
      case "google.protobuf.Duration" -> {
        long seconds = pick(MAX_DURATION_SECONDS, -MAX_DURATION_SECONDS, 0L,
            random.nextLong(-MAX_DURATION_SECONDS, MAX_DURATION_SECONDS + 1));
        int nanos = nanos();
        yield Duration.newBuilder().setSeconds(seconds)
            .setNanos(seconds < 0 || (seconds == 0 && random.nextBoolean()) ? -nanos : nanos).build();
      }
      case "google.protobuf.FieldMask" -> {
        FieldMask.Builder mask = FieldMask.newBuilder();
        for (int i = random.nextInt(4); i > 0; i--) {
          mask.addPaths(pick("name", "display_name", "user.display_name", "a.b_c.d"));
        }
        yield mask.build();
      }
      case "google.protobuf.Value" -> jsonValue(depth);
      case "google.protobuf.Struct" -> struct(depth);
      case "google.protobuf.ListValue" -> list(depth);
      case "google.protobuf.Any" -> {
        if (random.nextInt(8) == 0) {
          yield Any.getDefaultInstance();
        }
        Message payload = ANY_PAYLOADS.get(random.nextInt(ANY_PAYLOADS.size()));
        yield Any.pack(message(payload.getDescriptorForType(), payload.newBuilderForType(), depth + 1));
      }
      default -> fill(builder, depth).build();
    };
  }

  private int nanos() {
    return pick(0, 1_000_000 * random.nextInt(1000), 1000 * random.nextInt(1_000_000),
        random.nextInt(1_000_000_000));
  }

  private Value jsonValue(int depth) {
    int kind = random.nextInt(depth < maxDepth ? 6 : 4);
    return switch (kind) {
      case 0 -> Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
      case 1 -> Value.newBuilder().setNumberValue(pick(0d, -1.5, 1e300, random.nextDouble(-1e9, 1e9))).build();
      case 2 -> Value.newBuilder().setStringValue(STRINGS[random.nextInt(STRINGS.length)]).build();
      case 3 -> Value.newBuilder().setBoolValue(random.nextBoolean()).build();
      case 4 -> Value.newBuilder().setStructValue(struct(depth + 1)).build();
      default -> Value.newBuilder().setListValue(list(depth + 1)).build();
    };
  }

  private Struct struct(int depth) {
    Struct.Builder struct = Struct.newBuilder();
    for (int i = random.nextInt(4); i > 0; i--) {
      struct.putFields(STRINGS[random.nextInt(STRINGS.length)], jsonValue(depth + 1));
    }
    return struct.build();
  }

  private ListValue list(int depth) {
    ListValue.Builder list = ListValue.newBuilder();
    for (int i = random.nextInt(4); i > 0; i--) {
      list.addValues(jsonValue(depth + 1));
    }
    return list.build();
  }

  @SafeVarargs
  private <T> T pick(T... choices) {
    return choices[random.nextInt(choices.length)];
  }
}
