package dev.protojson.internal.wellknown;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.Depth;
import dev.protojson.internal.read.Failures;
import dev.protojson.internal.read.ReadSupport;
import dev.protojson.internal.write.Values;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * {@code google.protobuf.Struct}, {@code Value} and {@code ListValue}: plain JSON objects, values and arrays;
 * {@code NullValue}: {@code null}. {@code null} is a value for fields of type {@code Value} and {@code NullValue},
 * not "not set". Struct keys are sorted like map keys when the marshaller sorts map keys.
 */
public final class StructJson {

  static final List<WellKnownType> TYPES = List.of(
      WellKnownType.of(Struct.getDescriptor(), Struct.class, context -> new Reader(context).struct,
          context -> Writer.generated(context).struct, StructJson::readStruct).writtenFromFields(Writer::ofFields)
          .readIntoFields(StructJson::fieldsByteReader),
      WellKnownType.of(Value.getDescriptor(), Value.class, context -> new Reader(context).value,
          context -> Writer.generated(context).value, StructJson::readValue).writtenFromFields(Writer::ofFields)
          .readIntoFields(StructJson::fieldsByteReader),
      WellKnownType.of(ListValue.getDescriptor(), ListValue.class, context -> new Reader(context).list,
          context -> Writer.generated(context).list, StructJson::readList).writtenFromFields(Writer::ofFields)
          .readIntoFields(StructJson::fieldsByteReader));

  private StructJson() {}

  /**
   * For the byte-level methods: a struct from the input. A key given twice gives up, so that the Jackson reader
   * reports it. Nesting is limited by the input's depth limit, the recursion limit.
   */
  public static Struct readStruct(ByteInput in) {
    return readStruct(in, StructBuilding.GENERATED);
  }

  /** For the byte-level methods: a list from the input. */
  public static ListValue readList(ByteInput in) {
    return readList(in, StructBuilding.GENERATED);
  }

  /** For the byte-level methods: a value from the input, {@code null} included, as the Jackson reader's is made. */
  public static Value readValue(ByteInput in) {
    return readValue(in, StructBuilding.GENERATED);
  }

  /** {@link #readStruct(ByteInput)}, made by {@code building}. */
  static <S, V, L, SB, LB> S readStruct(ByteInput in, StructBuilding<S, V, L, SB, LB> building) {
    SB struct = building.newStruct();
    if (!in.startObject()) {
      do {
        String key = in.readName();
        if (building.has(struct, key)) {
          throw ByteInput.giveUp();
        }
        building.put(struct, key, readValue(in, building));
      } while (in.nextMember());
    }
    return building.buildStruct(struct);
  }

  /** {@link #readList(ByteInput)}, made by {@code building}. */
  static <S, V, L, SB, LB> L readList(ByteInput in, StructBuilding<S, V, L, SB, LB> building) {
    LB list = building.newList();
    if (!in.startArray()) {
      do {
        building.add(list, readValue(in, building));
      } while (in.nextElement());
    }
    return building.buildList(list);
  }

  /** {@link #readValue(ByteInput)}, made by {@code building}. */
  static <S, V, L, SB, LB> V readValue(ByteInput in, StructBuilding<S, V, L, SB, LB> building) {
    switch (in.peek()) {
      case '"':
        return building.ofString(in.readString());
      case 'n':
        in.isNull();
        return building.ofNull();
      case 't':
      case 'f':
        return building.ofBool(in.readBool());
      case '{':
        return building.ofStruct(readStruct(in, building));
      case '[':
        return building.ofList(readList(in, building));
      default:
        return building.ofNumber(in.readDouble());
    }
  }

  /** The byte-level read of new messages of {@code type}, made by its fields; null if they are not the usual ones. */
  private static WellKnownType.ByteLevelRead<Message> fieldsByteReader(Descriptor type) {
    DynamicStructParts parts = DynamicStructParts.of(type);
    if (parts == null) {
      return null;
    }
    return switch (type.getName()) {
      case "Struct" -> in -> readStruct(in, parts);
      case "ListValue" -> in -> readList(in, parts);
      default -> in -> readValue(in, parts);
    };
  }

  static boolean acceptsNull(FieldDescriptor field) {
    return switch (field.getJavaType()) {
      case MESSAGE -> field.getMessageType().getFullName().equals(Value.getDescriptor().getFullName());
      case ENUM -> isNullValue(field.getEnumType());
      default -> false;
    };
  }

