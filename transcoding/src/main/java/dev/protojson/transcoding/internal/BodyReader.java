package dev.protojson.transcoding.internal;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.read.Failures;
import dev.protojson.transcoding.InvalidRequestException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.TokenStreamLocation;

/**
 * Reads an HTTP request body into the request message, as a rule's {@code body} says: the whole message
 * ({@code *}), or one top-level field. JSON goes through the application's {@link MessageMarshaller}, from the bytes
 * as they came; a {@code google.api.HttpBody} (the request itself, or the body field) takes the bytes and the
 * content type as they are.
 */
final class BodyReader {

  private static final Pattern LOCATION = Pattern.compile(" at line (\\d+), column (\\d+)$");

  private enum Kind { WHOLE, WHOLE_HTTP_BODY, MESSAGE_FIELD, HTTP_BODY_FIELD, OTHER_FIELD }

  private final MessageMarshaller marshaller;
  private final Kind kind;
  private final FieldDescriptor field;
  /** For a body field that is not a singular message: the start of the JSON document it is read in. */
  private final byte[] prefix;

  private BodyReader(MessageMarshaller marshaller, Kind kind, FieldDescriptor field) {
    this.marshaller = marshaller;
    this.kind = kind;
    this.field = field;
    this.prefix = kind == Kind.OTHER_FIELD
        ? ("{\"" + field.getName() + "\":").getBytes(StandardCharsets.UTF_8) : null;
  }

