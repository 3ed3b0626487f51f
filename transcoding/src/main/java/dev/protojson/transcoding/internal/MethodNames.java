package dev.protojson.transcoding.internal;

/** Full gRPC method names, as {@code io.grpc.MethodDescriptor} writes them: {@code package.Service/Method}. */
public final class MethodNames {

  private MethodNames() {}

  /**
   * {@code name} in the form {@code package.Service/Method}; also taken as {@code package.Service.Method} (a
   * selector of a service configuration) and with a leading {@code /}.
   *
   * @throws IllegalArgumentException if it names no method
   */
  public static String canonical(String name) {
    String trimmed = name.startsWith("/") ? name.substring(1) : name;
    int slash = trimmed.indexOf('/');
    if (slash < 0) {
      int dot = trimmed.lastIndexOf('.');
      if (dot <= 0 || dot == trimmed.length() - 1) {
        throw new IllegalArgumentException("\"" + name + "\" is not a full gRPC method name such as"
            + " package.Service/Method");
      }
      return trimmed.substring(0, dot) + "/" + trimmed.substring(dot + 1);
    }
    if (slash == 0 || slash == trimmed.length() - 1 || trimmed.indexOf('/', slash + 1) >= 0) {
      throw new IllegalArgumentException("\"" + name + "\" is not a full gRPC method name such as"
          + " package.Service/Method");
    }
    return trimmed;
  }
}
