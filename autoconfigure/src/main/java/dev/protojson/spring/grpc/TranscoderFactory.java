package dev.protojson.spring.grpc;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.transcoding.Transcoder;
import dev.protojson.transcoding.TranscodingRules;
import io.grpc.ServerServiceDefinition;
import java.util.List;
import java.util.function.Consumer;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.ObjectProvider;

/** Builds the route table from the services, the {@code protojson.transcoding.*} properties and the customizers. */
final class TranscoderFactory {

  private static final Log logger = LogFactory.getLog(TranscoderFactory.class);

  private TranscoderFactory() {}

  /**
   * @param adapter what the HTTP side adds, such as the streaming kinds it serves
   */
  static Transcoder build(MessageMarshaller marshaller, List<ServerServiceDefinition> services,
      ObjectProvider<TranscodingRulesCustomizer> customizers, ProtoJsonProperties properties,
      Consumer<Transcoder.Builder> adapter) {
    ProtoJsonProperties.Transcoding settings = properties.getTranscoding();
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
