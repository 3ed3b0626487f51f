package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import build.buf.protovalidate.Validator;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.transcoding.Transcoder;
import io.grpc.protobuf.StatusProto;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.grpc.server.GlobalServerInterceptor;

/** When the auto-configuration registers its gRPC server interceptor. */
class GrpcValidationAutoConfigurationTests {

  private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(
      AutoConfigurations.of(ProtoJsonAutoConfiguration.class, ProtoJsonValidationAutoConfiguration.class));

  @Test
  void aGlobalInterceptorWhenTheApplicationAsksForIt() {
    runner.withPropertyValues("protojson.validation.grpc=true").run(context -> {
      assertThat(context).hasSingleBean(ValidatingServerInterceptor.class);
      assertThat(context.getBeanNamesForAnnotation(GlobalServerInterceptor.class))
          .containsExactly("protojsonValidatingServerInterceptor");
    });
  }

  @Test
  void itsPathsFollowTheFieldNamesOfTheJson() {
    runner.withPropertyValues("protojson.validation.grpc=true", "protojson.field-names=proto").run(context -> {
      ValidatingServerInterceptor interceptor = context.getBean(ValidatingServerInterceptor.class);
      assertThat(interceptor.violations(Signups.valid().setEmailAddress("ada").build()))
          .extracting(FieldViolation::field, FieldViolation::rule)
          .containsExactly(tuple("email_address", "string.email"));
    });
  }

  @Test
  void anInterceptorOfTranscodedCallsAloneInModeAlways() {
    // Which calls it checks is shown over the network by GrpcAlwaysValidationModeTests.
    runner.withPropertyValues("protojson.validation.mode=always").run(context -> assertThat(
        context.getBeanNamesForAnnotation(GlobalServerInterceptor.class))
            .containsExactly("protojsonValidatingServerInterceptor"));
  }

  @Test
  void oneInterceptorWhenGrpcIsAskedForInModeAlwaysToo() {
    runner.withPropertyValues("protojson.validation.mode=always", "protojson.validation.grpc=true")
        .run(context -> assertThat(context).hasSingleBean(ValidatingServerInterceptor.class));
  }

  @Test
  void noneInModeAlwaysWithoutTranscoding() {
    runner.withPropertyValues("protojson.validation.mode=always").withClassLoader(new FilteredClassLoader(
        Transcoder.class)).run(context -> assertThat(context).doesNotHaveBean(ValidatingServerInterceptor.class));
  }

  @Test
  void noneByDefault() {
    runner.run(context -> assertThat(context).hasSingleBean(Validator.class)
        .doesNotHaveBean(ValidatingServerInterceptor.class));
  }

  @Test
  void noneWhenTurnedOff() {
    runner.withPropertyValues("protojson.validation.grpc=false").run(context -> assertThat(context)
        .doesNotHaveBean(ValidatingServerInterceptor.class));
  }

  @Test
  void noneWithoutProtovalidate() {
    runner.withPropertyValues("protojson.validation.grpc=true").withClassLoader(new FilteredClassLoader(
        Validator.class)).run(context -> assertThat(context).doesNotHaveBean(ValidatingServerInterceptor.class));
  }

  @Test
  void noneWithoutSpringGrpc() {
    runner.withPropertyValues("protojson.validation.grpc=true").withClassLoader(new FilteredClassLoader(
        GlobalServerInterceptor.class)).run(context -> assertThat(context).hasSingleBean(Validator.class)
            .doesNotHaveBean(ValidatingServerInterceptor.class));
  }

  @Test
  void noneWithoutGrpcsProtobufSupport() {
    runner.withPropertyValues("protojson.validation.grpc=true").withClassLoader(new FilteredClassLoader(
        StatusProto.class)).run(context -> assertThat(context).hasSingleBean(Validator.class)
            .doesNotHaveBean(ValidatingServerInterceptor.class));
  }
}
