package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.testing.JsonTrees;
import dev.protojson.testing.RandomMessages;
import dev.protojson.test.verywide.Item;
import dev.protojson.test.verywide.VeryWide;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A message of 1,200 fields, nearly all message-typed, whose reader's switches are generated in parts (one switch
 * over all of them would pass the JVM's 64 KB per method): written and read as {@code JsonFormat} does, eagerly
 * and lazily registered.
 */
class VeryWideMessageTests {

  private static final long SEED = 0x5EED_1100L;

  @Test
  void randomMessagesMatchJsonFormatBothWays() throws Exception {
    JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
    for (MessageMarshaller marshaller : new MessageMarshaller[] {
        MessageMarshaller.builder().register(VeryWide.getDefaultInstance()).build(),
        MessageMarshaller.builder().registeringTypesOnDemand().build()}) {
      RandomMessages random = new RandomMessages(SEED, 2);
      for (int i = 0; i < 20; i++) {
        VeryWide message = random.next(VeryWide.getDefaultInstance());
        String expected = printer.print(message);
        String written = marshaller.writeValueAsString(message);
        assertThat(JsonTrees.difference(JsonTrees.read(expected), JsonTrees.read(written), "$")).as("message %s", i)
            .isNull();
        assertThat(marshaller.readValue(expected, VeryWide.class)).isEqualTo(message);
        assertThat(marshaller.readValue(expected.getBytes(StandardCharsets.UTF_8), VeryWide.class))
            .isEqualTo(message);
      }
      // the last field of each part, and of the last part
      VeryWide edges = VeryWide.newBuilder().setF64(Item.newBuilder().setV(64)).setF1(Item.newBuilder().setV(1))
          .setF1199(Item.newBuilder().setS("last")).putM1200("k", Item.newBuilder().setV(1200).build())
          .addN1190(-1).build();
      assertThat(marshaller.readValue(marshaller.writeValueAsString(edges), VeryWide.class)).isEqualTo(edges);
    }
  }
}
