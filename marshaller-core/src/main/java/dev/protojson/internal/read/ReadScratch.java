package dev.protojson.internal.read;

/**
 * The character buffers a thread's byte-level reads decode into, kept from one document to the next: made per
 * document, they would be most of what reading a request-sized message allocates beside the message itself. Each
 * is used only within one call of {@link ByteInput} that reads a value and returns it (a string, a timestamp), so
 * a read nested in another on the same thread cannot find a buffer in use.
 */
final class ReadScratch {

  /** The largest character buffer kept; a document with a longer string grows a buffer of its own. */
  static final int KEPT_CHARS = 16 * 1024;

  private static final ThreadLocal<ReadScratch> CURRENT = ThreadLocal.withInitial(ReadScratch::new);

  /** Where strings with escapes or text beyond ASCII are decoded. */
  private char[] chars = new char[1024];
  /** Where short ASCII values (timestamps, durations, enum value names) are copied. */
  final char[] shortAscii = new char[64];

  private ReadScratch() {}

  static ReadScratch current() {
    return CURRENT.get();
  }

  char[] chars() {
    return chars;
  }

  /** Keeps a grown character buffer for the thread's next documents if it is not too large to keep. */
  void grown(char[] buffer) {
    if (buffer.length <= KEPT_CHARS) {
      chars = buffer;
    }
  }
}
