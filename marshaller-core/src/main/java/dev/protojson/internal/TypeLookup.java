package dev.protojson.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;

/** Finds the registration of a message type that is already registered; null where there is none. */
public interface TypeLookup {

  /** The registration of this very descriptor (the copy of the type its class loader has); null if none. */
  RegisteredType registered(Descriptor type);

  /** For {@code google.protobuf.Any}: the type by its full name, e.g. {@code pkg.Msg}; null if not registered. */
  RegisteredType byFullName(String fullName);

  /**
   * The writer of {@code message}'s own class, for a value whose type no descriptor led to (a proto2 extension's):
   * registered then if the marshaller registers types on demand, else an {@code UnregisteredTypeException}.
   */
  TypeWriter writer(Message message);
}
