package dev.protojson.spring.validation;

import build.buf.protovalidate.ValidationResult;
import build.buf.protovalidate.Violation;
import build.buf.validate.FieldPathElement;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns protovalidate's violations into {@link FieldViolation}s whose {@code field} uses the names of the JSON.
 * protovalidate names each step of a path by its proto name and number; the number finds the field in the message
 * type, which gives its JSON name ({@code json_name} included), or its proto name when protojson writes those.
 */
final class ViolationPaths {

  private final boolean protoNames;

  /** @param protoNames whether the JSON uses the proto names of fields ({@code protojson.field-names=proto}) */
  ViolationPaths(boolean protoNames) {
    this.protoNames = protoNames;
  }

  /**
   * @param result what protovalidate found in a message
   * @param type the message's type, where the paths start
   * @param prefix the message's own place in the body: {@code ""} for the body, {@code "[2]"} for a list's third
   */
  List<FieldViolation> of(ValidationResult result, Descriptor type, String prefix) {
    List<FieldViolation> violations = new ArrayList<>();
    for (Violation violation : result.getViolations()) {
      build.buf.validate.Violation proto = violation.toProto();
      StringBuilder json = new StringBuilder(prefix);
      StringBuilder protoPath = new StringBuilder(prefix);
      Descriptor current = type;
      for (FieldPathElement element : proto.getField().getElementsList()) {
        // A oneof, or a field the type does not know, has no number to find: its name is all there is
        FieldDescriptor field = current == null ? null : current.findFieldByNumber(element.getFieldNumber());
        String name = element.getFieldName();
        appendName(json, field == null ? name : protoNames ? field.getName() : field.getJsonName());
        appendName(protoPath, name);
        String subscript = subscript(element);
        json.append(subscript);
        protoPath.append(subscript);
        current = next(field, !subscript.isEmpty());
      }
      violations.add(new FieldViolation(json.toString(), protoPath.toString(), proto.getRuleId(),
          proto.getMessage()));
    }
    return violations;
  }

  private static void appendName(StringBuilder path, String name) {
    if (!path.isEmpty()) {
      path.append('.');
    }
    path.append(name);
  }

  /** {@code [2]} for a list element, {@code ["env"]} for a string map key, {@code [7]} or {@code [true]} for others. */
  private static String subscript(FieldPathElement element) {
    return switch (element.getSubscriptCase()) {
      case INDEX -> "[" + element.getIndex() + "]";
      case BOOL_KEY -> "[" + element.getBoolKey() + "]";
      case INT_KEY -> "[" + element.getIntKey() + "]";
      case UINT_KEY -> "[" + Long.toUnsignedString(unsigned32(element) ? element.getUintKey() & 0xFFFFFFFFL
          : element.getUintKey()) + "]";
      case STRING_KEY -> "[" + key(element.getStringKey()) + "]";
      case SUBSCRIPT_NOT_SET -> "";
    };
  }

  /** A 32-bit unsigned key, which protovalidate sign-extends into the path's 64 bits. */
  private static boolean unsigned32(FieldPathElement element) {
    return element.getKeyType() == FieldDescriptorProto.Type.TYPE_UINT32
        || element.getKeyType() == FieldDescriptorProto.Type.TYPE_FIXED32;
  }

  /** A map key as a path writes it: quoted and escaped when a string, as it is when a number or a boolean. */
  static String key(Object key) {
    return key instanceof Number || key instanceof Boolean ? key.toString()
        : "\"" + key.toString().replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  /** The message type the path goes on in: an element's or a map value's when subscripted, else the field's own. */
  private static Descriptor next(FieldDescriptor field, boolean subscripted) {
    if (field == null) {
      return null;
    }
    FieldDescriptor holder = field.isMapField() && subscripted ? field.getMessageType().findFieldByName("value") : field;
    return holder.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? holder.getMessageType() : null;
  }
}