  static boolean isNullValue(EnumDescriptor type) {
    return type.getFullName().equals(NullValue.getDescriptor().getFullName());
  }

  /** The three readers of one marshaller, which call each other. */
  private static final class Reader {

    private final int recursionLimit;
    final TypeReader struct = new TypeReader() {
      @Override
      public void merge(JsonParser p, Message.Builder builder) {
        mergeStruct(p, (Struct.Builder) builder);
      }
    };
    final TypeReader value = new TypeReader() {
      @Override
      public void merge(JsonParser p, Message.Builder builder) {
        mergeValue(p, (Value.Builder) builder);
      }
    };
    final TypeReader list = new TypeReader() {
      @Override
      public void merge(JsonParser p, Message.Builder builder) {
        mergeList(p, (ListValue.Builder) builder);
      }
    };

    Reader(WellKnownType.Context context) {
      this.recursionLimit = context.options().recursionLimit();
    }

    private void mergeStruct(JsonParser p, Struct.Builder struct) {
      if (p.currentToken() != JsonToken.START_OBJECT) {
        throw Failures.invalidValue(p, "google.protobuf.Struct", "expected an object");
      }
      Depth.check(p, recursionLimit);
      // Merged into a struct that has keys already, a key may replace one of them: then only this object's own
      // keys tell a key given twice.
      Set<String> keys = struct.getFieldsCount() == 0 ? null : new HashSet<>();
      while (p.nextToken() == JsonToken.PROPERTY_NAME) {
        String key = p.currentName();
        if (!ReadSupport.wellFormed(key)) {
          throw Failures.at(p, "Invalid key in google.protobuf.Struct ", ": unpaired surrogate character");
        }
        if (keys == null ? struct.containsFields(key) : !keys.add(key)) {
          throw Failures.at(p, "Key \"" + Failures.shorten(key) + "\" is given twice in google.protobuf.Struct ", "");
        }
        p.nextToken();
        struct.putFields(key, value(p));
      }
    }

    private void mergeList(JsonParser p, ListValue.Builder list) {
      if (p.currentToken() != JsonToken.START_ARRAY) {
        throw Failures.invalidValue(p, "google.protobuf.ListValue", "expected an array");
      }
      Depth.check(p, recursionLimit);
      while (p.nextToken() != JsonToken.END_ARRAY) {
        list.addValues(value(p));
      }
    }

    /**
     * Into a builder that may hold a value already: an object merges into a struct it holds and an array appends
     * to a list it holds, as protobuf's merge does; anything else replaces it.
     */
    private void mergeValue(JsonParser p, Value.Builder value) {
      JsonToken token = p.currentToken();
      if (token == JsonToken.START_OBJECT && value.hasStructValue()) {
        mergeStruct(p, value.getStructValueBuilder());
      } else if (token == JsonToken.START_ARRAY && value.hasListValue()) {
        mergeList(p, value.getListValueBuilder());
      } else {
        value.mergeFrom(value(p));
      }
    }

    /**
     * A new value: nested structs and lists are read into builders of their own and set built, which costs less
     * than protobuf's nested builders ({@code getStructValueBuilder()}, {@code addValuesBuilder()}) and their
     * second pass at {@code build()}. The values without content are shared constants.
     */
    private Value value(JsonParser p) {
      JsonToken token = p.currentToken();
      switch (token) {
        case VALUE_NULL:
          return StructBuilding.GENERATED.ofNull();
        case VALUE_TRUE:
        case VALUE_FALSE:
          return StructBuilding.GENERATED.ofBool(token == JsonToken.VALUE_TRUE);
        case VALUE_STRING:
          return StructBuilding.GENERATED.ofString(ReadSupport.readString(p));
        case VALUE_NUMBER_INT:
        case VALUE_NUMBER_FLOAT: {
          double number = ReadSupport.readDouble(p);
          // From text a number is finite; a tree, a token buffer or a lenient parser can carry NaN or an infinity,
          // which a Value could not be written with.
          if (!Double.isFinite(number)) {
            throw Failures.invalidValue(p, "google.protobuf.Value", "not a finite number: JSON has no such number");
          }
          return StructBuilding.GENERATED.ofNumber(number);
        }
        case START_OBJECT: {
          Struct.Builder struct = Struct.newBuilder();
          mergeStruct(p, struct);
          return StructBuilding.GENERATED.ofStruct(struct.build());
        }
        case START_ARRAY: {
          ListValue.Builder list = ListValue.newBuilder();
          mergeList(p, list);
          return StructBuilding.GENERATED.ofList(list.build());
        }
        default: {
          String binary = ReadSupport.binaryAsText(p);
          if (binary != null) {
            return StructBuilding.GENERATED.ofString(binary);
          }
          throw Failures.invalidValue(p, "google.protobuf.Value", "not a JSON value");
        }
      }
    }
  }

