package dev.protojson.benchmarks.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.util.JsonFormat;
import dev.protojson.benchmarks.listings.ListingPage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The realistic-text workload: its fixed text means its message, and holds every form it claims to. */
class ListingsDataTests {

  private final ListingsData.Page page = ListingsData.page(40);

  @Test
  void jsonFormatReadsTheTextAsTheMessage() throws Exception {
    ListingPage.Builder read = ListingPage.newBuilder();
    JsonFormat.parser().merge(page.json(), read);
    assertThat(read.build()).isEqualTo(page.message());
  }

  @Test
  void theSameCountGivesTheSameText() {
    assertThat(ListingsData.page(40).json()).isEqualTo(page.json());
  }

  @Test
  void stringsHaveEveryEscapeAndEveryUtf8Length() {
    String json = page.json();
    assertThat(json).contains("\\\"", "\\\\", "\\n", "\\t", "\\/", "\\u00", "\\ud83");
    // Two-byte (accents, Greek, Cyrillic), three-byte (Japanese) and four-byte (emoji) sequences, unescaped.
    assertThat(json).contains("\u00e9", "\u03b1", "\u0430", "\u6771", "\uD83D\uDE80");
  }

  @Test
  void numbersComeInEveryForm() {
    String json = page.json();
    assertThat(json).containsPattern(":\"-?[0-9]+\"")   // integers as strings
        .containsPattern(":[0-9]+\\.0[,}]")             // integers with a zero fraction
        .containsPattern(":\"?[0-9](\\.[0-9]+)?e[+-]?[0-9]+\"?[,}]") // exponents
        .containsPattern(":[0-9]+E-?[0-9]+[,}]")        // exponents of integer significands
        .containsPattern(":\"[0-9]+\\.[0-9]+\"")        // doubles as strings
        .containsPattern(":-0[,}]")                     // negative zero
        .contains(":\"NaN\"", ":\"Infinity\"", ":\"-Infinity\"", "\"18446744073709551615\"");
  }

  @Test
  void membersAreShuffledAndSomeHaveProtoNames() throws Exception {
    JsonNode items = JsonMapper.builder().build().readTree(page.json()).get("items");
    int outOfOrder = 0;
    for (JsonNode item : items) {
      List<String> names = new ArrayList<>();
      item.propertyNames().forEach(names::add);
      if (names.indexOf("id") != 0) {
        outOfOrder++;
      }
    }
    assertThat(outOfOrder).isGreaterThan(items.size() / 2);
    assertThat(page.json()).contains("\"review_count\":", "\"reviewCount\":", "\"created_at\":", "\"createdAt\":");
  }
}
