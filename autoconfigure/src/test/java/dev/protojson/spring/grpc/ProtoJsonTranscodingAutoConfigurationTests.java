package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.api.HttpRule;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.transcoding.Transcoder;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.BindableService;
import io.grpc.MethodDescriptor;
import io.grpc.ServerServiceDefinition;
import io.grpc.protobuf.ProtoUtils;
import io.grpc.stub.ServerCalls;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.grpc.server.autoconfigure.GrpcServerAutoConfiguration;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.service.GrpcServiceDiscoverer;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.method.HandlerMethod;

class ProtoJsonTranscodingAutoConfigurationTests {

  private static final AutoConfigurations AUTO_CONFIGURATIONS = AutoConfigurations.of(
      ProtoJsonAutoConfiguration.class, GrpcServerAutoConfiguration.class,
      ProtoJsonTranscodingAutoConfiguration.class);

  /** Boot's gRPC discovery and configuration of services, without a server to start. */
  private final WebApplicationContextRunner runner = new WebApplicationContextRunner()
      .withConfiguration(AUTO_CONFIGURATIONS)
      .withPropertyValues("spring.grpc.server.factory.enabled=false");

  @Test
  void servesTheRoutesOfTheServicesRules() {
    runner.withUserConfiguration(Library.class).run(context -> {
      TranscodingHandlerMapping mapping = context.getBean(TranscodingHandlerMapping.class);
      assertThat(mapping.hasRoutes()).isTrue();
      assertThat(mapping.getHandler(request("GET", "/v1/shelves/1"))).isNotNull();
      assertThat(mapping.getOrder()).isEqualTo(TranscodingHandlerMapping.ORDER);
    });
  }

