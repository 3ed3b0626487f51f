package dev.protojson.transcoding;

import com.google.protobuf.Message;
import dev.protojson.transcoding.internal.RequestBinder;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@link Transcoder#match} found for an HTTP method and path: a route ({@link Found}), a path that some route
 * has but not for this method ({@link MethodNotAllowed}, HTTP 405 with {@code Allow}), or nothing
 * ({@link NotFound}, for the application's own 404).
 */
public sealed interface RouteMatch permits RouteMatch.Found, RouteMatch.MethodNotAllowed, RouteMatch.NotFound {

  /** A route, with the values its path variables matched. */
  final class Found implements RouteMatch {

    private final Route route;
    private final String[] rawValues;

    Found(Route route, String[] rawValues) {
      this.route = route;
      this.rawValues = rawValues;
    }

    /** The route matched. */
    public Route route() {
      return route;
    }

    /**
     * The values the path variables matched, by field path in template order, as sent (still percent-encoded):
     * {@code {name=shelves/1/books/a%20b}}. {@link #bindRequest} decodes them by {@code http.proto}'s rules.
     */
    public Map<String, String> pathVariables() {
      Map<String, String> variables = new LinkedHashMap<>();
      List<PathTemplate.Variable> declared = route.template().variables();
      for (int i = 0; i < declared.size(); i++) {
        variables.put(declared.get(i).fieldPath(), rawValues[i]);
      }
      return Collections.unmodifiableMap(variables);
    }

    /**
     * Builds the request message: the body (if the rule has one), then the path variables, which win over the
     * body for the same field, then the query parameters.
     *
     * @param rawQuery the query string as sent (still percent-encoded), without {@code ?}; null for none
     * @param body the request body, or null; ignored by a rule without {@code body}
     * @param contentType the request's {@code Content-Type}, or null: a {@code google.api.HttpBody} takes it
     * @throws InvalidRequestException if a path variable, a query parameter or the body does not fit the request
     */
    public Message bindRequest(String rawQuery, byte[] body, String contentType) {
      return route.binder().bind(rawValues, rawQuery, body, contentType);
    }

    /**
     * The request messages of a client stream, read from {@code body} one at a time as they arrive; the path
     * variables and the query are checked now and bound into each.
     *
     * @param format {@link StreamFormat#JSON_ARRAY}, {@link StreamFormat#NDJSON} or {@link StreamFormat#JSON_LINES},
     *     as {@link StreamFormat#forContentType} gives it for the request's {@code Content-Type}
     * @throws InvalidRequestException if a path variable or query parameter does not fit the request message
     * @throws IllegalStateException if the route does not take a request stream
     */
    public RequestStream readRequests(String rawQuery, java.io.InputStream body, StreamFormat format) {
      return readRequests(rawQuery, body, format, -1, "");
    }

    /**
     * The request messages of a client stream, as {@link #readRequests(String, java.io.InputStream, StreamFormat)}
     * reads them, each refused (before it reaches the service) if its JSON has more than {@code maxRequestBytes}.
     *
     * @param limitName what sets the limit, named in the error: a configuration property, for example
     */
    public RequestStream readRequests(String rawQuery, java.io.InputStream body, StreamFormat format,
        long maxRequestBytes, String limitName) {
      if (!route.streamsRequests()) {
        throw new IllegalStateException(route + " takes one request, not a stream");
      }
      if (format == StreamFormat.SERVER_SENT_EVENTS) {
        throw new IllegalArgumentException("Requests are not sent as server-sent events");
      }
      RequestBinder.StreamElements elements = route.binder().streamElements(rawValues, rawQuery);
      ElementBudget budget = maxRequestBytes < 0 ? null : new ElementBudget(body, maxRequestBytes);
      return new RequestStream(elements.parser(budget == null ? body : budget), budget, format, elements,
          maxRequestBytes, limitName);
    }

    /**
     * The request messages of a client stream whose body is read without blocking, by a reader that cuts it into
     * JSON values itself; the path variables and the query are checked now and bound into each.
     *
     * @throws InvalidRequestException if a path variable or query parameter does not fit the request message
     * @throws IllegalStateException if the route does not take a request stream
     */
    public RequestElements requestElements(String rawQuery) {
      if (!route.streamsRequests()) {
        throw new IllegalStateException(route + " takes one request, not a stream");
      }
      return new RequestElements(route.binder().streamElements(rawValues, rawQuery));
    }

    @Override
    public String toString() {
      return "Found[" + route + ", " + Arrays.toString(rawValues) + "]";
    }
  }

  /**
   * The path matches routes, none of them for the request's method.
   *
   * @param allowedMethods the methods of those routes, in alphabetical order, for the {@code Allow} header
   */
  record MethodNotAllowed(Set<String> allowedMethods) implements RouteMatch {}

  /** No route has the path. */
  record NotFound() implements RouteMatch {}
}
