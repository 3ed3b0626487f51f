package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.Filter;
import jakarta.servlet.http.HttpServletRequest;
import java.net.http.HttpRequest;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Notes whom the servlet thread's {@link SecurityContextHolder} holds once a request has been served, as code that
 * runs after the handler in Spring Security's filter chain sees it. Its {@link #filter()} goes into that chain.
 * Only requests {@linkplain #label labelled} are noted, each under its own label: the client may have its answer
 * before the filter is done, so an earlier test's request can still be on its way out.
 */
final class SecuredThreadAfterCall {

  private static final String LABEL = "X-Test-Request";

  private final Map<String, CompletableFuture<String>> users = new ConcurrentHashMap<>();

  Filter filter() {
    return (request, response, chain) -> {
      chain.doFilter(request, response);
      String label = ((HttpServletRequest) request).getHeader(LABEL);
      if (label != null) {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        served(label).complete(authentication == null ? SecuredLibrary.NOBODY : authentication.getName());
      }
    };
  }

  /** Labels {@code request} so that {@link #userAfter} can find it; returns the label. */
  String label(HttpRequest.Builder request) {
    String label = UUID.randomUUID().toString();
    request.header(LABEL, label);
    return label;
  }

  /** The user on the servlet thread after the request labelled {@code label} was served; this waits for it. */
  String userAfter(String label) throws Exception {
    String user = served(label).get(5, TimeUnit.SECONDS);
    assertThat(user).as("a request served through the filter").isNotNull();
    return user;
  }

  private CompletableFuture<String> served(String label) {
    return users.computeIfAbsent(label, any -> new CompletableFuture<>());
  }
}
