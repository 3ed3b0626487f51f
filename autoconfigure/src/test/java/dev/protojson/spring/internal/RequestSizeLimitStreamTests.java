package dev.protojson.spring.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import dev.protojson.spring.http.RequestBodyTooLargeException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import org.springframework.mock.http.MockHttpInputMessage;

/** The counting of request bytes: exactly the limit is read, one byte more is refused, nothing beyond is read. */
class RequestSizeLimitStreamTests {

  private final RequestSizeLimit limit = new RequestSizeLimit(10, "protojson.max-request-size");

  @Test
  void aBodyOfExactlyTheLimitIsReadWhole() throws Exception {
    try (InputStream body = limit.body(chunked(10))) {
      assertThat(body.readAllBytes()).hasSize(10);
    }
  }

  @Test
  void oneByteMoreIsRefusedWhateverTheReadSize() throws Exception {
    InputStream bulk = limit.body(chunked(11));
    assertThatExceptionOfType(RequestBodyTooLargeException.class).isThrownBy(bulk::readAllBytes)
        .satisfies(ex -> assertThat(ex.getMaxRequestSize()).isEqualTo(10));

    InputStream single = limit.body(chunked(11));
    for (int i = 0; i < 10; i++) {
      assertThat(single.read()).isEqualTo('x');
    }
    assertThatExceptionOfType(RequestBodyTooLargeException.class).isThrownBy(single::read);
  }

  @Test
  void neverReadsMoreThanOneBytePastTheLimit() throws Exception {
    ByteArrayInputStream source = new ByteArrayInputStream(new byte[1000]);
    MockHttpInputMessage input = new MockHttpInputMessage(source);

    InputStream body = limit.body(input);
    assertThatExceptionOfType(RequestBodyTooLargeException.class).isThrownBy(() -> body.read(new byte[500]));
    assertThat(source.available()).isEqualTo(1000 - 11);
  }

  @Test
  void aDeclaredLengthOverTheLimitIsRefusedBeforeReading() {
    MockHttpInputMessage input = new MockHttpInputMessage(new byte[11]);
    input.getHeaders().setContentLength(11);

    assertThatExceptionOfType(RequestBodyTooLargeException.class).isThrownBy(() -> limit.body(input))
        .satisfies(ex -> assertThat(ex.getBody().getDetail())
            .isEqualTo("The request body is larger than the limit of 10 bytes set by protojson.max-request-size"));
  }

  @Test
  void aNegativeLimitIsNoLimit() throws Exception {
    assertThat(new RequestSizeLimit(-1, null).body(chunked(100_000)).readAllBytes()).hasSize(100_000);
  }

  private static MockHttpInputMessage chunked(int size) {
    return new MockHttpInputMessage("x".repeat(size).getBytes());
  }
}
