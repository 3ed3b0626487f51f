package dev.protojson.spring.openapi;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.oas.models.media.Schema;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The schemas of message and enum types, from their descriptors, as protojson writes them. Messages and enums are
 * components named by their full proto name ({@code pkg.Outer.Inner}), which is unique and stable where Java class
 * names are not; properties refer to them with {@code $ref}, which is also how recursive types end.
 */
final class MessageSchemas {

  static final String ONEOF_EXTENSION = "x-oneof";

  private static final String SIGNED_INTEGER_PATTERN = "^-?(0|[1-9][0-9]*)$";
  private static final String UNSIGNED_INTEGER_PATTERN = "^(0|[1-9][0-9]*)$";
  /** A map key has one spelling per number, so not {@code "-0"}, which a 64-bit value may be. */
  private static final String SIGNED_KEY_PATTERN = "^(0|-?[1-9][0-9]*)$";
  private static final List<Object> NON_FINITE = List.of("NaN", "Infinity", "-Infinity");

  private final SchemaOptions options;
  private final SchemaDialect dialect;
  private final ModelConverterContext context;
  private final WellKnownTypeSchemas wellKnownTypes;
  private final RuleSchemas rules;

  MessageSchemas(SchemaOptions options, ModelConverterContext context) {
    this.options = options;
    this.dialect = new SchemaDialect(options.openapi31());
    this.context = context;
    this.wellKnownTypes = new WellKnownTypeSchemas(options, dialect, this);
    this.rules = options.validationRules() ? new ValidationRuleSchemas(this, dialect, options) : RuleSchemas.NONE;
  }

  /** The schema of a whole request or response body, or of a property, of this message type. */
  Schema<Object> forMessage(Descriptor type) {
    Schema<Object> scalar = wellKnownTypes.scalar(type);
    return scalar != null ? scalar : ref(type);
  }

  /** A reference to the component of this message type, defined (with everything it refers to) on first use. */
  Schema<Object> ref(Descriptor type) {
    String name = type.getFullName();
    if (!context.getDefinedModels().containsKey(name)) {
      Schema<Object> component = wellKnownTypes.component(type);
      if (component != null) {
        context.defineModel(name, component);
      } else {
        component = dialect.typed("object");
        // Defined before its fields are described, so that a field of its own type finds it and refers to it
        context.defineModel(name, component);
        describeFields(type, component);
      }
    }
    return dialect.ref(name);
  }

  private void describeFields(Descriptor type, Schema<Object> component) {
    for (FieldDescriptor field : type.getFields()) {
      String name = propertyName(field);
      Schema<Object> property = rules.field(field, fieldSchema(field), component);
      OneofDescriptor oneof = field.getRealContainingOneof();
      if (oneof != null) {
        property = dialect.describable(property);
        String exclusive = oneofNote(oneof);
        // A Timestamp or Duration member keeps what its own description says about the format
        property.description(property.getDescription() == null ? exclusive
            : exclusive + " " + property.getDescription());
        property.addExtension(ONEOF_EXTENSION, oneof.getName());
      }
      component.addProperty(name, property);
      if (field.isRequired() && (component.getRequired() == null || !component.getRequired().contains(name))) {
        component.addRequiredItem(name);
      }
    }
    rules.message(type, component);
  }

  /** What a member's description says of its oneof: {@code Member of oneof `kind`: at most one of a, b is set.} */
  String oneofNote(OneofDescriptor oneof) {
    return "Member of oneof `" + oneof.getName() + "`: at most one of "
        + oneof.getFields().stream().map(this::propertyName).collect(Collectors.joining(", ")) + " is set.";
  }

  String propertyName(FieldDescriptor field) {
    return options.protoFieldNames() ? field.getName() : field.getJsonName();
  }

  /** The schema of a field's JSON value: a map's object, a repeated field's array, or the value. */
  Schema<Object> fieldSchema(FieldDescriptor field) {
    if (field.isMapField()) {
      Descriptor entry = field.getMessageType();
      Schema<Object> map = dialect.typed("object");
      map.additionalProperties(valueSchema(entry.findFieldByNumber(2), false));
      FieldDescriptor key = entry.findFieldByNumber(1);
      Schema<Object> keys = keySchema(key);
      if (keys != null) {
        map.description("Keys are " + key.getType().name().toLowerCase() + " values written as strings.");
        if (options.openapi31()) {
          map.propertyNames(keys);
        }
      }
      return map;
    }
    if (field.isRepeated()) {
      return dialect.array(valueSchema(field, false));
    }
    return valueSchema(field, true);
  }