  /**
   * The three writers of one marshaller, which call each other, over messages whose parts {@code parts} fetches:
   * generated ones, or {@code DynamicMessage}s of the types' descriptors.
   */
  private static final class Writer<S, V, L> {

    private final boolean sortKeys;
    private final StructParts<S, V, L> parts;
    private final Class<S> structs;
    private final Class<V> values;
    private final Class<L> lists;
    final TypeWriter struct = new TypeWriter() {
      @Override
      public void write(Message message, JsonGenerator generator) {
        writeStruct(structs.cast(message), generator);
      }
    };
    final TypeWriter value = new TypeWriter() {
      @Override
      public void write(Message message, JsonGenerator generator) {
        writeValue(values.cast(message), generator);
      }
    };
    final TypeWriter list = new TypeWriter() {
      @Override
      public void write(Message message, JsonGenerator generator) {
        writeList(lists.cast(message), generator);
      }
    };

    Writer(WellKnownType.Context context, StructParts<S, V, L> parts, Class<S> structs, Class<V> values,
        Class<L> lists) {
      this.sortKeys = context.options().sortingMapKeys();
      this.parts = parts;
      this.structs = structs;
      this.values = values;
      this.lists = lists;
    }

    static Writer<Struct, Value, ListValue> generated(WellKnownType.Context context) {
      return new Writer<>(context, StructParts.GENERATED, Struct.class, Value.class, ListValue.class);
    }

    /** The writer of {@code type}'s messages from their fields, or null if its fields are not the usual ones. */
    static WellKnownType.Write<Message> ofFields(Descriptor type, WellKnownType.Context context) {
      DynamicStructParts parts = DynamicStructParts.of(type);
      if (parts == null) {
        return null;
      }
      TypeWriter writer = new Writer<>(context, parts, Message.class, Message.class, Message.class)
          .of(type.getName());
      return (generator, message) -> writer.write(message, generator);
    }

    private TypeWriter of(String name) {
      return switch (name) {
        case "Struct" -> struct;
        case "ListValue" -> list;
        default -> value;
      };
    }

    private void writeStruct(S struct, JsonGenerator g) {
      Map<String, V> fields = parts.fields(struct);
      g.writeStartObject(struct);
      if (!sortKeys) {
        for (Map.Entry<String, V> field : fields.entrySet()) {
          writeField(field.getKey(), field.getValue(), g);
        }
      } else {
        String[] keys = fields.keySet().toArray(new String[0]);
        Arrays.sort(keys, FieldKind.STRING.keyOrder());
        for (String key : keys) {
          writeField(key, fields.get(key), g);
        }
      }
      g.writeEndObject();
    }

    private void writeField(String key, V value, JsonGenerator g) {
      g.writeName(key);
      try {
        writeValue(value, g);
      } catch (WriteFailure e) {
        throw e.under(key);
      }
    }

    private void writeValue(V value, JsonGenerator g) {
      switch (parts.kind(value)) {
        case NULL_VALUE, KIND_NOT_SET -> g.writeNull();
        case NUMBER_VALUE -> {
          double number = parts.number(value);
          if (!Double.isFinite(number)) {
            throw new WriteFailure("google.protobuf.Value cannot hold " + number + ": JSON has no such number");
          }
          Values.float64(g, number);
        }
        case STRING_VALUE -> g.writeString(parts.string(value));
        case BOOL_VALUE -> g.writeBoolean(parts.bool(value));
        case STRUCT_VALUE -> writeStruct(parts.struct(value), g);
        case LIST_VALUE -> writeList(parts.list(value), g);
      }
    }

    private void writeList(L list, JsonGenerator g) {
      int count = parts.count(list);
      g.writeStartArray(list, count);
      int i = 0;
      try {
        for (; i < count; i++) {
          writeValue(parts.element(list, i), g);
        }
      } catch (WriteFailure e) {
        throw e.under("[" + i + "]");
      }
      g.writeEndArray();
    }
  }
}
