package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import dev.protojson.testing.RandomMessages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code writeValue(message, SizedOutput)} writes the bytes {@code writeValueAsBytes} returns, after giving their
 * length, in one stream it neither flushes nor closes: for documents that fit in the thread's buffers, for larger
 * ones and for the ones after those, compact and pretty. A message that cannot be written fails before the stream
 * is asked for, and a failing stream fails the call with its own exception.
 */
class SizedOutputTests {

  private static final MessageMarshaller COMPACT = MessageMarshaller.builder()
      .register(AllTypes.getDefaultInstance()).build();
  private static final MessageMarshaller PRETTY = MessageMarshaller.builder()
      .register(AllTypes.getDefaultInstance()).prettyPrinting().build();

  @Test
  void writesTheBytesOfWriteValueAsBytesAfterTheirLength() throws IOException {
    RandomMessages random = new RandomMessages(47, 1);
    List<AllTypes> messages = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      messages.add(random.next(AllTypes.getDefaultInstance()));
    }
    // Larger than a generator's buffer, then small ones after it, which a thread writes differently.
    messages.add(3, large(300_000));
    messages.add(4, AllTypes.newBuilder().setFInt32(4).build());
    messages.add(9, large(40_000));
    messages.add(AllTypes.getDefaultInstance());
    for (MessageMarshaller marshaller : List.of(COMPACT, PRETTY)) {
      for (AllTypes message : messages) {
        byte[] expected;
        try {
          expected = marshaller.writeValueAsBytes(message);
        } catch (ProtoJsonWriteException e) {
          continue; // a value JSON cannot carry: the next test's subject
        }
        Body body = new Body();
        marshaller.writeValue(message, body);
        assertThat(body.lengths).containsExactly(expected.length);
        assertThat(body.stream.toByteArray()).isEqualTo(expected);
        assertThat(body.stream.closed).isFalse();
      }
    }
  }

  @Test
  void aMessageThatCannotBeWrittenFailsBeforeTheStreamIsAskedFor() throws IOException {
    AllTypes message = AllTypes.newBuilder().setFString("x".repeat(20_000))
        .setWktTimestamp(Timestamp.newBuilder().setSeconds(253_402_300_800L)).build();
    Body body = new Body();
    assertThatThrownBy(() -> COMPACT.writeValue(message, body))
        .isInstanceOfSatisfying(ProtoJsonWriteException.class,
            e -> assertThat(e.getFieldPath()).isEqualTo("wktTimestamp"));
    assertThat(body.lengths).isEmpty();
    AllTypes next = AllTypes.newBuilder().setFInt32(7).build();
    COMPACT.writeValue(next, body);
    assertThat(body.stream.toByteArray()).isEqualTo(COMPACT.writeValueAsBytes(next));
  }

  @Test
  void aFailingStreamFailsTheCallWithItsOwnExceptionAndLeavesTheThreadsBuffersUsable() throws IOException {
    IOException gone = new IOException("connection reset");
    for (AllTypes message : List.of(AllTypes.newBuilder().setFInt32(1).build(), large(300_000))) {
      assertThatThrownBy(() -> COMPACT.writeValue(message, length -> {
        throw gone;
      })).isSameAs(gone);
      assertThatThrownBy(() -> COMPACT.writeValue(message, length -> new OutputStream() {
        @Override
        public void write(int b) throws IOException {
          throw gone;
        }

        @Override
        public void write(byte[] b, int offset, int count) throws IOException {
          throw gone;
        }
      })).isSameAs(gone);
      Body body = new Body();
      COMPACT.writeValue(message, body);
      assertThat(body.stream.toByteArray()).isEqualTo(COMPACT.writeValueAsBytes(message));
    }
  }

  private static AllTypes large(int bytes) {
    AllTypes.Builder builder = AllTypes.newBuilder().setFNested(Nested.newBuilder().setNote("nested"));
    for (int written = 0; written < bytes; written += 100) {
      builder.addRString("s".repeat(90) + written);
    }
    return builder.build();
  }

  /** Records the lengths it is asked for and gives one stream that remembers whether it was closed. */
  private static final class Body implements MessageMarshaller.SizedOutput {
    final List<Integer> lengths = new ArrayList<>();
    final Stream stream = new Stream();

    @Override
    public OutputStream open(int length) {
      lengths.add(length);
      return stream;
    }
  }

  private static final class Stream extends ByteArrayOutputStream {
    boolean closed;

    @Override
    public void close() {
      closed = true;
    }
  }
}
