package dev.protojson.transcoding.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.transcoding.InvalidRequestException;
import java.util.HashSet;
import java.util.Set;

/**
 * Sets request fields from query parameters, for the fields that neither the path nor the body binds.
 *
 * <ul>
 *   <li>A name is a dotted path of field names, proto ({@code page_size}) or JSON ({@code pageSize}), through
 *       singular message fields: {@code book.author.display_name}.
 *   <li>It ends at a scalar, an enum (by name or number), a wrapper, a {@code Timestamp}, {@code Duration} or
 *       {@code FieldMask} (in its JSON string form), or a repeated field of those, whose values are given as
 *       repeated parameters ({@code tag=a&tag=b}).
 *   <li>A map entry is {@code field[key]=value}, for maps whose values are scalars or enums.
 *   <li>A singular field, or a map key, given twice is refused, and so is a second member of a oneof.
 *   <li>A parameter that names no field, or a field the path or the body binds, or any parameter when the body is
 *       {@code *}, is refused, unless unknown parameters are ignored: then it is skipped.
 * </ul>
 */
final class QueryBinder {

  private final Descriptor type;
  private final ValueParser parser;
  private final FieldNames names;
  /** Field paths in proto names that the path binds. */
  private final Set<String> pathBound;
  /** The top-level field the body binds, empty for none, {@code *} for every field. */
  private final String bodyField;
  private final boolean ignoreUnknown;

  QueryBinder(Descriptor type, ValueParser parser, FieldNames names, Set<String> pathBound, String bodyField,
      boolean ignoreUnknown) {
    this.type = type;
    this.parser = parser;
    this.names = names;
    this.pathBound = Set.copyOf(pathBound);
    this.bodyField = bodyField;
    this.ignoreUnknown = ignoreUnknown;
  }

  /**
   * Sets the fields {@code rawQuery} (the query string as sent, without {@code ?}, or null) names.
   *
   * @throws InvalidRequestException for a parameter that is refused, or whose value does not fit its field
   */
  void bind(String rawQuery, Message.Builder root) {
    if (rawQuery == null || rawQuery.isEmpty()) {
      return;
    }
    Set<String> given = new HashSet<>();
    int start = 0;
    while (start <= rawQuery.length()) {
      int end = rawQuery.indexOf('&', start);
      if (end < 0) {
        end = rawQuery.length();
      }
      if (end > start) {
        int equals = rawQuery.indexOf('=', start);
        boolean hasValue = equals >= 0 && equals < end;
        String rawName = rawQuery.substring(start, hasValue ? equals : end);
        String name = decode(rawName, rawName);
        String value = hasValue ? decode(rawQuery.substring(equals + 1, end), name) : "";
        bindOne(name, value, root, given);
      }
      start = end + 1;
    }
  }

  private static String decode(String raw, String parameter) {
    try {
      return PercentDecoder.decodeQuery(raw);
    } catch (IllegalArgumentException e) {
      throw new InvalidRequestException("Invalid query parameter " + JsonText.shorten(parameter) + ": "
          + e.getMessage(), parameter);
    }
  }

  private void bindOne(String name, String value, Message.Builder root, Set<String> given) {
    if (bodyField.equals("*")) {
      refuse(name, "the body holds every field the path does not bind (body: \"*\")");
      return;
    }
    String path = name;
    String key = null;
    if (name.endsWith("]")) {
      int open = name.indexOf('[');
      if (open > 0) {
        path = name.substring(0, open);
        key = name.substring(open + 1, name.length() - 1);
      }
    }
    // Every name is resolved before any builder is touched: a parameter skipped as unknown sets nothing.
    Descriptor current = type;
    StringBuilder canonical = new StringBuilder();
    String[] parts = path.split("\\.", -1);
    FieldDescriptor[] fields = new FieldDescriptor[parts.length];
    for (int i = 0; i < parts.length; i++) {
      FieldDescriptor field = names.find(current, parts[i]);
      if (field == null) {
        refuse(name, current.getFullName() + " has no field " + JsonText.shorten(parts[i]));
        return;
      }
      canonical.append(i == 0 ? "" : ".").append(field.getName());
      String bound = boundBy(canonical.toString(), i == 0 ? field.getName() : null);
      if (bound != null) {
        refuse(name, canonical + " is bound by the " + bound);
        return;
      }
      if (i < parts.length - 1) {
        if (field.isRepeated() || field.getJavaType() != FieldDescriptor.JavaType.MESSAGE
            || WellKnown.hasSpecialJson(field.getMessageType())) {
          throw invalid(name, canonical + " is " + describe(field) + ", so a query parameter cannot name a field"
              + " inside it");
        }
        current = field.getMessageType();
      }
      fields[i] = field;
    }
    Message.Builder builder = root;
    for (int i = 0; i < fields.length - 1; i++) {
      checkOneof(builder, fields[i], name);
      builder = builder.getFieldBuilder(fields[i]);
    }
    setLeaf(builder, fields[fields.length - 1], key, value, name, canonical.toString(), given);
  }

