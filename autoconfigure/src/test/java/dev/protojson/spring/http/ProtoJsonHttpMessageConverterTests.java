package dev.protojson.spring.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConversionException;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.mock.http.MockHttpOutputMessage;

/** What the converter claims, and the errors it raises before any message is parsed. */
class ProtoJsonHttpMessageConverterTests {

  private static final ResolvableType LIST_OF_ORDERS = ResolvableType.forClassWithGenerics(List.class, Order.class);

  private final ProtoJsonHttpMessageConverter converter =
      new ProtoJsonHttpMessageConverter(MessageMarshaller.builder().registeringTypesOnDemand().build());

  @Test
  void readsAndWritesGeneratedMessagesAndCollectionsOfThemAsJson() {
    assertThat(converter.canRead(ResolvableType.forClass(Order.class), MediaType.APPLICATION_JSON)).isTrue();
    assertThat(converter.canRead(LIST_OF_ORDERS, MediaType.APPLICATION_JSON)).isTrue();
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(Collection.class, Order.class), null)).isTrue();
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(Set.class, Order.class), null)).isTrue();
    assertThat(converter.canWrite(ResolvableType.forClass(Order.class), Order.class, MediaType.APPLICATION_JSON))
        .isTrue();
    assertThat(converter.canWrite(LIST_OF_ORDERS, List.of().getClass(), MediaType.APPLICATION_JSON)).isTrue();
    assertThat(converter.canWrite(ResolvableType.NONE, Order.class, null)).isTrue();
  }

  @Test
  void acceptsJsonAndStructuredJsonMediaTypesOnly() {
    ResolvableType order = ResolvableType.forClass(Order.class);
    assertThat(converter.canRead(order, MediaType.parseMediaType("application/vnd.shop+json"))).isTrue();
    assertThat(converter.canWrite(order, Order.class, MediaType.parseMediaType("application/json;charset=UTF-16")))
        .isTrue();
    assertThat(converter.canRead(order, MediaType.TEXT_PLAIN)).isFalse();
    assertThat(converter.canRead(order, MediaType.APPLICATION_XML)).isFalse();
    assertThat(converter.canWrite(order, Order.class, MediaType.parseMediaType("application/x-protobuf"))).isFalse();
    assertThat(converter.getSupportedMediaTypes())
        .containsExactly(MediaType.APPLICATION_JSON, MediaType.parseMediaType("application/*+json"));
  }

  /** A body declared as Message, or as a builder, is a DynamicMessage of the type its parameter's @ProtoType names. */
  @Test
  void readsAMessageOrABuilderDeclaredBodyAsADynamicMessage() {
    for (Class<?> declared : List.of(Message.class, Message.Builder.class, DynamicMessage.Builder.class)) {
      assertThat(converter.canRead(ResolvableType.forClass(declared), MediaType.APPLICATION_JSON))
          .as(declared.getName()).isTrue();
    }
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(List.class, Message.class), null)).isTrue();
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(List.class, Message.Builder.class), null))
        .isFalse();
    assertThat(converter.canRead(ResolvableType.forClass(Order.Builder.class), MediaType.APPLICATION_JSON))
        .isFalse();
  }

  @Test
  void leavesEverythingElseToOtherConverters() {
    assertThat(converter.canRead(ResolvableType.forClass(String.class), MediaType.APPLICATION_JSON)).isFalse();
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(List.class, String.class), null)).isFalse();
    assertThat(converter.canRead(ResolvableType.forClass(List.class), null)).isFalse();
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(Map.class, String.class, String.class), null))
        .isFalse();
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(Map.class, Integer.class, Order.class), null))
        .isFalse();
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(TreeMap.class, String.class, Order.class),
        null)).isFalse();
    assertThat(converter.canRead(ResolvableType.forClass(Map.class), null)).isFalse();
    assertThat(converter.canWrite(ResolvableType.forClass(List.class), List.of().getClass(), null)).isFalse();
    assertThat(converter.canWrite(ResolvableType.forClassWithGenerics(List.class, String.class),
        List.of().getClass(), null)).isFalse();
  }

  /** A map body by string keys that a reader makes (a JSON object of messages); a response map stays Jackson's. */
  @Test
  void readsMapsOfMessagesByStringKeys() {
    for (Class<?> map : List.of(Map.class, HashMap.class, LinkedHashMap.class)) {
      assertThat(converter.canRead(ResolvableType.forClassWithGenerics(map, String.class, Order.class), null))
          .as(map.getName()).isTrue();
    }
    assertThat(converter.canRead(ResolvableType.forClassWithGenerics(Map.class, String.class, DynamicMessage.class),
        MediaType.APPLICATION_JSON)).isTrue();
    assertThat(converter.canWrite(ResolvableType.forClassWithGenerics(Map.class, String.class, Order.class),
        LinkedHashMap.class, null)).isFalse();
  }

  /** Their type is the one the handler parameter names; writing needs none. */
  @Test
  void readsAndWritesDynamicMessagesAndCollectionsOfThem() {
    ResolvableType dynamic = ResolvableType.forClass(DynamicMessage.class);
    ResolvableType listOfDynamic = ResolvableType.forClassWithGenerics(List.class, DynamicMessage.class);
    assertThat(converter.canRead(dynamic, MediaType.APPLICATION_JSON)).isTrue();
    assertThat(converter.canRead(listOfDynamic, MediaType.APPLICATION_JSON)).isTrue();
    assertThat(converter.canRead(ResolvableType.forClass(DynamicMessage[].class), null)).isTrue();
    assertThat(converter.canRead(dynamic, MediaType.TEXT_PLAIN)).isFalse();
    assertThat(converter.canWrite(dynamic, DynamicMessage.class, MediaType.APPLICATION_JSON)).isTrue();
    assertThat(converter.canWrite(ResolvableType.forClass(Message.class), DynamicMessage.class, null)).isTrue();
    assertThat(converter.canWrite(listOfDynamic, List.of().getClass(), MediaType.APPLICATION_JSON)).isTrue();
    assertThat(converter.canWrite(ResolvableType.NONE, DynamicMessage[].class, null)).isTrue();
  }

  /** Read for no handler parameter (a client's response), a DynamicMessage has no type: the caller's mistake. */
  @Test
  void aDynamicMessageOfNoNamedTypeIsNotReadAsAnEmptyOne() {
    assertThatExceptionOfType(HttpMessageConversionException.class)
        .isThrownBy(() -> converter.read(ResolvableType.forClass(DynamicMessage.class), json("{}"), null))
        .isNotInstanceOf(HttpMessageNotReadableException.class)
        .withMessageStartingWith("Cannot read a body as a DynamicMessage: a DynamicMessage has no type of its own,"
            + " and none is named. Take it as a handler's @RequestBody annotated with @ProtoType(");
  }

  @Test
  void rejectsABodyThatIsNotAnArrayWhereAListIsExpected() {
    MockHttpInputMessage input = json("\n  {\"id\": \"1\"}");

    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(LIST_OF_ORDERS, input, null))
        .withMessageContaining("Expected a JSON array of Order")
        .withMessageContaining("protojson.spring.test.Order")
        .satisfies(ex -> {
          assertThat(ex.getParseError().getLine()).isEqualTo(2);
          assertThat(ex.getParseError().getColumn()).isEqualTo(3);
          assertThat(ex.getHttpInputMessage()).isSameAs(input);
        });
  }

  @Test
  void rejectsANullElementOfAnArrayNamingItsIndex() {
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(LIST_OF_ORDERS, json("[null]"), null))
        .withMessageContaining("null is not allowed as element [0]")
        .satisfies(ex -> assertThat(ex.getParseError().getFieldPath()).isEqualTo("[0]"));
  }

  @Test
  void rejectsAnEmptyBodyAsBadInput() {
    assertThatExceptionOfType(ProtoJsonMessageNotReadableException.class)
        .isThrownBy(() -> converter.read(LIST_OF_ORDERS, json(""), null))
        .withMessageContaining("the end of the input");
  }

  @Test
  void refusesToWriteANullElementOfAList() {
    java.util.ArrayList<Order> orders = new java.util.ArrayList<>();
    orders.add(null);
    assertThatExceptionOfType(HttpMessageNotWritableException.class)
        .isThrownBy(() -> converter.write(orders, LIST_OF_ORDERS, MediaType.APPLICATION_JSON,
            new MockHttpOutputMessage(), null))
        .withMessageContaining("a null element");
  }

  static MockHttpInputMessage json(String body) {
    MockHttpInputMessage input = new MockHttpInputMessage(body.getBytes(StandardCharsets.UTF_8));
    input.getHeaders().setContentType(MediaType.APPLICATION_JSON);
    return input;
  }
}
