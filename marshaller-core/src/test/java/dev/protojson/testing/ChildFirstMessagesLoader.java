package dev.protojson.testing;

import java.io.IOException;
import java.io.InputStream;

/**
 * A class loader that defines the test message classes ({@code dev.protojson.test.*}) itself, child first, and
 * takes everything else from its parent: the arrangement of Spring Boot DevTools' restart loader, where
 * protojson's loader cannot see the application's messages.
 */
public final class ChildFirstMessagesLoader extends ClassLoader {

  private static final String MESSAGES = "dev.protojson.test.";

  public ChildFirstMessagesLoader(ClassLoader parent) {
    super("child-first-test-messages", parent);
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
        } catch (IOException e) {
          throw new ClassNotFoundException(name, e);
        }
      }
      return loaded;
    }
  }
}