  private void setLeaf(Message.Builder builder, FieldDescriptor field, String key, String value, String name,
      String canonical, Set<String> given) {
    String where = "query parameter " + JsonText.shorten(name);
    if (field.isMapField()) {
      if (key == null) {
        throw invalid(name, canonical + " is a map: give its entries as " + canonical + "[key]=value");
      }
      FieldDescriptor valueField = field.getMessageType().findFieldByName("value");
      if (!WellKnown.isScalarLeaf(valueField) || valueField.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        throw invalid(name, "the values of the map " + canonical + " are messages, which a query parameter cannot"
            + " give");
      }
      if (!given.add(canonical + "[" + key + "]")) {
        throw invalid(name, "the key " + JsonText.shorten(key) + " of " + canonical + " is given more than once");
      }
      Message.Builder entry = builder.newBuilderForField(field);
      FieldDescriptor keyField = field.getMessageType().findFieldByName("key");
      entry.setField(keyField, parse(keyField, key, entry, where + " (its key)", name));
      entry.setField(valueField, parse(valueField, value, entry, where, name));
      builder.addRepeatedField(field, entry.build());
      return;
    }
    if (key != null) {
      throw invalid(name, canonical + " is not a map, so it takes no [key]");
    }
    if (!WellKnown.isQueryLeaf(field)) {
      boolean hasFields = !field.isRepeated() && !WellKnown.hasSpecialJson(field.getMessageType());
      throw invalid(name, canonical + " is " + describe(field) + (hasFields ? ": give its fields, as " + canonical
          + ".field" : ", which a query parameter cannot give"));
    }
    Object parsed = parse(field, value, builder, where, name);
    if (field.isRepeated()) {
      builder.addRepeatedField(field, parsed);
      return;
    }
    if (!given.add(canonical)) {
      throw invalid(name, canonical + " is given more than once");
    }
    checkOneof(builder, field, name);
    builder.setField(field, parsed);
  }

  private Object parse(FieldDescriptor field, String text, Message.Builder builder, String where, String name) {
    try {
      return parser.parse(field, text, builder, where);
    } catch (IllegalArgumentException e) {
      throw new InvalidRequestException(e.getMessage(), name, -1, -1, e.getCause());
    }
  }

  /** What binds {@code canonical}, or a field it is inside, other than the query: "path", "body", or null. */
  private String boundBy(String canonical, String topLevel) {
    if (topLevel != null && topLevel.equals(bodyField)) {
      return "body";
    }
    for (String bound : pathBound) {
      if (canonical.equals(bound) || canonical.startsWith(bound + ".")) {
        return "path";
      }
    }
    return null;
  }

  private static void checkOneof(Message.Builder builder, FieldDescriptor field, String name) {
    FieldDescriptor set = Oneofs.otherMember(builder, field);
    if (set != null) {
      throw invalid(name, Oneofs.conflict(field, set));
    }
  }

  private void refuse(String name, String why) {
    if (!ignoreUnknown) {
      throw new InvalidRequestException("Unknown query parameter " + JsonText.shorten(name) + ": " + why, name);
    }
  }

  private static InvalidRequestException invalid(String name, String why) {
    return new InvalidRequestException("Invalid query parameter " + JsonText.shorten(name) + ": " + why, name);
  }

  private static String describe(FieldDescriptor field) {
    if (field.isMapField()) {
      return "a map";
    }
    String kind = field.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? "message " : "";
    return (field.isRepeated() ? "a repeated " : "a ") + kind + WellKnown.typeName(field);
  }
}
