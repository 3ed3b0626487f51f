package dev.protojson.spring.validation;

/**
 * One broken rule of a request body, as the {@code violations} of the 400 problem body list it.
 *
 * @param field where, in the names of the JSON: {@code items[2].quantity}, {@code labels["env"]}; for a rule of a
 *     whole message, the path of that message ({@code ""} for the body itself)
 * @param protoField the same place in the field names of the {@code .proto} file
 * @param rule the rule's id: {@code string.min_len}, {@code int32.gt}, or the id of a CEL rule
 * @param message what protovalidate says is wrong
 */
public record FieldViolation(String field, String protoField, String rule, String message) {}
