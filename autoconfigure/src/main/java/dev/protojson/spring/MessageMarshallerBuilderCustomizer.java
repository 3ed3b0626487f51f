package dev.protojson.spring;

import dev.protojson.MessageMarshaller;

/**
 * Callback to customize the auto-configured {@link MessageMarshaller.Builder} before the {@link MessageMarshaller}
 * is built, for example to register message types that are not in {@code protojson.packages} or to set options in
 * code. Customizers run in {@link org.springframework.core.Ordered order}, after the one that applies the
 * {@code protojson.*} properties.
 */
@FunctionalInterface
public interface MessageMarshallerBuilderCustomizer {

  /** Customizes {@code builder}. */
  void customize(MessageMarshaller.Builder builder);
}
