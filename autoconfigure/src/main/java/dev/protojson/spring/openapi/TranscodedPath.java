package dev.protojson.spring.openapi;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.protojson.transcoding.PathTemplate;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A path template of a {@code google.api.http} rule in OpenAPI's form, whose parameters each stand for one path
 * segment, so that a client that fills them in (Swagger UI's "Try it out") calls the route:
 * {@code /v1/{name=shelves/*}/books} is {@code /v1/shelves/{shelves}/books}.
 *
 * <ul>
 *   <li>The literals of the template, and of a variable's pattern, stay in the path, as does a custom verb.
 *   <li>A {@code *} or {@code **} right after a literal of the same variable is named after that literal
 *       ({@code shelves/*} gives {@code {shelves}}), so the resource patterns that several methods share give the
 *       same paths.
 *   <li>Another wildcard of a variable is named after the field path ({@code {name}}, {@code {book.name}}).
 *   <li>A wildcard outside variables is {@code {segment}}. A name used twice in a path gets {@code _2}, {@code _3}.
 * </ul>
 *
 * <p>A variable of one {@code *} alone is its field's value, with the field's schema. A part of a longer variable
 * is a string, whose description shows the field's value it makes up. {@code **} stands for the rest of the path,
 * {@code /} included.
 *
 * @param path the OpenAPI path
 * @param parameters the path parameters, in the order of the path
 * @param fieldPaths the request fields the path binds, as dotted proto names
 */
record TranscodedPath(String path, List<Parameter> parameters, Set<String> fieldPaths) {

  static TranscodedPath of(PathTemplate template, Descriptor request, MessageSchemas schemas, SchemaDialect dialect) {
    List<String> segments = template.segments();
    String[] names = names(template, request, schemas);
    StringBuilder path = new StringBuilder();
    List<Parameter> parameters = new ArrayList<>();
    Set<String> fieldPaths = new HashSet<>();
    for (int i = 0; i < segments.size(); i++) {
      path.append('/');
      if (names[i] == null) {
        path.append(segments.get(i));
        continue;
      }
      PathTemplate.Variable variable = variableAt(template, i);
      path.append('{').append(names[i]).append('}');
      parameters.add(new Parameter().in("path").name(names[i]).required(true)
          .schema(schema(template, variable, i, request, schemas, dialect))
          .description(description(template, variable, segments.get(i), names, request, schemas)));
      if (variable != null) {
        fieldPaths.add(variable.fieldPath());
      }
    }
    template.verb().ifPresent(verb -> path.append(':').append(verb));
    return new TranscodedPath(path.toString(), List.copyOf(parameters), Set.copyOf(fieldPaths));
  }

  /** The parameter name of each wildcard segment, by index; null for literals. */
  private static String[] names(PathTemplate template, Descriptor request, MessageSchemas schemas) {
    List<String> segments = template.segments();
    String[] names = new String[segments.size()];
    Set<String> used = new HashSet<>();
    for (int i = 0; i < segments.size(); i++) {
      if (isLiteral(segments.get(i))) {
        continue;
      }
      PathTemplate.Variable variable = variableAt(template, i);
      if (variable == null) {
        names[i] = unique("segment", used);
      } else if (i > variable.start() && isLiteral(segments.get(i - 1))) {
        names[i] = unique(segments.get(i - 1), used);
      } else {
        names[i] = unique(jsonPath(request, variable.fieldPath(), schemas), used);
      }
    }
    return names;
  }

  private static PathTemplate.Variable variableAt(PathTemplate template, int segment) {
    for (PathTemplate.Variable variable : template.variables()) {
      if (segment >= variable.start() && segment < variable.end()) {
        return variable;
      }
    }
    return null;
  }

  private static boolean isLiteral(String segment) {
    return !segment.equals("*") && !segment.equals("**");
  }

  private static String unique(String name, Set<String> names) {
    String candidate = name;
    for (int n = 2; !names.add(candidate); n++) {
      candidate = name + "_" + n;
    }
    return candidate;
  }

  /** Whether the variable is one {@code *} alone: its segment is the field's whole value. */
  private static boolean isWhole(PathTemplate.Variable variable, PathTemplate template) {
    return variable.end() - variable.start() == 1 && template.segments().get(variable.start()).equals("*");
  }

  private static Schema<Object> schema(PathTemplate template, PathTemplate.Variable variable, int segment,
      Descriptor request, MessageSchemas schemas, SchemaDialect dialect) {
    if (variable != null && isWhole(variable, template)) {
      return schemas.valueSchema(leaf(request, variable.fieldPath()), false);
    }
    Schema<Object> text = dialect.typed("string");
    return template.segments().get(segment).equals("*") ? text.pattern("^[^/]+$") : text;
  }

  private static String description(PathTemplate template, PathTemplate.Variable variable, String segment,
      String[] names, Descriptor request, MessageSchemas schemas) {
    if (variable == null) {
      return "A path segment that sets no field.";
    }
    String field = jsonPath(request, variable.fieldPath(), schemas);
    if (isWhole(variable, template)) {
      return "The request field `" + field + "`.";
    }
    String part = segment.equals("**")
        ? "The rest of the path, one or more segments with their `/`, sent as they are (a `/` percent-encoded as"
            + " `%2F` stays encoded in the field)."
        : "One path segment.";
    return part + " It is part of the request field `" + field + "`: " + pattern(template, variable, names) + ".";
  }

  /** The variable's pattern, with each wildcard shown as its parameter: {@code shelves/{shelves}/books/{books}}. */
  private static String pattern(PathTemplate template, PathTemplate.Variable variable, String[] names) {
    StringBuilder pattern = new StringBuilder();
    List<String> segments = template.segments();
    for (int i = variable.start(); i < variable.end(); i++) {
      pattern.append(i == variable.start() ? "" : "/")
          .append(names[i] == null ? segments.get(i) : "{" + names[i] + "}");
    }
    return "`" + pattern + "`";
  }

  /** The field a dotted path of proto names ends at; the route table has checked that it exists. */
  static FieldDescriptor leaf(Descriptor request, String fieldPath) {
    Descriptor type = request;
    FieldDescriptor field = null;
    for (String name : fieldPath.split("\\.")) {
      field = type.findFieldByName(name);
      type = field.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? field.getMessageType() : null;
    }
    return field;
  }

  /** A dotted path of proto names as the document names fields: JSON names, or proto names with that option. */
  static String jsonPath(Descriptor request, String fieldPath, MessageSchemas schemas) {
    StringBuilder names = new StringBuilder();
    Descriptor type = request;
    for (String name : fieldPath.split("\\.")) {
      FieldDescriptor field = type.findFieldByName(name);
      names.append(names.isEmpty() ? "" : ".").append(schemas.propertyName(field));
      type = field.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? field.getMessageType() : null;
    }
    return names.toString();
  }
}
