package dev.protojson.spring.validation;

import build.buf.protovalidate.Validator;
import build.buf.protovalidate.ValidatorFactory;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.ProtoJsonProperties.FieldNames;
import dev.protojson.transcoding.Transcoder;
import io.grpc.protobuf.StatusProto;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication.Type;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.ImportRuntimeHints;
import org.springframework.core.io.ResourceLoader;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.web.reactive.DispatcherHandler;
import org.springframework.web.servlet.DispatcherServlet;
import tools.jackson.databind.json.JsonMapper;

/**
 * Auto-configuration that enforces protovalidate's rules on message request bodies, active only when the application
 * has protovalidate. {@code protojson.validation.mode} says which bodies: those annotated {@code @Valid} or
 * {@code @Validated} (the default), all, or none. The messages a body holds in lists, maps and records are checked
 * with it. A body that breaks a rule is a 400 problem listing every violation. With
 * {@code protojson.validation.grpc=true}, gRPC calls are checked too, by a {@link ValidatingServerInterceptor}:
 * native calls and transcoded ones alike. With {@code always} alone, it checks transcoded calls only.
 *
 * <p>One protovalidate {@link Validator} serves every request: it compiles the rules of a message type on the type's
 * first check and keeps them. An application's own {@code Validator} bean replaces it, to configure protovalidate
 * differently.
 */
@AutoConfiguration(after = ProtoJsonAutoConfiguration.class)
@ConditionalOnClass({ Validator.class, Message.class })
@EnableConfigurationProperties(ProtoJsonProperties.class)
@ImportRuntimeHints(ValidationRuntimeHints.class)
public final class ProtoJsonValidationAutoConfiguration {

  /** With the types and extensions of {@code protojson.descriptor-sets}, for the predefined rules they declare. */
  @Bean
  @ConditionalOnMissingBean
  Validator protojsonValidator(ProtoJsonProperties properties, ResourceLoader resources,
      ObjectProvider<MessageMarshaller> marshaller) {
    return ValidatorFactory.newBuilder().withConfig(DescriptorSetRegistries.config(properties.getDescriptorSets(),
        resources, marshaller.getIfUnique())).build();
  }

  /** The 400 of Spring MVC and WebFlux alike: the advice uses nothing of either stack. */
  @Bean
  @ConditionalOnWebApplication
  ValidationProblemAdvice protojsonValidationProblemHandler() {
    return new ValidationProblemAdvice();
  }

  @Bean
  @ConditionalOnWebApplication
  CheckedBodies protojsonCheckedBodies(ProtoJsonProperties properties) {
    return new CheckedBodies(properties.getValidation().getMode());
  }

  @Bean
  @ConditionalOnWebApplication
  MessageBodyValidator protojsonMessageBodyValidator(Validator validator, ProtoJsonProperties properties,
      ObjectProvider<MessageMarshaller> marshaller, ObjectProvider<RecordProperties> records) {
    return new MessageBodyValidator(validator, violationPaths(marshaller, properties),
        new MessagesInBody(records.getIfAvailable(() -> RecordProperties.NONE)));
  }

  /** Records are read by Jackson's databind, whose names for their properties the violations use. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(JsonMapper.class)
  @ConditionalOnWebApplication
  static class JacksonRecordsConfiguration {

    @Bean
    RecordProperties protojsonRecordProperties(ObjectProvider<JsonMapper> mapper) {
      return new JacksonRecordProperties(mapper);
    }
  }

  /** Spring MVC's request bodies. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = Type.SERVLET)
  @ConditionalOnClass(DispatcherServlet.class)
  static class ServletConfiguration {

    @Bean
    ValidatingRequestBodyAdvice protojsonValidatingRequestBodyAdvice(MessageBodyValidator validator,
        CheckedBodies checked) {
      return new ValidatingRequestBodyAdvice(validator, checked);
    }
  }

  /** WebFlux's request bodies, checked by the readers of annotated controllers. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = Type.REACTIVE)
  @ConditionalOnClass(DispatcherHandler.class)
  static class ReactiveConfiguration {

    @Bean
    static ValidatingReadersPostProcessor protojsonValidatingReaders(ObjectProvider<MessageBodyValidator> validator,
        ObjectProvider<CheckedBodies> checked) {
      return new ValidatingReadersPostProcessor(validator, checked);
    }
  }

  /**
   * gRPC calls, native and transcoded: a global server interceptor, when {@code protojson.validation.grpc=true}.
   * Transcoded calls run through the global interceptors, so this one checks them too.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass({ GlobalServerInterceptor.class, StatusProto.class })
  @ConditionalOnBooleanProperty("protojson.validation.grpc")
  static class GrpcConfiguration {

    @Bean
    @GlobalServerInterceptor
    @ConditionalOnMissingBean
    ValidatingServerInterceptor protojsonValidatingServerInterceptor(Validator validator,
        ProtoJsonProperties properties, ObjectProvider<MessageMarshaller> marshaller) {
      return new ValidatingServerInterceptor(validator, violationPaths(marshaller, properties), call -> true);
    }
  }

  /**
   * Transcoded calls alone, when {@code protojson.validation.mode=always} and native calls are left unchecked: their
   * request is an HTTP body, which that mode checks wherever it is read.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass({ GlobalServerInterceptor.class, StatusProto.class, Transcoder.class })
  @ConditionalOnProperty(name = "protojson.validation.mode", havingValue = "always")
  @ConditionalOnBooleanProperty(name = "protojson.validation.grpc", havingValue = false, matchIfMissing = true)
  static class TranscodedCallsConfiguration {

    @Bean
    @GlobalServerInterceptor
    @ConditionalOnMissingBean
    ValidatingServerInterceptor protojsonValidatingServerInterceptor(Validator validator,
        ProtoJsonProperties properties, ObjectProvider<MessageMarshaller> marshaller) {
      return new ValidatingServerInterceptor(validator, violationPaths(marshaller, properties),
          call -> call.getAttributes().get(Transcoder.ROUTE) != null);
    }
  }

  /**
   * Paths named as the JSON names fields: as the application's marshaller writes them, which a customizer or the
   * application's own marshaller may have set in code, else as the properties say.
   */
  private static ViolationPaths violationPaths(ObjectProvider<MessageMarshaller> marshaller,
      ProtoJsonProperties properties) {
    MessageMarshaller used = marshaller.getIfUnique();
    return new ViolationPaths(used != null ? used.isPreservingProtoFieldNames()
        : properties.getFieldNames() == FieldNames.PROTO);
  }
}
