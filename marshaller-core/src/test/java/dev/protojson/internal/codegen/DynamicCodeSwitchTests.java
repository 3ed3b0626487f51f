package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.Options;
import dev.protojson.internal.Switches;
import dev.protojson.internal.registry.Registry;
import dev.protojson.test.proto3.AllTypes;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs in the default test execution, where the writers of types known by their descriptors alone must be classes
 * generated per type, and in the one with {@code -Dprotojson.dynamic-code=false}, where they must be the
 * interpreter's. Without this, a broken switch would run the second execution's tests on the same path again.
 */
class DynamicCodeSwitchTests {

  @Test
  void theSwitchDecidesWhetherDescriptorsGetGeneratedWriters() {
    boolean expected = !"false".equals(System.getProperty(Switches.DYNAMIC_CODE_PROPERTY));
    assertThat(Switches.DYNAMIC_CODE).isEqualTo(expected);
    Registry registry = new Registry(Options.defaults());
    registry.registerDynamic(List.of(AllTypes.getDescriptor()));
    Class<?> writer = registry.dynamic(AllTypes.getDescriptor()).writer().getClass();
    if (expected) {
      assertThat(writer.isHidden()).as(writer.getName()).isTrue();
      assertThat(writer.getName()).startsWith(
          GeneratedNames.descriptorWriter(AllTypes.getDescriptor(), Options.defaults()) + "/");
    } else {
      assertThat(writer).isEqualTo(DynamicWriter.class);
    }
  }

  /**
   * Descriptors of one name may differ between marshallers: each registration gets a class of its own, never one
   * found by the name, which would read the other descriptor's fields.
   */
  @Test
  void twoDescriptorsOfOneNameEachHaveTheirOwnWriter() throws DescriptorValidationException {
    Descriptor text = thing(FieldDescriptorProto.Type.TYPE_STRING);
    Descriptor number = thing(FieldDescriptorProto.Type.TYPE_INT32);
    MessageMarshaller first = MessageMarshaller.builder().register(DynamicMessage.getDefaultInstance(text)).build();
    MessageMarshaller second = MessageMarshaller.builder().register(DynamicMessage.getDefaultInstance(number))
        .build();

    assertThat(first.writeValueAsString(DynamicMessage.newBuilder(text)
        .setField(text.findFieldByNumber(1), "x").build())).isEqualTo("{\"value\":\"x\"}");
    assertThat(second.writeValueAsString(DynamicMessage.newBuilder(number)
        .setField(number.findFieldByNumber(1), 5).build())).isEqualTo("{\"value\":5}");
    assertThat(first.writeValueAsString(DynamicMessage.newBuilder(text)
        .setField(text.findFieldByNumber(1), "y").build())).isEqualTo("{\"value\":\"y\"}");
  }

  /** A type too large for a class file of its own is written by the interpreter, whatever the switch says. */
  @Test
  void aTypeTooLargeForAClassIsWrittenByTheInterpreter() throws DescriptorValidationException {
    DescriptorProto.Builder huge = DescriptorProto.newBuilder().setName("Huge");
    for (int i = 1; i <= 6_000; i++) {
      huge.addField(FieldDescriptorProto.newBuilder().setName("f" + i).setNumber(i)
          .setType(FieldDescriptorProto.Type.TYPE_INT32).setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL));
    }
    Descriptor type = FileDescriptor.buildFrom(FileDescriptorProto.newBuilder().setName("huge.proto")
        .setPackage("same").setSyntax("proto3").addMessageType(huge).build(), new FileDescriptor[0])
        .findMessageTypeByName("Huge");
    Registry registry = new Registry(Options.defaults());
    registry.registerDynamic(List.of(type));

    assertThat(registry.dynamic(type).writer()).isInstanceOf(DynamicWriter.class);
    DynamicMessage message = DynamicMessage.newBuilder(type).setField(type.findFieldByNumber(5_999), 7).build();
    assertThat(MessageMarshaller.builder().register(DynamicMessage.getDefaultInstance(type)).build()
        .writeValueAsString(message)).isEqualTo("{\"f5999\":7}");
  }

  /** {@code message Thing { <type> value = 1; }} in a file {@code thing.proto} of package {@code same}. */
  private static Descriptor thing(FieldDescriptorProto.Type type) throws DescriptorValidationException {
    FileDescriptorProto file = FileDescriptorProto.newBuilder().setName("thing.proto").setPackage("same")
        .setSyntax("proto3")
        .addMessageType(DescriptorProto.newBuilder().setName("Thing").addField(FieldDescriptorProto.newBuilder()
            .setName("value").setNumber(1).setType(type).setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL)))
        .build();
    return FileDescriptor.buildFrom(file, new FileDescriptor[0]).findMessageTypeByName("Thing");
  }
}
