package dev.protojson.internal.codegen;

import dev.protojson.internal.TypeWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicLong;
import net.bytebuddy.dynamic.loading.MultipleParentClassLoader;

/**
 * Loads the generated classes of one batch of registered types.
 *
 * <p>Generated code calls the messages' own classes and protojson's runtime helpers, which may live in different
 * class loaders (a Spring Boot DevTools restart loader holds the application's messages, its parent holds
 * protojson). Generated classes are defined in a class loader of their own for each message class loader, whose
 * parents are exactly the loaders that can see those classes, so it works under any class loader arrangement and is
 * unloaded with the last code it defined. Types whose message classes come from different class loaders are
 * defined in different loaders: two copies of one generated class (a restart loader next to the application
 * loader) have the same name, and the code for each must link against its own copy.
 *
 * <p>One loader serves every batch and every marshaller of a message class loader: types registered lazily are
 * generated one at a time, and a loader per type would cost more than its class. A class already defined there is
 * used again (its name says what shaped its code, see {@link GeneratedNames}); the loader is held only weakly here,
 * by the classes it defined otherwise.
 *
 * <p>The writers of types known by their descriptors alone are the exception: a descriptor is no class, and two
 * descriptors of one name may differ. Each is defined as a hidden class of its own ({@link #defineHidden}), never
 * looked up by name.
 */
public final class ClassDefiner {

  /** The name under which a hidden class's initialiser finds its class data: the default of condy constants. */
  static final String CLASS_DATA_NAME = "_";

  /** The system property naming a directory to write generated class files to. */
  static final String DUMP_PROPERTY = "protojson.dump-generated-classes";

  private static final AtomicLong DEFINED = new AtomicLong();

  // Weak values as well as keys: a generated loader's parent is its key, which a strong value would keep alive.
  private static final Map<ClassLoader, WeakReference<GeneratedClassLoader>> LOADERS = new WeakHashMap<>();

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
      GeneratedClassLoader loader = loaderFor(messageClasses.get(group.get(0)));
      for (int i : group) {
        loaded[i] = loader.define(types.get(i));
      }
    }
    return List.of(loaded);
  }

  /**
   * Defines {@code type} as a new hidden class in protojson's own class loader and in this package, whose name it
   * must have, and returns an instance made by its public constructor taking nothing. Each call defines a class of
   * its own, however many have the same name: a class generated from a descriptor is used by the registration it
   * was made for alone (descriptors of one name may differ between marshallers). The class data is what the class
   * gets from {@code MethodHandles.classData(lookup, "_", ...)}; the class is initialised before this returns. It
   * is unloaded with the last instance.
   *
   * @throws UnsupportedOperationException where classes cannot be defined at run time (a native image)
   */
  static <T> T defineHidden(GeneratedClass type, Object classData, Class<T> superclass) {
    dump(List.of(type));
    MethodHandles.Lookup hidden;
    try {
      hidden = MethodHandles.lookup().defineHiddenClassWithClassData(type.bytes(), classData, true);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("Cannot define " + type.name(), e);
    }
    DEFINED.incrementAndGet();
    try {
      return superclass.cast(hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class))
          .invoke());
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("Cannot create " + type.name(), e);
    }
  }

  /** The class {@code name} defined earlier in this JVM for the types of {@code messageClass}'s loader, or null. */
  static Class<?> defined(String name, Class<?> messageClass) {
    GeneratedClassLoader loader;
    synchronized (LOADERS) {
      WeakReference<GeneratedClassLoader> held = LOADERS.get(messageClass.getClassLoader());
      loader = held == null ? null : held.get();
    }
    return loader == null ? null : loader.defined(name);
  }

  private static GeneratedClassLoader loaderFor(Class<?> messageClass) {
    synchronized (LOADERS) {
      WeakReference<GeneratedClassLoader> held = LOADERS.get(messageClass.getClassLoader());
      GeneratedClassLoader loader = held == null ? null : held.get();
      if (loader == null) {
        loader = new GeneratedClassLoader(
            new MultipleParentClassLoader.Builder().appendMostSpecific(messageClass, TypeWriter.class).build());
        LOADERS.put(messageClass.getClassLoader(), new WeakReference<>(loader));
      }
      return loader;
    }
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
      synchronized (getClassLoadingLock(type.name())) {
        // Another marshaller may have defined the same class since its caller looked.
        Class<?> earlier = findLoadedClass(type.name());
        if (earlier != null) {
          return earlier;
        }
        DEFINED.incrementAndGet();
        return defineClass(type.name(), type.bytes(), 0, type.bytes().length);
      }
    }

    Class<?> defined(String name) {
      synchronized (getClassLoadingLock(name)) {
        return findLoadedClass(name);
      }
    }
  }
}
