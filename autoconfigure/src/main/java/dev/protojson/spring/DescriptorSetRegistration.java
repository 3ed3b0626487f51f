package dev.protojson.spring;

import dev.protojson.MessageMarshaller;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.core.Ordered;
import org.springframework.core.io.Resource;
import org.springframework.core.io.ResourceLoader;

/**
 * Registers the message types of the descriptor sets {@code protojson.descriptor-sets} lists, for
 * {@code DynamicMessage}s. A location that does not exist, or a set that does not link, fails start-up with an error
 * naming the location.
 */
final class DescriptorSetRegistration implements MessageMarshallerBuilderCustomizer, Ordered {

  private final List<String> locations;
  private final ResourceLoader resourceLoader;

  DescriptorSetRegistration(List<String> locations, ResourceLoader resourceLoader) {
    this.locations = locations;
    this.resourceLoader = resourceLoader;
  }

  /** With the other {@code protojson.*} properties, before the application's customizers. */
  @Override
  public int getOrder() {
    return 0;
  }

  @Override
  public void customize(MessageMarshaller.Builder builder) {
    for (String location : locations) {
      byte[] set = read(location);
      try {
        builder.registerFileDescriptorSet(set);
      } catch (IllegalArgumentException e) {
        throw invalid(location, "The descriptor set cannot be registered: " + e.getMessage(), e);
      }
    }
  }

  /** The class-path resources among the locations ({@code classpath:api.binpb} is {@code api.binpb}). */
  List<String> classpathResources() {
    return locations.stream().filter(location -> location.startsWith(ResourceLoader.CLASSPATH_URL_PREFIX))
        .map(location -> location.substring(ResourceLoader.CLASSPATH_URL_PREFIX.length()))
        .map(path -> path.startsWith("/") ? path.substring(1) : path).toList();
  }

  private byte[] read(String location) {
    Resource resource = resourceLoader.getResource(location);
    if (!resource.exists()) {
      throw invalid(location, "No such resource exists; give the location of a descriptor set written by protoc"
          + " --descriptor_set_out --include_imports, as classpath:api.binpb or file:/etc/api.binpb", null);
    }
    try (InputStream in = resource.getInputStream()) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw invalid(location, "The resource cannot be read: " + e.getMessage(), e);
    }
  }

  /** Boot's error for a property's value, which its failure analysis shows with where the value came from. */
  private static InvalidConfigurationPropertyValueException invalid(String location, String reason,
      Exception cause) {
    return new InvalidConfigurationPropertyValueException("protojson.descriptor-sets", location, reason, cause);
  }
}