  @Test
  void isOffWhenThePropertySaysSo() {
    runner.withUserConfiguration(Library.class).withPropertyValues("protojson.transcoding.enabled=false")
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TranscodingHandlerMapping.class));
  }

  @Test
  void isOffWithoutGrpcOnTheClassPath() {
    runner.withUserConfiguration(Library.class).withClassLoader(new FilteredClassLoader(BindableService.class))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TranscodingHandlerMapping.class)
            .hasSingleBean(MessageMarshaller.class));
  }

  @Test
  void isOffWithoutTheTranscodingModuleOnTheClassPath() {
    runner.withUserConfiguration(Library.class).withClassLoader(new FilteredClassLoader(Transcoder.class))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TranscodingHandlerMapping.class));
  }

  @Test
  void isOffWithoutServices() {
    runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TranscodingHandlerMapping.class));
  }

  @Test
  void isOffOutsideAServletWebApplication() {
    new ApplicationContextRunner().withConfiguration(AUTO_CONFIGURATIONS)
        .withPropertyValues("spring.grpc.server.factory.enabled=false")
        .withUserConfiguration(Library.class)
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TranscodingHandlerMapping.class)
            .hasSingleBean(GrpcServiceDiscoverer.class));
  }

  @Test
  void servesNothingWhenNoMethodHasARule() {
    runner.withUserConfiguration(Unannotated.class).run(context -> {
      TranscodingHandlerMapping mapping = context.getBean(TranscodingHandlerMapping.class);
      assertThat(mapping.hasRoutes()).isFalse();
      assertThat(mapping.getHandler(request("POST", "/test.Echo/Echo"))).isNull();
    });
  }

  @Test
  void autoMappingServesMethodsWithoutRules() {
    runner.withUserConfiguration(Unannotated.class).withPropertyValues("protojson.transcoding.auto-mapping=true")
        .run(context -> assertThat(context.getBean(TranscodingHandlerMapping.class)
            .getHandler(request("POST", "/test.Echo/Echo"))).isNotNull());
  }

  @Test
  void aRulesCustomizerReplacesTheRuleOfAMethod() {
    runner.withUserConfiguration(Library.class).withBean(TranscodingRulesCustomizer.class,
        () -> rules -> rules.replace("protojson.transcoding.test.Library/GetShelf",
            HttpRule.newBuilder().setGet("/v2/shelves/{name}").build()))
        .run(context -> {
          TranscodingHandlerMapping mapping = context.getBean(TranscodingHandlerMapping.class);
          assertThat(mapping.getHandler(request("GET", "/v2/shelves/1"))).isNotNull();
          assertThat(mapping.getHandler(request("GET", "/v1/shelves/1"))).isNull();
        });
  }

  @Test
  void registersTheServicesMessageTypesWithTheMarshaller() {
    runner.withUserConfiguration(Library.class).withPropertyValues("protojson.accept-unregistered-types=false")
        .run(context -> assertThat(context.getBean(MessageMarshaller.class)
            .writeValueAsString(Shelf.newBuilder().setName("shelves/1").build()))
            .isEqualTo("{\"name\":\"shelves/1\"}"));
  }

  @Test
  void aServiceThatUsesTheMarshallerMakesNoCycle() {
    runner.withUserConfiguration(MarshallerUsingLibrary.class)
        .withPropertyValues("protojson.accept-unregistered-types=false")
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context.getBean(TranscodingHandlerMapping.class).getHandler(request("GET", "/v1/shelves/1")))
              .isNotNull();
          assertThat(context.getBean(MessageMarshaller.class)
              .writeValueAsString(Shelf.newBuilder().setName("shelves/1").build())).isEqualTo("{\"name\":\"shelves/1\"}");
        });
  }

  @Test
  void theGeneratedBaseClassGivesTheServiceDescriptor() {
    assertThat(TranscodedMessageTypes.generatedDescriptor(TestLibrary.LibraryService.class).getName())
        .isEqualTo("protojson.transcoding.test.Library");
    assertThat(TranscodedMessageTypes.generatedDescriptor(BindableService.class)).isNull();
    assertThat(TranscodedMessageTypes.generatedDescriptor(String.class)).isNull();
  }

  @Test
  void serverStreamsAreServedAndABidirectionalStreamWithARuleStopsTheStart() {
    runner.withUserConfiguration(Streaming.class).withBean(TranscodingRulesCustomizer.class,
        () -> rules -> rules.add("test.Watcher/Watch", HttpRule.newBuilder().setGet("/v1/watch").build()))
        .run(context -> assertThat(context.getBean(TranscodingHandlerMapping.class)
            .getHandler(request("GET", "/v1/watch")).getHandler())
            .isInstanceOfSatisfying(HandlerMethod.class,
                handler -> assertThat(handler.getBean()).isInstanceOf(StreamingCallHandler.class)));
    runner.withUserConfiguration(Streaming.class).withBean(TranscodingRulesCustomizer.class,
        () -> rules -> rules.add("test.Watcher/Chat", HttpRule.newBuilder().setPost("/v1/chat").setBody("*").build()))
        .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
            .isInstanceOf(IllegalStateException.class)
            .hasMessage("The gRPC method test.Watcher/Chat is bidirectional-streaming and has an HTTP rule, but"
                + " Spring MVC does not serve bidirectional streams, as a servlet request cannot be relied on to read"
                + " its body while its response is written (WebFlux serves them): remove its google.api.http rule,"
                + " or replace it with none through TranscodingRules.remove(\"test.Watcher/Chat\")"));
  }

  private static MockHttpServletRequest request(String method, String path) {
    return new MockHttpServletRequest(method, path);
  }

  private static MethodDescriptor<Shelf, Shelf> method(String fullName, MethodDescriptor.MethodType type) {
    return MethodDescriptor.<Shelf, Shelf>newBuilder()
        .setType(type)
        .setFullMethodName(fullName)
        .setRequestMarshaller(ProtoUtils.marshaller(Shelf.getDefaultInstance()))
        .setResponseMarshaller(ProtoUtils.marshaller(Shelf.getDefaultInstance()))
        .build();
  }

  @Configuration(proxyBeanMethods = false)
  static class Library {

    @Bean
    BindableService libraryService() {
      return new TestLibrary.LibraryService();
    }
  }

  /** A service bean that needs the marshaller, declared with its own class. */
  @Configuration(proxyBeanMethods = false)
  static class MarshallerUsingLibrary {

    @Bean
    UsesMarshaller libraryService(MessageMarshaller marshaller) {
      return new UsesMarshaller(marshaller);
    }
  }

  static final class UsesMarshaller extends dev.protojson.transcoding.LibraryService {

    final MessageMarshaller marshaller;

    UsesMarshaller(MessageMarshaller marshaller) {
      this.marshaller = marshaller;
    }
  }

  /** A unary service whose definition has no proto descriptor, so no rules. */
  @Configuration(proxyBeanMethods = false)
  static class Unannotated {

    @Bean
    BindableService echoService() {
      return () -> ServerServiceDefinition.builder("test.Echo")
          .addMethod(method("test.Echo/Echo", MethodDescriptor.MethodType.UNARY),
              ServerCalls.asyncUnaryCall((request, response) -> {
                response.onNext(request);
                response.onCompleted();
              }))
          .build();
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Streaming {

    @Bean
    BindableService watcherService() {
      return () -> ServerServiceDefinition.builder("test.Watcher")
          .addMethod(method("test.Watcher/Watch", MethodDescriptor.MethodType.SERVER_STREAMING),
              ServerCalls.asyncServerStreamingCall((request, response) -> response.onCompleted()))
          .addMethod(method("test.Watcher/Chat", MethodDescriptor.MethodType.BIDI_STREAMING),
              ServerCalls.asyncBidiStreamingCall(response -> new io.grpc.stub.StreamObserver<Shelf>() {
                @Override
                public void onNext(Shelf shelf) {}

                @Override
                public void onError(Throwable t) {}

                @Override
                public void onCompleted() {
                  response.onCompleted();
                }
              }))
          .build();
    }
  }
}
