package dev.protojson.spring;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import dev.protojson.MessageMarshaller;
import dev.protojson.jackson.ProtoType;

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

  public static String json(String id) {
    return "{\"id\":\"" + id + "\",\"customerName\":\"Ada\",\"status\":\"SHIPPED\",\"totalCents\":\"1200\"}";
  }
}
