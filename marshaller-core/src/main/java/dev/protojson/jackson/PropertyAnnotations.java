package dev.protojson.jackson;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonIncludeProperties;
import tools.jackson.databind.BeanProperty;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.introspect.AnnotatedClass;

/**
 * Jackson annotations on a property holding a message that protojson cannot honour: a message is written and read
 * whole, by its own rules, so fields cannot be left out of it ({@code @JsonIgnoreProperties},
 * {@code @JsonIncludeProperties}) or moved into the object around it ({@code @JsonUnwrapped}). Refused with an
 * error that says so, where Jackson would otherwise drop them without a word: the fields meant to be hidden would be
 * written, and a message read back from its unwrapped fields would be missing.
 */
final class PropertyAnnotations {

  static final String UNWRAPPED = "@JsonUnwrapped cannot move the fields of protobuf message %s into the object"
      + " around it: a message is written and read whole as proto3 JSON; hold it in a property of its own";

  private PropertyAnnotations() {}

  /**
   * The refusal for {@code property}'s annotations, or null if it has none protojson cannot honour.
   *
   * @param reading whether the property is read: {@code @JsonIgnoreProperties(ignoreUnknown = true)} matters then
   */
  static String refusal(BeanProperty property, String typeName, boolean reading) {
    if (property == null) {
      return null;
    }
    JsonIgnoreProperties ignore = property.getAnnotation(JsonIgnoreProperties.class);
    if (ignore != null && (ignore.value().length > 0 || (reading && ignore.ignoreUnknown()))) {
      return "@JsonIgnoreProperties on " + property.getName() + " cannot apply to protobuf message " + typeName
          + ": its fields are written and read by protojson, whole; clear the fields instead, or ignore unknown"
          + " fields in the marshaller (MessageMarshaller.Builder.ignoringUnknownFields())";
    }
    if (property.getAnnotation(JsonIncludeProperties.class) != null) {
      return "@JsonIncludeProperties on " + property.getName() + " cannot apply to protobuf message " + typeName
          + ": its fields are written and read by protojson, whole; clear the fields you leave out instead";
    }
    return null;
  }

  /**
   * The refusal, with {@code %s} for the message type's name, of the same annotations given to a message class
   * the only ways a generated class can have them, a mix-in or a config override; null if there are none.
   *
   * @param reading whether the type is read: {@code ignoreUnknown} matters then
   */
  static String classRefusal(MapperConfig<?> config, Class<?> type, AnnotatedClass info, boolean reading) {
    JsonIgnoreProperties.Value ignore = config.getDefaultPropertyIgnorals(type, info);
    if (ignore != null && (!ignore.getIgnored().isEmpty() || (reading && ignore.getIgnoreUnknown()))) {
      return "@JsonIgnoreProperties (from a mix-in or a config override of " + type.getName() + ") cannot apply to"
          + " protobuf message %s: its fields are written and read by protojson, whole; clear the fields instead,"
          + " or ignore unknown fields in the marshaller (MessageMarshaller.Builder.ignoringUnknownFields())";
    }
    JsonIncludeProperties.Value include = config.getDefaultPropertyInclusions(type, info);
    if (include != null && include.getIncluded() != null) {
      return "@JsonIncludeProperties (from a mix-in or a config override of " + type.getName() + ") cannot apply"
          + " to protobuf message %s: its fields are written and read by protojson, whole; clear the fields you"
          + " leave out instead";
    }
    return null;
  }
}
