package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.names.GroupNames;
import dev.protojson.test.names.NameClashes;
import dev.protojson.test.names.editions.EditionGroups;
import dev.protojson.test.odd.Enum_Value_Clashes;
import dev.protojson.test.odd.OddNames;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Wide;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The accessor names are checked against what protoc generated for the test protos: named expectations read off
 * the generated classes, and for every field of every test message, each accessor the generated readers and
 * writers call must exist under the derived name.
 */
class AccessorsTests {

  private static final Descriptor ALL = AllTypes.getDescriptor();
  private static final List<Message> ROOTS = List.of(AllTypes.getDefaultInstance(), Proto2Types.getDefaultInstance(),
      EditionTypes.getDefaultInstance(), Wide.getDefaultInstance(), GroupNames.getDefaultInstance(),
      EditionGroups.getDefaultInstance(), OddNames.getDefaultInstance(), Enum_Value_Clashes.getDefaultInstance());

  private static String name(String field) {
    return Accessors.javaName(ALL.findFieldByName(field));
  }

  @Test
  void camelCasesTheFieldName() {
    assertThat(name("f_int32")).isEqualTo("FInt32");
    assertThat(name("with_digits_2x")).isEqualTo("WithDigits2X");
    assertThat(name("_leading_underscore")).isEqualTo("LeadingUnderscore");
    assertThat(name("r_nested")).isEqualTo("RNested");
    assertThat(name("m_string_nested")).isEqualTo("MStringNested");
  }

  @Test
  void appendsAnUnderscoreWhereProtocDid() {
    assertThat(name("class")).isEqualTo("Class_");
    assertThat(name("serialized_size")).isEqualTo("SerializedSize_");
    assertThat(name("unknown_fields")).isEqualTo("UnknownFields_");
    assertThat(name("parser_for_type")).isEqualTo("ParserForType_");
    assertThat(name("default")).isEqualTo("Default");
    assertThat(name("hash_code")).isEqualTo("HashCode");
  }

  @Test
  void namesGroupsAfterTheirField() {
    Descriptor p2 = Proto2Types.getDescriptor();
    assertThat(Accessors.javaName(p2.findFieldByName("result"))).isEqualTo("Result");
    assertThat(Accessors.javaName(p2.findFieldByName("entry"))).isEqualTo("Entry");
  }

  @Test
  void namesGroupsAfterTheirType() {
    assertThat(names(GroupNames.getDefaultInstance())).containsExactly("MultiWordGroupField", "OptionalGroup",
        "RepeatedGroup", "MultiWordRepeatedGroup", "OneofGroup", "OneofText", "Clashes", "Recursive");
  }

  @Test
  void namesEditionsDelimitedFieldsAfterTheirTypeOnlyWhenGroupLike() {
    assertThat(names(EditionGroups.getDefaultInstance())).containsExactly("GroupLikeType", "RepeatedLike",
        "DelimitedOther", "Topleveltype", "OneofLike", "PickText", "Recursive", "Class_");
    Descriptor type = EditionGroups.getDescriptor();
    assertThat(Accessors.isGroupLike(type.findFieldByName("groupliketype"))).isTrue();
    assertThat(Accessors.isGroupLike(type.findFieldByName("delimited_other"))).isFalse();
    assertThat(Accessors.isGroupLike(type.findFieldByName("topleveltype"))).isFalse();
    assertThat(Accessors.isGroupLike(type.findFieldByName("recursive"))).isFalse();
  }

  @Test
  void appendsTheFieldNumberToCollidingFieldsAndAnUnderscoreToReservedNames() {
    assertThat(names(NameClashes.getDefaultInstance())).containsExactly("Class_", "SerializedSize_",
        "UnknownFields_", "DefaultInstanceForType_", "HashCode", "Int", "Foo7", "FooCount8", "Bar9", "BarList10",
        "Baz11", "BazCount12", "Qux13", "QuxList14", "Object", "Equals");
  }

  @Test
  void appendsTheFieldNumberToAnOpenEnumAndAFieldNamedLikeItsValueAccessor() {
    assertThat(names(Enum_Value_Clashes.getDefaultInstance())).containsExactly("StatusValue1", "Status2", "Tag3",
        "TagValue4", "Kind5", "KindValue6", "Mode7", "ModeValue8", "Level", "LevelValueCount");
  }

