package dev.protojson;

import com.google.protobuf.Message;
import dev.protojson.internal.codegen.AheadOfTime;
import dev.protojson.internal.codegen.GeneratedClass;
import dev.protojson.internal.codegen.PregeneratedClasses;
import dev.protojson.internal.registry.Registry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The classes a {@link MessageMarshaller} would generate at run time, generated at build time instead.
 *
 * <p>A marshaller finds them by name in the class loader of each message class, if they are listed in an
 * {@value #INDEX_RESOURCE} resource of that loader: then the marshaller loads them instead of generating and
 * defining classes (in {@link MessageMarshaller.Builder#build()}, or on first use for types registered by name),
 * which saves time and works where classes cannot be defined at run time (a GraalVM native image). Spring Boot applications get this from the starter's AOT processing
 * ({@code spring-boot:process-aot}); other build tools and frameworks call this class from a build step, with the
 * same registrations and options as the application's marshaller, and put the output on the class path next to
 * the message classes:
 *
 * <pre>{@code
 * MessageMarshaller.Builder builder = MessageMarshaller.builder().register(Order.getDefaultInstance());
 * GeneratedCode.of(builder).writeTo(Path.of("target/classes"));
 * }</pre>
 *
 * Each class records a fingerprint of the message type it was made for: a class generated from another version of
 * the {@code .proto} file, of the options that shape the code ({@code alwaysPrintFieldsWithNoPresence}) or of
 * protojson is not used, and that type's code is generated at run time as usual, with a warning.
 */
public final class GeneratedCode {

  /** The resource listing the generated classes, one binary class name per line. */
  public static final String INDEX_RESOURCE = PregeneratedClasses.INDEX;

  private final Map<String, byte[]> classFiles;
  private final List<Class<? extends Message>> messageClasses;

  private GeneratedCode(Map<String, byte[]> classFiles, List<Class<? extends Message>> messageClasses) {
    this.classFiles = classFiles;
    this.messageClasses = messageClasses;
  }

  /** Generates the classes for the types {@code builder} registers (and those they reach), with its options. */
  public static GeneratedCode of(MessageMarshaller.Builder builder) {
    List<Message> types = Registry.reachable(builder.types());
    Map<String, byte[]> files = new LinkedHashMap<>();
    for (GeneratedClass type : AheadOfTime.classes(types, builder.options())) {
      files.put(type.name(), type.bytes());
    }
    List<Class<? extends Message>> classes = new ArrayList<>();
    for (Message type : types) {
      classes.add(type.getClass());
    }
    return new GeneratedCode(Collections.unmodifiableMap(files), List.copyOf(classes));
  }

  /**
   * The message classes the marshaller will handle: the registered ones and those they reach, well-known types
   * included. A GraalVM native image needs reflection metadata for them, as protobuf-java itself reflects on them.
   */
  public List<Class<? extends Message>> messageClasses() {
    return messageClasses;
  }

  /** The class files by binary class name ({@code dev.protojson.generated.com$example$shop$Order$JsonWriter}). */
  public Map<String, byte[]> classFiles() {
    return classFiles;
  }

  /**
   * The content of {@value #INDEX_RESOURCE} for these classes and the ones {@code existing} (an index already in
   * the output, or null) lists: each name once, sorted.
   */
  public String index(String existing) {
    TreeSet<String> names = new TreeSet<>(classFiles.keySet());
    if (existing != null) {
      existing.lines().map(String::strip).filter(line -> !line.isEmpty()).forEach(names::add);
    }
    return String.join("\n", names) + "\n";
  }

  /**
   * Writes the class files below {@code classesDirectory} (in the folders of their package) and adds their names
   * to the {@value #INDEX_RESOURCE} there.
   */
  public void writeTo(Path classesDirectory) throws IOException {
    for (Map.Entry<String, byte[]> file : classFiles.entrySet()) {
      Path target = classesDirectory.resolve(file.getKey().replace('.', '/') + ".class");
      Files.createDirectories(target.getParent());
      Files.write(target, file.getValue());
    }
    Path index = classesDirectory.resolve(INDEX_RESOURCE);
    String existing = Files.exists(index) ? Files.readString(index, StandardCharsets.UTF_8) : null;
    Files.createDirectories(index.getParent());
    Files.writeString(index, index(existing), StandardCharsets.UTF_8);
  }

  /** The names of the generated classes, in generation order. */
  public List<String> classNames() {
    return List.copyOf(classFiles.keySet());
  }
}
