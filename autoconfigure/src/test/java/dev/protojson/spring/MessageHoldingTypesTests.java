package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.shop.ShopProto.Order;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;

/** Which declared types hold messages, at any depth, and which do not. */
class MessageHoldingTypesTests {

  record Holder(String id, Order order) {}

  record Deep(List<Holder> holders) {}

  record Box<T>(T value) {}

  record Node(String name, List<Node> children) {}

  record Plain(String name, int count, List<String> tags) {}

  static class Base {
    private Order order;
  }

  static class Derived extends Base {
    private String name;
  }

  static class Cached {
    private static Order DEFAULT;
    private transient Order last;
    private String name;
  }

  private static boolean holds(Class<?> type, Object... arguments) {
    ResolvableType[] generics = new ResolvableType[arguments.length];
    for (int i = 0; i < arguments.length; i++) {
      generics[i] = arguments[i] instanceof ResolvableType resolved ? resolved
          : ResolvableType.forClass((Class<?>) arguments[i]);
    }
    return MessageHoldingTypes.holdMessages(arguments.length == 0 ? ResolvableType.forClass(type)
        : ResolvableType.forClassWithGenerics(type, generics));
  }

  @Test
  void messagesAndWhatHoldsThemAtAnyDepth() {
    assertThat(holds(Order.class)).isTrue();
    assertThat(holds(Order.Builder.class)).isTrue();
    assertThat(holds(Order[].class)).isTrue();
    assertThat(holds(List.class, Order.class)).isTrue();
    assertThat(holds(Optional.class, Order.class)).isTrue();
    assertThat(holds(Map.class, String.class, ResolvableType.forClassWithGenerics(List.class, Order.class))).isTrue();
    assertThat(holds(Holder.class)).isTrue();
    assertThat(holds(Deep.class)).isTrue();
    assertThat(holds(Box.class, Order.class)).isTrue();
    assertThat(holds(List.class, ResolvableType.forClassWithGenerics(Box.class, Holder.class))).isTrue();
    assertThat(holds(Derived.class)).as("a field of a superclass").isTrue();
  }

  @Test
  void valuesWithoutMessagesAreNotRefused() {
    assertThat(holds(String.class)).isFalse();
    assertThat(holds(int.class)).isFalse();
    assertThat(holds(Object.class)).isFalse();
    assertThat(holds(List.class)).as("raw").isFalse();
    assertThat(holds(List.class, String.class)).isFalse();
    assertThat(holds(Plain.class)).isFalse();
    assertThat(holds(Box.class, String.class)).isFalse();
    assertThat(holds(Box.class)).as("unresolved").isFalse();
    assertThat(holds(Node.class)).as("a type that holds itself").isFalse();
    assertThat(holds(Cached.class)).as("static and transient fields are not written").isFalse();
    assertThat(holds(Order.Status.class)).as("a protobuf enum is written by name").isFalse();
    assertThat(MessageHoldingTypes.holdMessages(ResolvableType.NONE)).isFalse();
  }
}
