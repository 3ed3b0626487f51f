package dev.protojson.spring.openapi;

import build.buf.validate.BoolRules;
import build.buf.validate.EnumRules;
import build.buf.validate.FieldRules;
import build.buf.validate.StringRules;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.swagger.v3.oas.models.media.Schema;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The rules of one value (a field, a list element, a map key or value) of a string, number or enum type, as the
 * keywords of its schema. Each mapping also says whether the type's zero value keeps the rule, since protovalidate
 * checks the zero value of a field without presence, which the JSON leaves out.
 */
final class ValueRuleSchemas {

  private static final Map<String, String> FORMATS = Map.of("email", "email", "uri", "uri", "uuid", "uuid");
  private static final List<String> NON_FINITE = List.of("NaN", "Infinity", "-Infinity");

  private final SchemaDialect dialect;
  private final SchemaOptions options;

  ValueRuleSchemas(SchemaDialect dialect, SchemaOptions options) {
    this.dialect = dialect;
    this.options = options;
  }

  /**
   * Adds the rules to the value's schema, which may carry keywords beside a {@code $ref}.
   *
   * @param path the rules' path for the description, as {@code repeated.items}; empty for a field's own
   * @return whether the zero value keeps the rules that the schema now shows
   */
  boolean apply(FieldDescriptor value, FieldRules rules, Schema<Object> schema, String path, RuleNotes notes) {
    if (rules.getTypeCase() == FieldRules.TypeCase.TYPE_NOT_SET) {
      return true;
    }
    FieldDescriptor kind = FieldRules.getDescriptor().findFieldByNumber(rules.getTypeCase().getNumber());
    Message typed = (Message) rules.getField(kind);
    String prefix = path.isEmpty() ? kind.getName() : path + "." + kind.getName();
    if (value.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
      // a wrapper's or well-known type's rules: their schemas are not a plain string or number
      notes.unmapped(prefix, typed);
      return true;
    }
    return switch (rules.getTypeCase()) {
      case STRING -> strings(rules.getString(), schema, prefix, notes);
      case INT32, SINT32, SFIXED32, UINT32, FIXED32, FLOAT, DOUBLE, INT64, SINT64, SFIXED64, UINT64, FIXED64 ->
          numbers(typed, kind.getName(), schema, prefix, notes);
      case ENUM -> enums(value.getEnumType(), rules.getEnum(), schema, prefix, notes);
      case BOOL -> booleans(rules.getBool(), schema, prefix, notes);
      default -> {
        notes.unmapped(prefix, typed);
        yield true;
      }
    };
  }

  private boolean strings(StringRules rules, Schema<Object> schema, String prefix, RuleNotes notes) {
    boolean zero = true;
    for (Map.Entry<FieldDescriptor, Object> rule : rules.getAllFields().entrySet()) {
      String name = rule.getKey().getName();
      Object value = rule.getValue();
      if (Boolean.FALSE.equals(value)) {
        continue;
      }
      switch (name) {
        case "min_len" -> {
          schema.setMinLength(length(value));
          zero &= length(value) == 0;
        }
        case "max_len" -> schema.setMaxLength(length(value));
        case "len" -> {
          schema.setMinLength(length(value));
          schema.setMaxLength(length(value));
          zero &= length(value) == 0;
        }
        case "pattern" -> {
          schema.setPattern((String) value);
          zero &= matchesEmpty((String) value);
        }
        case "email", "uri", "uuid" -> {
          schema.setFormat(FORMATS.get(name));
          zero = false;
        }
        case "in" -> {
          schema.setEnum(new ArrayList<>((List<?>) value));
          zero &= ((List<?>) value).contains("");
        }
        case "const" -> {
          schema.setEnum(new ArrayList<>(List.of(value)));
          zero &= "".equals(value);
        }
        case "not_in" -> {
          addNot(schema, values((List<?>) value));
          zero &= !((List<?>) value).contains("");
        }
        default -> notes.unmapped(prefix + "." + name, value);
      }
    }
    return zero;
  }

