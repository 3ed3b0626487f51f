package dev.protojson.transcoding;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;

/**
 * How a stream of messages is framed in an HTTP body: newline-delimited JSON, server-sent events, or one JSON array.
 * Each message is written on one line, whatever the marshaller's pretty printing, so that line-oriented readers work.
 */
public enum StreamFormat {

  /** {@code application/x-ndjson}: one message per line. */
  NDJSON("application/x-ndjson"),

  /** {@code application/jsonl}: the same framing as {@link #NDJSON}, under JSON Lines' name. */
  JSON_LINES("application/jsonl"),

  /** {@code text/event-stream}: one event per message, its JSON on one {@code data:} line. Responses only. */
  SERVER_SENT_EVENTS("text/event-stream"),

  /** {@code application/json}: one JSON array, written element by element as the messages come. */
  JSON_ARRAY("application/json");

  private final String mediaType;

  StreamFormat(String mediaType) {
    this.mediaType = mediaType;
  }

  /** The media type, as written in {@code Content-Type}. */
  public String mediaType() {
    return mediaType;
  }

  /**
   * The format a response stream is written in for a request's {@code Accept} header: the acceptable format of the
   * highest quality, in the order the header lists them. A header that is absent, blank, or accepts any type
   * ({@code *}{@code /*}, {@code application/*}) gets {@link #NDJSON}, as grpc-gateway answers; {@code text/*} gets
   * {@link #SERVER_SENT_EVENTS}.
   *
   * @return the format, or null if the header accepts none of them (answered 406)
   */
  public static StreamFormat forAccept(String accept) {
    if (accept == null || accept.isBlank()) {
      return NDJSON;
    }
    List<Range> ranges = new ArrayList<>();
    // A type the client names with q=0 is not acceptable, also where a wildcard it sends would cover it.
    EnumSet<StreamFormat> refused = EnumSet.noneOf(StreamFormat.class);
    int position = 0;
    for (String part : accept.split(",")) {
      Range range = Range.parse(part, position++);
      if (range == null) {
        continue;
      }
      if (range.quality > 0) {
        ranges.add(range);
      } else if (!range.type.contains("*")) {
        refused.addAll(forAcceptedType(range.type));
      }
    }
    ranges.sort(Comparator.comparingDouble((Range r) -> -r.quality).thenComparingInt(r -> r.position));
    for (Range range : ranges) {
      for (StreamFormat format : forAcceptedType(range.type)) {
        if (!refused.contains(format)) {
          return format;
        }
      }
    }
    return null;
  }

  /**
   * The format of a request stream (a client-streaming call's body) by its {@code Content-Type}: {@link #JSON_ARRAY}
   * for JSON, {@link #NDJSON} or {@link #JSON_LINES}; none for server-sent events, which only servers send.
   *
   * @return the format, or null for any other content type (answered 415); a missing content type is JSON
   */
  public static StreamFormat forContentType(String contentType) {
    if (contentType == null || contentType.isBlank()) {
      return JSON_ARRAY;
    }
    String type = bareType(contentType);
    if (type.equals("application/json") || (type.startsWith("application/") && type.endsWith("+json"))) {
      return JSON_ARRAY;
    }
    return switch (type) {
      case "application/x-ndjson" -> NDJSON;
      case "application/jsonl", "application/x-jsonlines", "application/jsonlines" -> JSON_LINES;
      default -> null;
    };
  }

  /** The formats a media range accepts, the one a wildcard gets first. */
  private static List<StreamFormat> forAcceptedType(String type) {
    return switch (type) {
      case "*/*" -> List.of(NDJSON, JSON_LINES, SERVER_SENT_EVENTS, JSON_ARRAY);
      case "application/*" -> List.of(NDJSON, JSON_LINES, JSON_ARRAY);
      case "application/x-ndjson" -> List.of(NDJSON);
      case "application/jsonl" -> List.of(JSON_LINES);
      case "text/*", "text/event-stream" -> List.of(SERVER_SENT_EVENTS);
      case "application/json" -> List.of(JSON_ARRAY);
      default -> List.of();
    };
  }

  private static String bareType(String mediaType) {
    int parameters = mediaType.indexOf(';');
    return (parameters < 0 ? mediaType : mediaType.substring(0, parameters)).trim().toLowerCase(Locale.ROOT);
  }

  /** One media range of an {@code Accept} header, with its quality and its place in the header. */
  private record Range(String type, double quality, int position) {

    static Range parse(String text, int position) {
      String[] parts = text.split(";");
      String type = parts[0].trim().toLowerCase(Locale.ROOT);
      if (type.isEmpty()) {
        return null;
      }
      double quality = 1;
      for (int i = 1; i < parts.length; i++) {
        String parameter = parts[i].trim();
        if (parameter.regionMatches(true, 0, "q=", 0, 2)) {
          try {
            quality = Double.parseDouble(parameter.substring(2).trim());
          } catch (NumberFormatException e) {
            // a range whose quality cannot be read is left out rather than guessed at
            return null;
          }
        }
      }
      return new Range(type, quality, position);
    }
  }
}
