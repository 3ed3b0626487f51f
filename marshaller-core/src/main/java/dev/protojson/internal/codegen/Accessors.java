package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;

/**
 * The names protoc gives a field's generated Java accessors. protoc camel-cases the field name and appends an
 * underscore where the result would clash with a method every message has ({@code getClass_()},
 * {@code getSerializedSize_()}); rather than copy protoc's list of reserved names, the clash is detected by looking
 * at the generated class, once, when code is generated.
 */
public final class Accessors {

  private Accessors() {}

  /** The capitalised camel-case name used in {@code field}'s accessors, e.g. {@code FInt32} or {@code Class_}. */
  public static String javaName(FieldDescriptor field, Class<?> messageClass) {
    String camel = camelCase(field.getName());
    String probe = field.isRepeated() ? "Count" : "";
    // The mangled form first: the plain one may be a method every object has, like getClass().
    if (hasMethod(messageClass, "get" + camel + "_" + probe)) {
      return camel + "_";
    }
    if (hasMethod(messageClass, "get" + camel + probe)) {
      return camel;
    }
    throw new IllegalStateException("No generated accessor get" + camel + probe + "() for field "
        + field.getFullName() + " in " + messageClass.getName());
  }

  /** protoc's camel-casing: underscores dropped, the letter after an underscore or a digit capitalised. */
  static String camelCase(String name) {
    StringBuilder out = new StringBuilder(name.length());
    boolean capitalizeNext = true;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c >= 'a' && c <= 'z') {
        out.append(capitalizeNext ? (char) (c - ('a' - 'A')) : c);
        capitalizeNext = false;
      } else if (c >= 'A' && c <= 'Z') {
        out.append(c);
        capitalizeNext = false;
      } else if (c >= '0' && c <= '9') {
        out.append(c);
        capitalizeNext = true;
      } else {
        capitalizeNext = true;
      }
    }
    return out.toString();
  }

  private static boolean hasMethod(Class<?> type, String name) {
    try {
      type.getMethod(name);
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }
}
