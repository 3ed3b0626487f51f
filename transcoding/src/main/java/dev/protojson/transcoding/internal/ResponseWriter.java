package dev.protojson.transcoding.internal;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * Writes the HTTP response body of one binding: the whole response message, or its {@code response_body} field,
 * as proto3 JSON by the application's {@link MessageMarshaller}; a {@code google.api.HttpBody} (the response, or
 * the field) as its bytes with its content type.
 */
public final class ResponseWriter {

  /** The content type of JSON bodies. */
  public static final String JSON = "application/json";
  private static final String OCTETS = "application/octet-stream";

  private enum Kind { WHOLE, HTTP_BODY, MESSAGE_FIELD, HTTP_BODY_FIELD, REPEATED_MESSAGE_FIELD, OTHER_FIELD }

  private final MessageMarshaller marshaller;
  private final Kind kind;
  private final FieldDescriptor field;

  private ResponseWriter(MessageMarshaller marshaller, Kind kind, FieldDescriptor field) {
    this.marshaller = marshaller;
    this.kind = kind;
    this.field = field;
  }

  /**
   * The writer of responses of {@code type} for {@code rule}'s {@code response_body}.
   *
   * @throws IllegalStateException if the field does not exist
   */
  public static ResponseWriter of(BindingRule rule, Descriptor type, MessageMarshaller marshaller) {
    String name = rule.responseBody();
    if (name.isEmpty()) {
      return new ResponseWriter(marshaller, WellKnown.isHttpBody(type) ? Kind.HTTP_BODY : Kind.WHOLE, null);
    }
    FieldDescriptor field = type.findFieldByName(name);
    if (field == null) {
      throw new IllegalStateException("The HTTP rule " + rule.describe() + " of " + rule.fullMethodName()
          + " names the response_body " + name + ", which is not a field of " + type.getFullName());
    }
    Kind kind;
    if (field.getJavaType() != FieldDescriptor.JavaType.MESSAGE || field.isMapField()) {
      kind = Kind.OTHER_FIELD;
    } else if (field.isRepeated()) {
      kind = Kind.REPEATED_MESSAGE_FIELD;
    } else {
      kind = WellKnown.isHttpBody(field.getMessageType()) ? Kind.HTTP_BODY_FIELD : Kind.MESSAGE_FIELD;
    }
    return new ResponseWriter(marshaller, kind, field);
  }

  /**
   * The {@code Content-Type} of the body written for {@code response}: {@code application/json}, or the content type
   * of the {@code HttpBody} ({@code application/octet-stream} if it has none).
   */
  public String contentType(Message response) {
    Message httpBody = switch (kind) {
      case HTTP_BODY -> response;
      case HTTP_BODY_FIELD -> (Message) response.getField(field);
      default -> null;
    };
    if (httpBody == null) {
      return JSON;
    }
    String contentType = (String) httpBody.getField(httpBody.getDescriptorForType().findFieldByName("content_type"));
    return contentType.isEmpty() ? OCTETS : contentType;
  }

  /**
   * Writes the body for {@code response} in one piece whose length is known first.
   *
   * @throws IOException if {@code out} fails
   */
  public void write(Message response, MessageMarshaller.SizedOutput out) throws IOException {
    switch (kind) {
      case WHOLE -> marshaller.writeValue(response, out);
      case MESSAGE_FIELD -> marshaller.writeValue((Message) response.getField(field), out);
      case HTTP_BODY -> writeBytes(data(response), out);
      case HTTP_BODY_FIELD -> writeBytes(data((Message) response.getField(field)), out);
      default -> {
        byte[] bytes = toBytes(response);
        out.open(bytes.length).write(bytes);
      }
    }
  }

  /** The body for {@code response}, as {@link #write} writes it. */
  public byte[] toBytes(Message response) {
    return switch (kind) {
      case WHOLE -> marshaller.writeValueAsBytes(response);
      case MESSAGE_FIELD -> marshaller.writeValueAsBytes((Message) response.getField(field));
      case HTTP_BODY -> data(response).toByteArray();
      case HTTP_BODY_FIELD -> data((Message) response.getField(field)).toByteArray();
      case REPEATED_MESSAGE_FIELD -> messages(response);
      case OTHER_FIELD -> memberValue(response);
    };
  }

