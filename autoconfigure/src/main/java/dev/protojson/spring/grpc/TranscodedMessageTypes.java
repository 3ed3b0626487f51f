package dev.protojson.spring.grpc;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.MessageMarshallerBuilderCustomizer;
import dev.protojson.spring.ProtoJsonProperties.CodeGeneration;
import dev.protojson.transcoding.Transcoder;
import io.grpc.BindableService;
import io.grpc.ServerServiceDefinition;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.core.Ordered;
import org.springframework.grpc.server.service.GrpcServiceDiscoverer;
import org.springframework.grpc.server.service.GrpcServiceSpec;

/**
 * Registers the request and response types of the application's gRPC services with the marshaller, so transcoded
 * calls are read and written as registered types also where {@code protojson.accept-unregistered-types=false}. They
 * get their code when {@code protojson.code-generation} says, as the types of {@code protojson.packages} do.
 *
 * <p>The service beans are created for this, before the marshaller; a service that depends on the
 * {@link MessageMarshaller} bean would make a cycle.
 */
final class TranscodedMessageTypes implements MessageMarshallerBuilderCustomizer, Ordered {

  private final GrpcServiceDiscoverer discoverer;
  private final CodeGeneration codeGeneration;

  TranscodedMessageTypes(GrpcServiceDiscoverer discoverer, CodeGeneration codeGeneration) {
    this.discoverer = discoverer;
    this.codeGeneration = codeGeneration;
  }

  /** After the customizer of the {@code protojson.*} properties. */
  @Override
  public int getOrder() {
    return 1;
  }

  @Override
  public void customize(MessageMarshaller.Builder builder) {
    // Only the types are read: the interceptors do not matter here
    List<ServerServiceDefinition> services = discoverer.findServices().stream()
        .map(GrpcServiceSpec::service)
        .map(BindableService::bindService)
        .toList();
    List<Message> types = Transcoder.messageTypes(services);
    if (codeGeneration == CodeGeneration.EAGER) {
      types.forEach(builder::register);
      return;
    }
    Map<ClassLoader, List<String>> byLoader = types.stream().collect(Collectors.groupingBy(
        type -> type.getClass().getClassLoader(), LinkedHashMap::new,
        Collectors.mapping(type -> type.getClass().getName(), Collectors.toList())));
    byLoader.forEach(builder::registerLazily);
  }
}
