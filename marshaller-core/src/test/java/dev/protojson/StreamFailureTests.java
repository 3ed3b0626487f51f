package dev.protojson;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.DynamicMessage;
import dev.protojson.test.proto3.Nested;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import org.junit.jupiter.api.Test;
import tools.jackson.core.exc.JacksonIOException;

/**
 * A stream that fails surfaces as Jackson 3 reports I/O errors, unchecked with the stream's own exception as the
 * cause, on every way in and out that takes a stream; the form that is handed a stream by the caller's own code
 * ({@code SizedOutput}) throws that code's exception as it is.
 */
class StreamFailureTests {

  private static final MessageMarshaller MARSHALLER = MessageMarshaller.builder()
      .register(Nested.getDefaultInstance()).build();
  private static final Nested MESSAGE = Nested.newBuilder().setValue(7).setNote("seven").build();

  @Test
  void aFailingInputStreamIsAJacksonIoExceptionWithItsCause() {
    assertFailsWithTheStreamsException(() -> MARSHALLER.readValue(failingAfter(3), Nested.class));
    assertFailsWithTheStreamsException(() -> MARSHALLER.mergeValue(failingAfter(3), Nested.newBuilder()));
    assertFailsWithTheStreamsException(() -> MARSHALLER.readValue(failingAfter(3), Nested.getDescriptor()));
    assertFailsWithTheStreamsException(() -> MARSHALLER.mergeValue(failingAfter(0),
        DynamicMessage.newBuilder(Nested.getDescriptor())));
  }

  @Test
  void aFailingOutputStreamIsAJacksonIoExceptionWithItsCause() {
    assertFailsWithTheStreamsException(() -> MARSHALLER.writeValue(MESSAGE, failingOutput()));
    assertFailsWithTheStreamsException(() -> MARSHALLER.writeValue(DynamicMessage.newBuilder(Nested.getDescriptor())
        .mergeFrom(MESSAGE).build(), failingOutput()));
  }

  @Test
  void aSizedOutputsOwnExceptionIsThrownAsItIs() {
    IOException refused = new IOException("no room for the body");
    assertThatThrownBy(() -> MARSHALLER.writeValue(MESSAGE, length -> {
      throw refused;
    })).isSameAs(refused);
    assertThatThrownBy(() -> MARSHALLER.writeValue(MESSAGE, length -> failingOutput()))
        .isInstanceOf(IOException.class).hasMessage("the stream broke");
  }

  private static void assertFailsWithTheStreamsException(Runnable call) {
    assertThatThrownBy(call::run).isInstanceOf(JacksonIOException.class)
        .cause().isInstanceOf(IOException.class).hasMessage("the stream broke");
  }

  private static InputStream failingAfter(int bytes) {
    return new InputStream() {
      private int read;

      @Override
      public int read() throws IOException {
        if (read++ < bytes) {
          return '{';
        }
        throw new IOException("the stream broke");
      }
    };
  }

  private static OutputStream failingOutput() {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("the stream broke");
      }

      @Override
      public void write(byte[] bytes, int offset, int length) throws IOException {
        throw new IOException("the stream broke");
      }
    };
  }
}
