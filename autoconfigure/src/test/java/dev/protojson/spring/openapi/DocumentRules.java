package dev.protojson.spring.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules of the OpenAPI specification that a document's structure can break, checked on a served document: every
 * {@code $ref} names a component; every parameter of a path template is a required path parameter of each of its
 * operations, and no other path parameter is; no two paths differ only by their parameters' names; operation ids
 * are unique; a parameter is given once; and, in OpenAPI 3.1, every schema is a JSON Schema 2020-12.
 */
final class DocumentRules {

  private static final String COMPONENTS = "#/components/schemas/";
  private static final Pattern PARAMETER = Pattern.compile("\\{([^}]*)}");
  private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "options", "head", "patch",
      "trace");
  private static final JsonSchema META_SCHEMA = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
      .getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));

  private final ApiDocs docs;
  private final List<String> violations = new ArrayList<>();
  private boolean openapi31;

  DocumentRules(ApiDocs docs) {
    this.docs = docs;
  }

  /** What breaks the rules, one line each; empty for a valid document. */
  List<String> violations(boolean openapi31) {
    violations.clear();
    this.openapi31 = openapi31;
    checkReferences(docs.document(), "");
    checkPaths();
    if (openapi31) {
      docs.schemas().properties().forEach(component -> checkSchema(component.getValue(),
          "component " + component.getKey()));
    }
    return List.copyOf(violations);
  }

  private void checkReferences(JsonNode node, String where) {
    if (node.isObject()) {
      JsonNode ref = node.get("$ref");
      if (ref != null && ref.isTextual() && (!ref.asText().startsWith(COMPONENTS)
          || !docs.schemas().has(ref.asText().substring(COMPONENTS.length())))) {
        violations.add(where + ": $ref " + ref.asText() + " names no component");
      }
      node.properties().forEach(member -> checkReferences(member.getValue(), where + "/" + member.getKey()));
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        checkReferences(node.get(i), where + "/" + i);
      }
    }
  }

  private void checkPaths() {
    Set<String> operationIds = new HashSet<>();
    Map<String, String> shapes = new HashMap<>();
    docs.document().path("paths").properties().forEach(entry -> {
      String path = entry.getKey();
      String other = shapes.put(PARAMETER.matcher(path).replaceAll("{}"), path);
      if (other != null) {
        violations.add(path + " and " + other + " differ only by their parameters' names");
      }
      Set<String> templated = new HashSet<>();
      Matcher matcher = PARAMETER.matcher(path);
      while (matcher.find()) {
        if (!templated.add(matcher.group(1))) {
          violations.add(path + " names {" + matcher.group(1) + "} twice");
        }
      }
      entry.getValue().properties().forEach(operation -> {
        if (!METHODS.contains(operation.getKey())) {
          return;
        }
        String where = operation.getKey() + " " + path;
        JsonNode op = operation.getValue();
        if (op.has("operationId") && !operationIds.add(op.path("operationId").asText())) {
          violations.add(where + ": operationId " + op.path("operationId").asText() + " is not unique");
        }
        if (!op.path("responses").isObject() || op.path("responses").isEmpty()) {
          violations.add(where + " has no responses");
        }
        checkParameters(where, op, templated);
      });
    });
  }

  private void checkParameters(String where, JsonNode operation, Set<String> templated) {
    Set<String> given = new HashSet<>();
    Set<String> inPath = new HashSet<>();
    for (JsonNode parameter : operation.path("parameters")) {
      String name = parameter.path("name").asText();
      String in = parameter.path("in").asText();
      if (!given.add(in + " " + name)) {
        violations.add(where + ": the " + in + " parameter " + name + " is given twice");
      }
      if (parameter.has("schema") == parameter.has("content")) {
        violations.add(where + ": the parameter " + name + " needs a schema or a content, not both");
      }
      if (in.equals("path")) {
        inPath.add(name);
        if (!parameter.path("required").asBoolean()) {
          violations.add(where + ": the path parameter " + name + " is not required");
        }
      }
      if (parameter.has("schema")) {
        checkSchemaIn31(parameter.path("schema"), where + " parameter " + name);
      }
    }
    if (!inPath.equals(templated)) {
      violations.add(where + ": path parameters " + inPath + ", template parameters " + templated);
    }
    operation.path("requestBody").path("content").properties().forEach(media ->
        checkSchemaIn31(media.getValue().path("schema"), where + " body " + media.getKey()));
    operation.path("responses").properties().forEach(response ->
        response.getValue().path("content").properties().forEach(media -> checkSchemaIn31(
            media.getValue().path("schema"), where + " response " + response.getKey() + " " + media.getKey())));
  }

  private void checkSchemaIn31(JsonNode schema, String where) {
    if (openapi31 && !schema.isMissingNode()) {
      checkSchema(schema, where);
    }
  }

  private void checkSchema(JsonNode schema, String where) {
    Set<ValidationMessage> messages = META_SCHEMA.validate(schema);
    if (!messages.isEmpty()) {
      violations.add(where + " is not a JSON Schema: " + messages);
    }
  }
}
