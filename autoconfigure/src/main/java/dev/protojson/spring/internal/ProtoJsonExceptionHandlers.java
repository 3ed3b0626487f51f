package dev.protojson.spring.internal;

import dev.protojson.ProtoJsonParseException;
import dev.protojson.jackson.InvalidProtoJsonException;
import dev.protojson.spring.http.ProtoJsonMessageNotReadableException;
import dev.protojson.spring.http.RequestBodyTooLargeException;
import dev.protojson.spring.webflux.ProtoJsonDecodingException;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication.Type;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.core.codec.DecodingException;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.reactive.DispatcherHandler;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.ServerWebInputException;
import org.springframework.web.servlet.DispatcherServlet;

/**
 * How protojson answers a request body it could not read, in Spring MVC and WebFlux: a body that is not valid proto3
 * JSON (or binary protobuf) for its message, whole or inside a record, list or map, with a 400 problem-details body
 * that says what is wrong and where; in Spring MVC, a body over {@code protojson.max-request-size} with a 413 naming
 * the limit. {@link ProblemBodies} builds both. Spring's own handling would answer "Failed to read request", hiding
 * the location, or Boot's error page, which says nothing about the limit.
 *
 * <p>Every advice is ordered just ahead of Boot's problem-details handler (order 0) and answers only what its stack
 * raised for the request body itself. Spring matches a handler on the causes of what was raised too, and a response
 * that the application's own {@code RestClient} or {@code WebClient} could not read fails with the same exceptions
 * inside others, as does JSON the application read itself: that is the server's problem, not the client's, and is
 * rethrown to the rest of Spring's exception handling (a 500, logged).
 *
 * <p>The advices are as many as Spring needs: each stack resolves its own handler arguments (WebFlux's include the
 * exchange, whose response may be under way already), an advice maps each exception type to one method, a message
 * inside another type fails only where Jackson databind is present, and the 413 does not depend on
 * {@code protojson.parse-error-details}.
 *
 * <p>Not API: public only for the auto-configurations that import the configuration of their stack.
 */
public final class ProtoJsonExceptionHandlers {

  /** Just ahead of Boot's problem-details handlers, which are at order 0. */
  static final int ORDER = -1;

  private static final String PARSE_ERROR_DETAILS = "protojson.parse-error-details";

  private static final String JACKSON_DATABIND = "tools.jackson.databind.json.JsonMapper";

  private ProtoJsonExceptionHandlers() {}

  /** Spring MVC's advices. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = Type.SERVLET)
  @ConditionalOnClass(DispatcherServlet.class)
  public static class ServletConfiguration {

    /** Answered with a problem whether or not {@code spring.mvc.problemdetails.enabled} is set. */
    @Bean
    RequestTooLargeAdvice protojsonRequestTooLargeHandler() {
      return new RequestTooLargeAdvice();
    }

    @Bean
    @ConditionalOnBooleanProperty(name = PARSE_ERROR_DETAILS, matchIfMissing = true)
    ServletParseErrorAdvice protojsonParseErrorHandler() {
      return new ServletParseErrorAdvice();
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = JACKSON_DATABIND)
    @ConditionalOnBooleanProperty(name = PARSE_ERROR_DETAILS, matchIfMissing = true)
    static class NestedMessagesConfiguration {

