package dev.protojson.internal.read;

import dev.protojson.internal.BufferPool;
import dev.protojson.internal.Options;
import dev.protojson.internal.Switches;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonFactoryBuilder;
import tools.jackson.core.json.JsonReadFeature;

/** The strict RFC 8259 Jackson factory protojson parses with. */
public final class StrictJson {

  private StrictJson() {}

  public static JsonFactory factory(Options options) {
    // With a Jackson whose parser internals differ from the one protojson was built with, Jackson's own parsers.
    return Switches.FAST_PATHS && DirectStringJsonFactory.supported()
        ? new DirectStringJsonFactory(configured(options))
        : configured(options).build();
  }

  /** Jackson's factory configured the same, with its own parsers: what the factory above must agree with. */
  static JsonFactoryBuilder configured(Options options) {
    return JsonFactory.builder()
        .disable(JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_YAML_COMMENTS,
            JsonReadFeature.ALLOW_SINGLE_QUOTES, JsonReadFeature.ALLOW_UNQUOTED_PROPERTY_NAMES,
            JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS, JsonReadFeature.ALLOW_LEADING_ZEROS_FOR_NUMBERS,
            JsonReadFeature.ALLOW_LEADING_PLUS_SIGN_FOR_NUMBERS, JsonReadFeature.ALLOW_LEADING_DECIMAL_POINT_FOR_NUMBERS,
            JsonReadFeature.ALLOW_TRAILING_DECIMAL_POINT_FOR_NUMBERS, JsonReadFeature.ALLOW_MISSING_VALUES,
            JsonReadFeature.ALLOW_TRAILING_COMMA, JsonReadFeature.ALLOW_UNESCAPED_CONTROL_CHARS,
            JsonReadFeature.ALLOW_BACKSLASH_ESCAPING_ANY_CHARACTER, JsonReadFeature.ALLOW_RS_CONTROL_CHAR)
        // The caller's stream is read to the end of the value and left open.
        .disable(StreamReadFeature.AUTO_CLOSE_SOURCE)
        .recyclerPool(BufferPool.SHARED)
        .streamReadConstraints(StreamReadConstraints.builder()
            .maxNestingDepth(options.recursionLimit())
            .maxNumberLength(NumberText.MAX_LENGTH)
            .build())
        // An Any's members before its "@type" are copied with a generator of this factory: whatever nests within
        // the recursion limit must fit in the copy too.
        .streamWriteConstraints(StreamWriteConstraints.builder()
            .maxNestingDepth(options.recursionLimit())
            .build());
  }
}
