package dev.protojson.internal.registry;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.Struct;
import dev.protojson.internal.codegen.JavaClassNames;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.names.editions.EditionGroups;
import dev.protojson.test.outer.OuterNaming2XOuterClass.OuterNaming2X;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Wide;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The class of a message field's type, found by protoc's naming rules, is the one protobuf-java's reflection
 * gives, for every message field reachable from the test protos: proto2, proto3, editions, nested types, maps of
 * messages, well-known types, and a file whose outer class name clashes with a message's.
 */
class MessageClassesTests {

  private static final List<Message> ROOTS = List.of(AllTypes.getDefaultInstance(), Proto2Types.getDefaultInstance(),
      EditionTypes.getDefaultInstance(), EditionGroups.getDefaultInstance(), Wide.getDefaultInstance(),
      OuterNaming2X.getDefaultInstance(), Struct.getDefaultInstance());

  @Test
  void everyFieldTypeIsTheClassProtobufReflectionGives() {
    int fields = 0;
    for (Message type : Registry.reachable(ROOTS)) {
      for (FieldDescriptor field : type.getDescriptorForType().getFields()) {
        if (field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
          continue;
        }
        Message.Builder viaReflection = type.newBuilderForType().newBuilderForField(field);
        if (field.isMapField()) {
          FieldDescriptor value = field.getMessageType().findFieldByNumber(2);
          if (value.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
            assertThat(MessageClasses.fieldType(type, field)).isNull();
            continue;
          }
          viaReflection = viaReflection.newBuilderForField(value);
        }
        assertThat(MessageClasses.fieldType(type, field)).as(field.getFullName())
            .isSameAs(viaReflection.getDefaultInstanceForType());
        fields++;
      }
    }
    assertThat(fields).isGreaterThan(50);
  }

  /** Not only the same answer: the naming rules give it, without falling back to protobuf's reflection. */
  @Test
  void theNamingRulesGiveEveryClassName() {
    for (Message type : Registry.reachable(ROOTS)) {
      Descriptor descriptor = type.getDescriptorForType();
      assertThat(JavaClassNames.of(descriptor)).as(descriptor.getFullName())
          .isEqualTo(type.getClass().getName());
    }
    assertThat(JavaClassNames.of(OuterNaming2X.Inner.getDescriptor()))
        .isEqualTo("dev.protojson.test.outer.OuterNaming2XOuterClass$OuterNaming2X$Inner");
  }
}