  /**
   * Numbers of every kind. 64-bit integers are JSON strings, whose ranges no keyword states: the description does.
   * Their zero is known all the same, so a field whose zero is out of range is required.
   */
  private boolean numbers(Message rules, String kind, Schema<Object> schema, String prefix, RuleNotes notes) {
    boolean unsigned = kind.startsWith("uint") || kind.startsWith("fixed");
    boolean floating = kind.equals("float") || kind.equals("double");
    boolean written64 = kind.endsWith("64") && !floating;
    BigDecimal[] bounds = new BigDecimal[4];
    boolean[] exclusive = new boolean[2];
    List<BigDecimal> in = null;
    List<BigDecimal> notIn = null;
    boolean finite = false;
    for (Map.Entry<FieldDescriptor, Object> rule : rules.getAllFields().entrySet()) {
      String name = rule.getKey().getName();
      Object value = rule.getValue();
      if (name.equals("finite")) {
        finite = (Boolean) value;
        continue;
      }
      List<BigDecimal> decimals = decimals(value, unsigned);
      if (decimals == null || rule.getKey().isExtension()) {
        notes.unmapped(prefix + "." + name, value);
        continue;
      }
      if (written64 && name.matches("gte?|lte?")) {
        // a JSON string: no range keyword applies to it
        notes.unmapped(prefix + "." + name, value);
      }
      switch (name) {
        case "gt", "gte" -> {
          bounds[0] = decimals.get(0);
          exclusive[0] = name.equals("gt");
        }
        case "lt", "lte" -> {
          bounds[1] = decimals.get(0);
          exclusive[1] = name.equals("lt");
        }
        case "const", "in" -> in = decimals;
        case "not_in" -> notIn = decimals;
        default -> notes.unmapped(prefix + "." + name, value);
      }
    }
    NumericBounds range = new NumericBounds(bounds[0], exclusive[0], bounds[1], exclusive[1]);
    boolean zero = range.admits(BigDecimal.ZERO) && (in == null || containsZero(in))
        && (notIn == null || !containsZero(notIn));
    if (written64) {
      if (in != null) {
        schema.setEnum(strings(in));
      }
      if (notIn != null) {
        addNot(schema, strings(notIn));
      }
      keepExample(schema, range, in, notIn);
      return zero;
    }
    @SuppressWarnings("unchecked")
    Schema<Object> number = floating ? (Schema<Object>) schema.getOneOf().get(0) : schema;
    range.applyTo(number, dialect, options.openapi31());
    if (in != null) {
      number.setEnum(new ArrayList<>(in));
    }
    if (notIn != null) {
      addNot(number, new ArrayList<>(notIn));
    }
    if (floating) {
      keepNonFinite(schema, range, in == null && !finite);
    }
    return zero;
  }

  /** Leaves among NaN, Infinity and -Infinity (a float's string alternative) those that keep the rules. */
  @SuppressWarnings({ "rawtypes", "unchecked" })
  private static void keepNonFinite(Schema<Object> schema, NumericBounds range, boolean anyValue) {
    List<Object> kept = new ArrayList<>();
    for (String value : NON_FINITE) {
      boolean keeps = switch (value) {
        case "NaN" -> range.isEmpty();
        case "Infinity" -> range.admitsInfinity(true);
        default -> range.admitsInfinity(false);
      };
      if (anyValue && keeps) {
        kept.add(value);
      }
    }
    List<Schema> alternatives = new ArrayList<>(schema.getOneOf());
    if (kept.isEmpty()) {
      alternatives.remove(1);
    } else {
      alternatives.get(1).setEnum(kept);
    }
    schema.setOneOf(alternatives);
  }

  private static boolean booleans(BoolRules rules, Schema<Object> schema, String prefix, RuleNotes notes) {
    if (rules.hasConst()) {
      schema.setEnum(new ArrayList<>(List.of(rules.getConst())));
    }
    rules.getAllFields().forEach((rule, value) -> {
      if (!rule.getName().equals("const")) {
        notes.unmapped(prefix + "." + rule.getName(), value);
      }
    });
    return !rules.getConst();
  }

  private boolean enums(EnumDescriptor type, EnumRules rules, Schema<Object> schema, String prefix,
      RuleNotes notes) {
    boolean zero = true;
    for (Map.Entry<FieldDescriptor, Object> rule : rules.getAllFields().entrySet()) {
      String name = rule.getKey().getName();
      Object value = rule.getValue();
      List<Integer> numbers = value instanceof List<?> list ? list.stream().map(Integer.class::cast).toList()
          : value instanceof Integer number ? List.of(number) : null;
      switch (name) {
        // the schema lists the declared values only already
        case "defined_only" -> { }
        case "const", "in" -> {
          schema.setEnum(labels(type, numbers));
          zero &= numbers.contains(0);
        }
        case "not_in" -> {
          addNot(schema, labels(type, numbers));
          zero &= !numbers.contains(0);
        }
        default -> notes.unmapped(prefix + "." + name, value);
      }
    }
    return zero;
  }

