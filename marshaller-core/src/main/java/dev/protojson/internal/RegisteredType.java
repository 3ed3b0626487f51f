package dev.protojson.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;

/** One registered message type and its generated (or hand-written) writer and reader. */
public record RegisteredType(Message defaultInstance, TypeWriter writer, TypeReader reader) {

  public Descriptor descriptor() {
    return defaultInstance.getDescriptorForType();
  }
}
