package dev.protojson.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.AbstractMessage;
import com.google.protobuf.Any;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.GeneratedMessage;
import com.google.protobuf.Message;
import dev.protojson.test.proto3.AllTypes;
import org.junit.jupiter.api.Test;

class DefaultInstancesTests {

  @Test
  void generatedMessageClassesAreTheConcreteSubclassesOfGeneratedMessage() {
    assertThat(DefaultInstances.isGeneratedMessage(AllTypes.class)).isTrue();
    assertThat(DefaultInstances.isGeneratedMessage(Any.class)).isTrue();
    for (Class<?> other : new Class<?>[] {Message.class, AbstractMessage.class, GeneratedMessage.class,
        DynamicMessage.class, AllTypes.Builder.class, String.class}) {
      assertThat(DefaultInstances.isGeneratedMessage(other)).as(other.getName()).isFalse();
    }
  }

  @Test
  void theDefaultInstanceIsTheClasssOwnAndLookedUpOnce() {
    assertThat(DefaultInstances.of(AllTypes.class)).isSameAs(AllTypes.getDefaultInstance())
        .isSameAs(DefaultInstances.of(AllTypes.class));
  }

  @Test
  void ofAGeneratedClassIsItsDefaultInstanceAndOfAnyOtherClassNull() {
    assertThat(DefaultInstances.ofGeneratedClass(AllTypes.class)).isSameAs(AllTypes.getDefaultInstance());
    assertThat(DefaultInstances.ofGeneratedClass(DynamicMessage.class)).isNull();
    assertThat(DefaultInstances.ofGeneratedClass(Message.class)).isNull();
    assertThat(DefaultInstances.ofGeneratedClass(String.class)).isNull();
  }

  @Test
  void aClassWithoutADefaultInstanceIsRefused() {
    assertThatThrownBy(() -> DefaultInstances.of(DynamicMessage.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("com.google.protobuf.DynamicMessage has no public static getDefaultInstance()");
  }
}
