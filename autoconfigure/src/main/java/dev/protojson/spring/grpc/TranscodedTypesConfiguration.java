package dev.protojson.spring.grpc;

import dev.protojson.spring.ProtoJsonProperties;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * What transcoding needs whichever web stack serves it: the services' message types, registered with the marshaller.
 */
@Configuration(proxyBeanMethods = false)
class TranscodedTypesConfiguration {

  @Bean
  TranscodedMessageTypes protojsonTranscodedMessageTypes(ListableBeanFactory beans, ProtoJsonProperties properties) {
    return new TranscodedMessageTypes(beans, properties.getCodeGeneration());
  }
}
