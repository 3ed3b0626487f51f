package dev.protojson.spring.grpc;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.transcoding.Route;
import dev.protojson.transcoding.Transcoder;
import io.grpc.MethodDescriptor;
import io.grpc.ServerServiceDefinition;
import io.grpc.ServiceDescriptor;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;

/**
 * The route table of the application's transcoded services, built in AOT processing from what is known at build
 * time: the services' descriptors (from their beans' classes), the rules of their {@code .proto} files, the
 * {@link TranscodingRulesCustomizer} beans, the {@code protojson.transcoding.*} properties and the streaming methods
 * the application's HTTP stack serves. Building it fails as
 * start-up would, naming the methods and rules: a malformed rule, two rules that can match the same request, a rule
 * of a streaming method. So the build fails, not the deployed application.
 */
final class BuildTimeRoutes {

  /** The bean of the WebFlux transcoding's handler mapping, present only in a reactive application. */
  private static final String REACTIVE_MAPPING = "protojsonReactiveTranscodingHandlerMapping";

  private BuildTimeRoutes() {}

  /**
   * The routes. A service bean whose class does not tell its service (a bean declared as a bare
   * {@code BindableService}) is created for this, as for {@link TranscodedMessageTypes}.
   *
   * @throws IllegalStateException as building the transcoder at start-up would
   */
  static List<Route> of(ConfigurableListableBeanFactory beanFactory, ProtoJsonProperties.Transcoding settings) {
    List<ServerServiceDefinition> services = new ArrayList<>();
    for (ServiceDescriptor descriptor : TranscodedMessageTypes.descriptors(beanFactory)) {
      services.add(uncallable(descriptor));
    }
    // Which HTTP stack serves the routes decides which streaming methods may have rules
    boolean webFlux = beanFactory.containsBeanDefinition(REACTIVE_MAPPING);
    Transcoder transcoder = TranscoderFactory.build(MessageMarshaller.builder().build(), services,
        beanFactory.getBeanProvider(TranscodingRulesCustomizer.class), settings,
        webFlux ? TranscoderFactory.WEBFLUX : TranscoderFactory.SPRING_MVC);
    return transcoder.routes();
  }

  /** The service's methods with handlers that are never called: only its routes are built. */
  private static ServerServiceDefinition uncallable(ServiceDescriptor descriptor) {
    ServerServiceDefinition.Builder service = ServerServiceDefinition.builder(descriptor);
    for (MethodDescriptor<?, ?> method : descriptor.getMethods()) {
      addUncallable(service, method);
    }
    return service.build();
  }

  private static <ReqT, RespT> void addUncallable(ServerServiceDefinition.Builder service,
      MethodDescriptor<ReqT, RespT> method) {
    service.addMethod(method, (call, headers) -> {
      throw new IllegalStateException(method.getFullMethodName() + " is not served at build time");
    });
  }
}
