package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.test.odd.Crossed_Names;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A {@code json_name} that is another field's proto name: the name means the field of the kind of name the
 * marshaller writes, in any member order, so that everything it writes reads back as the same message.
 */
class CrossedNamesTests {

  private static final MessageMarshaller JSON_NAMES = MessageMarshaller.builder()
      .register(Crossed_Names.getDefaultInstance()).build();
  private static final MessageMarshaller PROTO_NAMES = MessageMarshaller.builder()
      .register(Crossed_Names.getDefaultInstance()).preservingProtoFieldNames().build();

  @Test
  void aNameMeansTheFieldOfTheNamesTheMarshallerWrites() {
    assertThat(JSON_NAMES.writeValueAsString(Crossed_Names.newBuilder().setC(3).build())).isEqualTo("{\"a\":3}");
    for (String json : new String[] { "{\"a\":3}", "{\"c\":2,\"a\":3}", "{\"plain\":\"p\",\"a\":3}" }) {
      assertThat(read(JSON_NAMES, json).getC()).as(json).isEqualTo(3);
      assertThat(read(JSON_NAMES, json).getA()).as(json).isZero();
    }
    assertThat(PROTO_NAMES.writeValueAsString(Crossed_Names.newBuilder().setXyZ(5).build())).isEqualTo("{\"xy_z\":5}");
    for (String json : new String[] { "{\"xy_z\":5}", "{\"x_y\":1,\"xy_z\":5}", "{\"q\":5}" }) {
      assertThat(read(PROTO_NAMES, json).getXyZ()).as(json).isEqualTo(5);
    }
    // a name that is no field's written name still reads as its field
    assertThat(read(JSON_NAMES, "{\"x_y\":1}").getXY()).isEqualTo(1);
  }

  @Test
  void everythingWrittenReadsBackInAnyMemberOrder() {
    Random random = new Random(7);
    for (int i = 0; i < 500; i++) {
      Crossed_Names message = Crossed_Names.newBuilder().setA(random.nextInt(3)).setB(random.nextInt(3))
          .setC(random.nextInt(3)).setXY(random.nextInt(3)).setXyZ(random.nextInt(3))
          .setPlain(random.nextBoolean() ? "" : "p").build();
      for (MessageMarshaller marshaller : new MessageMarshaller[] { JSON_NAMES, PROTO_NAMES }) {
        String json = marshaller.writeValueAsString(message);
        assertThat(read(marshaller, json)).as(json).isEqualTo(message);
        assertThat(read(marshaller, shuffled(json, random))).as(json).isEqualTo(message);
      }
    }
  }

  /** Reads as text and as bytes (the byte-level loop), which must agree. */
  private static Crossed_Names read(MessageMarshaller marshaller, String json) {
    Crossed_Names text = marshaller.readValue(json, Crossed_Names.class);
    Crossed_Names bytes = marshaller.readValue(json.getBytes(StandardCharsets.UTF_8), Crossed_Names.class);
    assertThat(bytes).as(json).isEqualTo(text);
    return text;
  }

  /** The same object with its members in another order (the members hold no commas of their own here). */
  private static String shuffled(String json, Random random) {
    if (json.equals("{}")) {
      return json;
    }
    List<String> members = new ArrayList<>(List.of(json.substring(1, json.length() - 1).split(",")));
    Collections.shuffle(members, random);
    return "{" + String.join(",", members) + "}";
  }
}
