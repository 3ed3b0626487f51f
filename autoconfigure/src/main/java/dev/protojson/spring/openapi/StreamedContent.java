package dev.protojson.spring.openapi;

import dev.protojson.transcoding.StreamFormat;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import java.util.function.Supplier;

/**
 * The content of a streamed body, one media type per {@link StreamFormat} the routes read or write. The line and
 * event formats have the schema of one element, since OpenAPI 3.0 and 3.1 have no schema for a sequence; the JSON
 * array has an array of them. What each holds is said in the schema's description, as a media type has none.
 */
final class StreamedContent {

  private final SchemaDialect dialect;

  StreamedContent(SchemaDialect dialect) {
    this.dialect = dialect;
  }

  /** A response stream, as each {@code Accept} header picks it; NDJSON, the default, first. */
  Content responses(Supplier<Schema<Object>> element) {
    String line = "One message per line, written and flushed as the service sends it.";
    return new Content()
        .addMediaType(StreamFormat.NDJSON.mediaType(), elements(element, line))
        .addMediaType(StreamFormat.JSON_LINES.mediaType(), elements(element, line))
        .addMediaType(StreamFormat.SERVER_SENT_EVENTS.mediaType(), elements(element,
            "The data of one event, on its one `data:` line: one message per event, sent as the service sends it."))
        .addMediaType(StreamFormat.JSON_ARRAY.mediaType(), array(element,
            "The messages as one JSON array, written element by element as the service sends them."));
  }

  /** A request stream, as its {@code Content-Type} gives it. */
  Content requests(Supplier<Schema<Object>> element) {
    String line = "One request per line, handed to the service as soon as it is read.";
    return new Content()
        .addMediaType(StreamFormat.JSON_ARRAY.mediaType(), array(element,
            "The requests as one JSON array, each handed to the service as soon as it is read."))
        .addMediaType(StreamFormat.NDJSON.mediaType(), elements(element, line))
        .addMediaType(StreamFormat.JSON_LINES.mediaType(), elements(element, line));
  }

  private MediaType elements(Supplier<Schema<Object>> element, String description) {
    return new MediaType().schema(described(dialect.describable(element.get()), description));
  }

  private MediaType array(Supplier<Schema<Object>> element, String description) {
    return new MediaType().schema(dialect.array(element.get()).description(description));
  }

  /** A well-known type's value (a Timestamp's string) has a description of its own, which stays first. */
  private static Schema<Object> described(Schema<Object> schema, String description) {
    return schema.description(schema.getDescription() == null ? description
        : schema.getDescription() + ". " + description);
  }
}
