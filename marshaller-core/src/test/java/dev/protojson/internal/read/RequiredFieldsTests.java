package dev.protojson.internal.read;

import static dev.protojson.internal.read.ReadFixtures.STRICT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * A required field (proto2 {@code required}, editions {@code LEGACY_REQUIRED}) left unset anywhere in a message
 * read with {@code readValue} is a {@link ProtoJsonParseException} that names it by its path in the JSON and points
 * at the end of the value it is missing from; never protobuf's {@code UninitializedMessageException}.
 */
class RequiredFieldsTests {

  @Test
  void everyUnsetRequiredFieldIsNamedByItsJsonPath() {
    String json = "{\"id\": 1, \"name\": \"n\",\n \"rChild\": [{\"id\": 2, \"name\": \"a\"}, {\"name\": \"b\"}],"
        + " \"oChild\": {}}";
    assertThatThrownBy(() -> STRICT.readValue(json, Proto2Types.class))
        .isInstanceOfSatisfying(ProtoJsonParseException.class, e -> {
          assertThat(e.getFieldPath()).isEqualTo("oChild.id");
          assertThat(e.getLine()).isEqualTo(2);
          assertThat(e.getColumn()).isEqualTo(65);
        })
        .hasMessage("Missing required fields oChild.id, oChild.name, rChild[1].id (in message"
            + " protojson.test.p2.Proto2Types) in the value that ends at line 2, column 65");
  }