  /**
   * The body for {@code response} on one line, as an element of a stream; for a {@code google.api.HttpBody}, its
   * bytes as they are.
   */
  public byte[] toLineBytes(Message response) {
    byte[] bytes = toBytes(response);
    return isHttpBody() ? bytes : OneLine.of(bytes);
  }

  /** Whether the body is a {@code google.api.HttpBody}'s bytes rather than JSON. */
  public boolean isHttpBody() {
    return kind == Kind.HTTP_BODY || kind == Kind.HTTP_BODY_FIELD;
  }

  private static ByteString data(Message httpBody) {
    return (ByteString) httpBody.getField(httpBody.getDescriptorForType().findFieldByName("data"));
  }

  private static void writeBytes(ByteString data, MessageMarshaller.SizedOutput out) throws IOException {
    OutputStream stream = out.open(data.size());
    data.writeTo(stream);
  }

  private byte[] messages(Message response) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator generator = marshaller.createGenerator(out)) {
      generator.writeStartArray();
      for (Object element : (List<?>) response.getField(field)) {
        marshaller.writeValue((Message) element, generator);
      }
      generator.writeEndArray();
    }
    return out.toByteArray();
  }

  /**
   * A scalar, enum, repeated scalar or map field: the marshaller writes a message holding only that field, and the
   * member's value is cut out of it, so that every option of the marshaller applies. A field at its default, which
   * the marshaller leaves out, is written as its default.
   */
  private byte[] memberValue(Message response) {
    Message.Builder only = response.getDefaultInstanceForType().newBuilderForType();
    Object value = response.getField(field);
    only.setField(field, value);
    byte[] document = marshaller.writeValueAsBytes(only.build());
    try (JsonParser parser = marshaller.createParser(new java.io.ByteArrayInputStream(document))) {
      parser.nextToken();
      while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
        String name = parser.currentName();
        parser.nextToken();
        if (name.equals(field.getJsonName()) || name.equals(field.getName())) {
          int start = (int) parser.currentTokenLocation().getByteOffset();
          parser.skipChildren();
          parser.finishToken();
          int end = (int) parser.currentLocation().getByteOffset();
          return Arrays.copyOfRange(document, start, end);
        }
        // a field without presence that the marshaller writes at its default
        parser.skipChildren();
      }
    }
    return defaultValue(value);
  }

  private byte[] defaultValue(Object value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator generator = marshaller.createGenerator(out)) {
      if (field.isMapField()) {
        generator.writeStartObject();
        generator.writeEndObject();
      } else if (field.isRepeated()) {
        generator.writeStartArray();
        generator.writeEndArray();
      } else {
        switch (field.getJavaType()) {
          case BOOLEAN -> generator.writeBoolean((Boolean) value);
          case STRING -> generator.writeString((String) value);
          case BYTE_STRING -> generator.writeString(java.util.Base64.getEncoder().encodeToString(
              ((ByteString) value).toByteArray()));
          case LONG -> generator.writeString(field.getType() == FieldDescriptor.Type.UINT64
              || field.getType() == FieldDescriptor.Type.FIXED64
              ? Long.toUnsignedString((Long) value) : value.toString());
          case INT -> generator.writeNumber(field.getType() == FieldDescriptor.Type.UINT32
              || field.getType() == FieldDescriptor.Type.FIXED32
              ? Integer.toUnsignedLong((Integer) value) : (Integer) value);
          case FLOAT -> generator.writeNumber((Float) value);
          case DOUBLE -> generator.writeNumber((Double) value);
          case ENUM -> {
            EnumValueDescriptor enumValue = (EnumValueDescriptor) value;
            if (marshaller.isPrintingEnumsAsInts()) {
              generator.writeNumber(enumValue.getNumber());
            } else {
              generator.writeString(enumValue.getName());
            }
          }
          default -> throw new IllegalStateException(field.getJavaType().name());
        }
      }
    }
    return out.toByteArray();
  }
}
