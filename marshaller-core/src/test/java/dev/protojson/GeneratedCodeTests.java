package dev.protojson;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import dev.protojson.internal.codegen.ClassDefiner;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.testing.RandomMessages;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Classes generated at build time with {@link GeneratedCode}, put next to the message classes, are what a marshaller
 * then uses: nothing is defined at run time, and the output is the same as with run-time generation. The message
 * classes come from a loader of their own here, as in an application, so that the generated classes can be added
 * to it.
 */
class GeneratedCodeTests {

  private static final String GENERATED = "dev.protojson.generated.";

  @TempDir
  Path classes;

  @Test
  void classesGeneratedAtBuildTimeAreLoadedByNameAndWriteAndReadAlike() throws Exception {
    ApplicationLoader loader = new ApplicationLoader(classes);
    Message allTypes = defaultInstance(loader, AllTypes.class);
    Message proto2 = defaultInstance(loader, Proto2Types.class);
    // TreeA travels in Any fields of the random messages
    Message treeA = defaultInstance(loader, TreeA.class);
    GeneratedCode code = GeneratedCode.of(MessageMarshaller.builder().register(allTypes).register(proto2)
        .register(treeA));
    assertThat(code.classNames()).contains(
        GENERATED + "dev$protojson$test$proto3$AllTypes$JsonWriter", GENERATED + "dev$protojson$test$proto3$AllTypes$JsonReader",
        GENERATED + "dev$protojson$test$proto3$Nested$JsonWriter", GENERATED + "dev$protojson$test$proto2$Proto2Types$JsonReader")
        // Well-known types with a JSON form of their own are written by hand; Empty is an ordinary message.
        .contains(GENERATED + "com$google$protobuf$Empty$JsonWriter")
        .noneMatch(name -> name.contains("google$protobuf$Timestamp") || name.contains("google$protobuf$Any")
            || name.contains("google$protobuf$Struct") || name.contains("google$protobuf$Int32Value"));
    code.writeTo(classes);

    MessageMarshaller reference = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .register(Proto2Types.getDefaultInstance()).register(TreeA.getDefaultInstance()).build();
    long defined = ClassDefiner.definedClasses();
    MessageMarshaller marshaller = MessageMarshaller.builder().register(allTypes).register(proto2).register(treeA)
        .build();
    assertThat(ClassDefiner.definedClasses()).isEqualTo(defined);

    RandomMessages random = new RandomMessages(20261124L, 3);
    for (int i = 0; i < 300; i++) {
      Message original = random.next(i % 2 == 0 ? AllTypes.getDefaultInstance() : Proto2Types.getDefaultInstance());
      Message prototype = i % 2 == 0 ? allTypes : proto2;
      Message copy = prototype.getParserForType().parseFrom(original.toByteString(), extensionsOf(loader));
      String json = reference.writeValueAsString(original);
      assertThat(marshaller.writeValueAsString(copy)).isEqualTo(json);
      // Read back as the run-time generated reader reads it (a JSON round trip need not restore every bit).
      assertThat(marshaller.readValue(json, prototype.getClass()).toByteString())
          .isEqualTo(reference.readValue(json, original.getClass()).toByteString());
    }
    assertThat(ClassDefiner.definedClasses()).isEqualTo(defined);
    assertThat(writerClassOf(marshaller, allTypes).getClassLoader()).isSameAs(loader);
  }

  @Test
  void aClassGeneratedFromAnotherVersionOfTheTypeIsNotUsed() throws Exception {
    ApplicationLoader loader = new ApplicationLoader(classes);
    Message allTypes = defaultInstance(loader, AllTypes.class);
    GeneratedCode code = GeneratedCode.of(MessageMarshaller.builder().register(allTypes));
    code.writeTo(classes);
    // The fingerprint of another version of all_types.proto: same length, other digits.
    Path writer = classes.resolve("dev/protojson/generated/dev$protojson$test$proto3$AllTypes$JsonWriter.class");
    String original = new String(Files.readAllBytes(writer), StandardCharsets.ISO_8859_1);
    String fingerprint = dev.protojson.internal.codegen.GeneratedNames.fingerprint(allTypes);
    assertThat(original).contains(fingerprint);
    String other = fingerprint.replace('0', 'x').replace('1', '0').replace('x', '1');
    assertThat(other).isNotEqualTo(fingerprint);
    Files.write(writer, original.replace(fingerprint, other).getBytes(StandardCharsets.ISO_8859_1));

    long defined = ClassDefiner.definedClasses();
    MessageMarshaller marshaller = MessageMarshaller.builder().register(allTypes).build();
    assertThat(ClassDefiner.definedClasses()).isEqualTo(defined + 1);
    assertThat(writerClassOf(marshaller, allTypes).getClassLoader()).isNotSameAs(loader);
    Message copy = allTypes.getParserForType().parseFrom(sample().toByteString(), extensionsOf(loader));
    assertThat(marshaller.writeValueAsString(copy))
        .isEqualTo(MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build()
            .writeValueAsString(sample()));
  }

