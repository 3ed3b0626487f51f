package dev.protojson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.TypeRegistry;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.internal.registry.DescriptorSets;
import dev.protojson.isolation.DescriptorSetMarshalling;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.JsonTrees;
import dev.protojson.testing.RandomMessages;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import net.bytebuddy.ByteBuddy;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;

/**
 * The core's test protos as protoc's descriptor set ({@code --descriptor_set_out --include_imports}, written by the
 * build), registered from its bytes alone: no descriptor of a generated test class is used by the marshaller or the
 * oracle. Random messages, parsed from their binary form into {@code DynamicMessage}s of the loaded descriptors,
 * are written by protojson and by {@code JsonFormat} with a {@code TypeRegistry} of the same descriptors, compared
 * as JSON trees. What protojson reads from {@code JsonFormat}'s text, {@code JsonFormat} prints as it printed the
 * original; and {@code JsonFormat} reads protojson's text as it reads its own.
 *
 * <p>The marshaller runs in the tests' class loader, and again in a class loader that holds protobuf-java,
 * protojson's own classes and their dependencies but no generated test class: there the descriptor set is all it
 * knows of the types. Messages cross between the loaders as bytes and text.
 */
class DescriptorSetRoundTripTests {

  private static final long SEED = Long.getLong("protojson.seed", 0x5EED_0045L);
  private static final int PER_TYPE = 150;
  private static final String GENERATED = AllTypes.class.getName();

  @Test
  void messagesOfTheLoadedDescriptorsMatchJsonFormat() throws Exception {
    byte[] set = descriptorSet();
    Marshalling here = Marshalling.of(new DescriptorSetMarshalling(set));
    assertThat(here.canLoad(GENERATED)).isTrue();

    assertMatchesJsonFormat(set, here);
  }

  @Test
  void inAClassLoaderWithoutTheGeneratedClassesMessagesMatchJsonFormat() throws Exception {
    byte[] set = descriptorSet();
    try (WithoutTestClasses loader = new WithoutTestClasses()) {
      Class<?> marshalling = Class.forName(DescriptorSetMarshalling.class.getName(), true, loader);
      assertThat(marshalling.getClassLoader()).isSameAs(loader);
      assertThat(loader.loadClass(MessageMarshaller.class.getName())).isNotSameAs(MessageMarshaller.class);
      assertThat(loader.loadClass(Message.class.getName())).isNotSameAs(Message.class);
      Marshalling there = Marshalling.of(marshalling.getConstructor(byte[].class).newInstance(set));
      assertThat(there.canLoad(GENERATED)).as("a generated test class, in the isolated loader").isFalse();
      assertThat(there.canLoad(DynamicMessage.class.getName())).isTrue();

      assertMatchesJsonFormat(set, there);
    }
  }

  private static void assertMatchesJsonFormat(byte[] set, Marshalling marshalling) throws Exception {
    List<FileDescriptor> files = DescriptorSets.files(set);
    List<Descriptor> all = new ArrayList<>();
    files.forEach(file -> file.getMessageTypes().forEach(type -> collect(type, all)));
    TypeRegistry registry = TypeRegistry.newBuilder().add(all).build();
    JsonFormat.Printer printer = JsonFormat.printer().usingTypeRegistry(registry);
    JsonFormat.Parser parser = JsonFormat.parser().usingTypeRegistry(registry);
    RandomMessages random = new RandomMessages(SEED, 2);
    int compared = 0;
    for (Message type : List.of(AllTypes.getDefaultInstance(), Proto2Types.getDefaultInstance(),
        EditionTypes.getDefaultInstance())) {
      Descriptor loaded = find(all, type.getDescriptorForType().getFullName());
      assertThat(loaded).isNotSameAs(type.getDescriptorForType());
      for (int i = 0; i < PER_TYPE; i++) {
        byte[] binary = random.next(type).toByteArray();
        DynamicMessage message = DynamicMessage.parseFrom(loaded, binary);
        String failure = loaded.getName() + " #" + i + " of seed " + SEED;
        String ours = marshalling.write(loaded.getFullName(), binary);
        String theirs = printer.print(message);
        String difference = JsonTrees.difference(JsonTrees.read(theirs), JsonTrees.read(ours), "$");
        if (difference != null) {
          fail(failure + ": " + difference + "\nJsonFormat: " + theirs + "\nprotojson:  " + ours);
        }
        DynamicMessage readByUs = DynamicMessage.parseFrom(loaded, marshalling.read(loaded.getFullName(), theirs));
        sameWithoutNulls(theirs, printer.print(readByUs), failure + ": read by protojson");
        // JsonFormat reads both texts to the same message (it reads -0.0 as 0.0, from either).
        assertThat(readByJsonFormat(parser, ours, loaded, failure)).as(failure + ": read by JsonFormat")
            .isEqualTo(readByJsonFormat(parser, theirs, loaded, failure));
        compared++;
      }
    }
    assertThat(compared).isEqualTo(3 * PER_TYPE);
  }

