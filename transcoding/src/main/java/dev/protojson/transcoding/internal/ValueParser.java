package dev.protojson.transcoding.internal;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Duration;
import com.google.protobuf.FieldMask;
import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import java.math.BigInteger;
import java.util.Base64;
import java.util.regex.Pattern;

/**
 * Turns the text of a path variable or query parameter into a field value, as proto3 JSON reads the same value
 * given as a JSON string: integers in decimal, floating point also as {@code NaN}, {@code Infinity} and
 * {@code -Infinity}, {@code true} or {@code false}, enums by name or number, bytes in base64 (standard or URL-safe,
 * padded or not), wrappers as their wrapped value, and {@code Timestamp}, {@code Duration} and {@code FieldMask} in
 * their JSON string forms, read by protojson (a marshaller of those three types: no option of the application's
 * changes how they are read, and the application need not have registered them).
 */
final class ValueParser {

  private static final Pattern INTEGER = Pattern.compile("-?(?:0|[1-9][0-9]*)");
  private static final Pattern DECIMAL = Pattern.compile("-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?");
  private static final Pattern LOCATION = Pattern.compile(" at line \\d+, column \\d+$");
  private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

  /**
   * The value of {@code field} (an element, for a repeated field) that {@code text} gives; for a message field, a
   * message built with {@code parent}'s builder for it.
   *
   * @param where what the text is, for the message: {@code query parameter page_size}
   * @throws IllegalArgumentException saying why {@code text} is not such a value
   */
  Object parse(FieldDescriptor field, String text, Message.Builder parent, String where) {
    try {
      return parse(field, text, parent);
    } catch (Invalid e) {
      throw new IllegalArgumentException("Invalid value \"" + JsonText.shorten(text) + "\" for " + where + " ("
          + WellKnown.typeName(field) + "): " + e.getMessage(), e.getCause());
    }
  }

  private Object parse(FieldDescriptor field, String text, Message.Builder parent) {
    if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
      Message.Builder builder = parent.newBuilderForField(field);
      if (WellKnown.isWrapper(field.getMessageType())) {
        FieldDescriptor value = field.getMessageType().findFieldByNumber(1);
        builder.setField(value, scalar(value, text));
      } else {
        readJsonString(field, text, builder);
      }
      return builder.build();
    }
    return scalar(field, text);
  }

  private Object scalar(FieldDescriptor field, String text) {
    return switch (field.getType()) {
      case INT32, SINT32, SFIXED32 -> (int) integer(text, Integer.MIN_VALUE, Integer.MAX_VALUE);
      case UINT32, FIXED32 -> (int) integer(text, 0, 0xFFFF_FFFFL);
      case INT64, SINT64, SFIXED64 -> integer(text, Long.MIN_VALUE, Long.MAX_VALUE);
      case UINT64, FIXED64 -> unsigned64(text);
      case FLOAT -> toFloat(text);
      case DOUBLE -> toDouble(text);
      case BOOL -> bool(text);
      case STRING -> text;
      case BYTES -> bytes(text);
      case ENUM -> enumValue(field, text);
      default -> throw new Invalid("cannot be given as text", null);
    };
  }

  private static long integer(String text, long min, long max) {
    if (!INTEGER.matcher(text).matches()) {
      throw invalid("not an integer");
    }
    try {
      long value = Long.parseLong(text);
      if (value >= min && value <= max) {
        return value;
      }
    } catch (NumberFormatException e) {
      // out of the range of a long: reported below
    }
    throw invalid("out of range");
  }

  private static long unsigned64(String text) {
    if (!INTEGER.matcher(text).matches() || text.startsWith("-") && !text.equals("-0")) {
      throw invalid(text.startsWith("-") ? "out of range" : "not an integer");
    }
    BigInteger value = new BigInteger(text);
    if (value.compareTo(UINT64_MAX) > 0) {
      throw invalid("out of range");
    }
    return value.longValue();
  }

  private static double toDouble(String text) {
    return switch (text) {
      case "NaN" -> Double.NaN;
      case "Infinity" -> Double.POSITIVE_INFINITY;
      case "-Infinity" -> Double.NEGATIVE_INFINITY;
      default -> finite(text);
    };
  }

  private static double finite(String text) {
    // The length cap keeps a long text of digits from costing big-number arithmetic.
    if (text.length() > 400 || !DECIMAL.matcher(text).matches()) {
      throw invalid("not a number");
    }
    double value = Double.parseDouble(text);
    if (Double.isInfinite(value)) {
      throw invalid("out of range");
    }
    return value;
  }

  private static float toFloat(String text) {
    double value = toDouble(text);
    if (Double.isFinite(value) && Math.abs(value) > Float.MAX_VALUE) {
      throw invalid("out of range");
    }
    return (float) value;
  }

  private static boolean bool(String text) {
    return switch (text) {
      case "true" -> true;
      case "false" -> false;
      default -> throw invalid("expected true or false");
    };
  }

  private static ByteString bytes(String text) {
    // A '+' of standard base64 sent unencoded in a query string arrives as a space, which base64 never holds.
    String base64 = text.replace(' ', '+');
    boolean urlSafe = base64.indexOf('-') >= 0 || base64.indexOf('_') >= 0;
    try {
      return ByteString.copyFrom((urlSafe ? Base64.getUrlDecoder() : Base64.getDecoder()).decode(base64));
    } catch (IllegalArgumentException e) {
      throw invalid("not base64");
    }
  }

  private static EnumValueDescriptor enumValue(FieldDescriptor field, String text) {
    EnumDescriptor type = field.getEnumType();
    EnumValueDescriptor named = type.findValueByName(text);
    if (named != null) {
      return named;
    }
    if (INTEGER.matcher(text).matches()) {
      long number;
      try {
        number = Long.parseLong(text);
      } catch (NumberFormatException e) {
        number = Long.MAX_VALUE;
      }
      if (number >= Integer.MIN_VALUE && number <= Integer.MAX_VALUE) {
        EnumValueDescriptor known = type.findValueByNumber((int) number);
        if (known != null) {
          return known;
        }
        if (!type.isClosed()) {
          return type.findValueByNumberCreatingIfUnknown((int) number);
        }
      }
      throw invalid("not a number of " + type.getFullName());
    }
    throw invalid("not a value of " + type.getFullName());
  }

  private static void readJsonString(FieldDescriptor field, String text, Message.Builder builder) {
    try {
      StringForms.MARSHALLER.mergeValue(JsonText.quote(text), builder);
    } catch (ProtoJsonParseException e) {
      // The location is that of the quoted text made here, which means nothing to the sender.
      throw new Invalid(LOCATION.matcher(e.getMessage()).replaceFirst(""), e);
    }
  }

  private static Invalid invalid(String why) {
    return new Invalid(why, null);
  }

  /** Why a text is not a value, completed by {@link #parse(FieldDescriptor, String, Message.Builder, String)}. */
  private static final class Invalid extends RuntimeException {

    private static final long serialVersionUID = 1L;

    Invalid(String why, Throwable cause) {
      super(why, cause, false, false);
    }
  }

  /** Made on the first parameter of these types, not with every route table: building it takes a while. */
  private static final class StringForms {

    static final MessageMarshaller MARSHALLER = MessageMarshaller.builder()
        .register(Timestamp.getDefaultInstance())
        .register(Duration.getDefaultInstance())
        .register(FieldMask.getDefaultInstance())
        .build();
  }
}
