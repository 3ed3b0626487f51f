package dev.protojson.transcoding;

import io.grpc.Deadline;
import io.grpc.Metadata;
import java.util.Base64;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;

/**
 * Between HTTP headers and gRPC metadata, as grpc-gateway passes them.
 *
 * <p>Request headers become metadata by these rules, header names compared without regard to case:
 * <ul>
 *   <li>{@code Grpc-Metadata-<name>: value} becomes {@code <name>: value}, the name in lower case; a name ending in
 *       {@code -bin} is binary metadata, its value base64 (standard or URL-safe, padded or not).
 *   <li>The permanent request headers of the IANA registry that grpc-gateway passes ({@code Authorization},
 *       {@code Accept}, {@code Accept-Language}, {@code Cookie}, {@code User-Agent}, {@code Origin}, {@code Host},
 *       {@code If-None-Match} and the others of {@link #PERMANENT_HEADERS}) pass under their own names in lower case:
 *       {@code authorization: Bearer …}, as a native gRPC client sends it. (grpc-gateway passes {@code Authorization}
 *       so, and the others prefixed {@code grpcgateway-}; here no network gRPC transport stands between, whose own
 *       headers they could be taken for.)
 *   <li>Hop-by-hop headers ({@code Connection}, {@code Keep-Alive}, {@code TE}, {@code Transfer-Encoding},
 *       {@code Upgrade}, {@code Trailer}, {@code Proxy-Authenticate}, {@code Proxy-Authorization}, and those
 *       {@code Connection} names) and names gRPC reserves ({@code grpc-*}) are dropped, also when they come with
 *       the {@code Grpc-Metadata-} prefix; so is every other header, and any name metadata cannot hold.
 *   <li>{@code grpc-timeout} is not metadata: it gives the call's {@linkplain #deadline deadline}.
 * </ul>
 *
 * <p>Metadata the service sends back, in its headers and in its trailers, becomes {@code Grpc-Metadata-<name>}
 * response headers ({@link #forEachResponseHeader}), binary values in base64; gRPC's own ({@code grpc-status},
 * {@code grpc-message}, {@code grpc-status-details-bin} and any other {@code grpc-*}) are left out: the body says
 * them.
 */
public final class HeaderMapping {

  /** The prefix that carries any metadata through HTTP headers, both ways. */
  public static final String METADATA_PREFIX = "Grpc-Metadata-";

  /** The request headers passed as metadata under their own names, in lower case. */
  public static final Set<String> PERMANENT_HEADERS = Set.of("accept", "accept-charset", "accept-language",
      "accept-ranges", "authorization", "cache-control", "content-type", "cookie", "date", "expect", "from", "host",
      "if-match", "if-modified-since", "if-none-match", "if-schedule-tag-match", "if-unmodified-since",
      "max-forwards", "origin", "pragma", "referer", "user-agent", "via", "warning");

  private static final Set<String> HOP_BY_HOP = Set.of("connection", "keep-alive", "proxy-authenticate",
      "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade", "proxy-connection");
  private static final String TIMEOUT = "grpc-timeout";

  private HeaderMapping() {}

  /**
   * The metadata of a request with {@code headers} (each name with its values, as Spring's
   * {@code HttpHeaders.headerSet()} gives them).
   *
   * @throws InvalidRequestException if a {@code -bin} header's value is not base64
   */
  public static Metadata toMetadata(Iterable<? extends Map.Entry<String, ? extends Iterable<String>>> headers) {
    Set<String> connectionNamed = new HashSet<>();
    for (Map.Entry<String, ? extends Iterable<String>> header : headers) {
      if (header.getKey().equalsIgnoreCase("connection")) {
        for (String value : header.getValue()) {
          for (String token : value.split(",")) {
            connectionNamed.add(token.trim().toLowerCase(Locale.ROOT));
          }
        }
      }
    }
    Metadata metadata = new Metadata();
    for (Map.Entry<String, ? extends Iterable<String>> header : headers) {
      String key = metadataKey(header.getKey());
      if (key == null || connectionNamed.contains(key)) {
        continue;
      }
      for (String value : header.getValue()) {
        put(metadata, key, value, header.getKey());
      }
    }
    return metadata;
  }

