package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.Struct;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.registry.Registry;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.editions2024.Edition2024Types;
import dev.protojson.test.editions2024.Editions2024Proto;
import dev.protojson.test.odd.OddNames;
import dev.protojson.test.names.GroupNames;
import dev.protojson.test.names.NameClashes;
import dev.protojson.test.names.editions.EditionGroups;
import dev.protojson.test.nestedclash.NestedClashOuterClass;
import dev.protojson.test.outer.OuterNaming2XOuterClass.OuterNaming2X;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Wide;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classes of message and enum fields that generated code names, found by protoc's naming rules, against the
 * classes the generated getters return (found by reflection here, as the oracle), for every such field of the
 * test protos: proto2, proto3, editions 2023 and 2024, groups, clashing and odd names and outer class names.
 */
class MessageApiTests {

  private static final List<Message> ROOTS = List.of(AllTypes.getDefaultInstance(), Proto2Types.getDefaultInstance(),
      EditionTypes.getDefaultInstance(), EditionGroups.getDefaultInstance(), GroupNames.getDefaultInstance(),
      NameClashes.getDefaultInstance(), Wide.getDefaultInstance(), OuterNaming2X.getDefaultInstance(),
      Edition2024Types.getDefaultInstance(), NestedClashOuterClass.Holder.getDefaultInstance(),
      Struct.getDefaultInstance(), OddNames.getDefaultInstance());

  /** Types that edition 2024's {@code nest_in_file_class} puts in the file's class, which the rules do not see. */
  private static final List<String> NESTED_BY_FEATURE = List.of(Editions2024Proto.Nested.class.getName(),
      Editions2024Proto.NestedMood.class.getName());

  @Test
  void everyMessageAndEnumFieldHasTheClassItsGetterReturns() throws Exception {
    int checked = 0;
    for (Message type : Registry.reachable(ROOTS)) {
      MessageApi api = new MessageApi(type.getClass(), type.getDescriptorForType());
      for (FieldDescriptor field : valueTyped(type)) {
        assertThat(api.valueClass(field)).as(field.getFullName()).isSameAs(getterClass(type.getClass(), field));
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(100);
  }

  @Test
  void theNamingRulesNameEveryClassButThoseNestedByAFeature() throws Exception {
    List<String> missed = new ArrayList<>();
    int named = 0;
    for (Message type : Registry.reachable(ROOTS)) {
      String name = JavaClassNames.of(type.getDescriptorForType());
      if (NESTED_BY_FEATURE.contains(type.getClass().getName())) {
        assertThat(name).isNotEqualTo(type.getClass().getName());
      } else {
        assertThat(name).as(type.getDescriptorForType().getFullName()).isEqualTo(type.getClass().getName());
      }
      for (FieldDescriptor field : valueTyped(type)) {
        FieldDescriptor value = field.isMapField() ? field.getMessageType().findFieldByNumber(2) : field;
        String byRules = value.getJavaType() == FieldDescriptor.JavaType.ENUM
            ? JavaClassNames.of(value.getEnumType()) : JavaClassNames.of(value.getMessageType());
        String actual = getterClass(type.getClass(), field).getName();
        if (byRules.equals(actual)) {
          named++;
        } else {
          missed.add(actual);
        }
      }
    }
    assertThat(named).isGreaterThan(100);
    assertThat(missed).isNotEmpty().allMatch(NESTED_BY_FEATURE::contains);
    assertThat(JavaClassNames.of(NestedClashOuterClass.Holder.Middle.NestedClash.getDescriptor()))
        .isEqualTo("dev.protojson.test.nestedclash.NestedClashOuterClass$Holder$Middle$NestedClash");
    assertThat(JavaClassNames.of(Edition2024Types.Inner.getDescriptor()))
        .isEqualTo("dev.protojson.test.editions2024.Edition2024Types$Inner");
  }

  /**
   * The names protoc decorates are checked against the class when code is generated: a class without them (here one
   * of another type) is refused, naming the field, instead of failing when the field is first written or read.
   */
  @Test
  void aDecoratedNameTheClassDoesNotHaveIsRefusedWhenCodeIsGenerated() {
    new MessageApi(NameClashes.class, NameClashes.getDescriptor());
    assertThatThrownBy(() -> new MessageApi(Wide.class, NameClashes.getDescriptor()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("getClass_()").hasMessageContaining("field protojson.test.names.NameClashes.class")
        .hasMessageContaining(Wide.class.getName());
  }

  /** Message and enum fields, and map fields with such values. */
  private static List<FieldDescriptor> valueTyped(Message type) {
    List<FieldDescriptor> fields = new ArrayList<>();
    for (FieldDescriptor field : type.getDescriptorForType().getFields()) {
      FieldDescriptor value = field.isMapField() ? field.getMessageType().findFieldByNumber(2) : field;
      if (value.getJavaType() == FieldDescriptor.JavaType.MESSAGE
          || value.getJavaType() == FieldDescriptor.JavaType.ENUM) {
        fields.add(field);
      }
    }
    return fields;
  }

  private static Class<?> getterClass(Class<?> messageClass, FieldDescriptor field) throws Exception {
    String getter = "get" + Accessors.javaName(field);
    Method method;
    if (field.isMapField()) {
      Class<?> key = FieldKind.of(field.getMessageType().findFieldByNumber(1)).javaType();
      method = messageClass.getMethod(getter + "OrThrow", key);
    } else {
      method = field.isRepeated() ? messageClass.getMethod(getter, int.class) : messageClass.getMethod(getter);
    }
    return method.getReturnType();
  }
}
