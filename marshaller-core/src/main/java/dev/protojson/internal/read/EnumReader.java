package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
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
  private final Set<Integer> numbers = new HashSet<>();
  /**
   * The value names by the same hash as {@link String#hashCode()}, open addressing with linear probing, and each
   * name's number at the same slot: looked up from the parser's characters, so no {@code String} is made.
   */
  private final char[][] names;
  private final int[] numbersAt;

  /**
   * @param nullIsValue whether JSON {@code null} is this enum's value 0 rather than "not set"
   */
  public EnumReader(EnumDescriptor descriptor, boolean nullIsValue) {
    this.fullName = descriptor.getFullName();
    this.closed = descriptor.isClosed();
    this.nullIsValue = nullIsValue;
    List<EnumValueDescriptor> values = descriptor.getValues();
    int size = Integer.highestOneBit(Math.max(1, values.size()) * 2) * 2;
    names = new char[size][];
    numbersAt = new int[size];
    for (EnumValueDescriptor value : values) {
      numbers.add(value.getNumber());
      char[] name = value.getName().toCharArray();
      int slot = slot(value.getName().hashCode());
      while (names[slot] != null) {
        slot = (slot + 1) & (size - 1);
      }
      names[slot] = name;
      numbersAt[slot] = value.getNumber();
    }
  }

  private int slot(int hash) {
    return (hash ^ (hash >>> 16)) & (names.length - 1);
  }

  /** The slot of the current string token's value name, or -1 if it names no value. */
  private int find(JsonParser p) {
    int start = p.getStringOffset();
    return find(p.getStringCharacters(), start, start + p.getStringLength());
  }

  /** The slot of the value named {@code chars[start..end)}, or -1 if it names no value. */
  int find(char[] chars, int start, int end) {
    int hash = 0;
    for (int i = start; i < end; i++) {
      hash = 31 * hash + chars[i];
    }
    for (int slot = slot(hash); ; slot = (slot + 1) & (names.length - 1)) {
      char[] name = names[slot];
      if (name == null) {
        return -1;
      }
      if (Arrays.equals(chars, start, end, name, 0, name.length)) {
        return slot;
      }
    }
  }

  /** The number of the value at {@code slot}, a slot {@link #find} found. */
  int numberAt(int slot) {
    return numbersAt[slot];
  }

  /** Whether JSON {@code null} is this enum's value 0 ({@code google.protobuf.NullValue}). */
  boolean nullIsValue() {
    return nullIsValue;
  }

  /** Whether {@code number} is read as it is: any number of an open enum, a known one of a closed enum. */
  boolean isKnownOrOpen(int number) {
    return !closed || numbers.contains(number);
  }

  /** The number of the value at the current token; throws {@link SkipValue} for ignored unknown values. */
  int read(JsonParser p, boolean ignoringUnknown) {
    JsonToken token = p.currentToken();
    if (token == JsonToken.VALUE_STRING) {
      int slot = find(p);
      if (slot >= 0) {
        return numbersAt[slot];
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
