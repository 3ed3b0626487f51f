package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import dev.protojson.internal.Options;
import org.junit.jupiter.api.Test;

class WriterGeneratorNamingTest {

  private static Descriptor message(String pkg, String name) throws DescriptorValidationException {
    FileDescriptorProto file = FileDescriptorProto.newBuilder().setName(pkg + "/" + name + ".proto").setPackage(pkg)
        .addMessageType(DescriptorProto.newBuilder().setName(name)).build();
    return FileDescriptor.buildFrom(file, new FileDescriptor[0]).findMessageTypeByName(name);
  }

  @Test
  void typesWhoseNamesDifferOnlyInDotsAndUnderscoresGetDifferentClasses() throws Exception {
    Descriptor first = message("a_b", "C");
    Descriptor second = message("a", "b_C");
    assertThat(GeneratedNames.writer(first, Options.defaults()))
        .isNotEqualTo(GeneratedNames.writer(second, Options.defaults()));
    assertThat(GeneratedNames.reader(first)).isNotEqualTo(GeneratedNames.reader(second));
  }

  @Test
  void onlyTheOptionThatChangesAWritersCodeChangesItsName() throws Exception {
    Descriptor type = message("shop", "Order");
    assertThat(GeneratedNames.writer(type, Options.defaults()))
        .isEqualTo("dev.protojson.generated.shop$Order$JsonWriter")
        .isEqualTo(GeneratedNames.writer(type, Options.builder().preservingProtoFieldNames(true)
            .printingEnumsAsInts(true).sortingMapKeys(true).prettyPrinting(true).ignoringUnknownFields(true)
            .recursionLimit(5).registerOnDemand(true).build()));
    assertThat(GeneratedNames.writer(type, Options.builder().alwaysPrintFieldsWithNoPresence(true).build()))
        .isEqualTo("dev.protojson.generated.shop$Order$JsonWriterAllFields");
  }
}
