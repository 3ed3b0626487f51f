package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.GeneratedCode;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.shop.catalog.Product;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.springframework.aot.generate.GeneratedFiles.Kind;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.TypeReference;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.aot.test.generate.TestGenerationContext;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.io.InputStreamSource;
import org.springframework.core.test.tools.CompileWithForkedClassLoader;
import org.springframework.core.test.tools.TestCompiler;
import org.springframework.test.context.support.TestPropertySourceUtils;

/**
 * Spring's AOT processing of an application with the starter, run as {@code spring-boot:process-aot} runs it:
 * protojson's classes for the scanned types become class files of the application, listed in the index the
 * marshaller looks them up by, together with the recorded scan and the hints a native image needs.
 */
class ProtoJsonAotProcessorTests {

  private static final String SHOP = "dev.protojson.spring.test.shop";
  private static final String ORDER_WRITER = "dev.protojson.generated.dev$protojson$spring$test$shop$ShopProto$Order$JsonWriter";
  private static final String ORDER_READER = "dev.protojson.generated.dev$protojson$spring$test$shop$ShopProto$Order$JsonReader";

  @Test
  void generatesTheClassesOfTheScannedTypesAsClassFiles() throws IOException {
    TestGenerationContext generated = process("protojson.packages=" + SHOP);
    String index = content(generated, Kind.RESOURCE, GeneratedCode.INDEX_RESOURCE);
    List<String> listed = index.lines().toList();
    assertThat(listed).contains(ORDER_WRITER, ORDER_READER,
        "dev.protojson.generated.dev$protojson$spring$test$shop$ShopProto$Order$Item$JsonWriter").isSorted();
    for (String name : listed) {
      InputStreamSource classFile = generated.getGeneratedFiles()
          .getGeneratedFile(Kind.CLASS, name.replace('.', '/') + ".class");
      assertThat(classFile).as(name).isNotNull();
      try (InputStream in = classFile.getInputStream()) {
        byte[] bytes = in.readAllBytes();
        // A class file (0xCAFEBABE) that names itself
        assertThat(bytes).startsWith(0xCA, 0xFE, 0xBA, 0xBE);
        assertThat(new String(bytes, StandardCharsets.ISO_8859_1)).contains(name.replace('.', '/'));
      }
    }
    // Exactly what GeneratedCode makes for the same registrations: the processor adds nothing of its own.
    assertThat(listed).containsExactlyInAnyOrderElementsOf(GeneratedCode.of(
        MessageMarshaller.builder().register(Order.getDefaultInstance()).register(Product.getDefaultInstance()))
        .classNames());
  }

  @Test
  void recordsTheScanSoThatTheApplicationDoesNotScanAgain() throws IOException {
    TestGenerationContext generated = process("protojson.packages=" + SHOP);
    Properties scanned = new Properties();
    scanned.load(new java.io.StringReader(content(generated, Kind.RESOURCE, ScannedPackages.RESOURCE)));
    assertThat(scanned.getProperty(SHOP).split(","))
        .containsExactlyInAnyOrder(Order.class.getName(), Order.Item.class.getName(), Product.class.getName());
  }

  @Test
  void theOptionsOfTheApplicationShapeTheGeneratedClasses() throws IOException {
    TestGenerationContext generated = process("protojson.packages=" + SHOP,
        "protojson.always-print-fields-with-no-presence=true");
    assertThat(content(generated, Kind.RESOURCE, GeneratedCode.INDEX_RESOURCE).lines())
        .contains(ORDER_WRITER + "AllFields").doesNotContain(ORDER_WRITER);
  }

