package dev.protojson.internal.wellknown;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor.JavaType;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of {@code Struct}, {@code Value} and {@code ListValue} messages of any descriptors of them, as
 * {@code getField} gives them, and new {@code DynamicMessage}s of them made with {@code setField}: they are written
 * and read without a copy into or out of the generated classes.
 */
final class DynamicStructParts implements StructParts<Message, Message, Message>,
    StructBuilding<Message, Message, Message, Map<String, Message>, List<Message>> {

  private final FieldDescriptor structFields;
  private final FieldDescriptor entryKey;
  private final FieldDescriptor entryValue;
  private final OneofDescriptor kind;
  private final FieldDescriptor number;
  private final FieldDescriptor string;
  private final FieldDescriptor bool;
  private final FieldDescriptor struct;
  private final FieldDescriptor list;
  private final FieldDescriptor listValues;
  private final FieldDescriptor nullField;
  private Message nullValue;
  private Message trueValue;
  private Message falseValue;

  private DynamicStructParts(Descriptor value) {
    this.nullField = value.findFieldByNumber(Value.NULL_VALUE_FIELD_NUMBER);
    this.number = value.findFieldByNumber(Value.NUMBER_VALUE_FIELD_NUMBER);
    this.string = value.findFieldByNumber(Value.STRING_VALUE_FIELD_NUMBER);
    this.bool = value.findFieldByNumber(Value.BOOL_VALUE_FIELD_NUMBER);
    this.struct = value.findFieldByNumber(Value.STRUCT_VALUE_FIELD_NUMBER);
    this.list = value.findFieldByNumber(Value.LIST_VALUE_FIELD_NUMBER);
    this.kind = number.getContainingOneof();
    this.structFields = struct.getMessageType().findFieldByNumber(1);
    this.entryKey = structFields.getMessageType().findFieldByNumber(1);
    this.entryValue = structFields.getMessageType().findFieldByNumber(2);
    this.listValues = list.getMessageType().findFieldByNumber(1);
  }

  /**
   * The parts of the messages of {@code type}, a descriptor of {@code Struct}, {@code Value} or {@code ListValue},
   * and of the other two it refers to; null if its fields are not the ones this class reads.
   */
  static DynamicStructParts of(Descriptor type) {
    try {
      Descriptor value = switch (type.getName()) {
        case "Struct" -> type.findFieldByNumber(1).getMessageType().findFieldByNumber(2).getMessageType();
        case "ListValue" -> type.findFieldByNumber(1).getMessageType();
        default -> type;
      };
      DynamicStructParts parts = new DynamicStructParts(value);
      if (!parts.matches(value)) {
        return null;
      }
      parts.nullValue = parts.value(parts.nullField, parts.nullField.getEnumType().findValueByNumber(0));
      parts.trueValue = parts.value(parts.bool, true);
      parts.falseValue = parts.value(parts.bool, false);
      return parts;
    } catch (RuntimeException differentFields) {
      return null;
    }
  }

  private boolean matches(Descriptor value) {
    return kind != null && kind.getFields().size() == value.getFields().size() && nullField.getEnumType() != null
        && nullField.getEnumType().findValueByNumber(0) != null
        && number.getJavaType() == JavaType.DOUBLE && string.getJavaType() == JavaType.STRING
        && bool.getJavaType() == JavaType.BOOLEAN && structFields.isMapField()
        && entryKey.getJavaType() == JavaType.STRING && entryValue.getMessageType() == value
        && listValues.isRepeated() && listValues.getMessageType() == value;
  }

  @Override
  public Map<String, Message> fields(Message message) {
    List<?> entries = (List<?>) message.getField(structFields);
    Map<String, Message> fields = new LinkedHashMap<>();
    for (Object entry : entries) {
      Message pair = (Message) entry;
      fields.put((String) pair.getField(entryKey), (Message) pair.getField(entryValue));
    }
    return fields;
  }

  @Override
  public Value.KindCase kind(Message value) {
    FieldDescriptor set = value.getOneofFieldDescriptor(kind);
    return set == null ? Value.KindCase.KIND_NOT_SET : Value.KindCase.forNumber(set.getNumber());
  }

  @Override
  public double number(Message value) {
    return (Double) value.getField(number);
  }

  @Override
  public String string(Message value) {
    return (String) value.getField(string);
  }

  @Override
  public boolean bool(Message value) {
    return (Boolean) value.getField(bool);
  }

  @Override
  public Message struct(Message value) {
    return (Message) value.getField(struct);
  }

  @Override
  public Message list(Message value) {
    return (Message) value.getField(list);
  }

  @Override
  public int count(Message list) {
    return list.getRepeatedFieldCount(listValues);
  }

  @Override
  public Message element(Message list, int index) {
    return (Message) list.getRepeatedField(listValues, index);
  }

  @Override
  public Map<String, Message> newStruct() {
    return new LinkedHashMap<>();
  }

  @Override
  public boolean has(Map<String, Message> struct, String key) {
    return struct.containsKey(key);
  }

  @Override
  public void put(Map<String, Message> struct, String key, Message value) {
    struct.put(key, value);
  }

  @Override
  public Message buildStruct(Map<String, Message> content) {
    DynamicMessage.Builder struct = DynamicMessage.newBuilder(structFields.getContainingType());
    if (!content.isEmpty()) {
      Descriptor entryType = structFields.getMessageType();
      List<Message> entries = new ArrayList<>(content.size());
      for (Map.Entry<String, Message> field : content.entrySet()) {
        entries.add(DynamicMessage.newBuilder(entryType).setField(entryKey, field.getKey())
            .setField(entryValue, field.getValue()).buildPartial());
      }
      struct.setField(structFields, entries);
    }
    return struct.buildPartial();
  }

  @Override
  public List<Message> newList() {
    return new ArrayList<>();
  }

  @Override
  public void add(List<Message> list, Message value) {
    list.add(value);
  }

  @Override
  public Message buildList(List<Message> values) {
    DynamicMessage.Builder list = DynamicMessage.newBuilder(listValues.getContainingType());
    if (!values.isEmpty()) {
      list.setField(listValues, values);
    }
    return list.buildPartial();
  }

  @Override
  public Message ofNull() {
    return nullValue;
  }

  @Override
  public Message ofBool(boolean value) {
    return value ? trueValue : falseValue;
  }

  @Override
  public Message ofString(String value) {
    return value(string, value);
  }

  @Override
  public Message ofNumber(double value) {
    return value(number, value);
  }

  @Override
  public Message ofStruct(Message struct) {
    return value(this.struct, struct);
  }

  @Override
  public Message ofList(Message list) {
    return value(this.list, list);
  }

  private Message value(FieldDescriptor field, Object value) {
    return DynamicMessage.newBuilder(field.getContainingType()).setField(field, value).buildPartial();
  }
}
