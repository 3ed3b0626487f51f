package dev.protojson.benchmarks.transcoding.streams;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.function.Consumer;

/** The lines of an NDJSON body as bytes, without decoding them to strings first. */
final class Lines {

  private Lines() {}

  /** Hands each line of {@code in}, without its {@code \n}, to {@code line}; a last line without one too. */
  static void forEach(InputStream in, Consumer<byte[]> line) throws IOException {
    byte[] buffer = new byte[1 << 16];
    int start = 0;
    int end = 0;
    while (true) {
      int read = in.read(buffer, end, buffer.length - end);
      if (read < 0) {
        if (end > start) {
          line.accept(Arrays.copyOfRange(buffer, start, end));
        }
        return;
      }
      int scanned = end;
      end += read;
      for (int i = scanned; i < end; i++) {
        if (buffer[i] == '\n') {
          line.accept(Arrays.copyOfRange(buffer, start, i));
          start = i + 1;
        }
      }
      if (start > 0) {
        System.arraycopy(buffer, start, buffer, 0, end - start);
        end -= start;
        start = 0;
      } else if (end == buffer.length) {
        buffer = Arrays.copyOf(buffer, buffer.length * 2);
      }
    }
  }
}
