package dev.protojson.internal.read;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import dev.protojson.internal.read.NumberText.Rejected;
import java.util.Base64;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;

/**
 * The value readers that generated code calls, one per proto scalar type, each reading the parser's current
 * token strictly per the proto3 JSON mapping, and the map key readers, each reading the current name. The table of
 * field kinds ({@code dev.protojson.internal.kind.FieldKind}) says which kind uses which. Public because generated
 * classes live in their own class loader.
 */
public final class ReadSupport {

  private static final long UINT32_MAX = 0xFFFF_FFFFL;
  /** Longer integer token texts cannot be in range; checked before any value is built. */
  private static final int MAX_INTEGER_DIGITS = 25;
  /** What {@link #simpleInteger} returns for text it leaves to {@link #integral}. */
  private static final long NOT_SIMPLE = Long.MIN_VALUE;

  private ReadSupport() {}

  public static int readInt32(JsonParser p) {
    return int32(p, "int32");
  }

  public static int readSInt32(JsonParser p) {
    return int32(p, "sint32");
  }

  public static int readSFixed32(JsonParser p) {
    return int32(p, "sfixed32");
  }

  public static int readUInt32(JsonParser p) {
    return uint32(p, "uint32");
  }

  public static int readFixed32(JsonParser p) {
    return uint32(p, "fixed32");
  }

  public static long readInt64(JsonParser p) {
    return int64(p, "int64");
  }

  public static long readSInt64(JsonParser p) {
    return int64(p, "sint64");
  }

  public static long readSFixed64(JsonParser p) {
    return int64(p, "sfixed64");
  }

  public static long readUInt64(JsonParser p) {
    return uint64(p, "uint64");
  }

  public static long readFixed64(JsonParser p) {
    return uint64(p, "fixed64");
  }

  public static float readFloat(JsonParser p) {
    double value = floating(p, "float");
    float narrowed = (float) value;
    if (FloatText.onMidpoint(value)) {
      narrowed = Float.parseFloat(p.getText());
    }
    if (Float.isInfinite(narrowed) && !Double.isInfinite(value)) {
      throw Failures.invalidValue(p, "float", "out of range");
    }
    return narrowed;
  }

  public static double readDouble(JsonParser p) {
    return floating(p, "double");
  }

  public static boolean readBool(JsonParser p) {
    JsonToken token = p.currentToken();
    if (token == JsonToken.VALUE_TRUE) {
      return true;
    }
    if (token == JsonToken.VALUE_FALSE) {
      return false;
    }
    throw Failures.invalidValue(p, "bool", "expected true or false");
  }