  @Test
  void classesForOtherOptionsAreNotUsed() throws Exception {
    ApplicationLoader loader = new ApplicationLoader(classes);
    Message allTypes = defaultInstance(loader, AllTypes.class);
    GeneratedCode allFields = GeneratedCode.of(
        MessageMarshaller.builder().register(allTypes).alwaysPrintFieldsWithNoPresence());
    assertThat(allFields.classNames()).contains(GENERATED + "dev$protojson$test$proto3$AllTypes$JsonWriterAllFields")
        .doesNotContain(GENERATED + "dev$protojson$test$proto3$AllTypes$JsonWriter");
    allFields.writeTo(classes);

    long defined = ClassDefiner.definedClasses();
    MessageMarshaller marshaller = MessageMarshaller.builder().register(allTypes).build();
    // Writers for the default options are generated; the readers, the same for every option, are loaded.
    long writers = allFields.classNames().stream().filter(name -> name.endsWith("$JsonWriterAllFields")).count();
    assertThat(ClassDefiner.definedClasses() - defined).isEqualTo(writers);
    assertThat(marshaller.writeValueAsString(allTypes.getDefaultInstanceForType())).isEqualTo("{}");
    assertThat(Files.readString(classes.resolve(GeneratedCode.INDEX_RESOURCE)).lines())
        .containsExactlyElementsOf(allFields.classNames().stream().sorted().toList());
  }

  @Test
  void theIndexKeepsWhatAnEarlierStepWrote() throws Exception {
    Files.createDirectories(classes.resolve(GeneratedCode.INDEX_RESOURCE).getParent());
    Files.writeString(classes.resolve(GeneratedCode.INDEX_RESOURCE), "dev.protojson.generated.other$Type$JsonReader\n");
    GeneratedCode code = GeneratedCode.of(MessageMarshaller.builder().register(AllTypes.getDefaultInstance()));
    code.writeTo(classes);
    assertThat(Files.readString(classes.resolve(GeneratedCode.INDEX_RESOURCE)).lines())
        .contains("dev.protojson.generated.other$Type$JsonReader", GENERATED + "dev$protojson$test$proto3$AllTypes$JsonWriter")
        .doesNotHaveDuplicates();
    assertThat(classes.resolve("dev/protojson/generated/dev$protojson$test$proto3$AllTypes$JsonReader.class")).isRegularFile();
  }

  private static AllTypes sample() {
    return new RandomMessages(7L, 3).next(AllTypes.getDefaultInstance());
  }

  private static Class<?> writerClassOf(MessageMarshaller marshaller, Message type) throws Exception {
    java.lang.reflect.Field registry = MessageMarshaller.class.getDeclaredField("registry");
    registry.setAccessible(true);
    return ((dev.protojson.internal.registry.Registry) registry.get(marshaller))
        .writer(type.getDefaultInstanceForType()).getClass();
  }

  private static com.google.protobuf.ExtensionRegistry extensionsOf(ClassLoader loader) throws Exception {
    com.google.protobuf.ExtensionRegistry registry = com.google.protobuf.ExtensionRegistry.newInstance();
    Class<?> proto2 = Class.forName("dev.protojson.test.proto2.Proto2", true, loader);
    proto2.getMethod("registerAllExtensions", com.google.protobuf.ExtensionRegistry.class).invoke(null, registry);
    return registry;
  }

  private static Message defaultInstance(ClassLoader loader, Class<? extends Message> type) throws Exception {
    return Internal.getDefaultInstance(Class.forName(type.getName(), true, loader).asSubclass(Message.class));
  }

  /**
   * An application's class loader: it defines the test messages itself (and {@code google.protobuf.Empty}, which
   * they use, as an application's loader holds protobuf-java's generated types) and finds classes and resources in
   * a directory of build output, where the test puts the generated classes. Pre-generated classes are looked up
   * in the loader of each message class, so a type from another loader would have its code generated.
   */
  private static final class ApplicationLoader extends ClassLoader {

    private final Path output;

    ApplicationLoader(Path output) {
      super("application", GeneratedCodeTests.class.getClassLoader());
      this.output = output;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith("dev.protojson.test.") && !name.startsWith(GENERATED)
          && !name.startsWith("com.google.protobuf.Empty")) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> loaded = findLoadedClass(name);
        if (loaded != null) {
          return loaded;
        }
        String file = name.replace('.', '/') + ".class";
        try (InputStream in = name.startsWith(GENERATED)
            ? (Files.exists(output.resolve(file)) ? Files.newInputStream(output.resolve(file)) : null)
            : getParent().getResourceAsStream(file)) {
          if (in == null) {
            throw new ClassNotFoundException(name);
          }
          byte[] bytes = in.readAllBytes();
          return defineClass(name, bytes, 0, bytes.length);
        } catch (IOException e) {
          throw new ClassNotFoundException(name, e);
        }
      }
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
      Path file = output.resolve(name);
      return Files.exists(file) ? Collections.enumeration(List.of(file.toUri().toURL()))
          : Collections.emptyEnumeration();
    }
  }
}
