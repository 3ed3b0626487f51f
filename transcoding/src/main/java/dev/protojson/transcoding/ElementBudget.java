package dev.protojson.transcoding;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The body of a client stream as its parser reads it, failing once the element being read has grown past the limit:
 * so an element too large is refused while it arrives, not after it was held whole. The parser asks for more when it
 * has used what it was handed, but for a few bytes it may keep (a character cut between two reads): with
 * {@value #SLACK} bytes to spare for those, an element within the limit never fails here. The exact size is checked
 * once an element has been read.
 */
final class ElementBudget extends FilterInputStream {

  /** Thrown to the parser, which hands it on as the cause of its I/O failure. */
  static final class Exceeded extends IOException {
    Exceeded() {
      super("A request of the stream is over the size limit");
    }
  }

  static final int SLACK = 1024;

  private final long limit;
  private long handedOut;
  private long elementStart;

  ElementBudget(InputStream body, long limit) {
    super(body);
    this.limit = limit;
  }

  /** The byte offset in the body at which the element now read begins. */
  void startElement(long offset) {
    elementStart = offset;
  }

  @Override
  public int read() throws IOException {
    checkBudget();
    int b = super.read();
    if (b >= 0) {
      handedOut++;
    }
    return b;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    checkBudget();
    int read = super.read(buffer, offset, length);
    if (read > 0) {
      handedOut += read;
    }
    return read;
  }

  private void checkBudget() throws Exceeded {
    if (handedOut - elementStart > limit + SLACK) {
      throw new Exceeded();
    }
  }
}