  /**
   * protobuf checks a message's own required fields but not those of a message packed in an Any (bytes to it);
   * the payload is checked as it is packed, in every order of its members and every form of input.
   */
  @Test
  void anUnsetRequiredFieldInsideAnAnyIsNamedToo() {
    String type = "\"@type\": \"type.googleapis.com/protojson.test.p2.Proto2Types\"";
    for (String any : List.of("{" + type + ", \"id\": 1}", "{\"id\": 1, " + type + "}")) {
      String json = "{\"fInt32\": 1,\n \"rAny\": [{}, " + any + "]}";
      byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
      for (ThrowingCallable read : List.<ThrowingCallable>of(() -> STRICT.readValue(json, AllTypes.class),
          () -> STRICT.readValue(bytes, AllTypes.class),
          () -> STRICT.readValue(new ByteArrayInputStream(bytes), AllTypes.class))) {
        assertThatThrownBy(read).isInstanceOfSatisfying(ProtoJsonParseException.class, e -> {
          assertThat(e.getFieldPath()).isEqualTo("rAny[1].name");
          assertThat(e.getLine()).isEqualTo(2);
          assertThat(e.getColumn()).isEqualTo(json.indexOf("}]") - json.indexOf('\n'));
        }).hasMessageContaining("Missing required field rAny[1].name (in message protojson.test.p2.Proto2Types)");
      }
    }
    // Inside an Any inside an Any's payload, and complete payloads read as before.
    String nested = "{\"wktAny\": {" + type + ", \"id\": 1, \"name\": \"n\", \"oChild\": {\"id\": 2}}}";
    assertThatThrownBy(() -> STRICT.readValue(nested, AllTypes.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("wktAny.oChild.name");
    String complete = "{\"wktAny\": {" + type + ", \"id\": 1, \"name\": \"n\"}}";
    assertThat(STRICT.readValue(complete.getBytes(StandardCharsets.UTF_8), AllTypes.class).getWktAny()
        .getTypeUrl()).endsWith("Proto2Types");
  }

  @Test
  void theEndOfTheValueIsLocatedInEveryFormOfInput() {
    String json = "{\"id\": 1,\n \"name\": \"n\", \"oChild\": {\"id\": 2}  }  ";
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    for (ThrowingCallable read : List.<ThrowingCallable>of(() -> STRICT.readValue(json, Proto2Types.class),
        () -> STRICT.readValue(bytes, Proto2Types.class),
        () -> STRICT.readValue(new ByteArrayInputStream(bytes), Proto2Types.class))) {
      assertThatThrownBy(read).isInstanceOfSatisfying(ProtoJsonParseException.class, e -> {
        assertThat(e.getFieldPath()).isEqualTo("oChild.name");
        assertThat(e.getLine()).isEqualTo(2);
        assertThat(e.getColumn()).isEqualTo(36);
      });
    }
    String complete = "{\"id\": 1, \"name\": \"n\", \"oChild\": {\"id\": 2, \"name\": \"c\"}}";
    assertThat(STRICT.readValue(complete.getBytes(StandardCharsets.UTF_8), Proto2Types.class).getOChild().getName())
        .isEqualTo("c");
  }

  @Test
  void aMapValueWithoutItsRequiredFieldIsBadInput() {
    assertThatThrownBy(() -> STRICT.readValue("{\"requiredInt32\": 1, \"mChild\": {\"0\": {}}}",
            EditionTypes.class))
        .isInstanceOfSatisfying(ProtoJsonParseException.class,
            e -> assertThat(e.getFieldPath()).isEqualTo("mChild.0.requiredInt32"))
        .hasMessageStartingWith("Missing required field mChild.0.requiredInt32 (in message");
  }

  @Test
  void anExtensionIsNamedAsTheDocumentNamesIt() {
    String json = "{\"id\": 1, \"name\": \"n\", \"[protojson.test.p2.Extensions.ext_child]\": {\"id\": 3}}";
    assertThatThrownBy(() -> STRICT.readValue(json, Proto2Types.class))
        .isInstanceOfSatisfying(ProtoJsonParseException.class,
            e -> assertThat(e.getFieldPath()).isEqualTo("[protojson.test.p2.Extensions.ext_child].name"));
  }

  @Test
  void withProtoFieldNamesThePathUsesThem() {
    MessageMarshaller protoNames = ReadFixtures.builder().preservingProtoFieldNames().build();
    assertThatThrownBy(() -> protoNames.readValue("{\"id\": 1, \"name\": \"n\", \"r_child\": [{}]}",
            Proto2Types.class))
        .isInstanceOfSatisfying(ProtoJsonParseException.class,
            e -> assertThat(e.getFieldPath()).isEqualTo("r_child[0].id"));
  }

  @Test
  void everyWayOfReadingAWholeMessageChecks() {
    byte[] json = "{\"id\": 1}".getBytes(StandardCharsets.UTF_8);
    assertThatThrownBy(() -> STRICT.readValue(json, Proto2Types.class)).isInstanceOf(ProtoJsonParseException.class)
        .hasMessageContaining("field name");
    assertThatThrownBy(() -> STRICT.readValue(new ByteArrayInputStream(json), Proto2Types.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("field name");
    assertThatThrownBy(() -> STRICT.readValue(new String(json, StandardCharsets.UTF_8), Proto2Types.class))
        .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("field name");
    Proto2Types held = Proto2Types.newBuilder().setName("kept").buildPartial();
    try (JsonParser parser = parser("{\"id\": 1}")) {
      assertThat(STRICT.readValue(parser, held.toBuilder())).isEqualTo(held.toBuilder().setId(1).build());
    }
  }

  @Test
  void anArrayElementsPathStartsWithItsIndex() {
    try (JsonParser parser = parser("[{\"id\": 1, \"name\": \"a\"},\n {\"id\": 2}]")) {
      assertThat(parser.nextToken()).isEqualTo(JsonToken.START_ARRAY);
      parser.nextToken();
      assertThat(STRICT.readValue(parser, Proto2Types.class).getName()).isEqualTo("a");
      parser.nextToken();
      assertThatThrownBy(() -> STRICT.readValue(parser, Proto2Types.class))
          .isInstanceOfSatisfying(ProtoJsonParseException.class, e -> {
            assertThat(e.getFieldPath()).isEqualTo("[1].name");
            assertThat(e.getLine()).isEqualTo(2);
            assertThat(e.getColumn()).isEqualTo(10);
          });
    }
  }

  private static JsonParser parser(String json) {
    return JsonFactory.builder().build().createParser(ObjectReadContext.empty(), json);
  }
}
