package dev.protojson.spring.grpc;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.MessageMarshallerBuilderCustomizer;
import dev.protojson.spring.ProtoJsonProperties.CodeGeneration;
import dev.protojson.transcoding.Transcoder;
import io.grpc.BindableService;
import io.grpc.ServiceDescriptor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.core.Ordered;

/**
 * Registers the request and response types of the application's gRPC services with the marshaller, so transcoded
 * calls are read and written as registered types also where {@code protojson.accept-unregistered-types=false}. They
 * get their code when {@code protojson.code-generation} says, as the types of {@code protojson.packages} do.
 *
 * <p>The types are read from the service beans' classes (grpc-java's generated base class gives the service
 * descriptor statically), so a service bean that depends on the {@link MessageMarshaller} bean makes no cycle. Only
 * a bean whose class does not tell (a bean declared as a bare {@link BindableService}, such as Boot's health
 * service) is created for this, before the marshaller.
 */
final class TranscodedMessageTypes implements MessageMarshallerBuilderCustomizer, Ordered {

  private final ListableBeanFactory beans;
  private final CodeGeneration codeGeneration;

  TranscodedMessageTypes(ListableBeanFactory beans, CodeGeneration codeGeneration) {
    this.beans = beans;
    this.codeGeneration = codeGeneration;
  }

  /** After the customizer of the {@code protojson.*} properties. */
  @Override
  public int getOrder() {
    return 1;
  }

  @Override
  public void customize(MessageMarshaller.Builder builder) {
    List<Message> types = Transcoder.messageTypesOf(descriptors(beans));
    if (codeGeneration == CodeGeneration.EAGER) {
      types.forEach(builder::register);
      return;
    }
    Map<ClassLoader, List<String>> byLoader = types.stream().collect(Collectors.groupingBy(
        type -> type.getClass().getClassLoader(), LinkedHashMap::new,
        Collectors.mapping(type -> type.getClass().getName(), Collectors.toList())));
    byLoader.forEach(builder::registerLazily);
  }

  /**
   * The descriptors of the application's gRPC services (its {@link BindableService} beans, which Spring gRPC's
   * discoverer serves), read from the beans' classes. A bean whose class does not tell (declared as a bare
   * {@code BindableService}, as Boot's health service is) is made for this; the others are not.
   */
  static List<ServiceDescriptor> descriptors(ListableBeanFactory beans) {
    List<ServiceDescriptor> descriptors = new ArrayList<>();
    for (String name : beans.getBeanNamesForType(BindableService.class, true, false)) {
      ServiceDescriptor descriptor = generatedDescriptor(beans.getType(name, false));
      descriptors.add(descriptor != null ? descriptor
          : beans.getBean(name, BindableService.class).bindService().getServiceDescriptor());
    }
    return descriptors;
  }

  /**
   * The descriptor grpc-java generates for the service {@code type} implements, or null where its class does not
   * tell (a bean declared as a bare {@code BindableService}): see {@link #descriptorGetter}.
   */
  static ServiceDescriptor generatedDescriptor(Class<?> type) {
    Method getter = descriptorGetter(type);
    if (getter == null) {
      return null;
    }
    try {
      return (ServiceDescriptor) getter.invoke(null);
    } catch (ReflectiveOperationException e) {
      return null;
    }
  }

  /**
   * The static {@code getServiceDescriptor()} of grpc-java's generated {@code FooGrpc}, in which the base class
   * {@code FooImplBase} that {@code type} extends is nested; null where no class of {@code type}'s hierarchy is such
   * a base.
   */
  static Method descriptorGetter(Class<?> type) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      Class<?> outer = c.getEnclosingClass();
      if (outer == null) {
        continue;
      }
      try {
        Method getter = outer.getMethod("getServiceDescriptor");
        if (Modifier.isStatic(getter.getModifiers()) && getter.getReturnType() == ServiceDescriptor.class) {
          return getter;
        }
      } catch (NoSuchMethodException e) {
        // not a generated service's base class: look further up
      }
    }
    return null;
  }
}
