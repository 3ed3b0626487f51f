package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
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
    assertThat(GeneratedNames.writer(first)).isNotEqualTo(GeneratedNames.writer(second));
  }
}