  @Test
  void camelCasesOddNamesAsProtocDoes() {
    // Underscores dropped with the letter after them upper-cased, a letter after a digit upper-cased too, the
    // first letter upper-cased and the others kept; not the JSON name's rules (customJson, digit0after5).
    assertThat(names(OddNames.getDefaultInstance())).containsExactly("PlainName1", "CamelName2",
        "LeadingUnderscore3", "DoubleUnderscore4", "Digit0After5", "Under0Digit6", "UpperCamel7", "MixedCase8",
        "UpperSnake9", "ALLCAPS10", "ALLLower11", "TwoLeading12", "TwoLeading13", "TrailingUnderscores14",
        "TrailingUpper15", "X", "A1B2C3D", "WithJsonName", "ListOf8Things", "Map2Go", "Child9X", "OneA", "OneB",
        "One9C", "Opt9Z", "RepKids", "ENum1X", "REnum", "MEnum3Y", "MChild4Z", "B1B", "At2T", "AnyJson5V",
        "OEnum6W");
  }

  /** Every accessor the generated code may call, for every field of every test message, exists by that name. */
  @Test
  void everyAccessorTheGeneratedCodeCallsExists() throws Exception {
    List<Descriptor> types = new ArrayList<>();
    for (Message root : ROOTS) {
      collect(root.getDescriptorForType(), types);
    }
    int checked = 0;
    for (Descriptor type : types) {
      Class<?> messageClass = classOf(type);
      Class<?> builderClass = messageClass.getMethod("newBuilder").getReturnType();
      for (FieldDescriptor field : type.getFields()) {
        String name = Accessors.javaName(field);
        if (field.isMapField()) {
          boolean openEnum = field.getMessageType().findFieldByNumber(2).getJavaType() == FieldDescriptor.JavaType.ENUM
              && !field.getMessageType().findFieldByNumber(2).legacyEnumFieldTreatedAsClosed();
          messageClass.getMethod("get" + name + (openEnum ? "ValueMap" : "Map"));
          assertThat(List.of(builderClass.getMethods())).as(field.getFullName())
              .anyMatch(m -> m.getName().equals("put" + name + (openEnum ? "Value" : "")));
        } else if (field.isRepeated()) {
          messageClass.getMethod("get" + name + "List");
          messageClass.getMethod("get" + name + "Count");
          messageClass.getMethod("get" + name, int.class);
          assertThat(List.of(builderClass.getMethods())).as(field.getFullName())
              .anyMatch(m -> m.getName().equals("add" + name));
        } else {
          Class<?> value = messageClass.getMethod("get" + name).getReturnType();
          if (field.hasPresence()) {
            messageClass.getMethod("has" + name);
          }
          if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
            builderClass.getMethod("get" + name + "Builder");
          }
          builderClass.getMethod("set" + name, value);
        }
        if (field.getJavaType() == FieldDescriptor.JavaType.ENUM && !field.legacyEnumFieldTreatedAsClosed()
            && !field.isMapField()) {
          messageClass.getMethod("get" + name + "Value" + (field.isRepeated() ? "List" : ""));
        }
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(400);
  }

  private static List<String> names(Message type) {
    return type.getDescriptorForType().getFields().stream()
        .map(Accessors::javaName).toList();
  }

  private static void collect(Descriptor type, List<Descriptor> into) {
    if (into.contains(type) || type.getOptions().getMapEntry()
        || type.getFile().getPackage().equals("google.protobuf")) {
      return;
    }
    into.add(type);
    for (FieldDescriptor field : type.getFields()) {
      if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        collect(field.getMessageType(), into);
      }
    }
    type.getNestedTypes().forEach(nested -> collect(nested, into));
  }

  /** The generated class of {@code type}, found through a message that reaches it, never by guessing its name. */
  private static Class<?> classOf(Descriptor type) throws Exception {
    for (Message root : ROOTS) {
      Message found = find(root, type, new ArrayList<>());
      if (found != null) {
        return found.getClass();
      }
    }
    throw new AssertionError("No generated class reaches " + type.getFullName());
  }

  private static Message find(Message from, Descriptor type, List<Descriptor> visited) {
    if (from.getDescriptorForType() == type) {
      return from;
    }
    if (visited.contains(from.getDescriptorForType())) {
      return null;
    }
    visited.add(from.getDescriptorForType());
    Message.Builder builder = from.newBuilderForType();
    for (FieldDescriptor field : from.getDescriptorForType().getFields()) {
      if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        Message found = find(builder.newBuilderForField(field).getDefaultInstanceForType(), type, visited);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }
}
