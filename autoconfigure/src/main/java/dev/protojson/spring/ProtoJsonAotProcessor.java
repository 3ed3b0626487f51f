package dev.protojson.spring;

import com.google.protobuf.Message;
import dev.protojson.GeneratedCode;
import dev.protojson.MessageMarshaller;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.springframework.aot.generate.GeneratedFiles;
import org.springframework.aot.generate.GenerationContext;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.TypeReference;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotContribution;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;
import org.springframework.core.io.DefaultResourceLoader;
import org.springframework.util.StreamUtils;

/**
 * Generates protojson's classes at build time, in Spring's AOT processing ({@code spring-boot:process-aot}), for
 * the types the auto-configured {@link MessageMarshaller.Builder} registers with the application's properties and
 * customizers. They are written as class files into the application, with the index the marshaller finds them by
 * ({@link GeneratedCode#INDEX_RESOURCE}), so that at run time no class is generated or defined. The scan of
 * {@code protojson.packages} is recorded too ({@link ScannedPackages}): a native image has no class path to scan,
 * and on the JVM the scan is saved. Also registers the
 * reflection a native image needs: protobuf-java's on the message classes, protojson's on the generated classes.
 *
 * <p>A {@code MessageMarshaller} the application builds itself gets none of this; it can use {@link GeneratedCode}
 * in its own build step.
 */
final class ProtoJsonAotProcessor implements BeanFactoryInitializationAotProcessor {

  /** The auto-configuration's builder: present unless the application defines a builder of its own. */
  private static final String BUILDER_BEAN = "protojsonMessageMarshallerBuilder";

  @Override
  public BeanFactoryInitializationAotContribution processAheadOfTime(ConfigurableListableBeanFactory beanFactory) {
    if (!beanFactory.containsBeanDefinition(BUILDER_BEAN)
        || !beanFactory.isTypeMatch(BUILDER_BEAN, MessageMarshaller.Builder.class)) {
      return null;
    }
    // Beans are not post-processed in AOT processing, so the properties are bound here, and the customizer that
    // applies them is made from those; the application's own customizers run as they are.
    ProtoJsonProperties properties = Binder.get(beanFactory.getBean(Environment.class))
        .bindOrCreate("protojson", ProtoJsonProperties.class);
    MessageTypeScanner scanner = new MessageTypeScanner(new DefaultResourceLoader(beanFactory.getBeanClassLoader()));
    MessageMarshaller.Builder builder = MessageMarshaller.builder();
    beanFactory.getBeanProvider(MessageMarshallerBuilderCustomizer.class).orderedStream()
        .map(customizer -> customizer instanceof StandardMessageMarshallerBuilderCustomizer
            ? new StandardMessageMarshallerBuilderCustomizer(properties, scanner) : customizer)
        .forEach(customizer -> customizer.customize(builder));
    GeneratedCode code = GeneratedCode.of(builder);
    ScannedPackages scanned = ScannedPackages.scan(properties.getPackages(), scanner);
    return (generationContext, initializationCode) -> contribute(code, scanned, generationContext);
  }

  private static void contribute(GeneratedCode code, ScannedPackages scanned, GenerationContext context) {
    GeneratedFiles files = context.getGeneratedFiles();
    files.addResourceFile(ScannedPackages.RESOURCE, scanned.toProperties());
    registerHints(code, context.getRuntimeHints());
    if (code.classFiles().isEmpty()) {
      return;
    }
    for (Map.Entry<String, byte[]> file : code.classFiles().entrySet()) {
      files.addClassFile(file.getKey().replace('.', '/') + ".class",
          () -> new ByteArrayInputStream(file.getValue()));
    }
    // Another processing of the same module (a second application class) may have listed its own classes.
    files.handleFile(GeneratedFiles.Kind.RESOURCE, GeneratedCode.INDEX_RESOURCE, handler -> {
      String existing = null;
      if (handler.exists()) {
        try (InputStream in = handler.getContent().getInputStream()) {
          existing = StreamUtils.copyToString(in, StandardCharsets.UTF_8);
        }
      }
      byte[] index = code.index(existing).getBytes(StandardCharsets.UTF_8);
      if (handler.exists()) {
        handler.override(() -> new ByteArrayInputStream(index));
      } else {
        handler.create(() -> new ByteArrayInputStream(index));
      }
    });
  }

  private static void registerHints(GeneratedCode code, RuntimeHints hints) {
    hints.resources().registerPattern(GeneratedCode.INDEX_RESOURCE);
    hints.resources().registerPattern(ScannedPackages.RESOURCE);
    for (String generated : code.classNames()) {
      hints.reflection().registerType(TypeReference.of(generated), MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS,
          MemberCategory.ACCESS_PUBLIC_FIELDS);
    }
    for (Class<? extends Message> type : code.messageClasses()) {
      // getDefaultInstance, newBuilder, getDescriptor and the accessors protobuf-java finds by name
      hints.reflection().registerType(type, MemberCategory.INVOKE_PUBLIC_METHODS);
      Class<?> builder = builderOf(type);
      if (builder != null) {
        hints.reflection().registerType(builder, MemberCategory.INVOKE_PUBLIC_METHODS);
      }
    }
  }

  private static Class<?> builderOf(Class<? extends Message> type) {
    try {
      return type.getMethod("newBuilder").getReturnType();
    } catch (NoSuchMethodException e) {
      return null;
    }
  }
}
