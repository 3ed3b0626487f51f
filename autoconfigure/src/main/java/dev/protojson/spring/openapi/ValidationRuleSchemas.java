package dev.protojson.spring.openapi;

import build.buf.validate.FieldRules;
import build.buf.validate.Ignore;
import build.buf.validate.MapRules;
import build.buf.validate.MessageOneofRule;
import build.buf.validate.MessageRules;
import build.buf.validate.OneofRules;
import build.buf.validate.RepeatedRules;
import build.buf.validate.ValidateProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.ExtensionRegistry;
import com.google.protobuf.GeneratedMessage.ExtendableMessage;
import com.google.protobuf.GeneratedMessage.GeneratedExtension;
import com.google.protobuf.InvalidProtocolBufferException;
import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * protovalidate's rules ({@code buf.validate} options on fields, oneofs and messages) in the schemas, where JSON
 * Schema can say the same; in the description where it cannot. Only made when protovalidate is on the class path.
 *
 * <p>The schema accepts what the server accepts. protovalidate checks a field without presence (a proto3 scalar,
 * a list, a map) even when it is left out, as its zero value: a field whose zero value breaks a rule is required.
 * With {@code ignore: IGNORE_IF_ZERO_VALUE} the zero value is let through: the schema allows it beside the rules.
 */
final class ValidationRuleSchemas implements RuleSchemas {

  private static final ExtensionRegistry REGISTRY = ExtensionRegistry.newInstance();

  static {
    ValidateProto.registerAllExtensions(REGISTRY);
  }

  private final MessageSchemas messages;
  private final SchemaDialect dialect;
  private final SchemaOptions options;
  private final ValueRuleSchemas values;

  ValidationRuleSchemas(MessageSchemas messages, SchemaDialect dialect, SchemaOptions options) {
    this.messages = messages;
    this.dialect = dialect;
    this.options = options;
    this.values = new ValueRuleSchemas(dialect, options);
  }

  @Override
  public Schema<Object> field(FieldDescriptor field, Schema<Object> property, Schema<Object> component) {
    FieldRules rules = extension(field.getOptions(), ValidateProto.field);
    Ignore ignore = rules == null ? Ignore.IGNORE_ALWAYS : ignore(field, rules);
    if (ignore == Ignore.IGNORE_ALWAYS) {
      return property;
    }
    RuleNotes notes = new RuleNotes();
    boolean implicit = !field.hasPresence();
    boolean ignoreZero = implicit && ignore == Ignore.IGNORE_IF_ZERO_VALUE;
    // In 3.0 keywords beside a $ref need an allOf: not made for a message field that has no more than required
    boolean keywords = field.getJavaType() != FieldDescriptor.JavaType.MESSAGE || field.isRepeated()
        || rules.getTypeCase() != FieldRules.TypeCase.TYPE_NOT_SET || rules.getCelCount() > 0
        || rules.getCelExpressionCount() > 0;
    Schema<Object> schema = keywords ? dialect.describable(property) : property;
    boolean zeroKeepsRules;
    if (ignoreZero && rules.getTypeCase() != FieldRules.TypeCase.TYPE_NOT_SET) {
      Schema<Object> constrained = dialect.describable(messages.fieldSchema(field));
      zeroKeepsRules = fieldRules(field, rules, constrained, notes);
      schema.anyOf(List.of(zeroValue(field), constrained));
    } else {
      zeroKeepsRules = fieldRules(field, rules, schema, notes);
    }
    if (rules.getRequired()) {
      if (implicit) {
        nonZero(field, schema);
      }
      require(component, messages.propertyName(field));
    } else if (implicit && !ignoreZero && !zeroKeepsRules) {
      // left out, the field is its zero value, which the server rejects
      require(component, messages.propertyName(field));
    }
    notes.cel(rules.getCelList(), rules.getCelExpressionList());
    notes.describe(schema);
    return schema;
  }

