package dev.protojson.spring;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties.CodeGeneration;
import dev.protojson.spring.ProtoJsonProperties.FieldNames;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.shop.catalog.Product;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.core.io.DefaultResourceLoader;

class StandardMessageMarshallerBuilderCustomizerTests {

  private final ProtoJsonProperties properties = new ProtoJsonProperties();
  private final MessageMarshaller.Builder builder = mock(MessageMarshaller.Builder.class);

  private void customize() {
    MessageTypeScanner scanner = new MessageTypeScanner(new DefaultResourceLoader(getClass().getClassLoader()));
    new StandardMessageMarshallerBuilderCustomizer(properties, scanner).customize(builder);
  }

  @Test
  void defaultsLeaveEveryWriterAndParserOptionOffAndAcceptUnregisteredTypes() {
    customize();

    verify(builder, never()).preservingProtoFieldNames();
    verify(builder, never()).alwaysPrintFieldsWithNoPresence();
    verify(builder, never()).printingEnumsAsInts();
    verify(builder, never()).sortingMapKeys();
    verify(builder, never()).prettyPrinting();
    verify(builder, never()).ignoringUnknownFields();
    verify(builder, never()).register(any(Message.class));
    verify(builder).recursionLimit(100);
    verify(builder).registeringTypesOnDemand(true);
  }

  @Test
  void everyPropertyMapsToItsBuilderOption() {
    properties.setFieldNames(FieldNames.PROTO);
    properties.setAlwaysPrintFieldsWithNoPresence(true);
    properties.setEnumsAsInts(true);
    properties.setSortMapKeys(true);
    properties.setPretty(true);
    properties.setIgnoreUnknownFields(true);
    properties.setRecursionLimit(7);
    properties.setAcceptUnregisteredTypes(false);
    properties.setCodeGeneration(CodeGeneration.EAGER);
    properties.setPackages(List.of("dev.protojson.spring.test.shop"));

    customize();

    verify(builder).preservingProtoFieldNames();
    verify(builder).alwaysPrintFieldsWithNoPresence();
    verify(builder).printingEnumsAsInts();
    verify(builder).sortingMapKeys();
    verify(builder).prettyPrinting();
    verify(builder).ignoringUnknownFields();
    verify(builder).recursionLimit(7);
    verify(builder).registeringTypesOnDemand(false);
    verify(builder).register(Order.getDefaultInstance());
    verify(builder).register(Order.Item.getDefaultInstance());
    verify(builder).register(Product.getDefaultInstance());
  }

  /** The names before protojson.code-generation and protojson.accept-unregistered-types, bound as Boot binds them. */
  @Test
  void theDeprecatedNamesReachTheBuilder() {
    ProtoJsonProperties bound = new Binder(new MapConfigurationPropertySource(Map.of(
        "protojson.packages", "dev.protojson.spring.test.shop", "protojson.lazy-registration", "false",
        "protojson.register-on-demand", "false"))).bindOrCreate("protojson", ProtoJsonProperties.class);
    MessageTypeScanner scanner = new MessageTypeScanner(new DefaultResourceLoader(getClass().getClassLoader()));

    new StandardMessageMarshallerBuilderCustomizer(bound, scanner).customize(builder);

    verify(builder).register(Order.getDefaultInstance());
    verify(builder, never()).registerLazily(any(), any());
    verify(builder).registeringTypesOnDemand(false);
  }

  @Test
  void byDefaultThePackagesMessageClassesAreRegisteredByNameWithoutLoadingThem() {
    properties.setPackages(List.of("dev.protojson.spring.test.shop"));

    customize();

    verify(builder).registerLazily(getClass().getClassLoader(),
        List.of(Order.class.getName(), Order.Item.class.getName(), Product.class.getName()));
    verify(builder, never()).register(any(Message.class));
  }
}
