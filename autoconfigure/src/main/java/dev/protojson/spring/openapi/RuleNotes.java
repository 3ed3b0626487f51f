package dev.protojson.spring.openapi;

import build.buf.validate.Rule;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.TextFormat;
import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a schema's description says of the rules it cannot express: CEL rules, and the standard rules that have no
 * keyword (or none in the document's OpenAPI version). One sentence each, so that a reader still learns every rule.
 */
final class RuleNotes {

  private final List<String> sentences = new ArrayList<>();

  void add(String sentence) {
    sentences.add(sentence);
  }

  /** CEL rules: the id, the message and the expression, or the expression alone. */
  void cel(List<Rule> rules, List<String> expressions) {
    for (Rule rule : rules) {
      String message = rule.getMessage().isEmpty() ? "" : rule.getMessage() + " ";
      sentences.add("Rule `" + rule.getId() + "`: " + message + "(`" + rule.getExpression() + "`).");
    }
    for (String expression : expressions) {
      sentences.add("Rule: `" + expression + "`.");
    }
  }

  /** A standard rule without a schema form: {@code Also checked: `string.prefix` = "ab".} */
  void unmapped(String rule, Object value) {
    sentences.add("Also checked: `" + rule + "` = " + text(value) + ".");
  }

  /** Every rule set in a rules message (FieldRules, StringRules, ...), named by its path from {@code path}. */
  void unmapped(String path, Message rules) {
    for (Map.Entry<FieldDescriptor, Object> rule : rules.getAllFields().entrySet()) {
      String name = path.isEmpty() ? rule.getKey().getName() : path + "." + rule.getKey().getName();
      Object value = rule.getValue();
      if (rule.getKey().getName().equals("cel") && value instanceof List<?> list) {
        cel(list.stream().map(Rule.class::cast).toList(), List.of());
      } else if (rule.getKey().getName().equals("cel_expression") && value instanceof List<?> list) {
        cel(List.of(), list.stream().map(String::valueOf).toList());
      } else if (value instanceof Message nested && !nested.getDescriptorForType().getFullName()
          .startsWith("google.protobuf.")) {
        unmapped(name, nested);
      } else {
        unmapped(name, value);
      }
    }
  }

  /** Appends the sentences to the schema's description. */
  void describe(Schema<Object> schema) {
    if (sentences.isEmpty()) {
      return;
    }
    String notes = String.join(" ", sentences);
    String description = schema.getDescription();
    if (description == null || description.isBlank()) {
      schema.setDescription(notes);
    } else {
      // A description that ends in an example (a Timestamp's) gets the full stop the next sentence needs.
      boolean ended = description.endsWith(".") || description.endsWith("!") || description.endsWith("?");
      schema.setDescription(description + (ended ? " " : ". ") + notes);
    }
  }

  private static String text(Object value) {
    if (value instanceof String string) {
      return "\"" + TextFormat.escapeDoubleQuotesAndBackslashes(string) + "\"";
    }
    if (value instanceof ByteString bytes) {
      return "\"" + TextFormat.escapeBytes(bytes) + "\"";
    }
    if (value instanceof Message message) {
      return "{" + TextFormat.printer().shortDebugString(message) + "}";
    }
    if (value instanceof List<?> list) {
      return list.stream().map(RuleNotes::text).collect(Collectors.joining(", ", "[", "]"));
    }
    return String.valueOf(value);
  }
}
