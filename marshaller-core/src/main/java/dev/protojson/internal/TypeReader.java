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

  /** The reader itself; for a stand-in, the real reader, made now if it does not exist yet. */
  public TypeReader resolved() {
    return this;
  }
}
