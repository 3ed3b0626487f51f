package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * How one enum type's values are read: by name or by number, {@code null} too where it is the type's value
 * ({@code google.protobuf.NullValue}). The counterpart of {@code write.EnumWriter}; built once per marshaller.
 */
public final class EnumReader {

  private final String fullName;
  private final boolean closed;
  private final boolean nullIsValue;
  private final Map<String, Integer> numbersByName = new HashMap<>();
  private final Set<Integer> numbers = new HashSet<>();

  /**
   * @param nullIsValue whether JSON {@code null} is this enum's value 0 rather than "not set"
   */
  public EnumReader(EnumDescriptor descriptor, boolean nullIsValue) {
    this.fullName = descriptor.getFullName();
    this.closed = descriptor.isClosed();
    this.nullIsValue = nullIsValue;
    for (EnumValueDescriptor value : descriptor.getValues()) {
      numbersByName.put(value.getName(), value.getNumber());
      numbers.add(value.getNumber());
    }
  }

  /** The number of the value at the current token; throws {@link SkipValue} for ignored unknown values. */
  int read(JsonParser p, boolean ignoringUnknown) {
    JsonToken token = p.currentToken();
    if (token == JsonToken.VALUE_STRING) {
      Integer number = numbersByName.get(p.getString());
      if (number != null) {
        return number;
      }
      if (ignoringUnknown) {
        throw SkipValue.INSTANCE;
      }
      throw Failures.invalidValue(p, "enum " + fullName, "unknown enum value name");
    }
    if (token == JsonToken.VALUE_NULL && nullIsValue) {
      return 0;
    }
    if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
      int number = ReadSupport.int32(p, "enum " + fullName);
      if (closed && !numbers.contains(number)) {
        if (ignoringUnknown) {
          throw SkipValue.INSTANCE;
        }
        throw Failures.invalidValue(p, "enum " + fullName, "unknown number for a closed enum");
      }
      return number;
    }
    throw Failures.invalidValue(p, "enum " + fullName, "expected a value name or number");
  }
}
