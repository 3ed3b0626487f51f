package dev.protojson.spring;

import com.google.protobuf.Message;
import dev.protojson.internal.DefaultInstances;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.springframework.aot.AotDetector;
import org.springframework.core.io.Resource;
import org.springframework.core.io.ResourceLoader;
import org.springframework.core.io.support.ResourcePatternResolver;
import org.springframework.core.io.support.ResourcePatternUtils;
import org.springframework.util.ClassUtils;
import org.springframework.util.StringUtils;

/**
 * Finds the generated protobuf message classes in packages. Class names come from the class path, never from
 * configuration directly. Scanning goes through the application's resource loader and classes load through its
 * class loader, so fat jars and DevTools' restart loader see what the application sees.
 *
 * <p>The scan reads no class file: protoc gives every message class {@code X} a builder {@code X$Builder} and an
 * interface {@code XOrBuilder} beside it, so the names of the class files are enough. Reading a thousand message
 * classes' files, or loading them, would cost the application's start-up more than the rest of protojson.
 */
final class MessageTypeScanner {

  private static final String CLASS_FILE = ".class";

  private final ResourcePatternResolver resolver;
  private final ClassLoader classLoader;
  private ScannedPackages recorded;

  MessageTypeScanner(ResourceLoader resourceLoader) {
    this.resolver = ResourcePatternUtils.getResourcePatternResolver(resourceLoader);
    this.classLoader = resourceLoader.getClassLoader();
  }

  ClassLoader classLoader() {
    return classLoader;
  }

  /**
   * The binary names of the message classes in {@code basePackage} and its sub-packages, no class loaded. With
   * Spring's AOT artifacts, the classes recorded at build time ({@link ScannedPackages}) are used without a scan.
   * A class named like a message class that is none (a hand-written {@code X}, {@code X$Builder} and
   * {@code XOrBuilder}) may be among them; the marshaller skips it when it loads the types.
   */
  List<String> messageClassNames(String basePackage) {
    List<String> names = AotDetector.useGeneratedArtifacts() ? recorded().classNames(basePackage) : null;
    return names != null ? names : scanNames(basePackage);
  }

  /** The default instance of every generated message class in {@code basePackage} and its sub-packages. */
  List<Message> scan(String basePackage) {
    List<Message> found = new ArrayList<>();
    for (String name : messageClassNames(basePackage)) {
      Class<?> type = ClassUtils.resolveClassName(name, classLoader);
      // Message itself and abstract bases are named like message classes too (com.google.protobuf scanned).
      if (DefaultInstances.isGeneratedMessage(type)) {
        found.add(DefaultInstances.of(type.asSubclass(Message.class)));
      }
    }
    return found;
  }

  private ScannedPackages recorded() {
    if (recorded == null) {
      recorded = ScannedPackages.load(classLoader);
    }
    return recorded;
  }

  private List<String> scanNames(String basePackage) {
    String path = ClassUtils.convertClassNameToResourcePath(basePackage);
    Set<String> classes = new HashSet<>();
    try {
      for (Resource resource : resolver.getResources(
          ResourcePatternResolver.CLASSPATH_ALL_URL_PREFIX + path + "/**/*" + CLASS_FILE)) {
        String className = className(resource.getURL().toString(), path);
        if (className != null) {
          classes.add(className);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot scan package " + basePackage + " for protobuf message classes", e);
    }
    Set<String> messages = new TreeSet<>();
    for (String name : classes) {
      if (classes.contains(name + "$Builder") && classes.contains(name + "OrBuilder")) {
        messages.add(name);
      }
    }
    return List.copyOf(messages);
  }

  /**
   * The binary name of the class file at {@code url}, which lies in package {@code path} or below: from the last
   * place the package's path occurs in the URL, unless only an earlier one names a class the loader has.
   */
  private String className(String url, String path) {
    String marker = "/" + path + "/";
    int at = url.lastIndexOf(marker);
    while (at >= 0) {
      String resourcePath = url.substring(at + 1);
      int earlier = url.lastIndexOf(marker, at - 1);
      // A sub-package repeating the package's path is the rare case where the last place is not the package.
      if (earlier < 0 || classLoader.getResource(resourcePath) != null) {
        return ClassUtils.convertResourcePathToClassName(StringUtils.uriDecode(
            resourcePath.substring(0, resourcePath.length() - CLASS_FILE.length()), StandardCharsets.UTF_8));
      }
      at = earlier;
    }
    return null;
  }
}
