package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.internal.Options;
import dev.protojson.test.editions2024.Edition2024Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import org.junit.jupiter.api.Test;

class WriterGeneratorNamingTests {

  @Test
  void namesComeFromTheMessagesJavaClass() {
    assertThat(GeneratedNames.writer(AllTypes.class, Options.defaults()))
        .isEqualTo("dev.protojson.generated.dev$protojson$test$proto3$AllTypes$JsonWriter");
    // A nested message class: its binary name's '$' stays, and no package holds a class of that name.
    assertThat(GeneratedNames.reader(Edition2024Types.Inner.class))
        .isEqualTo("dev.protojson.generated.dev$protojson$test$editions2024$Edition2024Types$Inner$JsonReader");
    assertThat(GeneratedNames.reader(Nested.class)).isNotEqualTo(GeneratedNames.reader(AllTypes.class));
  }

  @Test
  void onlyTheOptionThatChangesAWritersCodeChangesItsName() {
    assertThat(GeneratedNames.writer(Nested.class, Options.defaults()))
        .isEqualTo("dev.protojson.generated.dev$protojson$test$proto3$Nested$JsonWriter")
        .isEqualTo(GeneratedNames.writer(Nested.class, Options.builder().preservingProtoFieldNames(true)
            .printingEnumsAsInts(true).sortingMapKeys(true).prettyPrinting(true).ignoringUnknownFields(true)
            .recursionLimit(5).registerOnDemand(true).build()));
    assertThat(GeneratedNames.writer(Nested.class, Options.builder().alwaysPrintFieldsWithNoPresence(true).build()))
        .isEqualTo("dev.protojson.generated.dev$protojson$test$proto3$Nested$JsonWriterAllFields");
  }
}
