package dev.protojson;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.test.proto3.Nested;
import dev.protojson.test.proto3.TreeA;
import org.junit.jupiter.api.Test;

class MessageMarshallerBuilderTest {

  @Test
  void writingAnUnregisteredTypeNamesTheTypeAndTheFix() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(TreeA.getDefaultInstance()).build();

    assertThatThrownBy(() -> marshaller.writeValueAsString(Nested.getDefaultInstance()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("protojson.test.Nested")
        .hasMessageContaining("register(Nested.getDefaultInstance())")
        .hasMessageContaining("registeringTypesOnDemand()");
  }

  @Test
  void readingAnUnregisteredTypeNamesTheType() {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();

    assertThatThrownBy(() -> marshaller.readValue("{}", Nested.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("protojson.test.Nested");
  }

  @Test
  void recursionLimitMustBePositive() {
    assertThatThrownBy(() -> MessageMarshaller.builder().recursionLimit(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("recursionLimit");
  }
}
