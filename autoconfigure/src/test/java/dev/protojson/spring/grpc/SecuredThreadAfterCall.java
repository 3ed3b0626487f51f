package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.Filter;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Notes whom the servlet thread's {@link SecurityContextHolder} holds once a request has been served, as code that
 * runs after the handler in Spring Security's filter chain sees it. Its {@link #filter()} goes into that chain.
 */
final class SecuredThreadAfterCall {

  private final BlockingQueue<String> users = new LinkedBlockingQueue<>();

  Filter filter() {
    return (request, response, chain) -> {
      chain.doFilter(request, response);
      Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
      users.add(authentication == null ? SecuredLibrary.NOBODY : authentication.getName());
    };
  }

  /** Forgets the requests served so far. */
  void clear() {
    users.clear();
  }

  /**
   * The user after the next request served since the last {@link #clear()}, or {@code nobody}; the client may have
   * its answer before the filter is done, so this waits.
   */
  String next() throws InterruptedException {
    String user = users.poll(5, TimeUnit.SECONDS);
    assertThat(user).as("a request served through the filter").isNotNull();
    return user;
  }
}
