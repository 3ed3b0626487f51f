package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Any;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.test.anyext.AnyExtension;
import dev.protojson.test.anyext.Extendable;
import dev.protojson.test.anyext.OnlyByExtension;
import org.junit.jupiter.api.Test;

/**
 * A payload in an {@code Any} whose type has a message-typed extension that no field reaches, so that its type is
 * registered only if the application registers it.
 */
class AnyPayloadExtensionsTests {

  private static final Any PLAIN = Any.pack(Extendable.newBuilder().setA(1).build());
  private static final Any EXTENDED = Any.pack(Extendable.newBuilder().setA(1)
      .setExtension(AnyExtension.note, OnlyByExtension.newBuilder().setText("x").build()).build());

  @Test
  void aPayloadWithoutTheExtensionIsWrittenThoughItsTypeIsNotRegistered() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(Any.getDefaultInstance())
        .register(Extendable.getDefaultInstance()).build();
    String json = marshaller.writeValueAsString(PLAIN);
    assertThat(json).isEqualTo("{\"@type\":\"type.googleapis.com/protojson.test.anyext.Extendable\",\"a\":1}");
    assertThat(marshaller.readValue(json, Any.class)).isEqualTo(PLAIN);
  }

  @Test
  void aPayloadWithTheExtensionSetIsRefusedNamingTheTypeNeverWrittenWithoutIt() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(Any.getDefaultInstance())
        .register(Extendable.getDefaultInstance()).registeringTypesOnDemand(false).build();
    assertThatThrownBy(() -> marshaller.writeValueAsString(EXTENDED)).isInstanceOf(ProtoJsonWriteException.class)
        .hasMessageContaining("protojson.test.anyext.note")
        .hasMessageContaining("protojson.test.anyext.OnlyByExtension, which is not registered");
    // Written directly, the extension's value has its class: a type the marshaller does not know, named as such
    Extendable direct = Extendable.newBuilder().setA(1)
        .setExtension(AnyExtension.note, OnlyByExtension.newBuilder().setText("x").build()).build();
    assertThatThrownBy(() -> marshaller.writeValueAsString(direct))
        .isInstanceOfSatisfying(UnregisteredTypeException.class,
            e -> assertThat(e.getTypeName()).isEqualTo("protojson.test.anyext.OnlyByExtension"))
        .hasMessageContaining("registeringTypesOnDemand(true)");
  }

  @Test
  void withTheExtensionsTypeRegisteredThePayloadRoundTrips() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(Any.getDefaultInstance())
        .register(Extendable.getDefaultInstance()).register(OnlyByExtension.getDefaultInstance()).build();
    String json = marshaller.writeValueAsString(EXTENDED);
    assertThat(json).isEqualTo("{\"@type\":\"type.googleapis.com/protojson.test.anyext.Extendable\",\"a\":1,"
        + "\"[protojson.test.anyext.note]\":{\"text\":\"x\"}}");
    assertThat(marshaller.readValue(json, Any.class)).isEqualTo(EXTENDED);
    // and a marshaller that wrote the plain payload first, then met the extended one, after registering nothing new
    MessageMarshaller lazily = MessageMarshaller.builder().register(Any.getDefaultInstance())
        .register(Extendable.getDefaultInstance()).registeringTypesOnDemand().build();
    lazily.writeValueAsString(PLAIN);
    lazily.writeValueAsString(OnlyByExtension.getDefaultInstance());
    assertThat(lazily.writeValueAsString(EXTENDED)).isEqualTo(json);
    // One that registers on demand and meets the extension's type first in an extension of a message written
    // directly registers it then
    MessageMarshaller onDemand = MessageMarshaller.builder().register(Extendable.getDefaultInstance())
        .registeringTypesOnDemand().build();
    Extendable direct = Extendable.newBuilder().setA(1)
        .setExtension(AnyExtension.note, OnlyByExtension.newBuilder().setText("x").build()).build();
    String directJson = onDemand.writeValueAsString(direct);
    assertThat(directJson).isEqualTo("{\"a\":1,\"[protojson.test.anyext.note]\":{\"text\":\"x\"}}");
    assertThat(onDemand.readValue(directJson, Extendable.class)).isEqualTo(direct);
  }
}
