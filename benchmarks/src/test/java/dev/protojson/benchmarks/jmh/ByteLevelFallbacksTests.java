package dev.protojson.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.benchmarks.jmh.ByteLevelFallbacks.Tally;
import dev.protojson.benchmarks.listings.ListingPage;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The count of documents the byte-level reader gives up on. */
class ByteLevelFallbacksTests {

  private static final ListingPage TYPE = ListingPage.getDefaultInstance();
  // The second listing gives its id twice: the byte-level reader leaves that to the Jackson reader.
  private static final byte[] ONE_BAD_ELEMENT = bytes(
      "{\"totalCount\":\"2\",\"items\":[{\"id\":\"1\",\"title\":\"caf\u00e9\"},{\"id\":\"2\",\"id\":\"3\"}]}");

  private final ByteLevelFallbacks fallbacks = new ByteLevelFallbacks();

  @Test
  void aDocumentItReadsIsNoFallback() {
    Tally tally = fallbacks.document(bytes("{\"items\":[{\"id\":\"1\"}],\"nextPageToken\":\"x\"}"), TYPE);
    assertThat(tally).isEqualTo(new Tally(1, 0, List.of()));
  }

  @Test
  void aDocumentItGivesUpOnIsOneFallbackWithItsPlace() {
    Tally tally = fallbacks.document(ONE_BAD_ELEMENT, TYPE);
    assertThat(tally.documents()).isEqualTo(1);
    assertThat(tally.fallbacks()).isEqualTo(1);
    assertThat(tally.giveUps()).singleElement().asString().contains(">>").contains("\"id\":\"2\",\"id\"");
  }

  @Test
  void listElementsAreCountedOneByOne() {
    Tally tally = fallbacks.elements(ONE_BAD_ELEMENT, TYPE);
    assertThat(tally.documents()).isEqualTo(2);
    assertThat(tally.fallbacks()).isEqualTo(1);
    assertThat(tally.toString()).startsWith("1 of 2 (first at byte ");
  }

  @Test
  void theListingsAreCountedOneDocumentPerListingOfTheirInput() {
    ListingsBenchmark state = new ListingsBenchmark();
    state.setupAll();
    Tally elements = fallbacks.elements(state.json, state.message);
    assertThat(elements.documents()).isEqualTo(ListingsBenchmark.ITEMS);
  }

  @Test
  void thePlaceIsMarkedInItsText() {
    assertThat(ByteLevelFallbacks.around(bytes("{\"a\":1e2}"), 5)).isEqualTo("byte 5: {\"a\":>>1e2}");
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
