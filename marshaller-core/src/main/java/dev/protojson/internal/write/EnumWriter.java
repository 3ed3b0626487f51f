package dev.protojson.internal.write;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.io.SerializedString;

/**
 * How one enum type's values are written: by pre-encoded name, looked up by number, or as numbers when the
 * marshaller prints enums as ints. Numbers without a name (open enums hold any int) are written as numbers.
 * {@code google.protobuf.NullValue} is always {@code null}. The counterpart of {@code read.EnumReader}.
 */
public abstract class EnumWriter {

  /** Writes the value with number {@code number}. */
  public abstract void write(JsonGenerator generator, int number);

  /** The pre-encoded {@code "NAME"} of the value with number {@code number}; null if it is not written as a name. */
  byte[] quoted(int number) {
    return null;
  }

  /** {@code "name"} as JSON bytes, quotes included. */
  private static byte[] encode(SerializedString name) {
    byte[] inner = name.asQuotedUTF8();
    byte[] bytes = new byte[inner.length + 2];
    bytes[0] = '"';
    System.arraycopy(inner, 0, bytes, 1, inner.length);
    bytes[bytes.length - 1] = '"';
    return bytes;
  }

  private static byte[][] encode(SerializedString[] names) {
    byte[][] bytes = new byte[names.length][];
    for (int i = 0; i < names.length; i++) {
      bytes[i] = encode(names[i]);
    }
    return bytes;
  }

  /**
   * @param asNull whether the type's only JSON value is {@code null} ({@code google.protobuf.NullValue})
   */
  public static EnumWriter of(EnumDescriptor type, boolean asInts, boolean asNull) {
    if (asNull) {
      return new AsNull();
    }
    if (asInts) {
      return new AsNumbers();
    }
    // The first value declared with a number names it; later ones are aliases.
    Map<Integer, SerializedString> byNumber = new TreeMap<>();
    for (EnumValueDescriptor value : type.getValues()) {
      byNumber.putIfAbsent(value.getNumber(), new SerializedString(value.getName()));
    }
    int[] numbers = byNumber.keySet().stream().mapToInt(Integer::intValue).toArray();
    SerializedString[] names = byNumber.values().toArray(new SerializedString[0]);
    boolean dense = numbers.length > 0 && numbers[0] == 0 && numbers[numbers.length - 1] == numbers.length - 1;
    return dense ? new Dense(names) : new Sparse(numbers, names);
  }

  private static final class Dense extends EnumWriter {
    private final SerializedString[] names;
    private final byte[][] quoted;

    Dense(SerializedString[] names) {
      this.names = names;
      this.quoted = encode(names);
    }

    @Override
    byte[] quoted(int number) {
      return number >= 0 && number < quoted.length ? quoted[number] : null;
    }

    @Override
    public void write(JsonGenerator generator, int number) {
      if (number >= 0 && number < names.length) {
        generator.writeString(names[number]);
      } else {
        generator.writeNumber(number);
      }
    }
  }

  private static final class Sparse extends EnumWriter {
    private final int[] numbers;
    private final SerializedString[] names;

    private final byte[][] quoted;

    Sparse(int[] numbers, SerializedString[] names) {
      this.numbers = numbers;
      this.names = names;
      this.quoted = encode(names);
    }

    @Override
    byte[] quoted(int number) {
      int at = Arrays.binarySearch(numbers, number);
      return at >= 0 ? quoted[at] : null;
    }

    @Override
    public void write(JsonGenerator generator, int number) {
      int at = Arrays.binarySearch(numbers, number);
      if (at >= 0) {
        generator.writeString(names[at]);
      } else {
        generator.writeNumber(number);
      }
    }
  }

  private static final class AsNumbers extends EnumWriter {
    @Override
    public void write(JsonGenerator generator, int number) {
      generator.writeNumber(number);
    }
  }

  private static final class AsNull extends EnumWriter {
    @Override
    public void write(JsonGenerator generator, int number) {
      generator.writeNull();
    }
  }
}
