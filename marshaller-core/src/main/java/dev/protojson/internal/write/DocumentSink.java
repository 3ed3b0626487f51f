package dev.protojson.internal.write;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import tools.jackson.core.util.BufferRecycler;

/**
 * Where a {@link FastJsonGenerator} writing a whole document to bytes flushes its buffer when the document does
 * not fit in it. A document that fits (most request-sized ones) never comes here: its bytes are copied once, from
 * the generator's buffer into the result. A larger one collects here in a buffer that is kept with the thread's
 * other Jackson buffers up to {@link #KEPT} bytes, so that it is not allocated again for the next document.
 */
final class DocumentSink extends OutputStream implements BufferRecycler.Gettable {

  /** The largest buffer kept for the next document; larger ones are left to the garbage collector. */
  static final int KEPT = 256 * 1024;

  private final BufferRecycler recycler;
  private byte[] bytes;
  private int length;

  DocumentSink(BufferRecycler recycler) {
    this.recycler = recycler;
  }

  @Override
  public BufferRecycler bufferRecycler() {
    return recycler;
  }

  @Override
  public void write(int b) {
    room(1);
    bytes[length++] = (byte) b;
  }

  @Override
  public void write(byte[] b, int offset, int count) {
    room(count);
    System.arraycopy(b, offset, bytes, length, count);
    length += count;
  }

  private void room(int count) {
    int needed = length + count;
    if (bytes == null) {
      bytes = recycler.allocByteBuffer(BufferRecycler.BYTE_WRITE_CONCAT_BUFFER, needed);
    } else if (needed > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(needed, bytes.length * 2));
    }
  }

  /** The whole document: what was flushed here followed by {@code rest}. */
  byte[] toByteArray(byte[] rest, int restLength) {
    if (length == 0) {
      return Arrays.copyOf(rest, restLength);
    }
    byte[] all = Arrays.copyOf(bytes, length + restLength);
    System.arraycopy(rest, 0, all, length, restLength);
    return all;
  }

  /**
   * Writes the whole document, what was flushed here followed by {@code rest}, to the stream {@code body} gives
   * for its length: no array of its own is made for it.
   */
  void writeTo(DocumentBody body, byte[] rest, int restLength) throws IOException {
    OutputStream out = body.open(length + restLength);
    if (length > 0) {
      out.write(bytes, 0, length);
    }
    out.write(rest, 0, restLength);
  }

  /** Whether the document did not fit in the generator's buffer and was flushed here. */
  boolean overflowed() {
    return length > 0;
  }

  /** Gives the collecting buffer back to the thread's buffers, if it is not too large to keep. */
  void release() {
    byte[] buffer = bytes;
    bytes = null;
    length = 0;
    if (buffer != null && buffer.length <= KEPT) {
      recycler.releaseByteBuffer(BufferRecycler.BYTE_WRITE_CONCAT_BUFFER, buffer);
    }
  }
}
