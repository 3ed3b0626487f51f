package dev.protojson.spring;

import com.google.protobuf.GeneratedMessage;
import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import java.util.ArrayList;
import java.util.List;
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

  MessageTypeScanner(ResourceLoader resourceLoader) {
    this.resourceLoader = resourceLoader;
    this.classLoader = resourceLoader.getClassLoader();
  }

  /** The default instance of every generated message class in {@code basePackage} and its sub-packages. */
  List<Message> scan(String basePackage) {
    ClassPathScanningCandidateComponentProvider provider = new ClassPathScanningCandidateComponentProvider(false);
    provider.setResourceLoader(resourceLoader);
    provider.addIncludeFilter(new AssignableTypeFilter(GeneratedMessage.class));
    if (ClassUtils.isPresent(GENERATED_MESSAGE_V3, classLoader)) {
      Class<?> v3 = ClassUtils.resolveClassName(GENERATED_MESSAGE_V3, classLoader);
      provider.addIncludeFilter(new AssignableTypeFilter(v3));
    }
    List<Message> found = new ArrayList<>();
    for (BeanDefinition candidate : provider.findCandidateComponents(basePackage)) {
      Class<?> type = ClassUtils.resolveClassName(candidate.getBeanClassName(), classLoader);
      found.add(Internal.getDefaultInstance(type.asSubclass(Message.class)));
    }
    return found;
  }
}
