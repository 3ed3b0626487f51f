package dev.protojson.internal;

import com.google.protobuf.Message;
import tools.jackson.core.JsonParser;

/** Reads proto3 JSON into builders of one message type. Instances are immutable and shared between threads. */
public abstract class TypeReader {

  /**
   * Merges the JSON value whose first token is the parser's current token into {@code builder}, leaving the
   * parser on the value's last token.
   */
  public abstract void merge(JsonParser parser, Message.Builder builder);
}
