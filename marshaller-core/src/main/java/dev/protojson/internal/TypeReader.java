package dev.protojson.internal;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.util.List;
import tools.jackson.core.JsonParser;

/** Reads proto3 JSON into builders of one message type. Instances are immutable and shared between threads. */
public abstract class TypeReader {

  /**
   * Merges the JSON value whose first token is the parser's current token into {@code builder}, leaving the
   * parser on the value's last token.
   */
  public abstract void merge(JsonParser parser, Message.Builder builder);

  /**
   * The extensions of the type this reader knows (those declared in the files of the registered types), as
   * descriptors: empty for most types.
   */
  public List<FieldDescriptor> extensions() {
    return List.of();
  }

  /** The reader itself; for a stand-in, the real reader, made now if it does not exist yet. */
  public TypeReader resolved() {
    return this;
  }
}