  /** The field's own ignore option; unless it has one, a field of a message's oneof rule ignores its zero value. */
  private static Ignore ignore(FieldDescriptor field, FieldRules rules) {
    if (rules.getIgnore() != Ignore.IGNORE_UNSPECIFIED) {
      return rules.getIgnore();
    }
    MessageRules messageRules = extension(field.getContainingType().getOptions(), ValidateProto.message);
    boolean inOneofRule = messageRules != null && messageRules.getOneofList().stream()
        .anyMatch(oneof -> oneof.getFieldsList().contains(field.getName()));
    return inOneofRule ? Ignore.IGNORE_IF_ZERO_VALUE : Ignore.IGNORE_UNSPECIFIED;
  }

  /** The type's rules of a map, a list or a single value; whether the zero value keeps those the schema shows. */
  private boolean fieldRules(FieldDescriptor field, FieldRules rules, Schema<Object> schema, RuleNotes notes) {
    if (field.isMapField() && rules.getTypeCase() == FieldRules.TypeCase.MAP) {
      return mapRules(field.getMessageType(), rules.getMap(), schema, notes);
    }
    if (field.isRepeated() && rules.getTypeCase() == FieldRules.TypeCase.REPEATED) {
      return repeatedRules(field, rules.getRepeated(), schema, notes);
    }
    if (!field.isRepeated()) {
      return values.apply(field, rules, schema, "", notes);
    }
    if (rules.getTypeCase() != FieldRules.TypeCase.TYPE_NOT_SET) {
      notes.unmapped("", rules.toBuilder().clearCel().clearCelExpression().clearRequired().clearIgnore().build());
    }
    return true;
  }

  @SuppressWarnings("unchecked")
  private boolean repeatedRules(FieldDescriptor field, RepeatedRules rules, Schema<Object> array, RuleNotes notes) {
    if (rules.hasMinItems()) {
      array.setMinItems(count(rules.getMinItems()));
    }
    if (rules.hasMaxItems()) {
      array.setMaxItems(count(rules.getMaxItems()));
    }
    if (rules.getUnique()) {
      array.setUniqueItems(true);
    }
    if (rules.hasItems()) {
      array.setItems(element(field, rules.getItems(), (Schema<Object>) array.getItems(), "repeated.items",
          notes));
    }
    return rules.getMinItems() == 0;
  }

  @SuppressWarnings("unchecked")
  private boolean mapRules(Descriptor entry, MapRules rules, Schema<Object> map, RuleNotes notes) {
    if (rules.hasMinPairs()) {
      map.setMinProperties(count(rules.getMinPairs()));
    }
    if (rules.hasMaxPairs()) {
      map.setMaxProperties(count(rules.getMaxPairs()));
    }
    FieldDescriptor key = entry.findFieldByNumber(1);
    if (rules.hasKeys()) {
      if (key.getType() == FieldDescriptor.Type.STRING && options.openapi31()) {
        map.setPropertyNames(element(key, rules.getKeys(), dialect.typed("string"), "map.keys", notes));
      } else {
        // 3.0 has no propertyNames, and other keys are strings of digits or true/false, which no range fits
        notes.unmapped("map.keys", rules.getKeys());
      }
    }
    if (rules.hasValues()) {
      map.setAdditionalProperties(element(entry.findFieldByNumber(2), rules.getValues(),
          (Schema<Object>) map.getAdditionalProperties(), "map.values", notes));
    }
    return rules.getMinPairs() == 0;
  }

  /** A list element, map key or map value: always present, so its zero value is checked unless ignored. */
  private Schema<Object> element(FieldDescriptor value, FieldRules rules, Schema<Object> schema, String path,
      RuleNotes notes) {
    if (rules.getIgnore() == Ignore.IGNORE_ALWAYS) {
      return schema;
    }
    Schema<Object> target = dialect.describable(schema);
    if (rules.getIgnore() == Ignore.IGNORE_IF_ZERO_VALUE) {
      Schema<Object> constrained = dialect.describable(messages.valueSchema(value, false));
      values.apply(value, rules, constrained, path, notes);
      target.anyOf(List.of(zeroValue(value), constrained));
    } else {
      values.apply(value, rules, target, path, notes);
    }
    notes.cel(rules.getCelList(), rules.getCelExpressionList());
    return target;
  }