      @Bean
      ServletNestedParseErrorAdvice protojsonNestedParseErrorHandler() {
        return new ServletNestedParseErrorAdvice();
      }
    }
  }

  /** WebFlux's advices. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = Type.REACTIVE)
  @ConditionalOnClass(DispatcherHandler.class)
  @ConditionalOnBooleanProperty(name = PARSE_ERROR_DETAILS, matchIfMissing = true)
  public static class ReactiveConfiguration {

    @Bean
    ReactiveParseErrorAdvice protojsonReactiveParseErrorHandler() {
      return new ReactiveParseErrorAdvice();
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = JACKSON_DATABIND)
    static class NestedMessagesConfiguration {

      @Bean
      ReactiveNestedParseErrorAdvice protojsonReactiveNestedParseErrorHandler() {
        return new ReactiveNestedParseErrorAdvice();
      }
    }
  }

  /**
   * Spring MVC, a whole-body message. The converter raises its exception for a request body as it is; inside another
   * exception, it is a response this server's own client could not read.
   */
  @ControllerAdvice
  @Order(ORDER)
  static final class ServletParseErrorAdvice {

    /**
     * @param ex the problem, wherever it is in the chain of causes
     * @param raised what was thrown, the first of that chain
     */
    @ExceptionHandler(ProtoJsonMessageNotReadableException.class)
    ResponseEntity<ProblemDetail> handle(ProtoJsonMessageNotReadableException ex, Exception raised) throws Exception {
      rethrowUnless(raised == ex, raised);
      return ProblemBodies.badRequest(ex.getMessage(), ex.getParseError());
    }

    /** Binary protobuf: no path or place, but what protobuf found. */
    @ExceptionHandler(BinaryProtobufNotReadableException.class)
    ResponseEntity<ProblemDetail> handle(BinaryProtobufNotReadableException ex, Exception raised) throws Exception {
      rethrowUnless(raised == ex, raised);
      return ProblemBodies.badRequest(ex.getMessage());
    }
  }

  /**
   * Spring MVC, a message inside a record, list or map: Spring's Jackson converter raises the request body's
   * {@code HttpMessageNotReadableException} caused by protojson's {@link InvalidProtoJsonException}.
   */
  @ControllerAdvice
  @Order(ORDER)
  static final class ServletNestedParseErrorAdvice {

    @ExceptionHandler(InvalidProtoJsonException.class)
    ResponseEntity<ProblemDetail> handle(InvalidProtoJsonException ex, Exception raised) throws Exception {
      rethrowUnless(raised instanceof HttpMessageNotReadableException && raised.getCause() == ex, raised);
      return NestedMessages.badRequest(ex);
    }
  }

  /** Spring MVC, a body over the limit. */
  @ControllerAdvice
  @Order(ORDER)
  static final class RequestTooLargeAdvice {

    @ExceptionHandler(RequestBodyTooLargeException.class)
    ResponseEntity<ProblemDetail> handle(RequestBodyTooLargeException ex) {
      return ProblemBodies.answer(ex.getBody());
    }
  }

  /** WebFlux, a whole-body message: WebFlux raises the codec's exception inside the request body's. */
  @ControllerAdvice
  @Order(ORDER)
  static final class ReactiveParseErrorAdvice {

    /**
     * @param ex the problem, wherever it is in the chain of causes
     * @param raised what was thrown, the first of that chain
     * @param exchange the request and response, which may be under way already
     */
    @ExceptionHandler(ProtoJsonDecodingException.class)
    ResponseEntity<ProblemDetail> handle(ProtoJsonDecodingException ex, Exception raised, ServerWebExchange exchange)
        throws Exception {
      rethrowIfCommitted(exchange, raised);
      rethrowUnless(raised instanceof ServerWebInputException && raised.getCause() == ex, raised);
      return ProblemBodies.badRequest(ex.getMessage(), ex.getParseError());
    }
  }

  /**
   * WebFlux, a message inside a record, list or map: Boot's Jackson decoder raises a {@code DecodingException}
   * caused by protojson's {@link InvalidProtoJsonException}, inside the request body's exception.
   */
  @ControllerAdvice
  @Order(ORDER)
  static final class ReactiveNestedParseErrorAdvice {

    @ExceptionHandler(InvalidProtoJsonException.class)
    ResponseEntity<ProblemDetail> handle(InvalidProtoJsonException ex, Exception raised, ServerWebExchange exchange)
        throws Exception {
      rethrowIfCommitted(exchange, raised);
      rethrowUnless(raised instanceof ServerWebInputException
          && raised.getCause() instanceof DecodingException decoding && decoding.getCause() == ex, raised);
      return NestedMessages.badRequest(ex);
    }
  }

  /** A class of its own, loaded only where Jackson databind is, as the advices that use it are. */
  static final class NestedMessages {

    private NestedMessages() {}

    /**
     * The 400 for a message inside another type: the problem as the whole body sees it, its path from the body's
     * root through the message.
     */
    static ResponseEntity<ProblemDetail> badRequest(InvalidProtoJsonException ex) {
      ProtoJsonParseException inBody = new ProtoJsonParseException(ex.getOriginalMessage(), ex.getFieldPath(),
          ex.getLine(), ex.getColumn(), ex);
      return ProblemBodies.badRequest(ParseErrorDetail.of(ex.getTypeName(), inBody), inBody);
    }
  }

  /** Leaves what is not the request body's own failure to the rest of Spring's exception handling. */
  private static void rethrowUnless(boolean requestBody, Exception raised) throws Exception {
    if (!requestBody) {
      throw raised;
    }
  }

  /**
   * Too late for a 400 once a streamed response has begun. Rethrown, Spring logs the problem itself, where an answer
   * would fail on the committed headers and be all that is logged.
   */
  private static void rethrowIfCommitted(ServerWebExchange exchange, Exception raised) throws Exception {
    if (exchange.getResponse().isCommitted()) {
      throw raised;
    }
  }
}