  @Test
  void registersWhatANativeImageNeeds() {
    TestGenerationContext generated = process("protojson.packages=" + SHOP);
    var hints = generated.getRuntimeHints();
    assertThat(RuntimeHintsPredicates.resource().forResource(GeneratedCode.INDEX_RESOURCE)).accepts(hints);
    assertThat(RuntimeHintsPredicates.resource().forResource(ScannedPackages.RESOURCE)).accepts(hints);
    assertThat(RuntimeHintsPredicates.reflection().onType(TypeReference.of(ORDER_WRITER))
        .withMemberCategories(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS, MemberCategory.ACCESS_PUBLIC_FIELDS))
        .accepts(hints);
    assertThat(RuntimeHintsPredicates.reflection().onType(Order.class)
        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS)).accepts(hints);
    assertThat(RuntimeHintsPredicates.reflection().onType(Order.Builder.class)
        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS)).accepts(hints);
    // In a sub-package, and nested in another message: registered too.
    assertThat(RuntimeHintsPredicates.reflection().onType(Product.class)
        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS)).accepts(hints);
    assertThat(RuntimeHintsPredicates.reflection().onType(Order.Item.Builder.class)
        .withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS)).accepts(hints);
  }

  /** A descriptor set on the class path is kept in a native image; one that cannot be registered fails the build. */
  @Test
  void registersTheDescriptorSetsAndKeepsThoseOnTheClassPath() {
    TestGenerationContext generated = process("protojson.packages=" + SHOP,
        "protojson.descriptor-sets=classpath:/protojson-spring-test-protos.binpb");
    assertThat(RuntimeHintsPredicates.resource().forResource("protojson-spring-test-protos.binpb"))
        .accepts(generated.getRuntimeHints());

    assertThatThrownBy(() -> process("protojson.packages=" + SHOP, "protojson.descriptor-sets=classpath:none.binpb"))
        .hasStackTraceContaining("Property protojson.descriptor-sets with value 'classpath:none.binpb' is invalid:"
            + " No such resource exists");
  }

  /**
   * The AOT-initialized context (no configuration class parsed at run time) has the marshaller. That it then
   * defines no class is shown where the generated classes sit next to the messages, as in an application: by the
   * core's GeneratedCodeTest and the demo service's AOT integration test; here the compiled classes live in a
   * loader of their own.
   */
  @Test
  @CompileWithForkedClassLoader
  void theProcessedApplicationStartsWithAWorkingMarshaller() {
    TestGenerationContext generated = new TestGenerationContext();
    String initializerClass = processInto(generated, "protojson.packages=" + SHOP);
    TestCompiler.forSystem().with(generated).compile(compiled -> {
      @SuppressWarnings("unchecked")
      ApplicationContextInitializer<GenericApplicationContext> initializer =
          compiled.getInstance(ApplicationContextInitializer.class, initializerClass);
      try (GenericApplicationContext context = new GenericApplicationContext()) {
        TestPropertySourceUtils.addInlinedPropertiesToEnvironment(context, "protojson.packages=" + SHOP);
        initializer.initialize(context);
        context.refresh();
        MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
        assertThat(marshaller.writeValueAsString(Order.newBuilder().setId("o-1").build()))
            .isEqualTo("{\"id\":\"o-1\"}");
      }
    });
  }

  @Test
  void contributesNothingWhenTheApplicationBuildsItsOwnMarshaller() {
    TestGenerationContext generated = new TestGenerationContext();
    try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
      context.register(OwnBuilder.class);
      new ApplicationContextAotGenerator().processAheadOfTime(context, generated);
    }
    assertThat(generated.getGeneratedFiles().getGeneratedFile(Kind.RESOURCE, GeneratedCode.INDEX_RESOURCE))
        .isNull();
  }

  private static TestGenerationContext process(String... properties) {
    TestGenerationContext generated = new TestGenerationContext();
    processInto(generated, properties);
    return generated;
  }

  /** Processes an application with the starter and {@code properties}; returns its initializer's class name. */
  private static String processInto(TestGenerationContext generated, String... properties) {
    try (AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext()) {
      TestPropertySourceUtils.addInlinedPropertiesToEnvironment(context, properties);
      context.register(WithStarter.class);
      String initializer = new ApplicationContextAotGenerator().processAheadOfTime(context, generated).toString();
      generated.writeGeneratedContent();
      return initializer;
    }
  }

  private static String content(TestGenerationContext generated, Kind kind, String path) throws IOException {
    InputStreamSource file = generated.getGeneratedFiles().getGeneratedFile(kind, path);
    assertThat(file).as(path).isNotNull();
    try (InputStream in = file.getInputStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration(ProtoJsonAutoConfiguration.class)
  static class WithStarter {}

  @Configuration(proxyBeanMethods = false)
  static class OwnBuilder {
    @org.springframework.context.annotation.Bean
    MessageMarshaller marshaller() {
      return MessageMarshaller.builder().register(Order.getDefaultInstance()).build();
    }
  }
}
