package dev.protojson.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.ProtocolMessageEnum;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.cfg.EnumFeature;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.type.LogicalType;

/**
 * Reads a protobuf enum as proto3 JSON does: a value name (aliases included) or a number. A name or number the
 * enum does not have is an error, or {@code null} when the marshaller ignores unknown fields or Jackson's own
 * {@code READ_UNKNOWN_ENUM_VALUES_AS_NULL} is on (the mapper's {@code EnumFeature}, or a property's
 * {@code @JsonFormat(with = ...)}, which also decides the other way with {@code without}). An open enum's unknown number is rejected too: the
 * Java enum could only hold it as {@code UNRECOGNIZED}, which loses the number. JSON {@code null} is
 * {@code NULL_VALUE} for {@code google.protobuf.NullValue}, else {@code null}.
 */
final class EnumDeserializer extends StdDeserializer<Object> {

  private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)");

  private final Map<String, Object> byName;
  private final Map<Integer, Object> byNumber;
  private final String fullName;
  private final boolean ignoringUnknown;
  private final Object nullValue;

  EnumDeserializer(Class<?> type, boolean ignoringUnknown) {
    super(type);
    this.ignoringUnknown = ignoringUnknown;
    this.byName = new HashMap<>();
    this.byNumber = new HashMap<>();
    EnumDescriptor descriptor = null;
    for (Object constant : type.getEnumConstants()) {
      ProtocolMessageEnum value = (ProtocolMessageEnum) constant;
      if (!EnumSerializer.isUnrecognized(value)) {
        byNumber.putIfAbsent(value.getNumber(), constant);
        descriptor = value.getDescriptorForType();
      }
    }
    if (descriptor == null) {
      throw new IllegalArgumentException(type.getName() + " has no values");
    }
    for (EnumValueDescriptor value : descriptor.getValues()) {
      byName.put(value.getName(), byNumber.get(value.getNumber()));
    }
    this.fullName = descriptor.getFullName();
    this.nullValue = fullName.equals("google.protobuf.NullValue") ? byNumber.get(0) : null;
  }

  private EnumDeserializer(EnumDeserializer base, boolean ignoringUnknown) {
    super(base);
    this.ignoringUnknown = ignoringUnknown;
    this.byName = base.byName;
    this.byNumber = base.byNumber;
    this.fullName = base.fullName;
    this.nullValue = base.nullValue;
  }

  @Override
  public ValueDeserializer<?> createContextual(DeserializationContext context, BeanProperty property) {
    Boolean asNull = findFormatFeature(context, property, handledType(),
        JsonFormat.Feature.READ_UNKNOWN_ENUM_VALUES_AS_NULL);
    boolean ignoring = asNull != null ? asNull
        : ignoringUnknown || context.isEnabled(EnumFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL);
    return ignoring == ignoringUnknown ? this : new EnumDeserializer(this, ignoring);
  }

  @Override
  public Object deserialize(JsonParser parser, DeserializationContext context) {
    JsonToken token = parser.currentToken();
    if (token == JsonToken.VALUE_NULL) {
      // Jackson handles null itself, except for a value wrapped with type information.
      return nullValue;
    }
    if (token == JsonToken.VALUE_STRING) {
      String name = parser.getString();
      Object value = byName.get(name);
      if (value == null && name.isEmpty() && Coercions.emptyString(context, logicalType(), handledType()) != null) {
        return nullValue;
      }
      return value != null ? value : unknown(parser, name, "unknown enum value name");
    }
    if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
      int number;
      try {
        // exactly: as a double, 1.0000000000000001 would be 1 and 1e-400 would be 0
        number = parser.getDecimalValue().intValueExact();
      } catch (ArithmeticException e) {
        throw InvalidProtoJsonException.ofEnum(parser, fullName, handledType(), "Invalid value " + parser.getText()
            + " for enum " + fullName + ": not a 32-bit integer");
      }
      Object value = byNumber.get(number);
      return value != null ? value : unknown(parser, number, "no value with this number");
    }
    // An array is one only by Jackson's UNWRAP_SINGLE_VALUE_ARRAYS and ACCEPT_EMPTY_ARRAY_AS_NULL_OBJECT.
    return token == JsonToken.START_ARRAY ? _deserializeFromArray(parser, context)
        : context.handleUnexpectedToken(getValueType(context), parser);
  }

  /**
   * The same enum as a map key, which is always a string: a value name (aliases included) or a number written as
   * one. A key the enum does not have is an error even when unknown values are ignored: a map has no place for a
   * {@code null} key.
   */
  KeyDeserializer forKeys() {
    return new KeyDeserializer() {
      @Override
      public Object deserializeKey(String key, DeserializationContext context) {
        Object value = byName.get(key);
        if (value == null && NUMBER.matcher(key).matches()) {
          try {
            value = byNumber.get(Integer.parseInt(key));
          } catch (NumberFormatException outsideInt) {
            // not a number of this enum either
          }
        }
        if (value != null) {
          return value;
        }
        // The same exception as for a value, so that it is answered alike; Jackson adds the path to the map, not the
        // key in it
        InvalidProtoJsonException e = InvalidProtoJsonException.ofEnum(context.getParser(), fullName, handledType(),
            "Invalid map key \"" + key + "\" for enum " + fullName + ": not a value name or number of enum "
                + fullName);
        e.prependPath(Map.class, key);
        throw e;
      }
    };
  }

  private Object unknown(JsonParser parser, Object input, String reason) {
    if (ignoringUnknown) {
      return null;
    }
    String quoted = input instanceof String ? "\"" + input + "\"" : String.valueOf(input);
    throw InvalidProtoJsonException.ofEnum(parser, fullName, handledType(), "Invalid value " + quoted + " for enum "
        + fullName + ": " + reason);
  }

  @Override
  public Object getNullValue(DeserializationContext context) {
    return nullValue;
  }

  @Override
  public Object getAbsentValue(DeserializationContext context) {
    return null;
  }

  @Override
  public LogicalType logicalType() {
    return LogicalType.Enum;
  }

  @Override
  public boolean isCachable() {
    return true;
  }
}
