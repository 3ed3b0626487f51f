package dev.protojson.internal.write;

import dev.protojson.internal.BufferPool;
import tools.jackson.core.ErrorReportConfiguration;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.io.ContentReference;
import tools.jackson.core.io.IOContext;
import tools.jackson.core.util.BufferRecycler;

/**
 * A platform thread's buffers for writing whole documents with {@link FastJsonGenerator}: its output buffer and
 * character buffer, taken and given back with a plain flag instead of the atomic exchange per buffer of Jackson's
 * recycler (four per document, a tenth of the time of a request-sized one), and a generator kept for them. Only
 * objects made once per thread (and factory) live here, so a long-lived instance gets no reference to a young
 * object stored into it per document. A second document started
 * on the same thread while one is being written (a writer calling protojson) gets Jackson's buffers.
 */
final class DocumentBuffers {

  private static final ThreadLocal<DocumentBuffers> THREAD = ThreadLocal.withInitial(DocumentBuffers::new);

  /** For the rare buffers of one document that are not kept here, and a large document's collecting buffer. */
  final BufferRecycler recycler = new BufferRecycler();
  final byte[] output = recycler.allocByteBuffer(BufferRecycler.BYTE_WRITE_ENCODING_BUFFER);
  private final char[] chars = recycler.allocCharBuffer(BufferRecycler.CHAR_CONCAT_BUFFER);
  private boolean inUse;
  /**
   * Whether this thread's last document did not fit in the generator's buffer. The next one then takes Jackson's
   * pooled buffers and a new generator: measured, documents of that size (People, 180 KB) are written 5 to 12%
   * faster that way, while a request-sized one gains from the kept generator. Why the kept path is slower for
   * large documents is not fully known: replacing the generator every 64 documents (so that it stays out of G1's
   * old generation) did not remove the difference.
   */
  boolean lastOverflowed;
  private final DocumentSink sink = new DocumentSink(recycler);
  /**
   * Documents a generator writes before a new one takes over, so that a busy thread's generator dies young: once
   * promoted to G1's old generation, every reference Jackson stores into it or its write contexts (a name per
   * field, a context per object) pays G1's post-write barrier with its memory fence.
   */
  private static final int DOCUMENTS_PER_GENERATOR = 64;

  private FastJsonGenerator generator;
  private int documents;
  private FastJsonFactory generatorFactory;

  private DocumentBuffers() {}

  /** This thread's buffers, or null on a virtual thread or while they are in use. */
  static DocumentBuffers take() {
    if (BufferPool.isVirtual(Thread.currentThread())) {
      return null;
    }
    DocumentBuffers buffers = THREAD.get();
    if (buffers.inUse) {
      return null;
    }
    buffers.inUse = true;
    return buffers;
  }

  void giveBack() {
    inUse = false;
  }

  /**
   * This thread's generator of whole documents for {@code factory}, ready for a new document: made once per thread
   * and factory, as making one per document costs a tenth of writing a small message. A thread that alternates
   * between marshallers makes a new one on each change.
   */
  FastJsonGenerator generator(FastJsonFactory factory) {
    FastJsonGenerator kept = generator;
    if (kept == null || generatorFactory != factory || ++documents > DOCUMENTS_PER_GENERATOR) {
      kept = factory.documentGenerator(this, sink);
      generator = kept;
      generatorFactory = factory;
      documents = 1;
    }
    kept.startDocument();
    return kept;
  }

  /** Where the kept generator flushes a document larger than its buffer; emptied after each document. */
  DocumentSink sink() {
    return sink;
  }

  /** Jackson's context of one document, whose character buffer is this thread's. */
  IOContext context(StreamReadConstraints read, StreamWriteConstraints write, ErrorReportConfiguration errors) {
    return new IOContext(read, write, errors, recycler, ContentReference.unknown(), false, JsonEncoding.UTF8) {
      @Override
      public char[] allocConcatBuffer() {
        return chars;
      }

      @Override
      public void releaseConcatBuffer(char[] buffer) {
        // Kept by the thread.
      }
    };
  }
}
