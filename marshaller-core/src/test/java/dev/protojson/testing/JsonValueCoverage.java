package dev.protojson.testing;

import com.google.protobuf.Any;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts what a set of messages exercises inside the well-known types whose contents are free-form: non-empty
 * Structs, Any payloads by type, and containers inside ListValues. A differential test that never met a nested
 * Struct would prove nothing about reading one, so the tests assert these counts.
 */
public final class JsonValueCoverage {

  private final Map<String, Descriptor> payloadTypes = new TreeMap<>();
  private final Map<String, Integer> nonEmptyAnyPayloads = new TreeMap<>();
  private int nonEmptyStructs;
  private int structsInLists;
  private int listsInLists;
  private int deepestJson;

  public JsonValueCoverage() {
    for (Descriptor type : RandomMessages.ANY_PAYLOAD_TYPES) {
      payloadTypes.put(type.getFullName(), type);
    }
  }

  /** Counts everything inside {@code message}, looking into Any payloads of the types random messages pack. */
  public void count(Message message) {
    visit(message, 0);
  }

  private void visit(Message message, int jsonLevel) {
    String type = message.getDescriptorForType().getFullName();
    if (type.equals(Struct.getDescriptor().getFullName())) {
      Struct struct = (Struct) message;
      if (struct.getFieldsCount() > 0) {
        nonEmptyStructs++;
        deepestJson = Math.max(deepestJson, jsonLevel + 1);
      }
      struct.getFieldsMap().values().forEach(v -> visit(v, jsonLevel + 1));
      return;
    }
    if (type.equals(ListValue.getDescriptor().getFullName())) {
      ListValue list = (ListValue) message;
      if (list.getValuesCount() > 0) {
        deepestJson = Math.max(deepestJson, jsonLevel + 1);
      }
      for (Value element : list.getValuesList()) {
        if (element.hasListValue()) {
          listsInLists++;
        } else if (element.hasStructValue() && element.getStructValue().getFieldsCount() > 0) {
          structsInLists++;
        }
        visit(element, jsonLevel + 1);
      }
      return;
    }
    if (type.equals(Value.getDescriptor().getFullName())) {
      Value value = (Value) message;
      if (value.hasStructValue()) {
        visit(value.getStructValue(), jsonLevel);
      } else if (value.hasListValue()) {
        visit(value.getListValue(), jsonLevel);
      }
      return;
    }
    if (type.equals(Any.getDescriptor().getFullName())) {
      visitAny((Any) message);
      return;
    }
    for (Map.Entry<FieldDescriptor, Object> field : message.getAllFields().entrySet()) {
      if (field.getKey().getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
        continue;
      }
      if (field.getKey().isRepeated()) {
        for (Object element : (List<?>) field.getValue()) {
          visit((Message) element, 0);
        }
      } else {
        visit((Message) field.getValue(), 0);
      }
    }
  }

  private void visitAny(Any any) {
    String name = any.getTypeUrl().substring(any.getTypeUrl().lastIndexOf('/') + 1);
    Descriptor payloadType = payloadTypes.get(name);
    if (payloadType == null || any.getValue().isEmpty()) {
      return;
    }
    nonEmptyAnyPayloads.merge(name, 1, Integer::sum);
    Message payload;
    try {
      payload = DynamicMessage.parseFrom(payloadType, any.getValue());
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException("Any payload of " + name + " does not parse", e);
    }
    // DynamicMessage does not cast to the generated well-known classes the visitor switches on.
    visit(wellKnownAsGenerated(payload), 0);
  }

  private static Message wellKnownAsGenerated(Message dynamic) {
    try {
      return switch (dynamic.getDescriptorForType().getFullName()) {
        case "google.protobuf.Struct" -> Struct.parseFrom(dynamic.toByteString());
        case "google.protobuf.ListValue" -> ListValue.parseFrom(dynamic.toByteString());
        case "google.protobuf.Value" -> Value.parseFrom(dynamic.toByteString());
        default -> dynamic;
      };
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  public int nonEmptyStructs() {
    return nonEmptyStructs;
  }

  /** Non-empty Structs that are elements of a ListValue. */
  public int structsInLists() {
    return structsInLists;
  }

  /** ListValues that are elements of a ListValue. */
  public int listsInLists() {
    return listsInLists;
  }

  /** The most objects and arrays met nested in one Struct, Value or ListValue. */
  public int deepestJson() {
    return deepestJson;
  }

  /** For each payload type, how many Anys carried a non-empty payload of it. */
  public Map<String, Integer> nonEmptyAnyPayloads() {
    return nonEmptyAnyPayloads;
  }

  @Override
  public String toString() {
    return "non-empty Structs " + nonEmptyStructs + ", Structs in lists " + structsInLists + ", lists in lists "
        + listsInLists + ", deepest JSON " + deepestJson + ", non-empty Any payloads " + nonEmptyAnyPayloads;
  }
}
