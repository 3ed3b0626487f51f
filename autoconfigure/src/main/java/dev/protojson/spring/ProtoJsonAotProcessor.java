package dev.protojson.spring;

import dev.protojson.GeneratedCode;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.internal.AotGeneratedCode;
import org.springframework.aot.generate.GenerationContext;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotContribution;
import org.springframework.beans.factory.aot.BeanFactoryInitializationAotProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;
import org.springframework.core.io.DefaultResourceLoader;

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
    context.getGeneratedFiles().addResourceFile(ScannedPackages.RESOURCE, scanned.toProperties());
    context.getRuntimeHints().resources().registerPattern(ScannedPackages.RESOURCE);
    AotGeneratedCode.contribute(code, context);
  }
}