  /** Enum values as the JSON writes them: names, or numbers with enums-as-ints (and for numbers without a name). */
  private List<Object> labels(EnumDescriptor type, List<Integer> numbers) {
    List<Object> labels = new ArrayList<>();
    for (int number : numbers) {
      EnumValueDescriptor value = type.findValueByNumber(number);
      labels.add(options.enumsAsInts() || value == null ? number : value.getName());
    }
    return labels;
  }

  /** Adds "none of these values": beside a {@code not} that is there already, as one more alternative of it. */
  void addNot(Schema<Object> schema, List<Object> excluded) {
    Schema<Object> values = dialect.any();
    values.setEnum(excluded);
    if (schema.getNot() == null) {
      schema.not(values);
    } else {
      Schema<Object> either = dialect.any();
      either.anyOf(List.of(schema.getNot(), values));
      schema.not(either);
    }
  }

  private static int length(Object value) {
    return (int) Math.min(Integer.MAX_VALUE, (Long) value);
  }

  private static boolean matchesEmpty(String pattern) {
    try {
      return Pattern.compile(pattern).matcher("").find();
    } catch (PatternSyntaxException ex) {
      // RE2 syntax that Java does not read: nothing is known of the empty string, so nothing is required
      return true;
    }
  }

  private static List<Object> values(List<?> values) {
    return new ArrayList<>(values);
  }

  private static List<Object> strings(List<BigDecimal> decimals) {
    return new ArrayList<>(decimals.stream().map(BigDecimal::toPlainString).toList());
  }

  /**
   * A 64-bit integer's example that the rules admit: the type's own example where they do, else one they allow.
   * Tools send the example as it is ("Try it out"), and a server that refuses it would tell them nothing useful.
   */
  private static void keepExample(Schema<Object> schema, NumericBounds range, List<BigDecimal> in,
      List<BigDecimal> notIn) {
    if (!(schema.getExample() instanceof String example)) {
      return;
    }
    List<BigDecimal> candidates = new ArrayList<>();
    if (in != null) {
      candidates.addAll(in);
    } else {
      candidates.add(new BigDecimal(example));
      for (BigDecimal bound : range.ends()) {
        candidates.addAll(List.of(bound, bound.add(BigDecimal.ONE), bound.subtract(BigDecimal.ONE)));
      }
      candidates.addAll(List.of(BigDecimal.ONE, BigDecimal.ZERO));
    }
    for (BigDecimal candidate : candidates) {
      if ((in != null || range.admits(candidate))
          && (notIn == null || notIn.stream().noneMatch(excluded -> excluded.compareTo(candidate) == 0))) {
        schema.setExample(candidate.toPlainString());
        return;
      }
    }
  }

  private static boolean containsZero(List<BigDecimal> decimals) {
    return decimals.stream().anyMatch(decimal -> decimal.signum() == 0);
  }

  /** A rule's number or numbers as decimals; null for NaN or an infinity, which no schema keyword holds. */
  private static List<BigDecimal> decimals(Object value, boolean unsigned) {
    List<BigDecimal> decimals = new ArrayList<>();
    for (Object number : value instanceof List<?> list ? list : List.of(value)) {
      BigDecimal decimal = null;
      if (number instanceof Integer i) {
        decimal = BigDecimal.valueOf(unsigned ? Integer.toUnsignedLong(i) : i);
      } else if (number instanceof Long l) {
        decimal = unsigned ? new BigDecimal(Long.toUnsignedString(l)) : BigDecimal.valueOf(l);
      } else if (number instanceof Float f && Float.isFinite(f)) {
        decimal = new BigDecimal(Float.toString(f));
      } else if (number instanceof Double d && Double.isFinite(d)) {
        decimal = BigDecimal.valueOf(d);
      }
      if (decimal == null) {
        return null;
      }
      decimals.add(decimal);
    }
    return decimals;
  }
}
