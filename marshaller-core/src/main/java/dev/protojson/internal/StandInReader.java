package dev.protojson.internal;

import com.google.protobuf.Message;
import tools.jackson.core.JsonParser;

/** Held by other types' readers in place of a lazily registered type's reader until that exists; see
 * {@link StandInWriter}. */
final class StandInReader extends TypeReader {

  private final RegisteredType type;

  StandInReader(RegisteredType type) {
    this.type = type;
  }

  @Override
  public void merge(JsonParser parser, Message.Builder builder) {
    type.reader().merge(parser, builder);
  }

  @Override
  public TypeReader resolved() {
    return type.reader();
  }
}
