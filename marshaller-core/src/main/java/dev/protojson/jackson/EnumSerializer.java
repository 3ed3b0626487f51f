package dev.protojson.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.ProtocolMessageEnum;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.type.WritableTypeId;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.jsontype.TypeSerializer;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Writes a protobuf enum as proto3 JSON does: its value name, or its number when the marshaller prints enums as
 * ints; {@code google.protobuf.NullValue} as {@code null}. A property's {@code @JsonFormat(shape = NUMBER)} or
 * {@code STRING} (or a config override for the enum type) chooses for that property, as it does for Java enums;
 * both forms are proto3 JSON. As a map key, the name (or the number) is the member's name. Aliases are generated as the same Java constant, so a
 * constant's name is the first one declared for its number, as in a message.
 */
final class EnumSerializer extends StdSerializer<Object> {

  private final boolean asInts;
  private final boolean key;
  private final boolean nullValue;
  /** The encoded name of each constant, by ordinal; null for {@code UNRECOGNIZED}. */
  private final SerializableString[] names;

  /** @param key whether this writes map keys, as the value's name (or number) in the member name */
  EnumSerializer(Class<?> type, boolean asInts, boolean key) {
    super(type);
    this.asInts = asInts;
    this.key = key;
    Object[] constants = type.getEnumConstants();
    this.names = new SerializableString[constants.length];
    EnumDescriptor descriptor = null;
    for (Object constant : constants) {
      ProtocolMessageEnum value = (ProtocolMessageEnum) constant;
      if (!isUnrecognized(value)) {
        names[((Enum<?>) constant).ordinal()] = new SerializedString(value.getValueDescriptor().getName());
        descriptor = value.getDescriptorForType();
      }
    }
    this.nullValue = descriptor != null && descriptor.getFullName().equals("google.protobuf.NullValue");
  }

  static boolean isUnrecognized(ProtocolMessageEnum value) {
    // Open enums carry an extra constant for numbers the generated code does not know; it has no number of its own.
    return ((Enum<?>) value).name().equals("UNRECOGNIZED") && value.getDescriptorForType()
        .findValueByName("UNRECOGNIZED") == null;
  }

  private EnumSerializer(EnumSerializer base, boolean asInts) {
    super(base);
    this.asInts = asInts;
    this.key = base.key;
    this.names = base.names;
    this.nullValue = base.nullValue;
  }

  @Override
  public ValueSerializer<?> createContextual(SerializationContext context, BeanProperty property) {
    if (key || nullValue) {
      return this;
    }
    JsonFormat.Shape shape = findFormatOverrides(context, property, handledType()).getShape();
    boolean ints = switch (shape) {
      case NUMBER, NUMBER_INT -> true;
      case STRING -> false;
      default -> asInts;
    };
    return ints == asInts ? this : new EnumSerializer(this, ints);
  }

  @Override
  public void serialize(Object value, JsonGenerator generator, SerializationContext context) {
    SerializableString name = names[((Enum<?>) value).ordinal()];
    if (name == null) {
      throw DatabindException.from(generator, "Cannot write " + ((ProtocolMessageEnum) value).getDescriptorForType()
          .getFullName() + ".UNRECOGNIZED as JSON: it stands for a number the generated code does not know, and"
          + " that number is lost outside a message");
    }
    if (key) {
      // Jackson's own enum keys are ordinals under WRITE_ENUM_KEYS_USING_INDEX, which protobuf's numbers replace
      if (asInts) {
        generator.writeName(Integer.toString(((ProtocolMessageEnum) value).getNumber()));
      } else {
        generator.writeName(name);
      }
    } else if (nullValue) {
      generator.writeNull();
    } else if (asInts) {
      generator.writeNumber(((ProtocolMessageEnum) value).getNumber());
    } else {
      generator.writeString(name);
    }
  }

  @Override
  public void serializeWithType(Object value, JsonGenerator generator, SerializationContext context,
      TypeSerializer typeSerializer) {
    JsonToken shape = nullValue ? JsonToken.VALUE_NULL : asInts ? JsonToken.VALUE_NUMBER_INT : JsonToken.VALUE_STRING;
    WritableTypeId typeId = typeSerializer.writeTypePrefix(generator, context, typeSerializer.typeId(value, shape));
    serialize(value, generator, context);
    typeSerializer.writeTypeSuffix(generator, context, typeId);
  }
}
