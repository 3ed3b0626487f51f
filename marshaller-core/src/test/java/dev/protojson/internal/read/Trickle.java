package dev.protojson.internal.read;

import java.io.ByteArrayInputStream;
import tools.jackson.core.TokenStreamLocation;

/**
 * A stream that hands out one to seven bytes per read, so tokens cross the parser's buffer ends; and how the
 * parser tests print a location.
 */
final class Trickle extends ByteArrayInputStream {
  private int reads;

  Trickle(byte[] bytes) {
    super(bytes);
  }

  @Override
  public synchronized int read(byte[] b, int off, int len) {
    return super.read(b, off, Math.min(len, 1 + (reads++ % 7)));
  }

  static String location(TokenStreamLocation location) {
    return location == null ? "-" : location.getLineNr() + ":" + location.getColumnNr() + "@"
        + location.getByteOffset();
  }
}
