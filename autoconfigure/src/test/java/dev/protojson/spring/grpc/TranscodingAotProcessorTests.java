package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.api.HttpRule;
import com.google.rpc.BadRequest;
import com.google.rpc.ErrorInfo;
import dev.protojson.GeneratedCode;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.transcoding.Transcoder;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.LibraryGrpc;
import dev.protojson.transcoding.test.Shelf;
import io.grpc.BindableService;
import io.grpc.health.v1.HealthGrpc;
import io.grpc.protobuf.services.HealthStatusManager;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.aot.generate.GeneratedFiles.Kind;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.aot.test.generate.TestGenerationContext;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.grpc.server.autoconfigure.GrpcServerAutoConfiguration;
import org.springframework.boot.web.context.servlet.AnnotationConfigServletWebApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.core.io.InputStreamSource;
import org.springframework.test.context.support.TestPropertySourceUtils;

/**
 * Spring's AOT processing of an application that transcodes a gRPC service, run as {@code spring-boot:process-aot}
 * runs it: the code of every type a transcoded call writes or reads is generated at build time, the services' types
 * and those the transcoder writes with its own marshaller alike, and a native image can find the services' types.
 */
class TranscodingAotProcessorTests {

  private static final String GENERATED = "dev.protojson.generated.";

  @Test
  void generatesTheCodeOfTheServicesTypesAndOfTheErrorBodies() throws IOException {
    List<String> listed = index(process(Library.class));

    assertThat(listed).contains(writer(Shelf.class), reader(GetShelfRequest.class), writer(com.google.rpc.Status.class),
        writer(ErrorInfo.class), writer(BadRequest.FieldViolation.class));
    // Every class the transcoder's own marshaller makes when it is built, and each as a class file
    List<String> errorTypes = errorTypesCode().classNames();
    assertThat(errorTypes).hasSizeGreaterThan(20);
    assertThat(listed).containsAll(errorTypes);
  }

  @Test
  void writesEachClassOnceWhereTheApplicationsMarshallerMakesItToo() throws IOException {
    TestGenerationContext generated = process(Library.class);

    // Status is a type of the application's marshaller and of the transcoder's own: the same class, one file
    String status = writer(com.google.rpc.Status.class);
    assertThat(index(generated)).containsOnlyOnce(status);
    try (InputStream in = classFile(generated, status).getInputStream()) {
      assertThat(in.readAllBytes()).isEqualTo(errorTypesCode().classFiles().get(status));
    }
  }

  @Test
  void theErrorBodiesCodeKeepsItsOwnOptions() throws IOException {
    List<String> listed = index(process(Library.class, "protojson.always-print-fields-with-no-presence=true"));

    // The application's marshaller writes every field; the transcoder's own writes the details with the defaults.
    assertThat(listed).contains(writer(Shelf.class) + "AllFields", writer(com.google.rpc.Status.class) + "AllFields",
        writer(com.google.rpc.Status.class), writer(ErrorInfo.class));
    assertThat(listed).doesNotContain(writer(Shelf.class));
  }

