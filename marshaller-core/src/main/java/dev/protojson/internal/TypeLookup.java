package dev.protojson.internal;

import com.google.protobuf.Descriptors.Descriptor;

/** Finds the registration of a message type that is already registered; null where there is none. */
public interface TypeLookup {

  /** The registration of this very descriptor (the copy of the type its class loader has); null if none. */
  RegisteredType registered(Descriptor type);

  /** For {@code google.protobuf.Any}: the type by its full name, e.g. {@code pkg.Msg}; null if not registered. */
  RegisteredType byFullName(String fullName);
}
