package dev.protojson.transcoding.internal;

import io.grpc.MethodDescriptor.MethodType;
import java.util.Set;

/**
 * The one place that decides which kinds of gRPC method can be transcoded: unary always, streaming kinds where the
 * HTTP adapter serves them. A method of another kind with an HTTP rule stops the route table from being built,
 * rather than being left out without a word.
 */
public final class StreamingMethods {

  private StreamingMethods() {}

  /** Whether methods of this kind can be served over HTTP/JSON by an adapter that serves {@code streaming}. */
  static boolean isTranscodable(MethodType type, Set<MethodType> streaming) {
    return type == MethodType.UNARY || streaming.contains(type);
  }

  /**
   * @throws IllegalStateException if a method of this kind, which has an HTTP rule, cannot be transcoded by an
   *     adapter that serves {@code streaming}
   */
  static void refuse(String fullMethodName, MethodType type, Set<MethodType> streaming, String reason) {
    if (!isTranscodable(type, streaming)) {
      throw new IllegalStateException("The gRPC method " + fullMethodName + " is " + describe(type)
          + " and has an HTTP rule, but " + reason + ": remove its google.api.http rule, or replace it with none"
          + " through TranscodingRules.remove(\"" + fullMethodName + "\")");
    }
  }

  /** The kind of method in words, for messages. */
  public static String describe(MethodType type) {
    return switch (type) {
      case UNARY -> "unary";
      case SERVER_STREAMING -> "server-streaming";
      case CLIENT_STREAMING -> "client-streaming";
      case BIDI_STREAMING -> "bidirectional-streaming";
      default -> "of an unknown kind";
    };
  }
}
