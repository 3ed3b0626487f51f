package dev.protojson.internal.registry;

import com.google.protobuf.Message;
import dev.protojson.internal.DefaultInstances;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Message classes registered by name, not yet loaded: a marshaller with a thousand of them starts without loading
 * their classes (protobuf-java's class initialisation builds descriptors, which costs more than the JSON code).
 * A name that does not turn out to be a generated message class when loaded is not a type, and is skipped.
 */
final class DeclaredTypes {

  private static final System.Logger LOG = System.getLogger("dev.protojson");

  private final Map<ClassLoader, Set<String>> names;
  private Map<String, List<String>> bySimpleName;

  DeclaredTypes(Map<ClassLoader, ? extends Iterable<String>> names) {
    Map<ClassLoader, Set<String>> copy = new LinkedHashMap<>();
    names.forEach((loader, list) -> list.forEach(name -> copy.computeIfAbsent(loader, l -> new LinkedHashSet<>())
        .add(name)));
    this.names = copy;
  }

  boolean isEmpty() {
    return names.isEmpty();
  }

  /** Whether {@code type} is a declared class: its name, as its declaring loader resolves it. */
  boolean contains(Class<?> type) {
    for (Map.Entry<ClassLoader, Set<String>> declared : names.entrySet()) {
      if (declared.getValue().contains(type.getName()) && load(declared.getKey(), type.getName()) == type) {
        return true;
      }
    }
    return false;
  }

  /**
   * The declared types that may have the full name {@code fullName}: protoc names a message's class after the
   * message, so only classes with its simple name are loaded to compare their descriptors.
   */
  List<Message> named(String fullName) {
    String simpleName = fullName.substring(fullName.lastIndexOf('.') + 1);
    List<Message> found = new ArrayList<>();
    synchronized (this) {
      if (bySimpleName == null) {
        bySimpleName = new HashMap<>();
        names.forEach((loader, list) -> list.forEach(name ->
            bySimpleName.computeIfAbsent(simpleName(name), k -> new ArrayList<>()).add(name)));
      }
    }
    for (Map.Entry<ClassLoader, Set<String>> declared : names.entrySet()) {
      for (String name : bySimpleName.getOrDefault(simpleName, List.of())) {
        if (declared.getValue().contains(name)) {
          Message type = defaultInstance(declared.getKey(), name);
          if (type != null && type.getDescriptorForType().getFullName().equals(fullName)) {
            found.add(type);
          }
        }
      }
    }
    return found;
  }

  /** Every declared type, loaded. */
  List<Message> all() {
    List<Message> found = new ArrayList<>();
    names.forEach((loader, list) -> list.forEach(name -> {
      Message type = defaultInstance(loader, name);
      if (type != null) {
        found.add(type);
      }
    }));
    return found;
  }

  private static String simpleName(String binaryName) {
    return binaryName.substring(Math.max(binaryName.lastIndexOf('.'), binaryName.lastIndexOf('$')) + 1);
  }

  private static Class<?> load(ClassLoader loader, String name) {
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }

  private static Message defaultInstance(ClassLoader loader, String name) {
    Class<?> type = load(loader, name);
    if (type == null) {
      LOG.log(System.Logger.Level.WARNING, () -> "protojson: the registered message class " + name
          + " cannot be loaded from " + loader);
      return null;
    }
    return DefaultInstances.ofGeneratedClass(type);
  }
}
