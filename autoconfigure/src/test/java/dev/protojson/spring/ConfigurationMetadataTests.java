package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The configuration processor's metadata is what IDEs show: every property, with its description. */
class ConfigurationMetadataTests {

  private List<Map<String, Object>> properties;

  /** The metadata compiled beside the properties class, not that of another jar on the class path. */
  @BeforeEach
  @SuppressWarnings("unchecked")
  void readMetadata() throws Exception {
    Path classes = Path.of(ProtoJsonProperties.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    try (InputStream in = Files.newInputStream(classes.resolve("META-INF/spring-configuration-metadata.json"))) {
      properties = (List<Map<String, Object>>) JsonMapper.builder().build().readValue(in, Map.class)
          .get("properties");
    }
  }

  @Test
  void listsEveryPropertyWithADescription() {
    assertThat(properties).extracting(p -> p.get("name")).containsExactlyInAnyOrder("protojson.packages",
        "protojson.descriptor-sets", "protojson.field-names", "protojson.always-print-fields-with-no-presence", "protojson.enums-as-ints",
        "protojson.sort-map-keys", "protojson.pretty", "protojson.ignore-unknown-fields", "protojson.recursion-limit",
        "protojson.accept-unregistered-types", "protojson.binary", "protojson.parse-error-details",
        "protojson.max-request-size", "protojson.code-generation", "protojson.register-on-demand",
        "protojson.lazy-registration", "protojson.transcoding.enabled",
        "protojson.transcoding.ignore-unknown-query-parameters", "protojson.transcoding.auto-mapping",
        "protojson.validation.mode", "protojson.validation.grpc");
    assertThat(properties).allSatisfy(p -> assertThat((String) p.get("description")).hasSizeGreaterThan(20));
    assertThat(property("protojson.accept-unregistered-types")).containsEntry("defaultValue", true);
    assertThat(property("protojson.code-generation")).containsEntry("defaultValue", "on-first-use");
    assertThat(property("protojson.transcoding.enabled")).containsEntry("defaultValue", true);
    assertThat(property("protojson.transcoding.ignore-unknown-query-parameters"))
        .containsEntry("defaultValue", false);
    assertThat(property("protojson.transcoding.auto-mapping")).containsEntry("defaultValue", false);
    assertThat(property("protojson.validation.mode")).containsEntry("defaultValue", "annotated");
    assertThat(property("protojson.validation.grpc")).containsEntry("defaultValue", false);
  }

  @Test
  void thePackagesSayWhenCodeIsMadeWithoutPromisingStartUp() {
    assertThat((String) property("protojson.packages").get("description")).contains("protojson.code-generation")
        .doesNotContain("before the application starts serving");
  }

  /** Deprecated at the default level, warning: the names still bind, and IDEs offer the replacement. */
  @Test
  void theNamesBeforeTheRenameAreDeprecatedWithTheirReplacement() {
    assertThat(property("protojson.lazy-registration")).containsEntry("deprecated", true)
        .extractingByKey("deprecation").asInstanceOf(InstanceOfAssertFactories.MAP)
        .containsEntry("replacement", "protojson.code-generation").doesNotContainEntry("level", "error");
    assertThat(property("protojson.register-on-demand")).containsEntry("deprecated", true)
        .extractingByKey("deprecation").asInstanceOf(InstanceOfAssertFactories.MAP)
        .containsEntry("replacement", "protojson.accept-unregistered-types").doesNotContainEntry("level", "error");
    assertThat(properties).filteredOn(p -> p.containsKey("deprecation")).extracting(p -> p.get("name"))
        .containsExactlyInAnyOrder("protojson.lazy-registration", "protojson.register-on-demand");
  }

  private Map<String, Object> property(String name) {
    return properties.stream().filter(p -> p.get("name").equals(name)).findFirst().orElseThrow();
  }
}
