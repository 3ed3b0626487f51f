package dev.protojson.internal.codegen;

import com.google.protobuf.Message;
import dev.protojson.internal.DefaultInstances;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.System.Logger.Level;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * Finds reader and writer classes generated at build time. They sit next to the message classes, in the same
 * class loader, and every class path entry that has some lists their names in {@value #INDEX}; only listed names
 * are looked up, so a marshaller without pre-generated classes never pays for a failing class look-up per type.
 * A listed class is used only if its fingerprint matches the message type as loaded now; otherwise the type's
 * code is generated at run time, as without pre-generated classes, and a warning says why.
 */
public final class PregeneratedClasses {

  /** The resource listing pre-generated class names, one per line. */
  public static final String INDEX = "META-INF/protojson/generated-classes.txt";

  private static final System.Logger LOG = System.getLogger("dev.protojson");

  // Weak keys: an undeployed application's class loader must not be kept alive by protojson's.
  private static final Map<ClassLoader, Set<String>> LISTED = Collections.synchronizedMap(new WeakHashMap<>());

  // A type's writer and reader classes are looked up apart (lazily registered types: at different times).
  private static final ClassValue<String> FINGERPRINTS = new ClassValue<>() {
    @Override
    protected String computeValue(Class<?> type) {
      return GeneratedNames.fingerprint(DefaultInstances.of(type.asSubclass(Message.class)));
    }
  };

  private PregeneratedClasses() {}

  /** The loaded class named {@code name} generated ahead of time for {@code prototype}'s type, or null. */
  static Class<?> find(String name, Message prototype) {
    ClassLoader loader = prototype.getClass().getClassLoader();
    if (loader == null || !LISTED.computeIfAbsent(loader, PregeneratedClasses::listed).contains(name)) {
      return null;
    }
    Class<?> type;
    String recorded;
    try {
      type = Class.forName(name, true, loader);
      recorded = (String) type.getField(GeneratedClass.FINGERPRINT).get(null);
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      LOG.log(Level.WARNING, () -> "protojson cannot use the pre-generated class " + name + " (" + e
          + "); generating it at run time");
      return null;
    }
    String expected = FINGERPRINTS.get(prototype.getClass());
    if (!expected.equals(recorded)) {
      LOG.log(Level.WARNING, () -> "protojson ignores the pre-generated class " + name + ": it was generated from "
          + "another version of " + prototype.getDescriptorForType().getFullName() + " or of protojson; "
          + "generating it at run time. Generate the classes again in the build that compiles the .proto files.");
      return null;
    }
    return type;
  }

  private static Set<String> listed(ClassLoader loader) {
    Set<String> names = new HashSet<>();
    try {
      Enumeration<URL> indexes = loader.getResources(INDEX);
      while (indexes.hasMoreElements()) {
        try (BufferedReader in = new BufferedReader(
            new InputStreamReader(indexes.nextElement().openStream(), StandardCharsets.UTF_8))) {
          for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (!line.isBlank()) {
              names.add(line.strip());
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + INDEX + " from " + loader, e);
    }
    return names;
  }
}
