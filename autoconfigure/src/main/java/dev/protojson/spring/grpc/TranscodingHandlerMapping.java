package dev.protojson.spring.grpc;

import dev.protojson.transcoding.RouteMatch;
import dev.protojson.transcoding.Transcoder;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.context.ApplicationContext;
import org.springframework.http.HttpHeaders;
import org.springframework.http.server.RequestPath;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.cors.CorsConfigurationSource;
import org.springframework.web.cors.CorsUtils;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.handler.AbstractHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * Maps the requests that match a transcoded route to {@link TranscodedCallHandler}; a path that routes have, but not
 * for the request's method, is refused as Spring MVC refuses it for controllers (405 with {@code Allow}); any other
 * request is left to the next mapping, so an unknown path gets the application's normal 404.
 *
 * <p>Its {@linkplain #ORDER order} puts it after the application's own handlers: annotated controllers, router
 * functions, view controllers, bean-name URLs and the welcome page. Where one of them has the same path, the
 * application's hand-written code is the more deliberate choice (it lets an application take over one route of a
 * service), and Spring MVC answers 405 for a path one of its controllers has with another method. The mapping comes
 * before the static resources, whose {@code /**} would otherwise answer 404 for every transcoded path.
 *
 * <p>The application's global CORS mappings apply to the routes as they do to controllers, preflight requests
 * included: a preflight for a route's path and method is answered by Spring MVC's CORS processing.
 *
 * <p>The handler is a {@link HandlerMethod}, so the application's {@code @ControllerAdvice} exception handlers,
 * protojson's 413 answer among them, apply to what it raises as they do to controllers.
 */
final class TranscodingHandlerMapping extends AbstractHandlerMapping {

  /** After Spring MVC's mappings of explicit paths (-1 to 2), before static resources (lowest - 1). */
  static final int ORDER = 3;

  /** The bean name of Spring MVC's mapping of annotated controllers, which holds the global CORS mappings. */
  private static final String CONTROLLERS_MAPPING = "requestMappingHandlerMapping";

  private final Transcoder transcoder;
  private final HandlerMethod handler;
  private final HandlerMethod streamingHandler;

  TranscodingHandlerMapping(Transcoder transcoder, TranscodedCallHandler handler,
      StreamingCallHandler streamingHandler) {
    this.transcoder = transcoder;
    this.handler = new HandlerMethod(handler, TranscodedCallHandler.HANDLE);
    this.streamingHandler = new HandlerMethod(streamingHandler, StreamingCallHandler.HANDLE);
    setOrder(ORDER);
  }

  /** Whether any route is served: without one, every request goes to the next mapping at once. */
  boolean hasRoutes() {
    return !transcoder.routes().isEmpty();
  }

  @Override
  protected Object getHandlerInternal(HttpServletRequest request) throws Exception {
    if (!hasRoutes()) {
      return null;
    }
    if (CorsUtils.isPreFlightRequest(request)) {
      // the handler stands for the route the browser asks about; Spring MVC answers the preflight in its place
      String asked = request.getHeader(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD);
      return transcoder.match(asked, rawPath(request)) instanceof RouteMatch.Found ? handler : null;
    }
    RouteMatch match = transcoder.match(request.getMethod(), rawPath(request));
    if (match instanceof RouteMatch.Found found) {
      request.setAttribute(TranscodedCallHandler.MATCH_ATTRIBUTE, found);
      return found.route().streamsRequests() || found.route().streamsResponses() ? streamingHandler : handler;
    }
    if (match instanceof RouteMatch.MethodNotAllowed notAllowed) {
      throw new HttpRequestMethodNotSupportedException(request.getMethod(), notAllowed.allowedMethods());
    }
    return null;
  }

  /**
   * Takes the application's global CORS mappings ({@code WebMvcConfigurer.addCorsMappings}), as Spring MVC gives
   * them to its controllers' mapping, unless a source was set on this mapping.
   */
  @Override
  protected void initApplicationContext() {
    super.initApplicationContext();
    ApplicationContext context = obtainApplicationContext();
    if (getCorsConfigurationSource() == null && context.containsBean(CONTROLLERS_MAPPING)
        && context.getBean(CONTROLLERS_MAPPING) instanceof AbstractHandlerMapping controllers) {
      CorsConfigurationSource global = controllers.getCorsConfigurationSource();
      if (global != null) {
        setCorsConfigurationSource(global);
      }
    }
  }

  /**
   * The path within the application (after the context path and the dispatcher servlet's path), still
   * percent-encoded, as the route table matches it. Unlike controllers' lookup path it keeps {@code ;}: for
   * {@code google.api.http} it is part of a segment.
   */
  private static String rawPath(HttpServletRequest request) {
    RequestPath path = ServletRequestPathUtils.hasParsedRequestPath(request)
        ? ServletRequestPathUtils.getParsedRequestPath(request)
        : RequestPath.parse(request.getRequestURI(), request.getContextPath());
    return path.pathWithinApplication().value();
  }
}
