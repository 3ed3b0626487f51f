package dev.protojson.spring.validation;

import build.buf.protovalidate.Validator;
import build.buf.protovalidate.ValidatorFactory;
import com.google.protobuf.Message;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.ProtoJsonProperties.FieldNames;
import dev.protojson.transcoding.Transcoder;
import io.grpc.protobuf.StatusProto;
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
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.web.reactive.DispatcherHandler;
import org.springframework.web.servlet.DispatcherServlet;

/**
 * Auto-configuration that enforces protovalidate's rules on message request bodies, active only when the application
 * has protovalidate. {@code protojson.validation.mode} says which bodies: those annotated {@code @Valid} or
 * {@code @Validated} (the default), all, or none; WebFlux checks annotated bodies only. A body that breaks a rule is
 * a 400 problem listing every violation. With {@code protojson.validation.grpc=true}, gRPC calls are checked too, by
 * a {@link ValidatingServerInterceptor}: native calls and transcoded ones alike. With {@code always} alone, it checks
 * transcoded calls only.
 *
 * <p>One protovalidate {@link Validator} serves every request: it compiles the rules of a message type on the type's
 * first check and keeps them. An application's own {@code Validator} bean replaces it, to configure protovalidate
 * differently.
 */
@AutoConfiguration(after = ProtoJsonAutoConfiguration.class)
@ConditionalOnClass({ Validator.class, Message.class })
@EnableConfigurationProperties(ProtoJsonProperties.class)
public final class ProtoJsonValidationAutoConfiguration {

  @Bean
  @ConditionalOnMissingBean
  Validator protojsonValidator() {
    return ValidatorFactory.newBuilder().build();
  }

  /** The 400 of Spring MVC and WebFlux alike: the advice uses nothing of either stack. */
  @Bean
  @ConditionalOnWebApplication
  ValidationProblemAdvice protojsonValidationProblemHandler() {
    return new ValidationProblemAdvice();
  }

  /** Spring MVC's request bodies. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = Type.SERVLET)
  @ConditionalOnClass(DispatcherServlet.class)
  static class ServletConfiguration {

    @Bean
    ValidatingRequestBodyAdvice protojsonValidatingRequestBodyAdvice(Validator validator,
        ProtoJsonProperties properties) {
      return new ValidatingRequestBodyAdvice(bodyValidator(validator, properties),
          properties.getValidation().getMode());
    }
  }

  /** WebFlux's request bodies, annotated for validation: {@code always} is not applied there yet. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnWebApplication(type = Type.REACTIVE)
  @ConditionalOnClass(DispatcherHandler.class)
  static class ReactiveConfiguration {

    @Bean
    ReactiveValidationBinderAdvice protojsonReactiveValidationBinderAdvice(Validator validator,
        ProtoJsonProperties properties) {
      return new ReactiveValidationBinderAdvice(new MessageValidatorAdapter(bodyValidator(validator, properties)),
          properties.getValidation().getMode());
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
        ProtoJsonProperties properties) {
      return new ValidatingServerInterceptor(validator, violationPaths(properties), call -> true);
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
        ProtoJsonProperties properties) {
      return new ValidatingServerInterceptor(validator, violationPaths(properties),
          call -> call.getAttributes().get(Transcoder.ROUTE) != null);
    }
  }

  private static ViolationPaths violationPaths(ProtoJsonProperties properties) {
    return new ViolationPaths(properties.getFieldNames() == FieldNames.PROTO);
  }

  private static MessageBodyValidator bodyValidator(Validator validator, ProtoJsonProperties properties) {
    return new MessageBodyValidator(validator, violationPaths(properties));
  }
}
