package dev.protojson.transcoding.internal;

import io.grpc.MethodDescriptor.MethodType;

/**
 * The one place that decides which kinds of gRPC method can be transcoded: unary only, for now. A streaming method
 * with an HTTP rule stops the route table from being built, rather than being left out without a word.
 */
final class StreamingMethods {

  private StreamingMethods() {}

  /** Whether methods of this kind can be served over HTTP/JSON. */
  static boolean isTranscodable(MethodType type) {
    return type == MethodType.UNARY;
  }

  /** @throws IllegalStateException if a method of this kind, which has an HTTP rule, cannot be transcoded */
  static void refuse(String fullMethodName, MethodType type) {
    if (!isTranscodable(type)) {
      throw new IllegalStateException("The gRPC method " + fullMethodName + " is " + describe(type)
          + " and has an HTTP rule, but transcoding streaming methods is not supported yet: remove its"
          + " google.api.http rule, or replace it with none through TranscodingRules.remove(\"" + fullMethodName
          + "\")");
    }
  }

  private static String describe(MethodType type) {
    return switch (type) {
      case SERVER_STREAMING -> "server-streaming";
      case CLIENT_STREAMING -> "client-streaming";
      case BIDI_STREAMING -> "bidirectional-streaming";
      default -> "of an unknown kind";
    };
  }
}
