package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.List;
import java.util.Locale;

/**
 * The names protoc's Java generator gives a field's accessors ({@code get<Name>()}, {@code has<Name>()},
 * {@code get<Name>List()}, {@code put<Name>()}, ...). protoc
 * <ul>
 *   <li>camel-cases the field name, or for a group (and an editions delimited field that looks like one: its
 *       type nested beside it and named like the field) the type name, so that {@code MultiWordGroupField} keeps
 *       its capitals;
 *   <li>appends an underscore where the result would clash with a method every message has ({@code getClass_()},
 *       {@code getSerializedSize_()}); rather than copy protoc's list of reserved names, this is detected by looking
 *       at the generated class;
 *   <li>appends the field number to both fields of a pair whose accessors would collide: the same camel-case name,
 *       or a repeated {@code foo} next to a singular {@code foo_count} or {@code foo_list}.
 * </ul>
 * The result is always checked against the generated class, so a rule that protoc changes fails when code is
 * generated, naming the field, rather than producing wrong code.
 */
public final class Accessors {

  private Accessors() {}

  /** The capitalised name used in {@code field}'s accessors, e.g. {@code FInt32}, {@code Class_} or {@code Foo7}. */
  public static String javaName(FieldDescriptor field, Class<?> messageClass) {
    String name = camelCase(baseName(field));
    String number = conflicts(field, messageClass) ? String.valueOf(field.getNumber()) : "";
    String probe = probeSuffix(field);
    // The mangled form first: the plain one may be a method every object has, like getClass().
    for (String candidate : List.of(name + "_" + number, name + number)) {
      if (hasMethod(messageClass, "get" + candidate + probe)) {
        return candidate;
      }
    }
    throw new IllegalStateException("No generated accessor get" + name + number + probe + "() for field "
        + field.getFullName() + " in " + messageClass.getName());
  }

  /**
   * Whether protoc's Java generator treats {@code field} as a group: group-encoded, its type declared in the same
   * file and scope, and the field named as the type in lower case. proto2 groups always are; an editions field with
   * {@code message_encoding = DELIMITED} is when it follows that shape.
   */
  static boolean isGroupLike(FieldDescriptor field) {
    if (field.getType() != FieldDescriptor.Type.GROUP) {
      return false;
    }
    Descriptor type = field.getMessageType();
    if (!field.getName().equals(type.getName().toLowerCase(Locale.ROOT)) || type.getFile() != field.getFile()) {
      return false;
    }
    Descriptor scope = field.isExtension() ? field.getExtensionScope() : field.getContainingType();
    return type.getContainingType() == scope;
  }

  private static String baseName(FieldDescriptor field) {
    return isGroupLike(field) ? field.getMessageType().getName() : field.getName();
  }

  /** The accessor that every field of this shape has, to probe the generated class with. */
  private static String probeSuffix(FieldDescriptor field) {
    return field.isRepeated() ? "Count" : "";
  }

  /**
   * protoc's collision check within one message: two fields with the same capitalised name (after the underscore
   * for reserved names), or a repeated field whose {@code Count} or {@code List} accessor is a singular field's
   * getter. Extensions have no accessors of their own.
   */
  private static boolean conflicts(FieldDescriptor field, Class<?> messageClass) {
    if (field.isExtension()) {
      return false;
    }
    String name = camelCase(baseName(field));
    String mine = null;
    for (FieldDescriptor other : field.getContainingType().getFields()) {
      if (other == field) {
        continue;
      }
      String otherName = camelCase(baseName(other));
      if (!mayCollide(field, name, other, otherName)) {
        continue;
      }
      if (mine == null) {
        mine = withReservedSuffix(field, name, messageClass);
      }
      String theirs = withReservedSuffix(other, otherName, messageClass);
      if (mine.equals(theirs) || collides(field, mine, other, theirs) || collides(other, theirs, field, mine)) {
        return true;
      }
    }
    return false;
  }

  /** A cheap filter before the reflective look-up: collisions differ at most by the reserved-name underscore. */
  private static boolean mayCollide(FieldDescriptor field, String name, FieldDescriptor other, String otherName) {
    return name.equals(otherName) || (field.isRepeated() != other.isRepeated()
        && (otherName.startsWith(name) || name.startsWith(otherName)));
  }

  private static boolean collides(FieldDescriptor repeated, String repeatedName, FieldDescriptor singular,
      String singularName) {
    return repeated.isRepeated() && !singular.isRepeated()
        && (singularName.equals(repeatedName + "Count") || singularName.equals(repeatedName + "List"));
  }

  /** {@code name} with the underscore protoc adds for a reserved name, which shows in the generated class. */
  private static String withReservedSuffix(FieldDescriptor field, String name, Class<?> messageClass) {
    String probe = probeSuffix(field);
    boolean reserved = hasMethod(messageClass, "get" + name + "_" + probe)
        || hasMethod(messageClass, "get" + name + "_" + field.getNumber() + probe);
    return reserved ? name + "_" : name;
  }

  /** protoc's camel-casing: underscores dropped, the letter after an underscore or a digit capitalised. */
  public static String camelCase(String name) {
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
