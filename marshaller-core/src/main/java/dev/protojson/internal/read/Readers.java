package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import java.util.List;
import java.util.Map;

/** Creates the readers of a batch of newly registered message types. */
public final class Readers {

  private Readers() {}

  /**
   * Returns a reader for every type in {@code batch}: hand-written for well-known types, generated for the rest.
   * Types outside the batch are found through {@code registered}.
   */
  public static Map<Descriptor, TypeReader> create(List<Message> batch, Options options, TypeLookup registered) {
    return Map.of();
  }
}
