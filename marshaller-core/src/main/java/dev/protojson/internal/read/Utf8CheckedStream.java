package dev.protojson.internal.read;

import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;

/**
 * A caller's stream as Jackson's parser reads it, checked to be well-formed UTF-8 on the way ({@link Utf8}). The
 * bytes before an ill-formed sequence are handed out, and the read after them fails: Jackson's parser is then at
 * the bad bytes, so the error has the path and location of the value they are in. A sequence split between two
 * reads of the stream is held back until its end arrives. Input that starts as UTF-16 or UTF-32 does is passed on
 * unchecked, for Jackson to detect and decode.
 */
final class Utf8CheckedStream extends InputStream {

  /** The failure of the read after the last well-formed bytes. */
  static final class IllFormed extends CharConversionException {
    private static final long serialVersionUID = 1L;
    final String problem;
    /** Where the bad bytes are, if among the first {@value #LOCATED} bytes, else -1. */
    final int line;
    final int column;

    IllFormed(String problem, int line, int column) {
      super("Invalid UTF-8: " + problem);
      this.problem = problem;
      this.line = line;
      this.column = column;
    }
  }

  /**
   * How many bytes from the start are located by the stream itself: Jackson reads the first few to detect the
   * encoding while the parser is made, before it can locate anything.
   */
  static final int LOCATED = 64;

  private final InputStream in;
  private final byte[] buffer = new byte[8192];
  /** Checked bytes not handed out yet are from {@code next} to {@code checked}; unfinished ones up to {@code filled}. */
  private int next;
  private int checked;
  private int filled;
  private boolean started;
  /** Whether the input showed UTF-16 or UTF-32 at its start. */
  private boolean wide;
  private boolean ended;
  /** What is wrong with the bytes after the checked ones, once found. */
  private String problem;
  /** Bytes handed out, and the line and its start among the first {@link #LOCATED} of them. */
  private long handedOut;
  private int line = 1;
  private long lineStart;

  Utf8CheckedStream(InputStream in) {
    this.in = in;
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public int read(byte[] out, int offset, int length) throws IOException {
    if (length == 0) {
      return 0;
    }
    while (next == checked) {
      if (problem != null) {
        boolean located = handedOut < LOCATED;
        throw new IllFormed(problem, located ? line : -1, located ? (int) (handedOut - lineStart) + 1 : -1);
      }
      if (ended) {
        return -1;
      }
      fill();
    }
    int n = Math.min(length, checked - next);
    System.arraycopy(buffer, next, out, offset, n);
    for (int i = 0; i < n && handedOut + i < LOCATED; i++) {
      if (out[offset + i] == '\n') {
        line++;
        lineStart = handedOut + i + 1;
      }
    }
    next += n;
    handedOut += n;
    return n;
  }

  /** Reads more of the stream after the unfinished bytes, and checks what can be checked. */
  private void fill() throws IOException {
    int carried = filled - checked;
    System.arraycopy(buffer, checked, buffer, 0, carried);
    next = 0;
    checked = 0;
    filled = carried;
    int read = in.read(buffer, filled, buffer.length - filled);
    if (read < 0) {
      ended = true;
    } else {
      filled += read;
    }
    if (!started) {
      if (filled < 4 && !ended) {
        // The encoding shows in the first four bytes
        return;
      }
      started = true;
      wide = InputEncoding.detect(buffer, 0, filled) != null;
    }
    if (wide) {
      checked = filled;
      return;
    }
    int bad = Utf8.firstInvalid(buffer, 0, filled);
    checked = bad < 0 ? filled : bad;
    if (bad >= 0 && (ended || !Utf8.unfinished(buffer, bad, filled))) {
      problem = Utf8.problem(buffer, bad, filled);
    }
  }

  @Override
  public int available() {
    return checked - next;
  }
}