  @Test
  void registersWhatANativeImageNeedsToFindTheServicesTypes() throws NoSuchMethodException {
    RuntimeHints hints = process(Library.class).getRuntimeHints();

    assertThat(RuntimeHintsPredicates.reflection()
        .onMethodInvocation(LibraryGrpc.class.getMethod("getServiceDescriptor"))).accepts(hints);
    assertThat(RuntimeHintsPredicates.reflection().onType(LibraryGrpc.LibraryImplBase.class)).accepts(hints);
    // A service bean declared as a bare BindableService: the class of the service it made
    assertThat(RuntimeHintsPredicates.reflection()
        .onMethodInvocation(HealthGrpc.class.getMethod("getServiceDescriptor"))).accepts(hints);
    assertThat(RuntimeHintsPredicates.reflection().onType(GetShelfRequest.class)
        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS)).accepts(hints);
    assertThat(RuntimeHintsPredicates.reflection().onType(ErrorInfo.Builder.class)
        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS)).accepts(hints);
    // Nothing more of the generated gRPC class than that method
    assertThat(RuntimeHintsPredicates.reflection().onType(LibraryGrpc.class)
        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS)).rejects(hints);
  }

  @Test
  void contributesNothingWhereNothingIsTranscoded() {
    TestGenerationContext generated = process(Library.class, "protojson.transcoding.enabled=false");

    assertThat(generated.getGeneratedFiles().getGeneratedFile(Kind.CLASS,
        writer(ErrorInfo.class).replace('.', '/') + ".class")).isNull();
    assertThat(RuntimeHintsPredicates.reflection()
        .onType(LibraryGrpc.class)).rejects(generated.getRuntimeHints());
  }

  @Test
  void aRuleThatStartUpWouldRefuseFailsTheBuild() {
    assertThatThrownBy(() -> process(ConflictingRules.class))
        .hasStackTraceContaining("protojson.transcoding.test.Library/GetShelf")
        .hasStackTraceContaining("protojson.transcoding.test.Library/GetBook")
        .hasStackTraceContaining("/v1/{name=shelves/*}");
  }

  private static GeneratedCode errorTypesCode() {
    MessageMarshaller.Builder builder = MessageMarshaller.builder();
    Transcoder.errorMessageTypes().forEach(builder::register);
    return GeneratedCode.of(builder);
  }

  private static TestGenerationContext process(Class<?> application, String... properties) {
    TestGenerationContext generated = new TestGenerationContext();
    try (AnnotationConfigServletWebApplicationContext context = new AnnotationConfigServletWebApplicationContext()) {
      TestPropertySourceUtils.addInlinedPropertiesToEnvironment(context, properties);
      // Boot's gRPC discovery and configuration of services, without a server
      TestPropertySourceUtils.addInlinedPropertiesToEnvironment(context, "spring.grpc.server.factory.enabled=false");
      context.register(application);
      new ApplicationContextAotGenerator().processAheadOfTime(context, generated);
      generated.writeGeneratedContent();
    }
    return generated;
  }

  private static List<String> index(TestGenerationContext generated) throws IOException {
    InputStreamSource file = generated.getGeneratedFiles().getGeneratedFile(Kind.RESOURCE,
        GeneratedCode.INDEX_RESOURCE);
    assertThat(file).as(GeneratedCode.INDEX_RESOURCE).isNotNull();
    try (InputStream in = file.getInputStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
  }

  private static InputStreamSource classFile(TestGenerationContext generated, String name) {
    InputStreamSource file = generated.getGeneratedFiles().getGeneratedFile(Kind.CLASS,
        name.replace('.', '/') + ".class");
    assertThat(file).as(name).isNotNull();
    return file;
  }

  private static String writer(Class<?> type) {
    return GENERATED + type.getName().replace('.', '$') + "$JsonWriter";
  }

  private static String reader(Class<?> type) {
    return GENERATED + type.getName().replace('.', '$') + "$JsonReader";
  }

  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration({ ProtoJsonAutoConfiguration.class, GrpcServerAutoConfiguration.class,
      ProtoJsonTranscodingAutoConfiguration.class })
  static class Library {

    @Bean
    TestLibrary.LibraryService libraryService() {
      return new TestLibrary.LibraryService();
    }

    /** As Boot's auto-configuration declares its health service. */
    @Bean
    BindableService grpcServerHealthService() {
      return new HealthStatusManager().getHealthService();
    }
  }

  /** GetBook also given GetShelf's template by configuration: both match {@code GET /v1/shelves/1}. */
  @Configuration(proxyBeanMethods = false)
  @Import(Library.class)
  static class ConflictingRules {

    @Bean
    TranscodingRulesCustomizer conflictingRule() {
      return rules -> rules.add("protojson.transcoding.test.Library/GetBook",
          HttpRule.newBuilder().setGet("/v1/{name=shelves/*}").build());
    }
  }
}
