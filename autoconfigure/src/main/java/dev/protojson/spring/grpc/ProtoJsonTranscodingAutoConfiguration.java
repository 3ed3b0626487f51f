package dev.protojson.spring.grpc;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.internal.PropertyAdvice;
import dev.protojson.spring.internal.ProtoJsonExceptionHandlers;
import dev.protojson.spring.internal.RequestSizeLimit;
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
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.grpc.server.GrpcServerFactory;
import org.springframework.grpc.server.service.GrpcServiceConfigurer;
import org.springframework.grpc.server.service.GrpcServiceDiscoverer;
import org.springframework.web.servlet.DispatcherServlet;

/**
 * Auto-configuration that serves the methods of the application's gRPC services as HTTP/JSON by their
 * {@code google.api.http} rules (and {@link TranscodingRulesCustomizer} beans), on Spring MVC, on the web server's
 * port: unary methods, server streams and client streams. Calls are dispatched in process through the service
 * definitions Boot's gRPC server runs, with the same interceptors, and read and written by the application's
 * {@link MessageMarshaller}. Transcoding is on where at least one method has a rule, or
 * {@code protojson.transcoding.auto-mapping} is set; set {@code protojson.transcoding.enabled=false} to turn it off.
 */
@AutoConfiguration(after = { ProtoJsonAutoConfiguration.class, GrpcServerAutoConfiguration.class })
@ConditionalOnClass({ BindableService.class, Transcoder.class, GrpcServiceDiscoverer.class, DispatcherServlet.class })
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnBooleanProperty(name = "protojson.transcoding.enabled", matchIfMissing = true)
@ConditionalOnBean({ GrpcServiceDiscoverer.class, GrpcServiceConfigurer.class, MessageMarshaller.class })
@EnableConfigurationProperties(ProtoJsonProperties.class)
@Import({ ProtoJsonExceptionHandlers.ServletConfiguration.class, TranscodedTypesConfiguration.class })
public final class ProtoJsonTranscodingAutoConfiguration {

  /** The route table and dispatcher, shared by the handler mapping and the OpenAPI description of the routes. */
  @Bean
  Transcoder protojsonTranscoder(MessageMarshaller marshaller, GrpcServiceDiscoverer discoverer,
      GrpcServiceConfigurer configurer, ObjectProvider<GrpcServerFactory> serverFactories,
      ObjectProvider<TranscodingRulesCustomizer> customizers, ProtoJsonProperties properties) {
    return TranscoderFactory.build(marshaller, ServedServices.definitions(discoverer, configurer, serverFactories),
        customizers, properties.getTranscoding(), TranscoderFactory.SPRING_MVC);
  }

  @Bean
  TranscodingHandlerMapping protojsonTranscodingHandlerMapping(Transcoder transcoder,
      ProtoJsonProperties properties) {
    long maxRequestSize = properties.getMaxRequestSize().toBytes();
    RequestSizeLimit sizeLimit = new RequestSizeLimit(maxRequestSize, PropertyAdvice.MAX_REQUEST_SIZE);
    return new TranscodingHandlerMapping(transcoder, new TranscodedCallHandler(transcoder, sizeLimit),
        new StreamingCallHandler(transcoder, sizeLimit, maxRequestSize));
  }
}
