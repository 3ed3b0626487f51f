package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StreamFormatTests {

  @Test
  void aClientThatAcceptsAnythingGetsNewlineDelimitedJson() {
    assertThat(StreamFormat.forAccept(null)).isEqualTo(StreamFormat.NDJSON);
    assertThat(StreamFormat.forAccept(" ")).isEqualTo(StreamFormat.NDJSON);
    assertThat(StreamFormat.forAccept("*/*")).isEqualTo(StreamFormat.NDJSON);
    assertThat(StreamFormat.forAccept("application/*")).isEqualTo(StreamFormat.NDJSON);
  }

  @Test
  void eachFormatByItsMediaType() {
    assertThat(StreamFormat.forAccept("application/x-ndjson")).isEqualTo(StreamFormat.NDJSON);
    assertThat(StreamFormat.forAccept("application/jsonl")).isEqualTo(StreamFormat.JSON_LINES);
    assertThat(StreamFormat.forAccept("text/event-stream")).isEqualTo(StreamFormat.SERVER_SENT_EVENTS);
    assertThat(StreamFormat.forAccept("text/*")).isEqualTo(StreamFormat.SERVER_SENT_EVENTS);
    assertThat(StreamFormat.forAccept("Application/JSON; charset=utf-8")).isEqualTo(StreamFormat.JSON_ARRAY);
  }

  @Test
  void theHighestQualityWinsThenTheFirstListed() {
    assertThat(StreamFormat.forAccept("application/json;q=0.5, application/x-ndjson")).isEqualTo(StreamFormat.NDJSON);
    assertThat(StreamFormat.forAccept("text/event-stream, application/json")).isEqualTo(
        StreamFormat.SERVER_SENT_EVENTS);
    assertThat(StreamFormat.forAccept("text/html, application/json;q=0.9")).isEqualTo(StreamFormat.JSON_ARRAY);
    assertThat(StreamFormat.forAccept("application/x-ndjson;q=0, application/json")).isEqualTo(
        StreamFormat.JSON_ARRAY);
  }

  /** q=0 makes a type not acceptable, also where a wildcard would otherwise pick it (RFC 9110, 12.5.1). */
  @Test
  void aTypeRefusedWithQualityZeroIsNotWhatAWildcardGets() {
    assertThat(StreamFormat.forAccept("application/x-ndjson;q=0, */*")).isEqualTo(StreamFormat.JSON_LINES);
    assertThat(StreamFormat.forAccept("application/x-ndjson;q=0, application/jsonl;q=0, */*"))
        .isEqualTo(StreamFormat.SERVER_SENT_EVENTS);
    assertThat(StreamFormat.forAccept("application/x-ndjson;q=0, application/jsonl;q=0, application/*"))
        .isEqualTo(StreamFormat.JSON_ARRAY);
    assertThat(StreamFormat.forAccept("text/event-stream;q=0, text/*")).isNull();
  }

  @Test
  void nothingAcceptableOrUnreadableQualities() {
    assertThat(StreamFormat.forAccept("text/html")).isNull();
    assertThat(StreamFormat.forAccept("application/x-ndjson;q=0")).isNull();
    assertThat(StreamFormat.forAccept("application/json;q=high")).isNull();
  }

  @Test
  void requestStreamsByContentType() {
    assertThat(StreamFormat.forContentType(null)).isEqualTo(StreamFormat.JSON_ARRAY);
    assertThat(StreamFormat.forContentType("application/json; charset=UTF-8")).isEqualTo(StreamFormat.JSON_ARRAY);
    assertThat(StreamFormat.forContentType("application/x-ndjson")).isEqualTo(StreamFormat.NDJSON);
    assertThat(StreamFormat.forContentType("application/jsonl")).isEqualTo(StreamFormat.JSON_LINES);
    assertThat(StreamFormat.forContentType("text/event-stream")).isNull();
    assertThat(StreamFormat.forContentType("text/plain")).isNull();
  }
}
