package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.testing.ChildFirstMessagesLoader;
import dev.protojson.test.proto3.Nested;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.bytebuddy.jar.asm.ClassReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Generated classes can be written out for javap and decompilers, the same bytes the marshaller loads. */
class GeneratedClassDumpTests {

  @Test
  void generatedClassesAreWrittenWhereThePropertySays(@TempDir Path directory) throws Exception {
    // Classes are generated once per message class loader: a loader of its own makes them new here.
    Class<? extends Message> nested = Class.forName(Nested.class.getName(), true,
        new ChildFirstMessagesLoader(getClass().getClassLoader())).asSubclass(Message.class);
    System.setProperty(ClassDefiner.DUMP_PROPERTY, directory.toString());
    try {
      MessageMarshaller.builder().register(Internal.getDefaultInstance(nested)).build();
    } finally {
      System.clearProperty(ClassDefiner.DUMP_PROPERTY);
    }
    Path generated = directory.resolve("dev/protojson/generated");
    Path writer = generated.resolve("dev$protojson$test$proto3$Nested$JsonWriter.class");
    Path reader = generated.resolve("dev$protojson$test$proto3$Nested$JsonReader.class");
    assertThat(writer).exists();
    assertThat(reader).exists();
    assertThat(new ClassReader(Files.readAllBytes(writer)).getSuperName())
        .isEqualTo("dev/protojson/internal/write/MessageWriter");
    assertThat(new ClassReader(Files.readAllBytes(reader)).getSuperName())
        .isEqualTo("dev/protojson/internal/read/MessageReader");
  }
}
