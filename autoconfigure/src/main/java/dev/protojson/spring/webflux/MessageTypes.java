package dev.protojson.spring.webflux;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.internal.DefaultInstances;
import java.util.List;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.util.MimeType;

/**
 * Which types and media types the codecs claim: generated message classes and {@code DynamicMessage}s, as JSON or a
 * stream of JSON values.
 */
final class MessageTypes {

  static final MediaType APPLICATION_JSONL = new MediaType("application", "jsonl");

  /** JSON first, so that a client accepting anything gets JSON. */
  static final List<MimeType> JSON_MIME_TYPES = List.of(MediaType.APPLICATION_JSON,
      new MediaType("application", "*+json"), MediaType.APPLICATION_NDJSON, APPLICATION_JSONL);

  /** One JSON value per line, each flushed as soon as it is written. */
  static final List<MediaType> STREAMING_MEDIA_TYPES = List.of(MediaType.APPLICATION_NDJSON, APPLICATION_JSONL);

  private MessageTypes() {}

  /** The generated message class {@code type} is, or null: interfaces and DynamicMessage have no generated code. */
  static Class<? extends Message> messageClass(ResolvableType type) {
    Class<?> raw = type.toClass();
    return DefaultInstances.isGeneratedMessage(raw) ? raw.asSubclass(Message.class) : null;
  }

  /** Whether the decoder reads values of {@code type}: generated message classes and {@code DynamicMessage}. */
  static boolean readable(ResolvableType type) {
    return messageClass(type) != null || isDynamic(type);
  }

  /** Whether {@code type} is {@code DynamicMessage}, read as the type its parameter names. */
  static boolean isDynamic(ResolvableType type) {
    return type.toClass() == DynamicMessage.class;
  }

  /**
   * Whether values of {@code type} are written as messages: generated message classes, {@code DynamicMessage}s, and
   * the {@code Message} interface or an abstract message class, whose values are written by their own class
   * (Spring's binary protobuf encoder would otherwise claim those and fail).
   */
  static boolean writable(ResolvableType type) {
    return Message.class.isAssignableFrom(type.toClass());
  }

  static boolean isJson(MimeType mimeType) {
    if (mimeType == null) {
      return true;
    }
    for (MimeType supported : JSON_MIME_TYPES) {
      if (supported.isCompatibleWith(mimeType)) {
        return true;
      }
    }
    return false;
  }

  /** Whether values are written and read one per line rather than as one JSON document. */
  static boolean isStreaming(MimeType mimeType) {
    if (mimeType == null) {
      return false;
    }
    for (MediaType streaming : STREAMING_MEDIA_TYPES) {
      if (streaming.equalsTypeAndSubtype(mimeType)) {
        return true;
      }
    }
    return false;
  }
}