  /** The metadata key a request header passes under, or null if it is dropped. */
  private static String metadataKey(String headerName) {
    String name = headerName.toLowerCase(Locale.ROOT);
    String key;
    if (name.startsWith("grpc-metadata-")) {
      key = name.substring(METADATA_PREFIX.length());
    } else if (PERMANENT_HEADERS.contains(name)) {
      key = name;
    } else {
      return null;
    }
    if (key.isEmpty() || key.startsWith("grpc-") || key.startsWith(":") || HOP_BY_HOP.contains(key)) {
      return null;
    }
    return key;
  }

  private static void put(Metadata metadata, String key, String value, String headerName) {
    try {
      if (key.endsWith(Metadata.BINARY_HEADER_SUFFIX)) {
        metadata.put(Metadata.Key.of(key, Metadata.BINARY_BYTE_MARSHALLER), base64(value, headerName));
      } else {
        metadata.put(Metadata.Key.of(key, Metadata.ASCII_STRING_MARSHALLER), value);
      }
    } catch (IllegalArgumentException invalidKey) {
      // a header name with characters metadata keys cannot have: not passed
    }
  }

  private static byte[] base64(String value, String headerName) {
    String trimmed = value.trim();
    boolean urlSafe = trimmed.indexOf('-') >= 0 || trimmed.indexOf('_') >= 0;
    try {
      return (urlSafe ? Base64.getUrlDecoder() : Base64.getDecoder()).decode(trimmed);
    } catch (IllegalArgumentException e) {
      throw new InvalidRequestException("Invalid header " + headerName + ": a -bin header's value is base64",
          headerName);
    }
  }

  /**
   * The deadline a {@code grpc-timeout} header value gives ({@code 1-8} digits and a unit: {@code H}, {@code M},
   * {@code S}, {@code m}, {@code u}, {@code n}), counted from now; null for no header.
   *
   * @throws InvalidRequestException if the value is not such a timeout
   */
  public static Deadline deadline(String grpcTimeout) {
    if (grpcTimeout == null) {
      return null;
    }
    String value = grpcTimeout.trim();
    int digits = value.length() - 1;
    if (digits < 1 || digits > 8 || !value.substring(0, digits).chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw invalidTimeout(grpcTimeout);
    }
    long amount = Long.parseLong(value.substring(0, digits));
    TimeUnit unit = switch (value.charAt(digits)) {
      case 'H' -> TimeUnit.HOURS;
      case 'M' -> TimeUnit.MINUTES;
      case 'S' -> TimeUnit.SECONDS;
      case 'm' -> TimeUnit.MILLISECONDS;
      case 'u' -> TimeUnit.MICROSECONDS;
      case 'n' -> TimeUnit.NANOSECONDS;
      default -> throw invalidTimeout(grpcTimeout);
    };
    return Deadline.after(amount, unit);
  }

  private static InvalidRequestException invalidTimeout(String value) {
    return new InvalidRequestException("Invalid grpc-timeout header \"" + value + "\": expected 1 to 8 digits and"
        + " a unit, H, M, S, m, u or n", TIMEOUT);
  }

  /**
   * Gives each value of {@code metadata} (headers or trailers the service sent) as a response header
   * {@code Grpc-Metadata-<name>}; gRPC's own keys are left out.
   */
  public static void forEachResponseHeader(Metadata metadata, BiConsumer<String, String> header) {
    if (metadata == null) {
      return;
    }
    for (String key : metadata.keys()) {
      if (key.startsWith("grpc-") || HOP_BY_HOP.contains(key) || key.equals("content-type")) {
        continue;
      }
      String name = METADATA_PREFIX + key;
      if (key.endsWith(Metadata.BINARY_HEADER_SUFFIX)) {
        for (byte[] value : metadata.getAll(Metadata.Key.of(key, Metadata.BINARY_BYTE_MARSHALLER))) {
          header.accept(name, Base64.getEncoder().encodeToString(value));
        }
      } else {
        for (String value : metadata.getAll(Metadata.Key.of(key, Metadata.ASCII_STRING_MARSHALLER))) {
          header.accept(name, value);
        }
      }
    }
  }
}
