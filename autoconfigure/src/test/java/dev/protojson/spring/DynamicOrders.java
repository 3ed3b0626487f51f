package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.jackson.ProtoType;
import dev.protojson.spring.test.shop.ShopProto;
import tools.jackson.databind.JsonNode;

/**
 * Orders of the test protos' descriptor set, as {@code DynamicMessage}s: what the controllers of an application that
 * knows its types only from {@code protojson.descriptor-sets} return and take.
 */
public final class DynamicOrders {

  /** The property that registers the test protos' descriptor set, written by the build. */
  public static final String DESCRIPTOR_SETS =
      "protojson.descriptor-sets=classpath:protojson-spring-test-protos.binpb";

  public static final String ORDER = "protojson.spring.test.Order";

  /** An order inside an application's record, with the annotation that names its type for reading. */
  public record Audit(String who, @ProtoType(ORDER) DynamicMessage order) {

    /** The audit as the controllers answer it: the name upper-cased, the order as it came. */
    public Audit answered() {
      return new Audit(who.toUpperCase(), order);
    }
  }

  private final MessageMarshaller marshaller;
  private final Descriptor order;

  public DynamicOrders(MessageMarshaller marshaller) {
    this.marshaller = marshaller;
    this.order = marshaller.findDescriptor(ORDER);
  }

  /** The order {@code id}, as the JSON {@link #json} gives. */
  public DynamicMessage order(String id) {
    return marshaller.readValue(json(id), order);
  }

  /** An order whose second item's quantity is no number, on the second line. */
  public static final String BAD_ORDER =
      "{\"id\": \"1\",\n \"items\": [{\"sku\": \"x\"}, {\"quantity\": \"lots\"}]}";

  /**
   * Asserts that {@code problem}, the answer to {@link #BAD_ORDER} read as a {@code DynamicMessage}, says what
   * reading it into the generated class of the same type says: the same path, line, column and message.
   */
  public static void assertAnsweredAsForTheGeneratedClass(JsonNode problem) {
    ProtoJsonParseException generated = catchThrowableOfType(ProtoJsonParseException.class,
        () -> MessageMarshaller.builder().build().readValue(BAD_ORDER, ShopProto.Order.class));
    assertThat(problem.get("fieldPath").asString()).isEqualTo("items[1].quantity").isEqualTo(generated.getFieldPath());
    assertThat(problem.get("line").asLong()).isEqualTo(2).isEqualTo(generated.getLine());
    assertThat(problem.get("column").asLong()).isPositive().isEqualTo(generated.getColumn());
    assertThat(problem.get("detail").asString())
        .isEqualTo("Invalid proto3 JSON for " + ORDER + ": " + generated.getMessage());
  }

  public static String json(String id) {
    return "{\"id\":\"" + id + "\",\"customerName\":\"Ada\",\"status\":\"SHIPPED\",\"totalCents\":\"1200\"}";
  }
}
