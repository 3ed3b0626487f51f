package dev.protojson.internal.write;

import com.google.protobuf.Message;
import dev.protojson.internal.BufferPool;
import dev.protojson.internal.Options;
import dev.protojson.internal.Switches;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.WriteFailure;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.io.SegmentedStringWriter;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonFactoryBuilder;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.ByteArrayBuilder;
import tools.jackson.core.util.DefaultPrettyPrinter;

/** Creates the Jackson generators of one marshaller, compact or pretty as its options say. */
public final class JsonOutput {

  private final JsonFactory factory;
  /** Whether compact UTF-8 output goes through {@link FastJsonGenerator}. */
  private final boolean fast;
  private final DefaultPrettyPrinter pretty;

  public JsonOutput(Options options) {
    this.pretty = options.prettyPrinting() ? PrettyLayout.PRINTER : null;
    // The caller's stream is flushed and left open, also by the generators handed out. A generator closed after a
    // failure half-way leaves the document cut off where it failed: Jackson would close its open objects and
    // arrays, which makes a shorter document that parses, the rest of the message silently missing.
    JsonFactoryBuilder builder = JsonFactory.builder().recyclerPool(BufferPool.SHARED)
        .disable(StreamWriteFeature.AUTO_CLOSE_TARGET, StreamWriteFeature.AUTO_CLOSE_CONTENT);
    // With a Jackson whose generator internals differ from the one protojson was built with, Jackson's own.
    this.fast = Switches.FAST_PATHS && FastJsonFactory.supported();
    this.factory = fast ? new FastJsonFactory(builder) : builder.build();
  }

  /**
   * The context of one write with {@code pretty}: compact output through protojson's generator needs nothing
   * per write (its scratch buffer is the generator's), so it shares one.
   */
  private WriteContext context(DefaultPrettyPrinter pretty) {
    return fast && pretty == null ? WriteContext.COMPACT : new WriteContext(pretty);
  }

  // Whole documents are built in Jackson's pooled, segmented buffers, as JsonMapper does: a growing
  // ByteArrayOutputStream or StringWriter would copy the output once per doubling and again at the end.

  public String writeToString(TypeWriter writer, Message message) {
    BufferRecycler recycler = factory._getBufferRecycler();
    try (SegmentedStringWriter out = new SegmentedStringWriter(recycler)) {
      try (JsonGenerator generator = factory.createGenerator(context(pretty), out)) {
        writeTo(generator, writer, message);
      }
      return out.getAndClear();
    } finally {
      recycler.releaseToPool();
    }
  }

  public byte[] writeToBytes(TypeWriter writer, Message message) {
    if (fast && pretty == null && Switches.WHOLE_DOCUMENTS) {
      return writeDocument(writer, message, FastJsonGenerator::toByteArray);
    }
    BufferRecycler recycler = factory._getBufferRecycler();
    try (ByteArrayBuilder out = new ByteArrayBuilder(recycler)) {
      try (JsonGenerator generator = factory.createGenerator(context(pretty), out, JsonEncoding.UTF8)) {
        writeTo(generator, writer, message);
      }
      return out.getClearAndRelease();
    } finally {
      recycler.releaseToPool();
    }
  }

  /**
   * Writes {@code message} as {@link #writeToBytes} makes it, to the stream {@code body} gives for its length,
   * without copying compact output into an array of its own.
   */
  public void writeToBody(TypeWriter writer, Message message, DocumentBody body)
      throws IOException {
    if (fast && pretty == null && Switches.WHOLE_DOCUMENTS) {
      writeDocument(writer, message, generator -> {
        generator.writeDocumentTo(body);
        return null;
      });
      return;
    }
    byte[] bytes = writeToBytes(writer, message);
    body.open(bytes.length).write(bytes);
  }

  /** What is done with a whole document once the generator holds it: copied out, or written to a body. */
  private interface Finish<T, E extends Exception> {
    T take(FastJsonGenerator generator) throws E;
  }

  /**
   * Whole documents of compact output are built in the generator's own buffer and taken from there once, without
   * a ByteArrayBuilder: see {@link DocumentSink}.
   */
  private <T, E extends Exception> T writeDocument(TypeWriter writer, Message message, Finish<T, E> finish)
      throws E {
    DocumentBuffers buffers = Switches.KEPT_DOCUMENT_BUFFERS ? DocumentBuffers.take() : null;
    if (buffers == null) {
      return writePooled(writer, message, null, finish);
    }
    if (buffers.lastOverflowed) {
      try {
        return writePooled(writer, message, buffers, finish);
      } finally {
        buffers.giveBack();
      }
    }
    FastJsonGenerator generator = buffers.generator((FastJsonFactory) factory);
    try {
      writeTo(generator, writer, message);
      return finish.take(generator);
    } finally {
      generator.endDocument();
      buffers.lastOverflowed = buffers.sink().overflowed();
      buffers.sink().release();
      buffers.giveBack();
    }
  }

  /**
   * {@link #writeDocument} with buffers from Jackson's recycler: on virtual threads, when nested, and after a
   * document larger than the generator's buffer on this thread ({@code track}, which learns whether this one is;
   * see {@link DocumentBuffers#lastOverflowed}).
   */
  private <T, E extends Exception> T writePooled(TypeWriter writer, Message message, DocumentBuffers track,
      Finish<T, E> finish) throws E {
    BufferRecycler recycler = factory._getBufferRecycler();
    DocumentSink out = new DocumentSink(recycler);
    try (JsonGenerator generator = factory.createGenerator(WriteContext.COMPACT, out, JsonEncoding.UTF8)) {
      writeTo(generator, writer, message);
      return finish.take((FastJsonGenerator) generator);
    } finally {
      if (track != null) {
        track.lastOverflowed = out.overflowed();
      }
      out.release();
      recycler.releaseToPool();
    }
  }

  /** A generator of UTF-8 to {@code out} with this marshaller's pretty printer and formatting buffers. */
  public JsonGenerator generator(OutputStream out) {
    return factory.createGenerator(context(pretty), out, JsonEncoding.UTF8);
  }

  /** A generator of UTF-8 to {@code out} with this marshaller's buffers but never its pretty printer. */
  public JsonGenerator compactGenerator(OutputStream out) {
    return factory.createGenerator(context(null), out, JsonEncoding.UTF8);
  }

  /** A generator of text to {@code out}, like {@link #generator(OutputStream)}. */
  public JsonGenerator generator(Writer out) {
    return factory.createGenerator(context(pretty), out);
  }

  public void writeToStream(OutputStream out, TypeWriter writer, Message message) {
    try (JsonGenerator generator = factory.createGenerator(context(pretty), out)) {
      writeTo(generator, writer, message);
    }
  }

  /**
   * Writes {@code message} with {@code writer} to {@code generator}. Jackson refuses to nest JSON deeper than its
   * stream write constraints allow (500 levels by default), which also keeps a pathologically deep message from
   * overflowing the stack; that refusal becomes a {@link dev.protojson.ProtoJsonWriteException} like every other
   * message that cannot be written.
   */
  public void writeTo(JsonGenerator generator, TypeWriter writer, Message message) {
    try {
      writer.write(message, generator);
    } catch (StreamConstraintsException e) {
      throw new WriteFailure(e.getOriginalMessage(), e);
    }
  }
}
