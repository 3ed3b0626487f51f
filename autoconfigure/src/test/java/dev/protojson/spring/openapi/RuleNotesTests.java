package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import io.swagger.v3.oas.models.media.Schema;
import org.junit.jupiter.api.Test;

/** The sentences a schema's description gains for rules without a keyword, after what it said already. */
class RuleNotesTests {

  @Test
  void aDescriptionEndingInAnExampleGetsItsFullStopBeforeTheNotes() {
    Schema<Object> timestamp = new Schema<>();
    timestamp.setDescription("RFC 3339 date-time: 1972-01-01T10:00:20.021Z");
    RuleNotes notes = new RuleNotes();
    notes.unmapped("timestamp.lt_now", true);
    notes.describe(timestamp);
    assertThat(timestamp.getDescription())
        .isEqualTo("RFC 3339 date-time: 1972-01-01T10:00:20.021Z. Also checked: `timestamp.lt_now` = true.");
  }

  @Test
  void aDescriptionThatEndsASentenceOrNoneAtAllIsFollowedAsIs() {
    Schema<Object> described = new Schema<>();
    described.setDescription("A name.");
    Schema<Object> bare = new Schema<>();
    RuleNotes notes = new RuleNotes();
    notes.unmapped("string.prefix", "ab");
    notes.describe(described);
    notes.describe(bare);
    assertThat(described.getDescription()).isEqualTo("A name. Also checked: `string.prefix` = \"ab\".");
    assertThat(bare.getDescription()).isEqualTo("Also checked: `string.prefix` = \"ab\".");
  }
}