  /** The rule for map keys other than strings; null for string keys, which may be anything. */
  private Schema<Object> keySchema(FieldDescriptor key) {
    return switch (key.getType()) {
      case STRING -> null;
      case BOOL -> {
        Schema<Object> schema = dialect.typed("string");
        schema.setEnum(List.of("true", "false"));
        yield schema;
      }
      case UINT32, FIXED32, UINT64, FIXED64 -> dialect.typed("string").pattern(UNSIGNED_INTEGER_PATTERN);
      default -> dialect.typed("string").pattern(SIGNED_KEY_PATTERN);
    };
  }

  /**
   * The schema of one value of the field: the field itself, or one element or map value of it.
   *
   * @param singular whether the value is a singular field, which a wrapper type lets be {@code null}
   */
  Schema<Object> valueSchema(FieldDescriptor field, boolean singular) {
    return switch (field.getType()) {
      case INT32, SINT32, SFIXED32 -> integer("int32", Integer.MIN_VALUE, Integer.MAX_VALUE);
      case UINT32, FIXED32 -> integer("int64", 0, 0xFFFF_FFFFL);
      // An example, since tools make one up from the pattern otherwise, of any length.
      case INT64, SINT64, SFIXED64 -> dialect.typed("string").format("int64").pattern(SIGNED_INTEGER_PATTERN)
          .example("-1234567890123");
      case UINT64, FIXED64 -> dialect.typed("string").format("uint64").pattern(UNSIGNED_INTEGER_PATTERN)
          .example("1234567890123");
      case FLOAT -> floatingPoint("float");
      case DOUBLE -> floatingPoint("double");
      case BOOL -> dialect.typed("boolean");
      case STRING -> dialect.typed("string");
      case BYTES -> dialect.typed("string").format("byte");
      case ENUM -> enumSchema(field.getEnumType());
      case MESSAGE, GROUP -> {
        Schema<Object> schema = forMessage(field.getMessageType());
        yield singular && WellKnownTypeSchemas.isWrapper(field.getMessageType()) ? dialect.nullable(schema) : schema;
      }
    };
  }

  Schema<Object> integer(String format, long minimum, long maximum) {
    return dialect.typed("integer").format(format)
        .minimum(BigDecimal.valueOf(minimum)).maximum(BigDecimal.valueOf(maximum));
  }

  /** A number, or one of the strings protojson writes for values that JSON numbers cannot hold. */
  Schema<Object> floatingPoint(String format) {
    Schema<Object> nonFinite = dialect.typed("string");
    nonFinite.setEnum(NON_FINITE);
    Schema<Object> schema = dialect.any();
    schema.oneOf(List.of(dialect.typed("number").format(format), nonFinite));
    return schema;
  }

  Schema<Object> enumSchema(EnumDescriptor type) {
    return enumSchema(type, options.enumsAsInts());
  }

  /**
   * A {@code $ref} to the enum's component where it is written as the options say, else (a property whose
   * {@code @JsonFormat} shape says otherwise) the other form inline, since the component can only be one.
   */
  Schema<Object> enumSchema(EnumDescriptor type, boolean asInts) {
    if (WellKnownTypeSchemas.isNullValue(type)) {
      return dialect.nullValue();
    }
    if (asInts != options.enumsAsInts()) {
      return enumValues(type, asInts);
    }
    String name = type.getFullName();
    if (!context.getDefinedModels().containsKey(name)) {
      context.defineModel(name, enumValues(type, asInts));
    }
    return dialect.ref(name);
  }

  private Schema<Object> enumValues(EnumDescriptor type, boolean asInts) {
    Schema<Object> schema;
    if (asInts) {
      schema = dialect.typed("integer").format("int32");
      Set<Object> numbers = new LinkedHashSet<>();
      type.getValues().forEach(value -> numbers.add(value.getNumber()));
      schema.setEnum(new ArrayList<>(numbers));
    } else {
      schema = dialect.typed("string");
      schema.setEnum(type.getValues().stream().map(EnumValueDescriptor::getName)
          .collect(Collectors.toCollection(ArrayList::new)));
    }
    return schema;
  }

}
