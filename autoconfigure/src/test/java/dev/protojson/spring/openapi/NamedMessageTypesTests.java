package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.jackson.ProtoType;
import dev.protojson.spring.test.shop.ShopProto;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverterContextImpl;
import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** The converter's schema of a {@code DynamicMessage} that {@code @ProtoType} names, found or not. */
@ExtendWith(OutputCaptureExtension.class)
class NamedMessageTypesTests {

  private static final SchemaOptions OPTIONS = new SchemaOptions(false, false, false, true, false);
  private static final String MISSING = "shop.v1.Missing";

  record Named(@ProtoType("protojson.spring.test.Order") DynamicMessage order,
      @ProtoType("protojson.spring.test.Order") DynamicMessage.Builder builder,
      @ProtoType(MISSING) Message missing, @ProtoType(MISSING) ShopProto.Order generated) {
  }

  private final List<String> lookedUp = new ArrayList<>();
  private final MessageModelConverter converter = new MessageModelConverter(OPTIONS,
      new NamedMessageTypes(name -> {
        lookedUp.add(name);
        return name.equals("protojson.spring.test.Order") ? ShopProto.Order.getDescriptor() : null;
      }));

  @Test
  void aRegisteredNameIsTheComponentOfItsType() {
    ModelConverterContextImpl context = new ModelConverterContextImpl(converter);
    Schema<?> schema = context.resolve(property("order", DynamicMessage.class));

    assertThat(schema.get$ref()).isEqualTo("#/components/schemas/protojson.spring.test.Order");
    assertThat(context.getDefinedModels()).containsKeys("protojson.spring.test.Order",
        "protojson.spring.test.Order.Item", "protojson.spring.test.Order.Status");
  }

  @Test
  void aBuilderIsDescribedAsItsMessage() {
    Schema<?> schema = new ModelConverterContextImpl(converter)
        .resolve(property("builder", DynamicMessage.Builder.class));

    assertThat(schema.get$ref()).isEqualTo("#/components/schemas/protojson.spring.test.Order");
  }

  @Test
  void anUnregisteredNameIsAnObjectSayingSoAndIsReportedOnce(CapturedOutput output) {
    for (int document = 0; document < 3; document++) {
      Schema<?> schema = new ModelConverterContextImpl(converter).resolve(property("missing", Message.class));
      assertThat(schema.get$ref()).isNull();
      assertThat(schema.getTypes()).containsExactly("object");
      assertThat(schema.getDescription())
          .isEqualTo("A protobuf message of type shop.v1.Missing, which is not registered: its fields are unknown.");
    }
    assertThat(lookedUp).containsExactly(MISSING, MISSING, MISSING);
    String warning = "@ProtoType(\"shop.v1.Missing\") names no registered message type";
    assertThat(output.getAll().split(java.util.regex.Pattern.quote(warning), -1)).hasSize(2);
  }

  /** A generated class is its own type, whatever a @ProtoType beside it says. */
  @Test
  void aGeneratedClassKeepsItsOwnType() {
    Schema<?> schema = new ModelConverterContextImpl(converter)
        .resolve(property("generated", ShopProto.Order.class));

    assertThat(schema.get$ref()).isEqualTo("#/components/schemas/protojson.spring.test.Order");
    assertThat(lookedUp).isEmpty();
  }

  private static AnnotatedType property(String name, Class<?> type) {
    try {
      return new AnnotatedType(type).ctxAnnotations(Named.class.getDeclaredField(name).getAnnotations());
    } catch (NoSuchFieldException ex) {
      throw new IllegalArgumentException(name, ex);
    }
  }
}
