package dev.protojson.jackson;

import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.type.LogicalType;

/**
 * The coercions of Jackson's configuration that a message or protobuf enum honours as Jackson's own types do:
 * {@code ACCEPT_EMPTY_STRING_AS_NULL_OBJECT}, {@code UNWRAP_SINGLE_VALUE_ARRAYS},
 * {@code ACCEPT_EMPTY_ARRAY_AS_NULL_OBJECT}, and the coercion configs that stand for them. Off, as by default, the
 * input is read as proto3 JSON, and its errors are protojson's.
 */
final class Coercions {

  private Coercions() {}

  /** How {@code ""} is read: {@code AsNull} or {@code AsEmpty}, or null where it is not coerced. */
  static CoercionAction emptyString(DeserializationContext context, LogicalType type, Class<?> handled) {
    CoercionAction action = context.findCoercionAction(type, handled, CoercionInputShape.EmptyString);
    return action == CoercionAction.AsNull || action == CoercionAction.AsEmpty ? action : null;
  }

  /** Whether an array is taken for its one element, or an empty one for {@code null}. */
  static boolean takesArray(DeserializationContext context, Class<?> handled) {
    if (context.isEnabled(DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS)) {
      return true;
    }
    CoercionAction action = context.findCoercionAction(LogicalType.POJO, handled, CoercionInputShape.EmptyArray);
    return action == CoercionAction.AsNull || action == CoercionAction.AsEmpty;
  }
}
