package dev.protojson.internal.registry;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import net.bytebuddy.jar.asm.ClassReader;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.commons.ClassRemapper;
import net.bytebuddy.jar.asm.commons.Remapper;
import org.junit.jupiter.api.Test;

/**
 * One {@code .proto} file compiled into two Java packages, as a vendored or relocated copy next to the original:
 * two message classes of the same proto name in one class loader. Each gets code of its own, linked against its
 * own classes, whichever is registered or used first.
 */
class RelocatedCopyTests {

  private static final String ORIGINAL = "dev/protojson/test/proto3/";
  private static final String COPY = "dev/protojson/test/relocated/";

  /** Message, enum, map and well-known fields, whose classes the generated code is linked against. */
  private static final String JSON = "{\"fString\":\"copied\",\"fEnum\":\"BLUE\",\"fNested\":{\"value\":3},"
      + "\"rEnum\":[\"RED\"],\"mStringNested\":{\"k\":{\"note\":\"n\"}},\"mStringEnum\":{\"k\":\"GREEN\"},"
      + "\"rRecursive\":[{\"fInt32\":7}],\"wktTimestamp\":\"1970-01-01T00:00:01Z\"}";

  /** Defines the test messages child first, and their copy relocated to another package, in one loader. */
  static final class RelocatingLoader extends ClassLoader {

    RelocatingLoader(ClassLoader parent) {
      super("relocating-test-messages", parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      String internal = name.replace('.', '/');
      boolean copy = internal.startsWith(COPY);
      if (!copy && !internal.startsWith(ORIGINAL)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> loaded = findLoadedClass(name);
        if (loaded != null) {
          return loaded;
        }
        String source = copy ? ORIGINAL + internal.substring(COPY.length()) : internal;
        try (InputStream in = getParent().getResourceAsStream(source + ".class")) {
          if (in == null) {
            throw new ClassNotFoundException(name);
          }
          byte[] bytes = copy ? relocated(in.readAllBytes()) : in.readAllBytes();
          return defineClass(name, bytes, 0, bytes.length);
        } catch (IOException e) {
          throw new ClassNotFoundException(name, e);
        }
      }
    }

    private static byte[] relocated(byte[] original) {
      ClassWriter writer = new ClassWriter(0);
      new ClassReader(original).accept(new ClassRemapper(writer, new Remapper() {
        @Override
        public String map(String internalName) {
          return internalName.startsWith(ORIGINAL) ? COPY + internalName.substring(ORIGINAL.length()) : internalName;
        }
      }), 0);
      return writer.toByteArray();
    }
  }

  @SuppressWarnings("unchecked")
  private static Class<? extends Message> allTypes(ClassLoader loader, String packagePath) throws Exception {
    return (Class<? extends Message>) Class.forName(packagePath.replace('/', '.') + "AllTypes", true, loader);
  }

  private static Message defaultInstance(Class<? extends Message> type) throws Exception {
    return (Message) type.getMethod("getDefaultInstance").invoke(null);
  }

  @Test
  void eachCopyIsWrittenAndReadWithItsOwnCode() throws Exception {
    ClassLoader loader = new RelocatingLoader(getClass().getClassLoader());
    Class<? extends Message> original = allTypes(loader, ORIGINAL);
    Class<? extends Message> copy = allTypes(loader, COPY);
    assertThat(defaultInstance(copy).getDescriptorForType().getFullName())
        .isEqualTo(defaultInstance(original).getDescriptorForType().getFullName());
    assertThat(copy.getClassLoader()).isSameAs(original.getClassLoader());

    // On first use, each in turn, and registered up front: either way round.
    List<MessageMarshaller> marshallers = List.of(MessageMarshaller.builder().registeringTypesOnDemand().build(),
        MessageMarshaller.builder().register(defaultInstance(copy))
            .register(defaultInstance(original)).build());
    String expected = MessageMarshaller.builder().registeringTypesOnDemand().build()
        .writeValueAsString(MessageMarshaller.builder().registeringTypesOnDemand().build()
            .readValue(JSON, AllTypes.class));
    assertThat(expected).contains("GREEN").contains("1970-01-01T00:00:01Z");
    for (MessageMarshaller marshaller : marshallers) {
      for (Class<? extends Message> type : List.of(original, copy, original)) {
        Message read = marshaller.readValue(JSON, type);
        assertThat(read).isInstanceOf(type);
        Message recursive = (Message) read.getRepeatedField(read.getDescriptorForType()
            .findFieldByName("r_recursive"), 0);
        assertThat(recursive.getClass()).isSameAs(type);
        assertThat(marshaller.writeValueAsString(read)).isEqualTo(expected);
      }
    }
  }
}