  /** A {@link DescriptorSetMarshalling} of any class loader, called by reflection. */
  private record Marshalling(Object target, Method write, Method read, Method canLoad) {

    static Marshalling of(Object target) throws NoSuchMethodException {
      Class<?> type = target.getClass();
      return new Marshalling(target, type.getMethod("write", String.class, byte[].class),
          type.getMethod("read", String.class, String.class), type.getMethod("canLoad", String.class));
    }

    String write(String type, byte[] binary) throws Exception {
      return (String) call(write, type, binary);
    }

    byte[] read(String type, String json) throws Exception {
      return (byte[]) call(read, type, json);
    }

    boolean canLoad(String className) throws Exception {
      return (Boolean) call(canLoad, className);
    }

    private Object call(Method method, Object... arguments) throws Exception {
      try {
        return method.invoke(target, arguments);
      } catch (InvocationTargetException e) {
        throw e.getCause() instanceof Exception cause ? cause : e;
      }
    }
  }

  /**
   * protobuf-java, protojson's main classes, Jackson's streaming API and Byte Buddy, over the platform loader; and
   * {@link DescriptorSetMarshalling}, defined from its class file. Nothing else of the tests' class path.
   */
  private static final class WithoutTestClasses extends URLClassLoader {

    WithoutTestClasses() throws URISyntaxException, IOException {
      super(new URL[] {location(Message.class), location(MessageMarshaller.class), location(JsonParser.class),
          location(ByteBuddy.class)}, ClassLoader.getPlatformClassLoader());
    }

    private static URL location(Class<?> type) {
      return type.getProtectionDomain().getCodeSource().getLocation();
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      if (!name.equals(DescriptorSetMarshalling.class.getName())) {
        return super.findClass(name);
      }
      String file = "/" + name.replace('.', '/') + ".class";
      try (InputStream in = DescriptorSetRoundTripTests.class.getResourceAsStream(file)) {
        byte[] bytes = in.readAllBytes();
        return defineClass(name, bytes, 0, bytes.length);
      } catch (IOException e) {
        throw new ClassNotFoundException(name, e);
      }
    }
  }

  /** The same trees but for null members: see {@link JsonTrees#withoutNullProperties}. */
  private static void sameWithoutNulls(String expected, String actual, String failure) {
    String difference = JsonTrees.difference(JsonTrees.withoutNullProperties(JsonTrees.read(expected)),
        JsonTrees.withoutNullProperties(JsonTrees.read(actual)), "$");
    if (difference != null) {
      fail(failure + ": " + difference + "\nexpected: " + expected + "\nactual:   " + actual);
    }
  }

  private static DynamicMessage readByJsonFormat(JsonFormat.Parser parser, String json, Descriptor type,
      String failure) {
    DynamicMessage.Builder builder = DynamicMessage.newBuilder(type);
    try {
      parser.merge(json, builder);
    } catch (InvalidProtocolBufferException e) {
      throw new AssertionError(failure + ": JsonFormat cannot read " + json, e);
    }
    return builder.buildPartial();
  }

  private static byte[] descriptorSet() throws IOException {
    try (InputStream in = DescriptorSetRoundTripTests.class.getResourceAsStream("/protojson-test-protos.binpb")) {
      assertThat(in).as("the test protos' descriptor set, written by the build").isNotNull();
      byte[] bytes = in.readAllBytes();
      // Written with its imports: protobuf's own files are in it, as protoc --include_imports writes them.
      assertThat(FileDescriptorSet.parseFrom(bytes).getFileList()).extracting(file -> file.getName())
          .contains("protojson/test/all_types.proto", "google/protobuf/any.proto");
      return bytes;
    }
  }

  private static void collect(Descriptor type, List<Descriptor> into) {
    into.add(type);
    type.getNestedTypes().forEach(nested -> collect(nested, into));
  }

  private static Descriptor find(List<Descriptor> types, String fullName) {
    return types.stream().filter(type -> type.getFullName().equals(fullName)).findFirst().orElseThrow();
  }
}
