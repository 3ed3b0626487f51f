package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The configuration processor's metadata is what IDEs show: every property, with its description. */
class ConfigurationMetadataTests {

  @Test
  @SuppressWarnings("unchecked")
  void listsEveryPropertyWithADescription() throws Exception {
    Map<String, Object> metadata;
    try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      assertThat(in).isNotNull();
      metadata = JsonMapper.builder().build().readValue(in, Map.class);
    }
    List<Map<String, Object>> properties = (List<Map<String, Object>>) metadata.get("properties");

    assertThat(properties).extracting(p -> p.get("name")).containsExactlyInAnyOrder("protojson.packages",
        "protojson.field-names", "protojson.always-print-fields-with-no-presence", "protojson.enums-as-ints",
        "protojson.sort-map-keys", "protojson.pretty", "protojson.ignore-unknown-fields", "protojson.recursion-limit",
        "protojson.register-on-demand", "protojson.binary", "protojson.parse-error-details",
        "protojson.max-request-size", "protojson.lazy-registration");
    assertThat(properties).allSatisfy(p -> assertThat((String) p.get("description")).hasSizeGreaterThan(20));
    assertThat(properties).filteredOn(p -> p.get("name").equals("protojson.register-on-demand"))
        .singleElement().extracting(p -> p.get("defaultValue")).isEqualTo(true);
    assertThat(properties).filteredOn(p -> p.get("name").equals("protojson.lazy-registration"))
        .singleElement().extracting(p -> p.get("defaultValue")).isEqualTo(true);
  }
}
