package dev.protojson.testing;

import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Messages in a form that two readers of the same JSON agree on byte for byte. An Any holds its payload as bytes,
 * and two correct readers may serialize an equal payload differently (map entries in another order), so each
 * payload is read and written again deterministically. Optionally -0.0 becomes 0.0, for comparing with
 * JsonFormat, which reads -0.0 as 0.0 (a documented difference).
 */
public final class CanonicalMessages {

  private final Map<String, Descriptor> payloadTypes = new HashMap<>();
  private final boolean signedZeroAsZero;

  /**
   * @param signedZeroAsZero whether -0.0 in float and double fields becomes 0.0
   * @param payloadTypes the types whose Any payloads are made canonical; others are compared as bytes
   */
  public CanonicalMessages(boolean signedZeroAsZero, List<Descriptor> payloadTypes) {
    this.signedZeroAsZero = signedZeroAsZero;
    for (Descriptor type : payloadTypes) {
      this.payloadTypes.put(type.getFullName(), type);
    }
  }

  public Message of(Message message) {
    if (message instanceof Any any) {
      return anyOf(any);
    }
    Message.Builder builder = message.toBuilder();
    for (Map.Entry<FieldDescriptor, Object> entry : message.getAllFields().entrySet()) {
      FieldDescriptor field = entry.getKey();
      if (field.isMapField()) {
        // Entries in key order: readers that agree on a map may still insert its entries in another order.
        List<Message> entries = new ArrayList<>();
        for (Object element : (List<?>) entry.getValue()) {
          entries.add(of((Message) element));
        }
        FieldDescriptor key = field.getMessageType().findFieldByNumber(1);
        entries.sort(Comparator.comparing(e -> String.valueOf(e.getField(key))));
        builder.clearField(field);
        entries.forEach(e -> builder.addRepeatedField(field, e));
      } else if (field.isRepeated()) {
        List<?> values = (List<?>) entry.getValue();
        for (int i = 0; i < values.size(); i++) {
          builder.setRepeatedField(field, i, value(field, values.get(i)));
        }
      } else {
        builder.setField(field, value(field, entry.getValue()));
      }
    }
    return builder.buildPartial();
  }

  private Object value(FieldDescriptor field, Object value) {
    return switch (field.getJavaType()) {
      case MESSAGE -> of((Message) value);
      case DOUBLE -> signedZeroAsZero && (Double) value == 0 ? (Object) 0.0d : value;
      case FLOAT -> signedZeroAsZero && (Float) value == 0 ? (Object) 0.0f : value;
      default -> value;
    };
  }

  private Message anyOf(Any any) {
    Descriptor type = payloadTypes.get(any.getTypeUrl().substring(any.getTypeUrl().lastIndexOf('/') + 1));
    if (type == null) {
      return any;
    }
    try {
      Message payload = of(DynamicMessage.parseFrom(type, any.getValue()));
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      CodedOutputStream out = CodedOutputStream.newInstance(bytes);
      out.useDeterministicSerialization();
      payload.writeTo(out);
      out.flush();
      return any.toBuilder().setValue(ByteString.copyFrom(bytes.toByteArray())).build();
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException("Any payload of " + any.getTypeUrl() + " does not parse", e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
