package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The names protoc's Java generator gives a field's accessors ({@code get<Name>()}, {@code has<Name>()},
 * {@code get<Name>List()}, {@code put<Name>()}, ...), from the descriptor alone: reflection on a generated class
 * makes every method of it, and resolves every class its signatures name, which for a type's first use would cost
 * more than generating its code. protoc
 * <ul>
 *   <li>camel-cases the field name, or for a group (and an editions delimited field that looks like one: its
 *       type nested beside it and named like the field) the type name, so that {@code MultiWordGroupField} keeps
 *       its capitals;
 *   <li>appends an underscore where the camel-cased name would make an accessor clash with a method every message
 *       has ({@code getClass_()}, {@code getSerializedSize_()}): {@link #RESERVED};
 *   <li>appends the field number to both fields of a pair whose accessors would collide: the same camel-case name,
 *       a repeated {@code foo} next to a singular {@code foo_count} or {@code foo_list}, or an open enum
 *       {@code foo} next to any {@code foo_value}.
 * </ul>
 * {@code AccessorsTest} checks the rules against every field of the test protos' generated classes.
 */
final class Accessors {

  /**
   * Camel-cased names protoc decorates with an underscore: they would give accessors of {@code Object},
   * {@code MessageLite}, {@code MessageOrBuilder} ({@code getClass()}, {@code getSerializedSize()}, ...) or the
   * obsolete {@code getCachedSize()}.
   */
  private static final Set<String> RESERVED = Set.of("Class", "DefaultInstanceForType", "ParserForType",
      "SerializedSize", "AllFields", "DescriptorForType", "InitializationErrorString", "UnknownFields", "CachedSize");

  private Accessors() {}

  /** The capitalised name used in {@code field}'s accessors, e.g. {@code FInt32}, {@code Class_} or {@code Foo7}. */
  static String javaName(FieldDescriptor field) {
    // Extensions have no accessors of their own to collide with.
    return field.isExtension() ? decorated(field) : javaNames(field.getContainingType())[field.getIndex()];
  }

  /**
   * The names of all of {@code type}'s fields, by field index. protoc's collision check within one message: two
   * fields with the same decorated name, or a repeated field whose {@code Count} or {@code List} accessor is a
   * singular field's getter, both get their numbers appended.
   */
  static String[] javaNames(Descriptor type) {
    List<FieldDescriptor> fields = type.getFields();
    String[] names = new String[fields.size()];
    Map<String, Integer> uses = new HashMap<>();
    Set<String> singular = new HashSet<>();
    Set<String> repeated = new HashSet<>();
    Set<String> openEnums = new HashSet<>();
    for (int i = 0; i < names.length; i++) {
      FieldDescriptor field = fields.get(i);
      names[i] = decorated(field);
      uses.merge(names[i], 1, Integer::sum);
      (field.isRepeated() ? repeated : singular).add(names[i]);
      if (hasValueAccessors(field)) {
        openEnums.add(names[i]);
      }
    }
    for (int i = 0; i < names.length; i++) {
      String name = names[i];
      boolean conflicts = uses.get(name) > 1 || (fields.get(i).isRepeated()
          ? singular.contains(name + "Count") || singular.contains(name + "List")
          : repeated.contains(withoutSuffix(name, "Count")) || repeated.contains(withoutSuffix(name, "List")))
          // an open enum's get<Name>Value() against a field named <name>_value, whatever either's cardinality
          || (hasValueAccessors(fields.get(i)) && uses.containsKey(name + "Value"))
          || openEnums.contains(withoutSuffix(name, "Value"));
      if (conflicts) {
        names[i] = name + fields.get(i).getNumber();
      }
    }
    return names;
  }

  /** An open enum's field has {@code get<Name>Value()} (and its kin) for numbers the enum does not know. */
  private static boolean hasValueAccessors(FieldDescriptor field) {
    return field.getJavaType() == FieldDescriptor.JavaType.ENUM && !field.legacyEnumFieldTreatedAsClosed();
  }

  private static String withoutSuffix(String name, String suffix) {
    return name.endsWith(suffix) ? name.substring(0, name.length() - suffix.length()) : null;
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

  /** The camel-cased name, without the decorations protoc adds for reserved and clashing names. */
  static String plainName(FieldDescriptor field) {
    return camelCase(isGroupLike(field) ? field.getMessageType().getName() : field.getName());
  }

  /** The camel-cased name, with the underscore of a reserved one. */
  private static String decorated(FieldDescriptor field) {
    String name = plainName(field);
    return RESERVED.contains(name) ? name + "_" : name;
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
}
