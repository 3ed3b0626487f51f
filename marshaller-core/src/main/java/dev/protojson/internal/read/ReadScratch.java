package dev.protojson.internal.read;

import dev.protojson.internal.BufferPool;

/**
 * The character buffers a document's byte-level read decodes into. A platform thread keeps its own from one document
 * to the next: made per document, they would be most of what reading a request-sized message allocates beside the
 * message itself. A virtual thread, which usually reads one request, gets buffers for the document alone, sized by
 * it, as a thread-local would make them anyway. A buffer's contents live only until the value in it is made: a
 * string within the one call that decodes it, a timestamp's or enum name's characters until its reader, which calls
 * nothing else, has read them. So a read nested in another on the same thread never finds a buffer in use.
 */
final class ReadScratch {

  /** The largest character buffer a thread keeps; a document with a longer string grows a buffer of its own. */
  static final int KEPT_CHARS = 16 * 1024;
  private static final int FIRST_CHARS = 1024;
  private static final int SHORT_ASCII = 64;

  private static final ThreadLocal<ReadScratch> KEPT = ThreadLocal.withInitial(() -> new ReadScratch(FIRST_CHARS));

  private final int firstChars;
  /** Where strings with escapes or text beyond ASCII are decoded; made on first use. */
  private char[] chars;
  /** Where short ASCII values (timestamps, durations, enum value names) are copied; made on first use. */
  private char[] shortAscii;

  private ReadScratch(int firstChars) {
    this.firstChars = firstChars;
  }

  /** The buffers for a document of {@code length} bytes read on the current thread. */
  static ReadScratch forDocument(int length) {
    return forDocument(length, BufferPool.isVirtual(Thread.currentThread()));
  }

  static ReadScratch forDocument(int length, boolean virtualThread) {
    if (virtualThread) {
      return new ReadScratch(Math.max(SHORT_ASCII, Math.min(FIRST_CHARS, length)));
    }
    return KEPT.get();
  }

  char[] chars() {
    char[] buffer = chars;
    if (buffer == null) {
      buffer = chars = new char[firstChars];
    }
    return buffer;
  }

  char[] shortAscii() {
    char[] buffer = shortAscii;
    if (buffer == null) {
      buffer = shortAscii = new char[SHORT_ASCII];
    }
    return buffer;
  }

  /** Keeps a grown character buffer for the next strings if it is not too large to keep. */
  void grown(char[] buffer) {
    if (buffer.length <= KEPT_CHARS) {
      chars = buffer;
    }
  }
}
