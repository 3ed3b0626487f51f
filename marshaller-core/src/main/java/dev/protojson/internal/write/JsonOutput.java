package dev.protojson.internal.write;

import dev.protojson.internal.Options;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.util.function.Consumer;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

/** Creates the Jackson generators of one marshaller, compact or pretty as its options say. */
public final class JsonOutput {

  private final JsonFactory factory = JsonFactory.builder().build();
  private final ObjectWriteContext context = ObjectWriteContext.empty();

  public JsonOutput(Options options) {}

  public String writeToString(Consumer<JsonGenerator> body) {
    StringWriter out = new StringWriter();
    try (JsonGenerator generator = factory.createGenerator(context, out)) {
      body.accept(generator);
    }
    return out.toString();
  }

  public byte[] writeToBytes(Consumer<JsonGenerator> body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    writeToStream(out, body);
    return out.toByteArray();
  }

  public void writeToStream(OutputStream out, Consumer<JsonGenerator> body) {
    try (JsonGenerator generator = factory.createGenerator(context, out)) {
      body.accept(generator);
    }
  }
}
