package dev.protojson.testing;

import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A class loader that defines the test message classes ({@code dev.protojson.test.*}) itself, child first, and
 * takes everything else from its parent: the arrangement of Spring Boot DevTools' restart loader, where
 * protojson's loader cannot see the application's messages.
 */
public final class ChildFirstMessagesLoader extends ClassLoader {

  private static final String MESSAGES = "dev.protojson.test.";

  private final Set<String> defined = ConcurrentHashMap.newKeySet();

  public ChildFirstMessagesLoader(ClassLoader parent) {
    super("child-first-test-messages", parent);
  }

  /** The names of the test message classes (and their builders and inner classes) this loader has defined. */
  public Set<String> defined() {
    return Set.copyOf(defined);
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    if (!name.startsWith(MESSAGES)) {
      return super.loadClass(name, resolve);
    }
    synchronized (getClassLoadingLock(name)) {
      Class<?> loaded = findLoadedClass(name);
      if (loaded == null) {
        try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
          if (in == null) {
            throw new ClassNotFoundException(name);
          }
          byte[] bytes = in.readAllBytes();
          loaded = defineClass(name, bytes, 0, bytes.length);
          defined.add(name);
        } catch (IOException e) {
          throw new ClassNotFoundException(name, e);
        }
      }
      return loaded;
    }
  }
}
