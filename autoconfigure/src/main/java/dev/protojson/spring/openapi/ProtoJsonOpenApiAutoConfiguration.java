package dev.protojson.spring.openapi;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.transcoding.Transcoder;
import io.swagger.v3.core.converter.ModelConverter;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springdoc.core.customizers.GlobalOperationComponentsCustomizer;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.properties.SpringDocConfigProperties;
import org.springdoc.core.utils.SpringDocUtils;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.ResourceLoader;
import org.springframework.util.ClassUtils;

/**
 * Auto-configuration of the OpenAPI schemas of protobuf messages for springdoc-openapi: every message type in a
 * request or response is documented as the {@link MessageMarshaller} bean reads and writes it, with its options.
 * Where gRPC methods are transcoded, their routes are documented as operations too.
 */
@AutoConfiguration(after = ProtoJsonAutoConfiguration.class,
    afterName = { "dev.protojson.spring.grpc.ProtoJsonTranscodingAutoConfiguration",
        "dev.protojson.spring.grpc.ProtoJsonReactiveTranscodingAutoConfiguration" })
@ConditionalOnClass({ ModelConverter.class, SpringDocConfigProperties.class })
@ConditionalOnBean(MessageMarshaller.class)
public final class ProtoJsonOpenApiAutoConfiguration {

  private static final AtomicBoolean MESSAGES_AS_SIMPLE_PARAMETERS = new AtomicBoolean();
  /** protovalidate's generated option types: the rules are read from the descriptors' options with them. */
  private static final String VALIDATION_RULES = "build.buf.validate.ValidateProto";

  @Bean
  ModelConverter protojsonModelConverter(MessageMarshaller marshaller,
      ObjectProvider<SpringDocConfigProperties> springDoc, ResourceLoader resourceLoader) {
    boolean openapi31 = openapi31(springDoc);
    // springdoc walks a @ParameterObject's Java fields, which in a generated message recurse without end (a
    // StackOverflowError that fails the whole document): a message is one parameter, described by its schema.
    // springdoc's configuration is global: once per JVM, however many contexts start.
    if (MESSAGES_AS_SIMPLE_PARAMETERS.compareAndSet(false, true)) {
      SpringDocUtils.getConfig().addSimpleTypePredicateForParameterObject(Message.class::isAssignableFrom);
    }
    return new MessageModelConverter(SchemaOptions.of(marshaller, openapi31, validationRules(resourceLoader)),
        new NamedMessageTypes(marshaller::findDescriptor));
  }

  /** springdoc writes OpenAPI 3.1 unless springdoc.api-docs.version says otherwise. */
  private static boolean openapi31(ObjectProvider<SpringDocConfigProperties> springDoc) {
    SpringDocConfigProperties springDocProperties = springDoc.getIfAvailable();
    return springDocProperties == null || springDocProperties.isOpenapi31();
  }

  /** Whether protovalidate, an optional dependency, is on the application's class path. */
  static boolean validationRules(ResourceLoader resourceLoader) {
    return ClassUtils.isPresent(VALIDATION_RULES, resourceLoader.getClassLoader());
  }

  @Bean
  GlobalOperationComponentsCustomizer protojsonProtoTypeOperations(
      ObjectProvider<SpringDocConfigProperties> springDoc) {
    return new ProtoTypeOperations(openapi31(springDoc));
  }

  @Bean
  OpenApiCustomizer protojsonNullableReferences() {
    return new NullableReferences();
  }

  /** The transcoded routes as operations, where transcoding is on, on Spring MVC or WebFlux. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(Transcoder.class)
  @ConditionalOnBean(Transcoder.class)
  static class TranscodedOperationsConfiguration {

    @Bean
    OpenApiCustomizer protojsonTranscodedOperations(Transcoder transcoder, MessageMarshaller marshaller,
        ObjectProvider<SpringDocConfigProperties> springDoc, ResourceLoader resourceLoader) {
      return new TranscodedOperations(transcoder, marshaller, new DocumentedPaths(springDoc.getIfAvailable()),
          validationRules(resourceLoader));
    }
  }
}
