package dev.protojson.transcoding.internal;

import dev.protojson.transcoding.PathTemplate;

/**
 * One HTTP binding of a gRPC method: a {@code google.api.http} rule or one of its {@code additional_bindings}, its
 * template parsed.
 *
 * @param fullMethodName the gRPC method, {@code package.Service/Method}
 * @param httpMethod {@code GET}, {@code PUT}, {@code POST}, {@code DELETE}, {@code PATCH}, a custom kind, or
 *     {@code *} for any
 * @param body empty for none, {@code *} for every field the path does not bind, or a top-level field name
 * @param responseBody empty for the whole response, or a top-level field name
 */
public record BindingRule(String fullMethodName, String httpMethod, PathTemplate template, String body,
    String responseBody) {

  /** The binding as the messages of this module name it: {@code POST /v1/{parent=shelves/*}/books (body: book)}. */
  public String describe() {
    StringBuilder text = new StringBuilder(httpMethod).append(' ').append(template);
    if (!body.isEmpty()) {
      text.append(" (body: ").append(body).append(')');
    }
    return text.toString();
  }
}
