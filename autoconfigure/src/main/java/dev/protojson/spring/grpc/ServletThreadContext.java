package dev.protojson.spring.grpc;

import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.util.ClassUtils;

/**
 * What a transcoded call must leave on the servlet thread as it found it. The call's interceptors run on that
 * thread, and Spring gRPC's security interceptor sets the thread's {@code SecurityContextHolder} for the call and
 * clears it after: without this, the rest of the HTTP request (filters after Spring Security's authorization, the
 * security context's saving) would lose the user the HTTP chain authenticated.
 */
final class ServletThreadContext {

  private static final boolean SECURITY = ClassUtils.isPresent(
      "org.springframework.security.core.context.SecurityContextHolder", ServletThreadContext.class.getClassLoader());

  private ServletThreadContext() {}

  /** Takes the thread's context now; the returned action puts it back. */
  static Runnable save() {
    return SECURITY ? Security.save() : () -> { };
  }

  /** Apart, so that this class loads where Spring Security is not on the class path. */
  private static final class Security {

    static Runnable save() {
      SecurityContext context = SecurityContextHolder.getContext();
      return () -> SecurityContextHolder.setContext(context);
    }
  }
}
