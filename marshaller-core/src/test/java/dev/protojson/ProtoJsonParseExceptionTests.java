package dev.protojson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The problem, field path and location of a parse error as values: a path prefix and a new location make an error
 * of a part an error of the whole, and the paths its problem names move with it.
 */
class ProtoJsonParseExceptionTests {

  private static final MessageMarshaller MARSHALLER = MessageMarshaller.builder()
      .register(AllTypes.getDefaultInstance())
      .register(Proto2Types.getDefaultInstance())
      .build();

  @Test
  void theProblemIsTheMessageWithoutItsLocation() {
    ProtoJsonParseException e = read("{\"fNested\": {\"value\": \"x\"}}", AllTypes.class);

    assertThat(e.getProblem()).isEqualTo("Invalid value \"x\" for int32 field fNested.value: not a number");
    assertThat(e.getMessage()).isEqualTo(e.getProblem() + " at line 1, column 23");
    assertThat(e.getFieldPath()).isEqualTo("fNested.value");
  }

  @Test
  void aPrefixGoesInFrontOfThePathAndOfThePathTheProblemNames() {
    ProtoJsonParseException e = read("{\"fNested\": {\"value\": \"x\"}}", AllTypes.class);

    ProtoJsonParseException prefixed = e.withPathPrefix("[3]");

    assertThat(prefixed.getFieldPath()).isEqualTo("[3].fNested.value");
    assertThat(prefixed.getProblem()).isEqualTo("Invalid value \"x\" for int32 field [3].fNested.value: not a"
        + " number");
    assertThat(prefixed.getLine()).isEqualTo(1);
    assertThat(prefixed.getColumn()).isEqualTo(23);
    assertThat(e.getFieldPath()).as("the original stays as it was").isEqualTo("fNested.value");
  }

  @Test
  void prefixingTwiceNestsThePrefixes() {
    ProtoJsonParseException e = ProtoJsonParseException.naming("Unknown field \"x\" at ", List.of("name"), "", 1, 9,
        null);

    ProtoJsonParseException twice = e.withPathPrefix("[3]").withPathPrefix("people");

    assertThat(twice.getFieldPath()).isEqualTo("people[3].name");
    assertThat(twice.getProblem()).isEqualTo("Unknown field \"x\" at people[3].name");
    assertThat(e.withPathPrefix("people").withPathPrefix("[3]").getFieldPath()).isEqualTo("[3].people.name");
  }

  @Test
  void aPrefixOfATopLevelErrorIsThePath() {
    ProtoJsonParseException e = read("[1]", AllTypes.class);
    assertThat(e.getFieldPath()).isEmpty();
    assertThat(e.getProblem()).contains("at (top level)");

    ProtoJsonParseException prefixed = e.withPathPrefix("order");

    assertThat(prefixed.getFieldPath()).isEqualTo("order");
    assertThat(prefixed.getProblem()).isEqualTo(e.getProblem().replace("(top level)", "order"))
        .doesNotContain("(top level)");
  }

  @Test
  void everyPathTheProblemNamesGetsThePrefix() {
    ProtoJsonParseException e = read("{\"id\": 1, \"name\": \"n\", \"oChild\": {}}", Proto2Types.class);
    assertThat(e.getProblem()).startsWith("Missing required fields oChild.id, oChild.name ");

    ProtoJsonParseException prefixed = e.withPathPrefix("[0]");

    assertThat(prefixed.getProblem()).startsWith("Missing required fields [0].oChild.id, [0].oChild.name ");
    assertThat(prefixed.getFieldPath()).isEqualTo("[0].oChild.id");
  }

  @Test
  void anEmptyPrefixChangesNothing() {
    ProtoJsonParseException e = read("{\"fNested\": {\"value\": \"x\"}}", AllTypes.class);

    assertThat(e.withPathPrefix("")).isSameAs(e);
    assertThat(e.relativeTo("")).isSameAs(e);
  }

  @Test
  void aDescriptionGivenAsTextKeepsItsWordsAndMovesItsPath() {
    ProtoJsonParseException e = new ProtoJsonParseException("Invalid JSON: cut short", "items", 2, 4, null);

    ProtoJsonParseException prefixed = e.withPathPrefix("[1]");

    assertThat(prefixed.getProblem()).isEqualTo("Invalid JSON: cut short");
    assertThat(prefixed.getFieldPath()).isEqualTo("[1].items");
    assertThat(prefixed.getMessage()).isEqualTo("Invalid JSON: cut short at line 2, column 4");
  }

  @Test
  void relativeToTakesOffAPrefixAndLeavesOtherPaths() {
    ProtoJsonParseException e = ProtoJsonParseException.naming("Missing required fields ",
        List.of("order.items[1].sku", "order"), "", -1, -1, null);

    ProtoJsonParseException relative = e.relativeTo("order");

    assertThat(relative.getFieldPath()).isEqualTo("items[1].sku");
    assertThat(relative.getProblem()).isEqualTo("Missing required fields items[1].sku, (top level)");
    assertThat(relative.withPathPrefix("order").getProblem()).isEqualTo(e.getProblem());
    assertThat(e.relativeTo("order.items").getProblem()).isEqualTo("Missing required fields [1].sku, order");
    assertThat(e.relativeTo("orders").getProblem()).as("not under it").isEqualTo(e.getProblem());
  }

  @Test
  void atLocationMovesTheLocationAndKeepsTheProblem() {
    ProtoJsonParseException e = read("{\"fNested\": {\"value\": \"x\"}}", AllTypes.class);

    ProtoJsonParseException moved = e.atLocation(7, 12);

    assertThat(moved.getLine()).isEqualTo(7);
    assertThat(moved.getColumn()).isEqualTo(12);
    assertThat(moved.getProblem()).isEqualTo(e.getProblem());
    assertThat(moved.getFieldPath()).isEqualTo(e.getFieldPath());
    assertThat(moved.getMessage()).isEqualTo(e.getProblem() + " at line 7, column 12");
    assertThat(e.atLocation(-1, -1).getMessage()).isEqualTo(e.getProblem());
    assertThat(moved.getStackTrace()).as("where the problem was found").isEqualTo(e.getStackTrace());
  }

  @Test
  void aMovedErrorKeepsItsCause() {
    ProtoJsonParseException e = read("{\"fInt32\": }", AllTypes.class);
    assertThat(e.getCause()).isNotNull();

    assertThat(e.withPathPrefix("[2]").atLocation(3, 1).getCause()).isSameAs(e.getCause());
  }

  /** Logs and stack traces name the public class, whatever made the error. */
  @Test
  void toStringNamesThePublicClass() {
    for (ProtoJsonParseException e : List.of(read("{\"fNested\": {\"value\": \"x\"}}", AllTypes.class),
        read("{\"nope\": 1}", AllTypes.class), read("  ", AllTypes.class),
        read("{\"id\": 1}", Proto2Types.class).withPathPrefix("[1]").atLocation(2, 2))) {
      assertThat(e.getClass()).isSameAs(ProtoJsonParseException.class);
      assertThat(e.toString()).isEqualTo("dev.protojson.ProtoJsonParseException: " + e.getMessage());
    }
  }

  private static ProtoJsonParseException read(String json, Class<? extends com.google.protobuf.Message> type) {
    return catchThrowableOfType(ProtoJsonParseException.class, () -> MARSHALLER.readValue(json, type));
  }
}
