package dev.protojson.spring.grpc;

import dev.protojson.transcoding.RouteMatch;
import dev.protojson.transcoding.Transcoder;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.web.cors.CorsConfiguration;
import org.springframework.web.cors.reactive.CorsUtils;
import org.springframework.web.reactive.config.CorsRegistry;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.reactive.handler.AbstractHandlerMapping;
import org.springframework.web.server.MethodNotAllowedException;
import org.springframework.web.server.ServerWebExchange;
import reactor.core.publisher.Mono;

/**
 * The WebFlux counterpart of {@link TranscodingHandlerMapping}: maps the requests that match a transcoded route to
 * {@link ReactiveTranscodedCallHandler}, refuses a known path with another method as WebFlux refuses it for
 * controllers (405 with {@code Allow}), and leaves any other request to the next mapping. It comes after the
 * application's own handlers and before static resources, for the same reasons.
 *
 * <p>The application's global CORS mappings apply to the routes as they do to controllers, preflight requests
 * included: a preflight for a route's path and method is answered by WebFlux's CORS processing.
 */
final class ReactiveTranscodingHandlerMapping extends AbstractHandlerMapping {

  private final Transcoder transcoder;
  private final ReactiveTranscodedCallHandler handler;

  ReactiveTranscodingHandlerMapping(Transcoder transcoder, ReactiveTranscodedCallHandler handler) {
    this.transcoder = transcoder;
    this.handler = handler;
    setOrder(TranscodingHandlerMapping.ORDER);
  }

  @Override
  protected Mono<?> getHandlerInternal(ServerWebExchange exchange) {
    if (transcoder.routes().isEmpty()) {
      return Mono.empty();
    }
    String method = exchange.getRequest().getMethod().name();
    // Still percent-encoded, with ';' kept: for google.api.http it is part of a segment
    String path = exchange.getRequest().getPath().pathWithinApplication().value();
    if (CorsUtils.isPreFlightRequest(exchange.getRequest())) {
      // the handler stands for the route the browser asks about; WebFlux answers the preflight in its place
      String asked = exchange.getRequest().getHeaders().getFirst(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD);
      return transcoder.match(asked, path) instanceof RouteMatch.Found ? Mono.just(handler) : Mono.empty();
    }
    RouteMatch match = transcoder.match(method, path);
    if (match instanceof RouteMatch.Found found) {
      exchange.getAttributes().put(ReactiveTranscodedCallHandler.MATCH_ATTRIBUTE, found);
      return Mono.just(handler);
    }
    if (match instanceof RouteMatch.MethodNotAllowed notAllowed) {
      List<HttpMethod> allowed = notAllowed.allowedMethods().stream().map(HttpMethod::valueOf).toList();
      // WebFlux's own error handling answers 405 but may leave the exception's headers out
      exchange.getResponse().getHeaders().setAllow(new LinkedHashSet<>(allowed));
      return Mono.error(new MethodNotAllowedException(method, allowed));
    }
    return Mono.empty();
  }

  /**
   * Takes the application's global CORS mappings ({@code WebFluxConfigurer.addCorsMappings}), as WebFlux's
   * configuration gathers them for its controllers' mapping, which does not hand them out.
   */
  @Override
  protected void initApplicationContext() {
    super.initApplicationContext();
    GlobalCorsMappings global = new GlobalCorsMappings();
    obtainApplicationContext().getBeanProvider(WebFluxConfigurer.class).orderedStream()
        .forEach(configurer -> configurer.addCorsMappings(global));
    Map<String, CorsConfiguration> configurations = global.configurations();
    if (!configurations.isEmpty()) {
      setCorsConfigurations(configurations);
    }
  }

  /** The registry the configurers fill, which shows what they registered. */
  private static final class GlobalCorsMappings extends CorsRegistry {

    Map<String, CorsConfiguration> configurations() {
      return getCorsConfigurations();
    }
  }
}
