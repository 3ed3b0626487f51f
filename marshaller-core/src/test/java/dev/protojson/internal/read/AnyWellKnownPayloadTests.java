package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Any;
import com.google.protobuf.Api;
import com.google.protobuf.Empty;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.Method;
import com.google.protobuf.SourceContext;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Type;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.test.proto3.Nested;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * protobuf's own well-known types in an {@code Any} need no registration, unlike the application's types: a
 * marshaller that knows only {@code Any} reads and writes them as {@code JsonFormat} does once they are in its type
 * registry (which {@code JsonFormat} needs, and refuses them without).
 */
class AnyWellKnownPayloadTests {

  private static final List<Message> PAYLOADS = List.of(Empty.getDefaultInstance(),
      Timestamp.newBuilder().setSeconds(1_700_000_000L).setNanos(5_000_000).build(),
      UInt64Value.of(-1L),
      Value.newBuilder().setListValue(ListValue.newBuilder().addValues(Value.newBuilder().setStringValue("x")))
          .build(),
      Any.pack(Empty.getDefaultInstance()),
      Api.newBuilder().setName("shop.Orders").addMethods(Method.newBuilder().setName("Get").setRequestTypeUrl("u"))
          .setSourceContext(SourceContext.newBuilder().setFileName("shop.proto")).build(),
      Type.newBuilder().setName("shop.Order").build());

  @Test
  void protobufsOwnTypesInAnAnyAreReadAndWrittenWithoutRegistration() throws Exception {
    for (MessageMarshaller marshaller : new MessageMarshaller[] {
        MessageMarshaller.builder().register(Any.getDefaultInstance()).build(),
        MessageMarshaller.builder().registeringTypesOnDemand().build()}) {
      for (Message payload : PAYLOADS) {
        Any any = Any.pack(payload);
        String json = marshaller.writeValueAsString(any);
        JsonFormat.TypeRegistry types = JsonFormat.TypeRegistry.newBuilder().add(payload.getDescriptorForType())
            .add(Empty.getDescriptor()).build();
        assertThat(json).as(payload.getDescriptorForType().getFullName())
            .isEqualTo(JsonFormat.printer().usingTypeRegistry(types).omittingInsignificantWhitespace().print(any));
        assertThat(marshaller.readValue(json, Any.class)).isEqualTo(any);
        // JsonFormat without them in its registry refuses them
        assertThatThrownBy(() -> JsonFormat.parser().merge(json, Any.newBuilder()))
            .isInstanceOf(InvalidProtocolBufferException.class).hasMessageContaining("Cannot resolve type");
      }
    }
  }

  @Test
  void anApplicationsUnregisteredTypeIsStillRefused() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(Any.getDefaultInstance()).build();
    Any nested = Any.pack(Nested.newBuilder().setValue(1).build());
    assertThatThrownBy(() -> marshaller.writeValueAsString(nested)).isInstanceOf(ProtoJsonWriteException.class)
        .hasMessageContaining("protojson.test.Nested");
    String json = "{\"@type\":\"type.googleapis.com/protojson.test.Nested\",\"value\":1}";
    assertThatThrownBy(() -> marshaller.readValue(json, Any.class)).isInstanceOf(ProtoJsonParseException.class)
        .hasMessageContaining("type.googleapis.com/protojson.test.Nested").hasMessageContaining("no registered");
    // a name in protobuf's package that is not one of its types is not made up
    assertThatThrownBy(() -> marshaller.readValue("{\"@type\":\"type.googleapis.com/google.protobuf.Nothing\"}",
        Any.class)).isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("no registered");
  }
}
