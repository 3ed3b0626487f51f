package dev.protojson.spring.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Spring MVC: a client stream whose body stalls past its deadline. The call is cancelled at the deadline; the
 * servlet thread waits on the body until the connection's read times out, when Tomcat answers 408.
 */
@SpringBootTest(classes = StreamingOverHttpTests.StreamingLibrary.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { "spring.grpc.server.port=0", "server.tomcat.connection-timeout=1s" })
class StalledClientStreamTests {

  @LocalServerPort
  private int port;

  @Autowired
  private StreamingOverHttpTests.PacedStreams streams;

  @Test
  void aStalledBodyPastItsDeadlineIsCancelledAndAnsweredWhenTheReadTimesOut() throws Exception {
    try (Socket socket = new Socket("localhost", port)) {
      socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(15));
      String first = "[{\"name\":\"shelves/a\"},";
      socket.getOutputStream().write(("POST /v1/shelves:import HTTP/1.1\r\nHost: localhost\r\n"
          + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\ngrpc-timeout: 300m\r\n\r\n"
          + Integer.toHexString(first.length()) + "\r\n" + first + "\r\n").getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().flush();
      long sent = System.nanoTime();

      BufferedReader answer = new BufferedReader(new InputStreamReader(socket.getInputStream(),
          StandardCharsets.UTF_8));
      assertThat(answer.readLine()).isEqualTo("HTTP/1.1 408 ");
      assertThat(System.nanoTime() - sent).isLessThan(TimeUnit.SECONDS.toNanos(10));
      // the service got the request that came, then its call's end: cancelled at the deadline
      assertThat(streams.received.poll(5, TimeUnit.SECONDS)).isNotNull();
      Object ended = streams.received.poll(5, TimeUnit.SECONDS);
      assertThat(ended).isInstanceOf(io.grpc.StatusRuntimeException.class);
      assertThat(((io.grpc.StatusRuntimeException) ended).getStatus().getCode())
          .isIn(io.grpc.Status.Code.CANCELLED, io.grpc.Status.Code.DEADLINE_EXCEEDED);
    }
  }
}
