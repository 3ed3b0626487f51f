package dev.protojson.transcoding.internal;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;

/**
 * Which member of a oneof a request already holds: the body, the path and the query fill one message, and a second
 * member from any of them would silently replace the first.
 */
final class Oneofs {

  private Oneofs() {}

  /** The member of {@code field}'s oneof other than {@code field} that {@code builder} holds, or null. */
  static FieldDescriptor otherMember(Message.Builder builder, FieldDescriptor field) {
    if (field.getRealContainingOneof() == null) {
      return null;
    }
    FieldDescriptor set = builder.getOneofFieldDescriptor(field.getRealContainingOneof());
    return set == null || set.equals(field) ? null : set;
  }

  /** Why {@code field} cannot be set beside {@code set}, for an error message. */
  static String conflict(FieldDescriptor field, FieldDescriptor set) {
    return field.getName() + " and " + set.getName() + " are members of the oneof "
        + field.getRealContainingOneof().getName() + ", of which one only can be set";
  }
}