  /**
   * The reader for {@code body} ({@code *} or a top-level field name) of a request of type {@code type}.
   *
   * @throws IllegalArgumentException if the field does not exist
   */
  static BodyReader of(MessageMarshaller marshaller, Descriptor type, String body) {
    if (body.equals("*")) {
      return new BodyReader(marshaller, WellKnown.isHttpBody(type) ? Kind.WHOLE_HTTP_BODY : Kind.WHOLE, null);
    }
    FieldDescriptor field = type.findFieldByName(body);
    if (field == null) {
      throw new IllegalArgumentException("the body field " + body + " is not a field of " + type.getFullName());
    }
    Kind kind;
    if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE && !field.isRepeated()) {
      kind = WellKnown.isHttpBody(field.getMessageType()) ? Kind.HTTP_BODY_FIELD : Kind.MESSAGE_FIELD;
    } else {
      kind = Kind.OTHER_FIELD;
    }
    return new BodyReader(marshaller, kind, field);
  }

  /** The top-level field the body fills, or null for {@code *}. */
  FieldDescriptor field() {
    return field;
  }

  /**
   * Reads {@code body} into {@code builder}. An empty JSON body sets nothing (also one of whitespace only, as a
   * JSON reader finds no value in either), and so does {@code null} for a body field.
   *
   * @param contentType the request's {@code Content-Type}, or null
   * @throws InvalidRequestException if the body is not valid proto3 JSON for what it fills
   */
  void read(byte[] body, String contentType, Message.Builder builder) {
    switch (kind) {
      case WHOLE_HTTP_BODY -> fillHttpBody(builder, body, contentType);
      case HTTP_BODY_FIELD -> fillHttpBody(builder.getFieldBuilder(field), body, contentType);
      case WHOLE -> {
        if (!JsonText.isBlank(body)) {
          merge(body, builder, "");
        }
      }
      case MESSAGE_FIELD -> {
        // A null body is the field's member given as null, which leaves a message unset, as a repeated, map or
        // scalar body field's null does; a google.protobuf.Value holds null as its value.
        if (!JsonText.isBlank(body) && !(JsonText.isNull(body) && !WellKnown.isValue(field.getMessageType()))) {
          merge(body, builder.getFieldBuilder(field), field.getName());
        }
      }
      case OTHER_FIELD -> {
        if (!JsonText.isBlank(body)) {
          readOtherField(body, builder);
        }
      }
      default -> throw new IllegalStateException(kind.name());
    }
  }

  /** Whether the body is read as one JSON value into the message or a message field, so can be one of a stream. */
  boolean readsValues() {
    return kind == Kind.WHOLE || kind == Kind.MESSAGE_FIELD;
  }

  /**
   * Reads the JSON value {@code parser} is on (or before) into {@code builder}, for a body that
   * {@linkplain #readsValues() reads values}; errors in a body field name their path from the request message.
   */
  void readValue(JsonParser parser, Message.Builder builder) {
    if (kind == Kind.WHOLE) {
      marshaller.mergeValue(parser, builder);
      return;
    }
    // Where the value sits in a stream of them ([3] in an array): the field's name goes after it, not before.
    String at = Failures.path(parser);
    try {
      marshaller.mergeValue(parser, builder.getFieldBuilder(field));
    } catch (ProtoJsonParseException e) {
      throw e.relativeTo(at).withPathPrefix(field.getName()).withPathPrefix(at);
    }
  }

  /** As {@link #readValue(JsonParser, Message.Builder)}, from the bytes of exactly one JSON value. */
  void readValue(byte[] json, Message.Builder builder) {
    if (kind == Kind.WHOLE) {
      marshaller.mergeValue(json, builder);
      return;
    }
    try {
      marshaller.mergeValue(json, builder.getFieldBuilder(field));
    } catch (ProtoJsonParseException e) {
      throw e.withPathPrefix(field.getName());
    }
  }

  JsonParser parser(java.io.InputStream body) {
    return marshaller.createParser(body);
  }

  private static void fillHttpBody(Message.Builder httpBody, byte[] body, String contentType) {
    Descriptor type = httpBody.getDescriptorForType();
    httpBody.setField(type.findFieldByName("content_type"), contentType == null ? "" : contentType);
    httpBody.setField(type.findFieldByName("data"), ByteString.copyFrom(body));
  }

  private void merge(byte[] body, Message.Builder builder, String fieldName) {
    try {
      marshaller.mergeValue(body, builder);
    } catch (ProtoJsonParseException e) {
      throw new InvalidRequestException(e.getMessage(), join(fieldName, e.getFieldPath()), e.getLine(),
          e.getColumn(), e);
    }
  }

  /**
   * A repeated, map or scalar body field: the body is checked to be exactly one JSON value, then read as the
   * field's member of a JSON object, so that the marshaller reads it by the field's own rules.
   */
  private void readOtherField(byte[] body, Message.Builder builder) {
    checkOneValue(body);
    byte[] document = new byte[prefix.length + body.length + 1];
    System.arraycopy(prefix, 0, document, 0, prefix.length);
    System.arraycopy(body, 0, document, prefix.length, body.length);
    document[document.length - 1] = '}';
    Message.Builder read = builder.getDefaultInstanceForType().newBuilderForType();
    try {
      marshaller.mergeValue(document, read);
    } catch (ProtoJsonParseException e) {
      long column = e.getLine() == 1 ? e.getColumn() - prefix.length : e.getColumn();
      Matcher location = LOCATION.matcher(e.getMessage());
      String message = e.getLine() > 0 && location.find()
          ? e.getMessage().substring(0, location.start()) + " at line " + e.getLine() + ", column " + column
          : e.getMessage();
      throw new InvalidRequestException(message, e.getFieldPath(), e.getLine(), column, e);
    }
    // Only what the body set: null leaves a field with presence unset and a oneof without a member, as it would in
    // a whole message.
    if (field.isRepeated() || read.hasField(field)) {
      builder.setField(field, read.getField(field));
    }
  }

  private void checkOneValue(byte[] body) {
    try (JsonParser parser = marshaller.createParser(new ByteArrayInputStream(body))) {
      parser.nextToken();
      parser.skipChildren();
      if (parser.nextToken() != null) {
        TokenStreamLocation at = parser.currentTokenLocation();
        throw new InvalidRequestException("The body of field " + field.getName() + " must be one JSON value, but"
            + " more follows at line " + at.getLineNr() + ", column " + at.getColumnNr(), field.getName(),
            at.getLineNr(), at.getColumnNr(), null);
      }
    } catch (JacksonException e) {
      TokenStreamLocation at = e.getLocation();
      long line = at == null ? -1 : at.getLineNr();
      long column = at == null ? -1 : at.getColumnNr();
      throw new InvalidRequestException("Invalid JSON in the body of field " + field.getName() + ": "
          + ProtoJsonParseException.describe(e), field.getName(), line, column, e);
    }
  }

  private static String join(String fieldName, String path) {
    if (fieldName.isEmpty()) {
      return path;
    }
    return path.isEmpty() ? fieldName : path.startsWith("[") ? fieldName + path : fieldName + "." + path;
  }
}
