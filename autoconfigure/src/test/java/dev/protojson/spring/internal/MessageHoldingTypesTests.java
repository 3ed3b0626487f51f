package dev.protojson.spring.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.shop.ShopProto.Order;
import java.io.IOException;
import java.io.InputStream;
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

  static class Missing {}

  static class HoldsMissing {
    private Missing missing;
    private Order order;
  }

  static class HoldsListOfMissing {
    private List<Missing> missing;
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

  /**
   * A class whose field's type is missing from the class path cannot be walked: it is judged by its class alone,
   * without the error escaping into content negotiation, where it would fail requests in every format.
   */
  @Test
  void aClassWhoseFieldsCannotBeResolvedIsNotWalked() throws Exception {
    Class<?> holder = new WithoutMissing().loadClass(HoldsMissing.class.getName());
    assertThat(holder.getClassLoader()).isInstanceOf(WithoutMissing.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(holder::getDeclaredFields).isInstanceOf(LinkageError.class);

    assertThat(MessageHoldingTypes.holdMessages(ResolvableType.forClass(holder))).isFalse();
    assertThat(MessageHoldingTypes.holdMessages(ResolvableType.forClassWithGenerics(List.class, holder))).isFalse();
    Class<?> listHolder = new WithoutMissing().loadClass(HoldsListOfMissing.class.getName());
    assertThat(MessageHoldingTypes.holdMessages(ResolvableType.forClass(listHolder))).isFalse();
  }

  /** Defines the classes holding {@link Missing} itself and has no {@code Missing}; the rest is its parent's. */
  private static final class WithoutMissing extends ClassLoader {

    WithoutMissing() {
      super(MessageHoldingTypesTests.class.getClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (name.equals(Missing.class.getName())) {
        throw new ClassNotFoundException(name);
      }
      if (!name.equals(HoldsMissing.class.getName()) && !name.equals(HoldsListOfMissing.class.getName())) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> loaded = findLoadedClass(name);
        if (loaded != null) {
          return loaded;
        }
        try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
          byte[] bytes = in.readAllBytes();
          return defineClass(name, bytes, 0, bytes.length);
        } catch (IOException e) {
          throw new ClassNotFoundException(name, e);
        }
      }
    }
  }
}