  @Override
  public void message(Descriptor type, Schema<Object> component) {
    RuleNotes notes = new RuleNotes();
    MessageRules rules = extension(type.getOptions(), ValidateProto.message);
    if (rules != null) {
      notes.cel(rules.getCelList(), rules.getCelExpressionList());
      for (MessageOneofRule oneof : rules.getOneofList()) {
        String names = oneof.getFieldsList().stream().map(type::findFieldByName)
            .map(field -> field == null ? "?" : messages.propertyName(field)).collect(Collectors.joining(", "));
        notes.add((oneof.getRequired() ? "Exactly one" : "At most one") + " of " + names
            + " is set (a field without presence counts as set when it is not its zero value).");
      }
    }
    List<Schema> requiredOneofs = new ArrayList<>();
    for (OneofDescriptor oneof : type.getRealOneofs()) {
      OneofRules oneofRules = extension(oneof.getOptions(), ValidateProto.oneof);
      if (oneofRules != null && oneofRules.getRequired()) {
        List<Schema> members = new ArrayList<>();
        for (FieldDescriptor member : oneof.getFields()) {
          Schema<Object> given = dialect.any();
          given.addRequiredItem(messages.propertyName(member));
          members.add(given);
        }
        Schema<Object> anyMember = dialect.any();
        anyMember.setAnyOf(members);
        requiredOneofs.add(anyMember);
        notes.add("One member of oneof `" + oneof.getName() + "` is required.");
      }
    }
    if (requiredOneofs.size() == 1) {
      component.setAnyOf(requiredOneofs.get(0).getAnyOf());
    } else if (!requiredOneofs.isEmpty()) {
      component.setAllOf(requiredOneofs);
    }
    notes.describe(component);
  }

  /** Adds the property to the component's {@code required}, once. */
  static void require(Schema<Object> component, String name) {
    if (component.getRequired() == null || !component.getRequired().contains(name)) {
      component.addRequiredItem(name);
    }
  }

  /** {@code required} on a field without presence: any value but the zero value. */
  private void nonZero(FieldDescriptor field, Schema<Object> schema) {
    if (field.isMapField()) {
      schema.setMinProperties(Math.max(1, schema.getMinProperties() == null ? 0 : schema.getMinProperties()));
    } else if (field.isRepeated()) {
      schema.setMinItems(Math.max(1, schema.getMinItems() == null ? 0 : schema.getMinItems()));
    } else if (field.getType() == FieldDescriptor.Type.STRING || field.getType() == FieldDescriptor.Type.BYTES) {
      schema.setMinLength(Math.max(1, schema.getMinLength() == null ? 0 : schema.getMinLength()));
    } else {
      values.addNot(schema, new ArrayList<>(zeroValue(field).getEnum()));
    }
  }

  /** The field's zero value as the JSON writes it: an empty list or map, or the one value of an enum. */
  private Schema<Object> zeroValue(FieldDescriptor field) {
    Schema<Object> zero = dialect.any();
    if (field.isMapField()) {
      zero.setMaxProperties(0);
      return zero;
    }
    if (field.isRepeated()) {
      zero.setMaxItems(0);
      return zero;
    }
    Object value = switch (field.getJavaType()) {
      case STRING, BYTE_STRING -> "";
      case BOOLEAN -> false;
      case INT, FLOAT, DOUBLE -> 0;
      case LONG -> "0";
      case ENUM -> options.enumsAsInts() ? (Object) field.getEnumType().getValues().get(0).getNumber()
          : field.getEnumType().getValues().get(0).getName();
      case MESSAGE -> null;
    };
    zero.addEnumItemObject(value);
    return zero;
  }

  private static int count(long count) {
    return (int) Math.min(Integer.MAX_VALUE, count);
  }

  /**
   * The rules in the options. Descriptors built by generated code have them parsed; others (built at run time
   * without protovalidate's extensions) keep them as unknown fields, read here.
   */
  @SuppressWarnings("unchecked")
  private static <O extends ExtendableMessage<O>, T> T extension(O options, GeneratedExtension<O, T> extension) {
    if (options.hasExtension(extension)) {
      return options.getExtension(extension);
    }
    if (!options.getUnknownFields().hasField(extension.getNumber())) {
      return null;
    }
    try {
      O parsed = (O) options.getParserForType().parseFrom(options.toByteString(), REGISTRY);
      return parsed.hasExtension(extension) ? parsed.getExtension(extension) : null;
    } catch (InvalidProtocolBufferException ex) {
      return null;
    }
  }
}
