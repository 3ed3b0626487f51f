package dev.protojson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Any;
import dev.protojson.test.proto3.Nested;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.Wide;
import java.util.List;
import org.junit.jupiter.api.Test;

class MessageMarshallerBuilderTests {

  @Test
  void writingAnUnregisteredTypeNamesTheTypeAndTheFix() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(TreeA.getDefaultInstance())
        .registeringTypesOnDemand(false).build();

    assertThatThrownBy(() -> marshaller.writeValueAsString(Nested.getDefaultInstance()))
        .isInstanceOf(UnregisteredTypeException.class)
        .hasMessageContaining("protojson.test.Nested")
        .hasMessageContaining("register(Nested.getDefaultInstance())")
        .hasMessageContaining("registeringTypesOnDemand(true)");
  }

  @Test
  void readingAnUnregisteredTypeNamesTheType() {
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false).build();

    assertThatThrownBy(() -> marshaller.readValue("{}", Nested.class))
        .isInstanceOf(UnregisteredTypeException.class)
        .hasMessageContaining("protojson.test.Nested");
  }

  @Test
  void typesThatWereNotRegisteredAreRegisteredOnFirstUseByDefault() {
    for (MessageMarshaller marshaller : List.of(MessageMarshaller.builder().build(),
        MessageMarshaller.builder().registeringTypesOnDemand().build(),
        MessageMarshaller.builder().registeringTypesOnDemand(false).registeringTypesOnDemand(true).build())) {
      assertThat(marshaller.writeValueAsString(Nested.newBuilder().setValue(2).build())).isEqualTo("{\"value\":2}");
      assertThat(marshaller.readValue("{\"name\":\"t\"}", TreeA.class).getName()).isEqualTo("t");
    }
  }

  /** Registering on demand registers classes the application uses, never one an Any's type URL names. */
  @Test
  void anAnysTypeUrlNeverRegistersATypeOnDemand() {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    String json = "{\"@type\":\"type.googleapis.com/protojson.test.Wide\"}";

    assertThatThrownBy(() -> marshaller.readValue(json, Any.class))
        .isInstanceOf(ProtoJsonParseException.class)
        .hasMessageContaining("names no registered message type");
    marshaller.writeValueAsString(Wide.getDefaultInstance());
    assertThat(marshaller.readValue(json, Any.class).getTypeUrl()).as("once registered by its use")
        .isEqualTo("type.googleapis.com/protojson.test.Wide");
  }

  @Test
  void recursionLimitMustBePositive() {
    assertThatThrownBy(() -> MessageMarshaller.builder().recursionLimit(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("recursionLimit");
  }
}
