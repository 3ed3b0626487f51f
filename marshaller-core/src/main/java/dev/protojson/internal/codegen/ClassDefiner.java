package dev.protojson.internal.codegen;

import dev.protojson.internal.TypeWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import net.bytebuddy.description.type.TypeDescription;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.loading.ClassLoadingStrategy;
import net.bytebuddy.dynamic.loading.MultipleParentClassLoader;

/**
 * Loads the generated classes of one batch of registered types.
 *
 * <p>Generated code calls the messages' own classes and protojson's runtime helpers, which may live in different
 * class loaders (a Spring Boot DevTools restart loader holds the application's messages, its parent holds
 * protojson). The batch is defined in one new class loader whose parents are exactly the loaders that can see
 * those classes, so it works under any class loader arrangement and is unloaded with the marshaller that owns it.
 */
public final class ClassDefiner {

  private ClassDefiner() {}

  /**
   * Loads {@code types} together.
   *
   * @param types the generated classes of one batch
   * @param referenced the classes the generated code refers to: the message classes of the batch
   * @return every loaded class by its description
   */
  public static Map<TypeDescription, Class<?>> load(List<DynamicType.Unloaded<?>> types,
      Collection<Class<?>> referenced) {
    if (types.isEmpty()) {
      return Map.of();
    }
    List<Class<?>> visible = new ArrayList<>(referenced);
    visible.add(TypeWriter.class);
    ClassLoader parent = new MultipleParentClassLoader.Builder().appendMostSpecific(visible).build();
    DynamicType.Unloaded<?> first = types.get(0).include(types.subList(1, types.size()));
    return first.load(parent, ClassLoadingStrategy.Default.WRAPPER).getAllLoaded();
  }
}
