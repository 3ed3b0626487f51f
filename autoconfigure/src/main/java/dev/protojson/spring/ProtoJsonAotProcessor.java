package dev.protojson.spring;

import dev.protojson.GeneratedCode;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.internal.AotGeneratedCode;
import java.util.List;
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
 * and on the JVM the scan is saved. The descriptor sets of {@code protojson.descriptor-sets} are registered too, so
 * that one that does not link fails the build, and those on the class path are kept in a native image. Also
 * registers the reflection a native image needs: protobuf-java's on the message classes, protojson's on the
 * generated classes.
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
    DescriptorSetRegistration descriptorSets = new DescriptorSetRegistration(properties.getDescriptorSets(),
        new DefaultResourceLoader(beanFactory.getBeanClassLoader()));
    beanFactory.getBeanProvider(MessageMarshallerBuilderCustomizer.class).orderedStream()
        .map(customizer -> customizer instanceof StandardMessageMarshallerBuilderCustomizer
            ? new StandardMessageMarshallerBuilderCustomizer(properties, scanner)
            : customizer instanceof DescriptorSetRegistration ? descriptorSets : customizer)
        .forEach(customizer -> customizer.customize(builder));
    GeneratedCode code = GeneratedCode.of(builder);
    ScannedPackages scanned = ScannedPackages.scan(properties.getPackages(), scanner);
    List<String> descriptorSetResources = descriptorSets.classpathResources();
    return (generationContext, initializationCode) -> contribute(code, scanned, descriptorSetResources,
        generationContext);
  }

  private static void contribute(GeneratedCode code, ScannedPackages scanned, List<String> descriptorSetResources,
      GenerationContext context) {
    context.getGeneratedFiles().addResourceFile(ScannedPackages.RESOURCE, scanned.toProperties());
    context.getRuntimeHints().resources().registerPattern(ScannedPackages.RESOURCE);
    // read at start-up from the class path, which a native image holds only what it is told to
    descriptorSetResources.forEach(context.getRuntimeHints().resources()::registerPattern);
    AotGeneratedCode.contribute(code, context);
  }
}
