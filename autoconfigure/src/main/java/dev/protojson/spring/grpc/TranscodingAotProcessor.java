package dev.protojson.spring.grpc;

import com.google.protobuf.Message;
import dev.protojson.GeneratedCode;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.internal.AotGeneratedCode;
import dev.protojson.transcoding.Route;
import dev.protojson.transcoding.Transcoder;
import io.grpc.BindableService;
import java.lang.reflect.Method;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.aot.generate.GenerationContext;
import org.springframework.aot.hint.ExecutableMode;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotContribution;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotProcessor;
import org.springframework.beans.factory.aot.BeanFactoryInitializationCode;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;
import org.springframework.util.ClassUtils;

/**
 * Transcoding's part of Spring's AOT processing, where the application transcodes gRPC services.
 *
 * <ul>
 *   <li>It builds the route table ({@link BuildTimeRoutes}): a rule that start-up would refuse fails the build.
 *   <li>The request and response types of the services are the marshaller's ({@link TranscodedMessageTypes}), whose
 *       code the starter's processing generates. This adds the code of the types the transcoder writes with a
 *       marshaller of its own ({@link Transcoder#errorMessageTypes()}: {@code google.rpc.Status} and the error
 *       details). So neither start-up nor an error body defines a class at run time.
 *   <li>For a native image it registers what finding the services' types reflects on: the static
 *       {@code getServiceDescriptor()} of grpc-java's generated {@code *Grpc} classes.
 * </ul>
 */
final class TranscodingAotProcessor implements BeanFactoryInitializationAotProcessor {

  private static final Log logger = LogFactory.getLog(TranscodingAotProcessor.class);

  @Override
  public BeanFactoryInitializationAotContribution processAheadOfTime(ConfigurableListableBeanFactory beanFactory) {
    ClassLoader classLoader = beanFactory.getBeanClassLoader();
    if (!ClassUtils.isPresent("dev.protojson.transcoding.Transcoder", classLoader)
        || !ClassUtils.isPresent("io.grpc.BindableService", classLoader)
        || !ClassUtils.isPresent("org.springframework.grpc.server.service.GrpcServiceDiscoverer", classLoader)
        || beanFactory.getBeanNamesForType(TranscodedMessageTypes.class, true, false).length == 0) {
      return null;
    }
    return Contribution.of(beanFactory);
  }

  /** Apart, so that the processor loads where gRPC and the transcoding module are not on the class path. */
  private record Contribution(GeneratedCode errorTypes, Set<Class<?>> serviceClasses)
      implements BeanFactoryInitializationAotContribution {

    static Contribution of(ConfigurableListableBeanFactory beanFactory) {
      ProtoJsonProperties properties = Binder.get(beanFactory.getBean(Environment.class))
          .bindOrCreate("protojson", ProtoJsonProperties.class);
      List<Route> routes = BuildTimeRoutes.of(beanFactory, properties.getTranscoding());
      if (logger.isDebugEnabled()) {
        logger.debug("protojson transcodes " + routes);
      }
      MessageMarshaller.Builder builder = MessageMarshaller.builder();
      for (Message type : Transcoder.errorMessageTypes()) {
        builder.register(type);
      }
      Set<Class<?>> serviceClasses = new LinkedHashSet<>();
      for (String name : beanFactory.getBeanNamesForType(BindableService.class, true, false)) {
        Class<?> type = beanFactory.getType(name, false);
        // A bare BindableService bean was made to build the routes: at run time its class may be asked
        serviceClasses.add(TranscodedMessageTypes.descriptorGetter(type) != null ? type
            : beanFactory.getBean(name).getClass());
      }
      return new Contribution(GeneratedCode.of(builder), serviceClasses);
    }

    @Override
    public void applyTo(GenerationContext generationContext, BeanFactoryInitializationCode initializationCode) {
      AotGeneratedCode.contribute(errorTypes, generationContext);
      RuntimeHints hints = generationContext.getRuntimeHints();
      for (Class<?> serviceClass : serviceClasses) {
        Method getter = TranscodedMessageTypes.descriptorGetter(serviceClass);
        if (getter == null) {
          continue;
        }
        // TranscodedMessageTypes asks the generated base class for its enclosing class, and that for the getter
        for (Class<?> c = serviceClass; c != null; c = c.getSuperclass()) {
          if (c.getEnclosingClass() == getter.getDeclaringClass()) {
            hints.reflection().registerType(c);
          }
        }
        hints.reflection().registerType(getter.getDeclaringClass());
        hints.reflection().registerMethod(getter, ExecutableMode.INVOKE);
      }
    }
  }
}
