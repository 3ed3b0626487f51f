package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;

/**
 * A value that cannot be written and a type that is not registered are different mistakes, told apart by type:
 * the first is in the data and names the field, the second is in the set-up and names the type and the fix.
 */
class WriteExceptionsTests {

  private static final Timestamp TOO_LATE = Timestamp.newBuilder().setSeconds(253_402_300_800L).build();

  private final MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
      .build();

  @Test
  void aValueThatCannotBeWrittenNamesItsFieldPath() {
    AllTypes message = AllTypes.newBuilder()
        .addRRecursive(AllTypes.getDefaultInstance())
        .addRRecursive(AllTypes.newBuilder().putMStringTimestamp("due", TOO_LATE))
        .build();

    assertThatThrownBy(() -> marshaller.writeValueAsBytes(message))
        .isInstanceOfSatisfying(ProtoJsonWriteException.class, e -> {
          assertThat(e.getFieldPath()).isEqualTo("rRecursive[1].mStringTimestamp[due]");
          assertThat(e.getProblem()).contains("253402300800");
          // logs and stack traces name the public type
          assertThat(e.toString()).startsWith("dev.protojson.ProtoJsonWriteException: Cannot write field ");
        })
        .isNotInstanceOf(UnregisteredTypeException.class)
        .hasMessageStartingWith("Cannot write field rRecursive[1].mStringTimestamp[due] as JSON: ");
  }

  /**
   * What reached the caller's stream before a failure stays cut off where it failed, in every form of output: a
   * document Jackson completed on closing would parse, with the rest of the message silently missing.
   */
  @Test
  void outputCutOffByAFailureIsNotCompleted() throws Exception {
    AllTypes.Builder message = AllTypes.newBuilder();
    // Larger than the generator's buffer, so that part of it has reached the stream when the last element fails.
    for (int i = 0; i < 2_000; i++) {
      message.addRRecursive(AllTypes.newBuilder().setFString("element " + i));
    }
    message.addRRecursive(AllTypes.newBuilder().setWktTimestamp(TOO_LATE));
    for (MessageMarshaller m : new MessageMarshaller[] {marshaller,
        MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).prettyPrinting().build()}) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      assertThatThrownBy(() -> m.writeValue(message, out)).isInstanceOf(ProtoJsonWriteException.class);
      String written = out.toString(StandardCharsets.UTF_8);
      assertThat(written).contains("element 1999").doesNotEndWith("}");
      assertThatThrownBy(() -> m.readValue(written, AllTypes.class)).isInstanceOf(ProtoJsonParseException.class);

      ByteArrayOutputStream array = new ByteArrayOutputStream();
      JsonGenerator generator = m.createGenerator(array);
      generator.writeStartArray();
      m.writeValue(message.getRRecursive(0), generator);
      assertThatThrownBy(() -> m.writeValue(message.build(), generator)).isInstanceOf(ProtoJsonWriteException.class);
      generator.close();
      assertThat(array.toString(StandardCharsets.UTF_8)).doesNotEndWith("]");
    }
  }

  @Test
  void anUnregisteredTypeNamesTheTypeAndTheFix() {
    Proto2Types unregistered = Proto2Types.newBuilder().setId(1).setName("n").build();
    MessageMarshaller strict = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .registeringTypesOnDemand(false).build();
    assertThatThrownBy(() -> strict.writeValueAsString(unregistered))
        .isInstanceOfSatisfying(UnregisteredTypeException.class, e -> {
          assertThat(e.getTypeName()).isEqualTo("protojson.test.p2.Proto2Types");
          assertThat(e.getClassName()).isEqualTo(Proto2Types.class.getName());
        })
        .isNotInstanceOf(ProtoJsonWriteException.class)
        .hasMessageContaining("register(Proto2Types.getDefaultInstance())")
        .hasMessageContaining("registeringTypesOnDemand(true)");
    MessageMarshaller narrow = MessageMarshaller.builder().register(Nested.getDefaultInstance())
        .registeringTypesOnDemand(false).build();
    assertThatThrownBy(() -> narrow.readValue("{}", AllTypes.class))
        .isInstanceOfSatisfying(UnregisteredTypeException.class,
            e -> assertThat(e.getTypeName()).isEqualTo("protojson.test.AllTypes"));
  }
}
