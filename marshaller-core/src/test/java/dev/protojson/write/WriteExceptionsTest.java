package dev.protojson.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import org.junit.jupiter.api.Test;

/**
 * A value that cannot be written and a type that is not registered are different mistakes, told apart by type:
 * the first is in the data and names the field, the second is in the set-up and names the type and the fix.
 */
class WriteExceptionsTest {

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
        })
        .isNotInstanceOf(UnregisteredTypeException.class)
        .hasMessageStartingWith("Cannot write field rRecursive[1].mStringTimestamp[due] as JSON: ");
  }

  @Test
  void anUnregisteredTypeNamesTheTypeAndTheFix() {
    Proto2Types unregistered = Proto2Types.newBuilder().setId(1).setName("n").build();
    assertThatThrownBy(() -> marshaller.writeValueAsString(unregistered))
        .isInstanceOfSatisfying(UnregisteredTypeException.class, e -> {
          assertThat(e.getTypeName()).isEqualTo("protojson.test.p2.Proto2Types");
          assertThat(e.getClassName()).isEqualTo(Proto2Types.class.getName());
        })
        .isNotInstanceOf(ProtoJsonWriteException.class)
        .hasMessageContaining("register(Proto2Types.getDefaultInstance())")
        .hasMessageContaining("registeringTypesOnDemand()");
    MessageMarshaller narrow = MessageMarshaller.builder().register(Nested.getDefaultInstance()).build();
    assertThatThrownBy(() -> narrow.readValue("{}", AllTypes.class))
        .isInstanceOfSatisfying(UnregisteredTypeException.class,
            e -> assertThat(e.getTypeName()).isEqualTo("protojson.test.AllTypes"));
  }
}
