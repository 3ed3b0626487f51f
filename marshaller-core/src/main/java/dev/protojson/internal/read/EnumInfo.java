package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Name and number lookup of one enum type, built once per marshaller. */
final class EnumInfo {

  final String fullName;
  final boolean closed;
  final boolean nullValue;
  private final Map<String, Integer> numbersByName = new HashMap<>();
  private final Set<Integer> numbers = new HashSet<>();

  EnumInfo(EnumDescriptor descriptor) {
    this.fullName = descriptor.getFullName();
    this.closed = descriptor.isClosed();
    this.nullValue = fullName.equals("google.protobuf.NullValue");
    for (EnumValueDescriptor value : descriptor.getValues()) {
      numbersByName.put(value.getName(), value.getNumber());
      numbers.add(value.getNumber());
    }
  }

  /** The number of the value named {@code name}, or null. */
  Integer byName(String name) {
    return numbersByName.get(name);
  }

  boolean isKnown(int number) {
    return numbers.contains(number);
  }
}
