package dev.protojson.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The differential tests are only as good as the messages they are fed. */
class RandomMessagesTests {

  @Test
  void sameSeedGivesSameMessages() {
    RandomMessages a = new RandomMessages(42);
    RandomMessages b = new RandomMessages(42);
    for (int i = 0; i < 50; i++) {
      assertThat(a.next(AllTypes.getDefaultInstance())).isEqualTo(b.next(AllTypes.getDefaultInstance()));
    }
  }

  @Test
  void everyFieldOfEveryTestTypeGetsFilled() {
    for (Message type : List.of(AllTypes.getDefaultInstance(), Proto2Types.getDefaultInstance(),
        EditionTypes.getDefaultInstance())) {
      RandomMessages random = new RandomMessages(7);
      Set<String> seen = new HashSet<>();
      for (int i = 0; i < 400; i++) {
        Message message = random.next(type);
        message.getAllFields().keySet().forEach(f -> seen.add(f.getName()));
      }
      Set<String> all = type.getDescriptorForType().getFields().stream()
          .map(FieldDescriptor::getName).collect(Collectors.toSet());
      assertThat(seen).as("fields of %s", type.getDescriptorForType().getFullName()).isEqualTo(all);
    }
  }

  @Test
  void producesTheValuesThatBreakJsonMappings() {
    RandomMessages random = new RandomMessages(3);
    boolean nan = false;
    boolean negativeZero = false;
    boolean infinity = false;
    boolean maxUint64 = false;
    boolean unknownEnum = false;
    boolean supplementary = false;
    boolean control = false;
    for (int i = 0; i < 2000; i++) {
      AllTypes m = random.next(AllTypes.getDefaultInstance());
      nan |= Double.isNaN(m.getFDouble());
      negativeZero |= Double.doubleToRawLongBits(m.getFDouble()) == Long.MIN_VALUE;
      infinity |= Float.isInfinite(m.getFFloat());
      maxUint64 |= m.getFUint64() == -1L;
      unknownEnum |= m.getFEnumValue() >= 100 || m.getFEnumValue() <= -100;
      supplementary |= m.getFString().codePoints().anyMatch(Character::isSupplementaryCodePoint);
      control |= m.getFString().chars().anyMatch(c -> c < 0x20);
    }
    assertThat(List.of(nan, negativeZero, infinity, maxUint64, unknownEnum, supplementary, control))
        .containsOnly(true);
  }
}
