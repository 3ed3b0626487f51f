package dev.protojson.spring.grpc;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.transcoding.Transcoder;
import io.grpc.BindableService;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.grpc.server.autoconfigure.GrpcServerAutoConfiguration;
import org.springframework.boot.grpc.server.autoconfigure.GrpcServerExecutorProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.grpc.server.GrpcServerFactory;
import org.springframework.grpc.server.service.GrpcServiceConfigurer;
import org.springframework.grpc.server.service.GrpcServiceDiscoverer;
import org.springframework.web.reactive.DispatcherHandler;

/**
 * Auto-configuration that serves the application's gRPC methods with HTTP rules on WebFlux, as
 * {@link ProtoJsonTranscodingAutoConfiguration} does on Spring MVC: the same route table, error model, header
 * mapping and limits, non-blocking, with server, client and bidirectional streams.
 */
@AutoConfiguration(after = { ProtoJsonAutoConfiguration.class, GrpcServerAutoConfiguration.class })
@ConditionalOnClass({ BindableService.class, Transcoder.class, GrpcServiceDiscoverer.class, GrpcServerExecutorProvider.class,
    DispatcherHandler.class })
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
@ConditionalOnBooleanProperty(name = "protojson.transcoding.enabled", matchIfMissing = true)
@ConditionalOnBean({ GrpcServiceDiscoverer.class, GrpcServiceConfigurer.class, MessageMarshaller.class })
@EnableConfigurationProperties(ProtoJsonProperties.class)
@Import(TranscodedTypesConfiguration.class)
public final class ProtoJsonReactiveTranscodingAutoConfiguration {

  /** The route table and dispatcher. */
  @Bean
  Transcoder protojsonTranscoder(MessageMarshaller marshaller, GrpcServiceDiscoverer discoverer,
      GrpcServiceConfigurer configurer, ObjectProvider<GrpcServerFactory> serverFactories,
      ObjectProvider<TranscodingRulesCustomizer> customizers, ProtoJsonProperties properties) {
    return TranscoderFactory.build(marshaller, ServedServices.definitions(discoverer, configurer, serverFactories),
        customizers, properties.getTranscoding(), TranscoderFactory.WEBFLUX);
  }

  @Bean
  ReactiveTranscodingHandlerMapping protojsonReactiveTranscodingHandlerMapping(Transcoder transcoder,
      MessageMarshaller marshaller, ObjectProvider<GrpcServerExecutorProvider> executors,
      ProtoJsonProperties properties) {
    GrpcServerExecutorProvider executor = executors.getIfAvailable();
    ReactiveTranscodedCallHandler handler = new ReactiveTranscodedCallHandler(transcoder, marshaller,
        properties.getMaxRequestSize().toBytes(), executor == null ? null : executor.getExecutor());
    return new ReactiveTranscodingHandlerMapping(transcoder, handler);
  }
}
