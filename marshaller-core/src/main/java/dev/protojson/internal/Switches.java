package dev.protojson.internal;

import java.util.Arrays;
import java.util.List;

/**
 * The JVM system properties that change how protojson works inside, in one place. Each is read once, when this
 * class is first used, into a {@code static final}, which the JIT folds away wherever it is tested; what is read or
 * written is the same with any of them.
 *
 * <p>For applications:
 * <ul>
 *   <li>{@code -Dprotojson.unsafe=false}: nothing uses {@code sun.misc.Unsafe}. Writing then copies a string by
 *       character instead of reading the Latin-1 bytes the JDK keeps it in ({@link Latin1Strings}, used on
 *       JDK 17 to 23 only, and the one user of {@code Unsafe}), and a {@code String} is always read as text, for
 *       applications that must not touch it.
 *   <li>{@code -Dprotojson.fast-paths=false}: protojson's own subclasses of Jackson's UTF-8 parser and generator,
 *       which reach into their buffers, are not used, nor the byte-level reads of whole documents: Jackson's public
 *       API only. Each subclass also checks once that it works with the Jackson on the class path and falls back
 *       to that API by itself when it does not. The build runs the differential, fuzz and spec tests a second time
 *       with it, so both paths stay correct.
 *   <li>{@code -Dprotojson.dynamic-code=false}: the types registered by their descriptors alone
 *       ({@code DynamicMessage}s) are written by an interpreter over a plan made per type, as in a native image,
 *       instead of by a class generated and defined per type. Nothing is then defined at run time for them. The
 *       build runs the tests of {@code DynamicMessage}s a second time with it, so both paths stay correct.
 * </ul>
 *
 * <p>For measurements only ({@code benchmarks/techniques.sh}), to show what the techniques that work on whole
 * documents are worth with everything else unchanged:
 * <ul>
 *   <li>{@code -Dprotojson.read.off=} a comma-separated list of {@code bytes} (whole byte-array documents read by
 *       Jackson's parser rather than into new messages by the readers' byte-level methods), {@code merges} (the
 *       same for merges into builders holding nothing) and {@code text} (Latin-1 {@code String}s read as text rather
 *       than in place by the byte-level methods);
 *   <li>{@code -Dprotojson.write.off=} a comma-separated list of {@code document} (whole compact documents built
 *       in the generator's own buffer and copied once) and {@code kept} (a platform thread's document buffers
 *       taken without Jackson's atomic recycler).
 * </ul>
 * The techniques inside the parser and the generator, applied per name or value, and those that only the
 * documents the byte-level reads give up on meet, have no switch: each one's worth is measured against the code
 * before it.
 */
public final class Switches {

  public static final String UNSAFE_PROPERTY = "protojson.unsafe";
  public static final String FAST_PATHS_PROPERTY = "protojson.fast-paths";
  public static final String DYNAMIC_CODE_PROPERTY = "protojson.dynamic-code";
  public static final String READ_OFF_PROPERTY = "protojson.read.off";
  public static final String WRITE_OFF_PROPERTY = "protojson.write.off";

  /** Whether {@code sun.misc.Unsafe} may be used. */
  public static final boolean UNSAFE = !isFalse(UNSAFE_PROPERTY);
  /** Whether protojson's own Jackson parser and generator, and the byte-level reads, may be used. */
  public static final boolean FAST_PATHS = !isFalse(FAST_PATHS_PROPERTY);
  /** Whether the writers of types known by their descriptors alone may be generated classes. */
  public static final boolean DYNAMIC_CODE = !isFalse(DYNAMIC_CODE_PROPERTY);
  /** Whether whole byte-array documents are read by the byte-level methods first. */
  public static final boolean BYTE_LEVEL_READS = on(READ_OFF_PROPERTY, "bytes");
  /** Whether whole byte-array documents merged into a builder holding nothing are read by them too. */
  public static final boolean BYTE_LEVEL_MERGES = on(READ_OFF_PROPERTY, "merges");
  /** Whether whole compact documents are built in the generator's own buffer. */
  public static final boolean WHOLE_DOCUMENTS = on(WRITE_OFF_PROPERTY, "document");
  /** Whether Latin-1 text given as a {@code String} is read in place by them too. */
  public static final boolean BYTE_LEVEL_TEXT = on(READ_OFF_PROPERTY, "text");
  /** Whether a platform thread keeps its document buffers. */
  public static final boolean KEPT_DOCUMENT_BUFFERS = on(WRITE_OFF_PROPERTY, "kept");

  private Switches() {}

  private static boolean isFalse(String property) {
    return "false".equalsIgnoreCase(System.getProperty(property));
  }

  private static boolean on(String property, String technique) {
    List<String> off = Arrays.asList(System.getProperty(property, "").split(","));
    return !off.contains(technique);
  }
}