  public static String readString(JsonParser p) {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      String binary = binaryAsText(p);
      if (binary != null) {
        return binary;
      }
      throw Failures.invalidValue(p, "string", "expected a JSON string");
    }
    String value = p.getString();
    if (!DirectStringParser.madeFromAscii(p, value) && !wellFormed(value)) {
      throw Failures.invalidValue(p, "string", "unpaired surrogate character");
    }
    return value;
  }

  /**
   * Bytes a generator wrote as binary (a {@code bytes} field, a {@code ByteString}) where text is read, carried
   * without text by Jackson's token buffer ({@code convertValue}) or a tree: the base64 text JSON would have held,
   * as Jackson reads them into a {@code String}. Null for any other token.
   */
  public static String binaryAsText(JsonParser p) {
    if (p.currentToken() == JsonToken.VALUE_EMBEDDED_OBJECT && p.getEmbeddedObject() instanceof byte[] raw) {
      return Base64.getEncoder().encodeToString(raw);
    }
    return null;
  }

  public static ByteString readBytes(JsonParser p) {
    if (p.currentToken() == JsonToken.VALUE_EMBEDDED_OBJECT && p.getEmbeddedObject() instanceof byte[] raw) {
      // Bytes that a generator wrote as binary, carried without text: Jackson's token buffer (convertValue) and
      // trees (valueToTree) hold the array itself. Copied: a tree may be read again, or changed.
      return ByteString.copyFrom(raw);
    }
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw Failures.invalidValue(p, "bytes", "expected a base64 string");
    }
    byte[] decoded = base64(p.getString());
    if (decoded == null) {
      throw Failures.invalidValue(p, "bytes", "not valid base64");
    }
    // A new array no one else holds: wrapped, not copied again.
    return UnsafeByteOperations.unsafeWrap(decoded);
  }

  /** The number of the enum value at the current token; throws {@link SkipValue} for ignored unknown values. */
  public static int readEnum(JsonParser p, FieldInfo field) {
    return field.enumReader.read(p, field.ignoringUnknown);
  }

  /** The default branch of generated switches: an index (of a field, a constant) the generated class has no case for. */
  public static RuntimeException noCase(int index) {
    return new IllegalStateException("generated code has no case for index " + index);
  }

  public static int keyInt32(JsonParser p) {
    return (int) key(p, "int32", Integer.MIN_VALUE, Integer.MAX_VALUE);
  }

  public static int keyUInt32(JsonParser p) {
    return (int) key(p, "uint32", 0, UINT32_MAX);
  }

  public static long keyInt64(JsonParser p) {
    return key(p, "int64", Long.MIN_VALUE, Long.MAX_VALUE);
  }

  public static long keyUInt64(JsonParser p) {
    String name = p.currentName();
    try {
      return NumberText.canonicalUnsigned(name);
    } catch (Rejected e) {
      throw badKey(p, "uint64", name);
    }
  }

  public static boolean keyBool(JsonParser p) {
    String name = p.currentName();
    if (name.equals("true")) {
      return true;
    }
    if (name.equals("false")) {
      return false;
    }
    throw badKey(p, "bool", name);
  }

  public static String keyString(JsonParser p) {
    String name = p.currentName();
    if (!wellFormed(name)) {
      throw badKey(p, "string", name);
    }
    return name;
  }

  private static long key(JsonParser p, String kind, long min, long max) {
    String name = p.currentName();
    try {
      return NumberText.canonicalSigned(name, min, max);
    } catch (Rejected e) {
      throw badKey(p, kind, name);
    }
  }

  private static RuntimeException badKey(JsonParser p, String kind, String name) {
    return Failures.at(p, "Invalid map key \"" + Failures.shorten(name) + "\" for " + kind + " key of map field ", "");
  }

  static int int32(JsonParser p, String kind) {
    JsonToken token = p.currentToken();
    if (token == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT) {
      return p.getIntValue();
    }
    if (token == JsonToken.VALUE_STRING) {
      long simple = simpleInteger(p, false);
      if (simple != NOT_SIMPLE && simple == (int) simple) {
        return (int) simple;
      }
    }
    long value = integral(p, kind, false);
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw Failures.invalidValue(p, kind, "out of range");
    }
    return (int) value;
  }

  private static int uint32(JsonParser p, String kind) {
    JsonToken token = p.currentToken();
    long value;
    JsonParser.NumberType type = token == JsonToken.VALUE_NUMBER_INT ? p.getNumberType() : null;
    if (type == JsonParser.NumberType.INT) {
      value = p.getIntValue();
    } else if (type == JsonParser.NumberType.LONG) {
      // Above 2^31-1, which only the unsigned kinds accept: no text needed either.
      value = p.getLongValue();
    } else {
      long simple = token == JsonToken.VALUE_STRING ? simpleInteger(p, false) : NOT_SIMPLE;
      value = simple != NOT_SIMPLE ? simple : integral(p, kind, false);
    }
    if (value < 0 || value > UINT32_MAX) {
      throw Failures.invalidValue(p, kind, "out of range");
    }
    return (int) value;
  }

  private static long int64(JsonParser p, String kind) {
    JsonToken token = p.currentToken();
    if (token == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
      return p.getLongValue();
    }
    if (token == JsonToken.VALUE_STRING) {
      long simple = simpleInteger(p, false);
      if (simple != NOT_SIMPLE) {
        return simple;
      }
    }
    return integral(p, kind, false);
  }

  private static long uint64(JsonParser p, String kind) {
    JsonToken token = p.currentToken();
    if (token == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER) {
      long value = p.getLongValue();
      if (value < 0) {
        throw Failures.invalidValue(p, kind, "out of range");
      }
      return value;
    }
    if (token == JsonToken.VALUE_STRING) {
      long simple = simpleInteger(p, true);
      if (simple != NOT_SIMPLE) {
        return simple;
      }
    }
    return integral(p, kind, true);
  }

  /**
   * The value of the current string token if it is the form every writer uses for 64-bit integers, an optional
   * minus and 1 to 20 digits without a leading zero, in range (signed, or with {@code unsigned} 0 to 2^64-1 as
   * the same bits), read from the parser's buffer without making a {@code String}; {@link #NOT_SIMPLE} for
   * anything else, which {@link #integral} then judges (also the one value that is {@code NOT_SIMPLE} itself).
   */
  private static long simpleInteger(JsonParser p, boolean unsigned) {
    int length = p.getStringLength();
    if (length == 0 || length > 21) {
      return NOT_SIMPLE;
    }
    char[] chars = p.getStringCharacters();
    int i = p.getStringOffset();
    int end = i + length;
    boolean negative = chars[i] == '-';
    if (negative) {
      if (unsigned) {
        return NOT_SIMPLE;
      }
      i++;
    }
    int digits = end - i;
    if (digits == 0 || digits > 20 || (chars[i] == '0' && (digits > 1 || negative))) {
      return NOT_SIMPLE;
    }
    // Up to 19 digits cannot overflow 64 bits unsigned: the range is checked once, at the end.
    int last = Math.min(end, i + 19);
    long value = 0;
    for (; i < last; i++) {
      int digit = chars[i] - '0';
      if (digit < 0 || digit > 9) {
        return NOT_SIMPLE;
      }
      value = value * 10 + digit;
    }
    if (i < end) {
      int digit = chars[i] - '0';
      // A 20th digit: only unsigned values up to 18446744073709551615 have one.
      if (!unsigned || digit < 0 || digit > 9 || !NumberText.takesTwentiethDigit(value, digit)) {
        return NOT_SIMPLE;
      }
      return value * 10 + digit;
    }
    if (unsigned) {
      return value;
    }
    // Signed: 2^63 and above are out of range (and -2^63 is NOT_SIMPLE's own value).
    return value < 0 ? NOT_SIMPLE : negative ? -value : value;
  }

  /** Slow path for integers: strings, exponent and fraction forms, big numbers; all bounded by text length. */
  private static long integral(JsonParser p, String kind, boolean unsigned) {
    JsonToken token = p.currentToken();
    String text;
    if (token == JsonToken.VALUE_STRING) {
      text = p.getString();
    } else if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
      if (p.getTextLength() > NumberText.MAX_LENGTH) {
        throw Failures.invalidValue(p, kind, "out of range");
      }
      text = p.getText();
    } else {
      throw Failures.invalidValue(p, kind, "expected a number or a string holding one");
    }
    if (token == JsonToken.VALUE_NUMBER_INT && text.length() - (text.startsWith("-") ? 1 : 0) > MAX_INTEGER_DIGITS) {
      throw Failures.invalidValue(p, kind, "out of range");
    }
    try {
      return NumberText.integral(text, unsigned);
    } catch (Rejected e) {
      throw Failures.invalidValue(p, kind, switch (e.problem) {
        case FRACTION -> "not an integer";
        case OUT_OF_RANGE -> "out of range";
        case NOT_A_NUMBER -> "not a number";
      });
    }
  }

  private static double floating(JsonParser p, String kind) {
    JsonToken token = p.currentToken();
    if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
      if (p.getTextLength() > NumberText.MAX_LENGTH) {
        throw Failures.invalidValue(p, kind, "number text too long");
      }
      if (token == JsonToken.VALUE_NUMBER_FLOAT) {
        // Short decimals without Jackson's general double parsing.
        double simple = NumberText.simpleDecimal(p.getTextCharacters(), p.getTextOffset(), p.getTextLength());
        if (!Double.isNaN(simple)) {
          return simple;
        }
      }
      // Jackson's non-blocking parser, once asked the type of an integer too large for a long, gives that integer
      // again as the double of a later decimal: there the text is parsed instead.
      double value = p.canParseAsync() ? Double.parseDouble(p.getText()) : p.getDoubleValue();
      // A literal too large for a double is out of range. An infinite value that is not such a literal is one a
      // token buffer or tree carries as a number (convertValue of a Java Float or Double), read as NaN is.
      if (Double.isInfinite(value) && NumberText.isJsonNumber(p.getText())) {
        throw Failures.invalidValue(p, kind, "out of range");
      }
      // Jackson makes the integer token -0 the int 0 and then 0.0; its sign is kept, as -0.0's is.
      if (value == 0 && token == JsonToken.VALUE_NUMBER_INT && p.getTextCharacters()[p.getTextOffset()] == '-') {
        return -0.0;
      }
      return value;
    }
    if (token != JsonToken.VALUE_STRING) {
      throw Failures.invalidValue(p, kind, "expected a number, \"NaN\", \"Infinity\" or \"-Infinity\"");
    }
    String text = p.getString();
    switch (text) {
      case "NaN":
        return Double.NaN;
      case "Infinity":
        return Double.POSITIVE_INFINITY;
      case "-Infinity":
        return Double.NEGATIVE_INFINITY;
      default:
        if (text.length() > NumberText.MAX_LENGTH || !NumberText.isJsonNumber(text)) {
          throw Failures.invalidValue(p, kind, "not a number");
        }
        double value = Double.parseDouble(text);
        if (Double.isInfinite(value)) {
          throw Failures.invalidValue(p, kind, "out of range");
        }
        return value;
    }
  }

  /** Standard or URL-safe base64, padded or not; null if invalid. */
  public static byte[] base64(String text) {
    try {
      return Base64.getDecoder().decode(text);
    } catch (IllegalArgumentException standard) {
      try {
        return Base64.getUrlDecoder().decode(text);
      } catch (IllegalArgumentException urlSafe) {
        return null;
      }
    }
  }

  /** Whether every surrogate in {@code text} is part of a well-ordered pair. */
  public static boolean wellFormed(String text) {
    for (int i = 0, n = text.length(); i < n; i++) {
      char c = text.charAt(i);
      if (Character.isSurrogate(c)) {
        if (!Character.isHighSurrogate(c) || i + 1 >= n || !Character.isLowSurrogate(text.charAt(i + 1))) {
          return false;
        }
        i++;
      }
    }
    return true;
  }
}
