package dev.protojson.spring.openapi;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The query parameters of a route: one for every field that neither the path nor the body binds and that a query
 * parameter can set, named as the document names fields.
 *
 * <ul>
 *   <li>A field of a singular message field is a dotted name ({@code book.author.displayName}). A message that
 *       holds its own type is described down to the first repetition: the deeper names work, but are not listed.
 *   <li>A scalar, enum, wrapper, {@code Timestamp}, {@code Duration} or {@code FieldMask} has its JSON value's
 *       schema; a repeated one is an array, sent as repeated parameters ({@code tags=a&tags=b}).
 *   <li>A map whose values are scalars or enums is one {@code deepObject} parameter: {@code labels[key]=value}.
 *   <li>Repeated messages, maps of messages, {@code Struct}, {@code Value}, {@code ListValue}, {@code Any} and
 *       {@code Empty} cannot be given in a query, and are left out.
 * </ul>
 */
final class TranscodedQueryParameters {

  private static final Set<String> SCALAR_MESSAGES = Set.of("google.protobuf.Timestamp", "google.protobuf.Duration",
      "google.protobuf.FieldMask");
  private static final Set<String> NOT_IN_A_QUERY = Set.of("google.protobuf.Struct", "google.protobuf.Value",
      "google.protobuf.ListValue", "google.protobuf.Any", "google.protobuf.Empty");

  private final MessageSchemas schemas;
  private final SchemaDialect dialect;

  TranscodedQueryParameters(MessageSchemas schemas, SchemaDialect dialect) {
    this.schemas = schemas;
    this.dialect = dialect;
  }

  /**
   * @param pathBound the field paths the path binds, as dotted proto names
   * @param body the rule's {@code body}: empty, {@code *} or a top-level field's name
   */
  List<Parameter> of(Descriptor request, Set<String> pathBound, String body) {
    List<Parameter> parameters = new ArrayList<>();
    if (!body.equals("*")) {
      Set<Descriptor> enclosing = new HashSet<>();
      enclosing.add(request);
      add(request, "", "", pathBound, body, enclosing, parameters);
    }
    return parameters;
  }

  private void add(Descriptor type, String protoPrefix, String namePrefix, Set<String> pathBound, String body,
      Set<Descriptor> enclosing, List<Parameter> parameters) {
    for (FieldDescriptor field : type.getFields()) {
      String protoPath = protoPrefix + field.getName();
      if (pathBound.contains(protoPath) || protoPath.equals(body)) {
        continue;
      }
      String name = namePrefix + schemas.propertyName(field);
      if (field.isMapField()) {
        FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
        if (value.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
          parameters.add(described(field, new Parameter().in("query").name(name)
              .style(Parameter.StyleEnum.DEEPOBJECT).explode(true).schema(schemas.fieldSchema(field)),
              "Entries as `" + name + "[key]=value`."));
        }
      } else if (isLeaf(field)) {
        Schema<Object> value = schemas.valueSchema(field, false);
        Parameter parameter = new Parameter().in("query").name(name);
        if (field.isRepeated()) {
          parameter.style(Parameter.StyleEnum.FORM).explode(true).schema(dialect.array(value));
          described(field, parameter, "One parameter per value: `" + name + "=a&" + name + "=b`.");
        } else {
          described(field, parameter.schema(value), null);
        }
        parameters.add(parameter);
      } else if (!field.isRepeated() && !NOT_IN_A_QUERY.contains(field.getMessageType().getFullName())
          && enclosing.add(field.getMessageType())) {
        add(field.getMessageType(), protoPath + ".", name + ".", pathBound, body, enclosing, parameters);
        enclosing.remove(field.getMessageType());
      }
    }
  }

  /** A scalar, an enum, a wrapper, or a well-known type written as one string: what one query value sets. */
  private static boolean isLeaf(FieldDescriptor field) {
    if (field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
      return true;
    }
    Descriptor type = field.getMessageType();
    return WellKnownTypeSchemas.isWrapper(type) || SCALAR_MESSAGES.contains(type.getFullName());
  }

  private Parameter described(FieldDescriptor field, Parameter parameter, String how) {
    String description = how;
    if (field.getRealContainingOneof() != null) {
      String oneof = schemas.oneofNote(field.getRealContainingOneof());
      description = description == null ? oneof : oneof + " " + description;
    }
    return description == null ? parameter : parameter.description(description);
  }
}
