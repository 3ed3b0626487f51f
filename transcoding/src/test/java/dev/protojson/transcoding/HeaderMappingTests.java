package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import io.grpc.Deadline;
import io.grpc.Metadata;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class HeaderMappingTests {

  private static Map<String, List<String>> request(String... namesAndValues) {
    Map<String, List<String>> headers = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      headers.computeIfAbsent(namesAndValues[i], name -> new ArrayList<>()).add(namesAndValues[i + 1]);
    }
    return GrpcCalls.toMap(HeaderMapping.toMetadata(headers.entrySet()));
  }

  @Test
  void authorizationAndOtherPermanentHeadersPassUnderTheirNamesInLowerCase() {
    assertThat(request("Authorization", "Bearer abc", "Accept-Language", "fr", "User-Agent", "curl/8",
        "COOKIE", "a=1", "If-None-Match", "\"v1\"", "Host", "example.com"))
        .isEqualTo(Map.of("authorization", List.of("Bearer abc"), "accept-language", List.of("fr"),
            "user-agent", List.of("curl/8"), "cookie", List.of("a=1"), "if-none-match", List.of("\"v1\""),
            "host", List.of("example.com")));
  }

  @Test
  void grpcMetadataHeadersLoseTheirPrefix() {
    assertThat(request("Grpc-Metadata-Tenant", "acme", "grpc-metadata-x-trace", "t1", "GRPC-METADATA-Tenant", "b"))
        .isEqualTo(Map.of("tenant", List.of("acme", "b"), "x-trace", List.of("t1")));
  }

  @Test
  void binaryMetadataIsBase64() {
    Metadata metadata = HeaderMapping.toMetadata(Map.of("Grpc-Metadata-Token-Bin", List.of("AQID"),
        "Grpc-Metadata-Other-Bin", List.of("-_8")).entrySet());
    assertThat(metadata.get(Metadata.Key.of("token-bin", Metadata.BINARY_BYTE_MARSHALLER)))
        .containsExactly(1, 2, 3);
    assertThat(metadata.get(Metadata.Key.of("other-bin", Metadata.BINARY_BYTE_MARSHALLER)))
        .containsExactly(0xfb, 0xff);
    assertThatExceptionOfType(InvalidRequestException.class)
        .isThrownBy(() -> request("Grpc-Metadata-Token-Bin", "!!"))
        .withMessage("Invalid header Grpc-Metadata-Token-Bin: a -bin header's value is base64")
        .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("Grpc-Metadata-Token-Bin"));
  }

  @Test
  void everythingElseIsDropped() {
    assertThat(request("X-Request-Id", "r", "Content-Length", "5", "Connection", "keep-alive, X-Secret",
        "Keep-Alive", "timeout=5", "Transfer-Encoding", "chunked", "TE", "trailers", "Upgrade", "h2c",
        "Proxy-Authorization", "Basic x", "grpc-timeout", "1S", "Grpc-Metadata-Connection", "close",
        "Grpc-Metadata-Grpc-Status", "0", "Grpc-Metadata-X-Secret", "s", "Grpc-Metadata-", "empty",
        "Grpc-Metadata-bad key", "v")).isEmpty();
  }

  @Test
  void grpcTimeoutGivesTheDeadline() {
    Deadline deadline = HeaderMapping.deadline("1500m");
    assertThat(deadline.timeRemaining(TimeUnit.MILLISECONDS)).isBetween(1000L, 1500L);
    assertThat(HeaderMapping.deadline("2H").timeRemaining(TimeUnit.MINUTES)).isBetween(119L, 120L);
    assertThat(HeaderMapping.deadline("99999999n").timeRemaining(TimeUnit.MILLISECONDS)).isLessThanOrEqualTo(100L);
    assertThat(HeaderMapping.deadline("3S").timeRemaining(TimeUnit.SECONDS)).isBetween(2L, 3L);
    assertThat(HeaderMapping.deadline("3M").timeRemaining(TimeUnit.SECONDS)).isBetween(179L, 180L);
    // Microseconds, in an amount that cannot run out while the test runs on a busy machine (5u could).
    assertThat(HeaderMapping.deadline("5000000u").timeRemaining(TimeUnit.MILLISECONDS)).isBetween(4000L, 5000L);
    assertThat(HeaderMapping.deadline(null)).isNull();
    for (String bad : new String[] {"", "S", "1", "1s", "123456789S", "-1S", "1.5S", "1 S"}) {
      assertThatExceptionOfType(InvalidRequestException.class).as(bad)
          .isThrownBy(() -> HeaderMapping.deadline(bad))
          .withMessage("Invalid grpc-timeout header \"" + bad + "\": expected 1 to 8 digits and a unit, H, M, S, m,"
              + " u or n")
          .satisfies(e -> assertThat(e.getFieldPath()).isEqualTo("grpc-timeout"));
    }
  }

  @Test
  void responseMetadataBecomesGrpcMetadataHeaders() {
    Metadata metadata = GrpcCalls.metadata("x-served-by", "library", "x-served-by", "again", "content-type",
        "application/grpc", "grpc-status", "5", "grpc-message", "gone");
    metadata.put(Metadata.Key.of("grpc-status-details-bin", Metadata.BINARY_BYTE_MARSHALLER), new byte[] {1});
    metadata.put(Metadata.Key.of("token-bin", Metadata.BINARY_BYTE_MARSHALLER), new byte[] {1, 2, 3});
    List<String> headers = new ArrayList<>();
    HeaderMapping.forEachResponseHeader(metadata, (name, value) -> headers.add(name + ": " + value));
    assertThat(headers).containsExactly("Grpc-Metadata-x-served-by: library", "Grpc-Metadata-x-served-by: again",
        "Grpc-Metadata-token-bin: AQID");
    HeaderMapping.forEachResponseHeader(null, (name, value) -> headers.add(name));
    assertThat(headers).hasSize(3);
  }
}
