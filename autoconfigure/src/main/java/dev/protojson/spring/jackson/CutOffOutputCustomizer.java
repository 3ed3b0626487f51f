package dev.protojson.spring.jackson;

import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.core.Ordered;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Keeps Boot's {@code JsonMapper} from completing a document that failed half-way. A message inside a record or a
 * page can fail to be written (a timestamp after year 9999, a NaN in a {@code Value}); Spring's converter then
 * closes the generator, and with Jackson's {@code AUTO_CLOSE_CONTENT} that closes every object and array left open:
 * a response already on its way would end as shorter JSON that parses, the rest of the value silently missing.
 * Without it the output stays cut off where it failed, which no client mistakes for a whole document. Ordered before
 * Boot's own customizer, so that an application's {@code spring.jackson} settings still decide.
 */
final class CutOffOutputCustomizer implements JsonMapperBuilderCustomizer, Ordered {

  @Override
  public void customize(JsonMapper.Builder builder) {
    builder.disable(StreamWriteFeature.AUTO_CLOSE_CONTENT);
  }

  @Override
  public int getOrder() {
    return -1;
  }
}
