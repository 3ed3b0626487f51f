package dev.protojson.spring;

import com.google.protobuf.GeneratedMessage;
import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import java.util.ArrayList;
import java.util.List;
import org.springframework.aot.AotDetector;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.io.ResourceLoader;
import org.springframework.core.type.filter.AssignableTypeFilter;
import org.springframework.util.ClassUtils;

/**
 * Finds the generated protobuf message classes in packages and returns their default instances. Class names come
 * from the class path scan, never from configuration directly. Scanning goes through the application's resource
 * loader and classes load through its class loader, so fat jars and DevTools' restart loader see what the
 * application sees.
 */
final class MessageTypeScanner {

  // protoc 3.x output extends GeneratedMessageV3; later protobuf-java versions may drop the class
  private static final String GENERATED_MESSAGE_V3 = "com.google.protobuf.GeneratedMessageV3";

  private final ResourceLoader resourceLoader;
  private final ClassLoader classLoader;
  private ScannedPackages recorded;

  MessageTypeScanner(ResourceLoader resourceLoader) {
    this.resourceLoader = resourceLoader;
    this.classLoader = resourceLoader.getClassLoader();
  }

  /**
   * The default instance of every generated message class in {@code basePackage} and its sub-packages. With
   * Spring's AOT artifacts, the classes recorded at build time ({@link ScannedPackages}) are used without a scan.
   */
  List<Message> scan(String basePackage) {
    List<String> names = AotDetector.useGeneratedArtifacts() ? recorded().classNames(basePackage) : null;
    List<Message> found = new ArrayList<>();
    for (String name : names != null ? names : classNames(basePackage)) {
      Class<?> type = ClassUtils.resolveClassName(name, classLoader);
      found.add(Internal.getDefaultInstance(type.asSubclass(Message.class)));
    }
    return found;
  }

  private ScannedPackages recorded() {
    if (recorded == null) {
      recorded = ScannedPackages.load(classLoader);
    }
    return recorded;
  }

  /** The names of the generated message classes in {@code basePackage} and its sub-packages, from a scan. */
  List<String> classNames(String basePackage) {
    ClassPathScanningCandidateComponentProvider provider = new ClassPathScanningCandidateComponentProvider(false);
    provider.setResourceLoader(resourceLoader);
    provider.addIncludeFilter(new AssignableTypeFilter(GeneratedMessage.class));
    if (ClassUtils.isPresent(GENERATED_MESSAGE_V3, classLoader)) {
      Class<?> v3 = ClassUtils.resolveClassName(GENERATED_MESSAGE_V3, classLoader);
      provider.addIncludeFilter(new AssignableTypeFilter(v3));
    }
    List<String> found = new ArrayList<>();
    for (BeanDefinition candidate : provider.findCandidateComponents(basePackage)) {
      found.add(candidate.getBeanClassName());
    }
    return found;
  }
}
