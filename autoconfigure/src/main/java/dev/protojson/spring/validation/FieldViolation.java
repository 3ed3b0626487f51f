package dev.protojson.spring.validation;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One broken rule of a request body, as the {@code violations} of the 400 problem body list it. Its four properties
 * keep these names and are always written, whatever naming strategy or inclusion the application's Jackson has: a
 * client parses them by name, and the body's own path is {@code ""}.
 *
 * @param field where, in the names of the JSON: {@code items[2].quantity}, {@code labels["env"]}; for a rule of a
 *     whole message, the path of that message ({@code ""} for the body itself)
 * @param protoField the same place in the field names of the {@code .proto} file
 * @param rule the rule's id: {@code string.min_len}, {@code int32.gt}, or the id of a CEL rule
 * @param message what protovalidate says is wrong
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record FieldViolation(@JsonProperty("field") String field, @JsonProperty("protoField") String protoField,
    @JsonProperty("rule") String rule, @JsonProperty("message") String message) {}
