package dev.protojson.spring.grpc;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.transcoding.Transcoder;
import dev.protojson.transcoding.TranscodingRules;
import io.grpc.MethodDescriptor.MethodType;
import io.grpc.ServerServiceDefinition;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Consumer;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;

/** Builds the route table from the services, the {@code protojson.transcoding.*} properties and the customizers. */
final class TranscoderFactory {

  private static final Log logger = LogFactory.getLog(TranscoderFactory.class);

  private TranscoderFactory() {}

  /** What Spring MVC serves of streaming methods. */
  static final Consumer<Transcoder.Builder> SPRING_MVC = builder -> builder.streaming(
      EnumSet.of(MethodType.SERVER_STREAMING, MethodType.CLIENT_STREAMING), "Spring MVC does not serve"
          + " bidirectional streams, as a servlet request cannot be relied on to read its body while its response is"
          + " written (WebFlux serves them)");

  /** WebFlux serves every kind of streaming method. */
  static final Consumer<Transcoder.Builder> WEBFLUX = builder -> builder.streaming(
      EnumSet.of(MethodType.SERVER_STREAMING, MethodType.CLIENT_STREAMING, MethodType.BIDI_STREAMING),
      "WebFlux serves every kind of method");

  /**
   * @param adapter what the HTTP side adds: {@link #SPRING_MVC} or {@link #WEBFLUX}
   */
  static Transcoder build(MessageMarshaller marshaller, List<ServerServiceDefinition> services,
      ObjectProvider<TranscodingRulesCustomizer> customizers, ProtoJsonProperties.Transcoding settings,
      Consumer<Transcoder.Builder> adapter) {
    TranscodingRules rules = new TranscodingRules().autoMapping(settings.isAutoMapping());
    customizers.orderedStream().forEach(customizer -> customizer.customize(rules));
    Transcoder.Builder builder = Transcoder.builder(marshaller).services(services).rules(rules);
    if (settings.isIgnoreUnknownQueryParameters()) {
      builder.ignoringUnknownQueryParameters();
    }
    adapter.accept(builder);
    Transcoder transcoder = builder.build();
    if (logger.isDebugEnabled()) {
      logger.debug(transcoder.routes().isEmpty()
          ? "protojson transcodes no gRPC method: none has an HTTP rule"
          : "protojson transcodes " + transcoder.routes());
    }
    return transcoder;
  }
}
