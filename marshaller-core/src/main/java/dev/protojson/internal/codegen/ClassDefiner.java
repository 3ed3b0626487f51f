package dev.protojson.internal.codegen;

import dev.protojson.internal.TypeWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import net.bytebuddy.dynamic.loading.MultipleParentClassLoader;

/**
 * Loads the generated classes of one batch of registered types.
 *
 * <p>Generated code calls the messages' own classes and protojson's runtime helpers, which may live in different
 * class loaders (a Spring Boot DevTools restart loader holds the application's messages, its parent holds
 * protojson). The batch is defined in one new class loader whose parents are exactly the loaders that can see
 * those classes, so it works under any class loader arrangement and is unloaded with the marshaller that owns it.
 * Types whose message classes come from different class loaders are defined in different loaders: two copies of
 * one generated class (a restart loader next to the application loader) have the same name, and the code for each
 * must link against its own copy.
 */
public final class ClassDefiner {

  /** The system property naming a directory to write generated class files to. */
  static final String DUMP_PROPERTY = "protojson.dump-generated-classes";

  private static final AtomicLong DEFINED = new AtomicLong();

  private ClassDefiner() {}

  /**
   * How many classes protojson has defined at run time in this JVM (in protojson's class loader). Zero in an
   * application whose classes were all generated at build time; tests use it to prove that.
   */
  public static long definedClasses() {
    return DEFINED.get();
  }

  /**
   * Loads {@code types}, together where their message classes share a class loader.
   *
   * @param types the generated classes of one batch
   * @param messageClasses the message class each generated class is for, in the same order
   * @return the loaded classes, in the order of {@code types}
   */
  public static List<Class<?>> load(List<GeneratedClass> types, List<Class<?>> messageClasses) {
    if (types.size() != messageClasses.size()) {
      throw new IllegalArgumentException(types.size() + " generated classes for " + messageClasses.size()
          + " message classes");
    }
    if (types.isEmpty()) {
      return List.of();
    }
    dump(types);
    Map<ClassLoader, List<Integer>> byLoader = new LinkedHashMap<>();
    for (int i = 0; i < types.size(); i++) {
      byLoader.computeIfAbsent(messageClasses.get(i).getClassLoader(), k -> new ArrayList<>()).add(i);
    }
    Class<?>[] loaded = new Class<?>[types.size()];
    for (List<Integer> group : byLoader.values()) {
      List<Class<?>> visible = new ArrayList<>();
      for (int i : group) {
        visible.add(messageClasses.get(i));
      }
      visible.add(TypeWriter.class);
      GeneratedClassLoader loader = new GeneratedClassLoader(
          new MultipleParentClassLoader.Builder().appendMostSpecific(visible).build());
      for (int i : group) {
        loaded[i] = loader.define(types.get(i));
      }
    }
    return List.of(loaded);
  }

  /**
   * With {@code -Dprotojson.dump-generated-classes=<directory>}, writes every generated class file there
   * ({@code dev/protojson/generated/<type>$JsonReader.class}), so that {@code javap -c} or a decompiler shows what a
   * marshaller runs. Debugging only: the classes are loaded from memory either way.
   */
  private static void dump(List<GeneratedClass> types) {
    String directory = System.getProperty(DUMP_PROPERTY);
    if (directory == null || directory.isBlank()) {
      return;
    }
    Path target = Path.of(directory);
    for (GeneratedClass type : types) {
      try {
        type.saveIn(target);
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot write " + type.name() + " to " + target, e);
      }
    }
  }

  /** The loader of one batch's generated classes that share a message class loader. */
  private static final class GeneratedClassLoader extends ClassLoader {

    static {
      registerAsParallelCapable();
    }

    GeneratedClassLoader(ClassLoader parent) {
      super(parent);
    }

    Class<?> define(GeneratedClass type) {
      DEFINED.incrementAndGet();
      return defineClass(type.name(), type.bytes(), 0, type.bytes().length);
    }
  }
}
