package dev.protojson.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;

/**
 * The bytes a {@code String} keeps its characters in, when they are Latin-1 (one byte per character, as the JDK
 * stores most strings), so that the writer copies ASCII text eight bytes at a time instead of one {@code charAt} at a
 * time, and the byte-level reader reads a document given as a {@code String} in place: the JDK has no public
 * way to read them without copying them into a new array first.
 * They are read through {@code sun.misc.Unsafe}, as protobuf-java reads and writes its buffers, and only where that
 * is quiet and works: on JDK 17 to 23 (from JDK 24 on, the first such read prints a warning, JEP 498), not in a
 * native image, not with {@code -Dprotojson.unsafe=false} ({@link Switches}), and only after a probe of a Latin-1 and a UTF-16
 * string gives the expected answers. Anywhere else {@link #bytes} always answers {@code null} and strings are copied
 * by character, with the same output.
 *
 * <p>{@code Unsafe} is reached through method handles bound to the two fields' offsets, which the JIT compiles to
 * the same two loads as direct calls, so that nothing here names a JDK-internal type for the compiler.
 */
public final class Latin1Strings {

  /** {@code (Object) -> byte}: a string's {@code coder}, 0 for Latin-1. */
  private static final MethodHandle CODER;
  /** {@code (Object) -> Object}: a string's {@code value}, its bytes. */
  private static final MethodHandle VALUE;
  /** Whether {@link #bytes} reads a string's bytes at all. */
  public static final boolean AVAILABLE;

  static {
    MethodHandle coder = null;
    MethodHandle value = null;
    if (Switches.UNSAFE && Runtime.version().feature() < 24
        && System.getProperty("org.graalvm.nativeimage.imagecode") == null) {
      try {
        Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
        Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        Object unsafe = theUnsafe.get(null);
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodHandle offset = lookup.findVirtual(unsafeClass, "objectFieldOffset",
            MethodType.methodType(long.class, Field.class)).bindTo(unsafe);
        Field valueField = String.class.getDeclaredField("value");
        Field coderField = String.class.getDeclaredField("coder");
        if (valueField.getType() == byte[].class && coderField.getType() == byte.class) {
          coder = MethodHandles.insertArguments(lookup.findVirtual(unsafeClass, "getByte",
              MethodType.methodType(byte.class, Object.class, long.class)).bindTo(unsafe), 1,
              (long) offset.invoke(coderField));
          value = MethodHandles.insertArguments(lookup.findVirtual(unsafeClass, "getObject",
              MethodType.methodType(Object.class, Object.class, long.class)).bindTo(unsafe), 1,
              (long) offset.invoke(valueField));
          if (!probe(coder, value)) {
            coder = null;
            value = null;
          }
        }
      } catch (Throwable e) {
        // Any JDK where this does not work as on 17 to 23 copies by character.
        coder = null;
        value = null;
      }
    }
    CODER = coder;
    VALUE = value;
    AVAILABLE = coder != null;
  }

  private Latin1Strings() {}

  /**
   * The array holding {@code text}'s characters one byte each, to be read and never written, or {@code null} if
   * its characters are not kept that way (a character above U+00FF, compact strings switched off) or cannot be
   * read here.
   */
  public static byte[] bytes(String text) {
    if (!AVAILABLE) {
      return null;
    }
    try {
      return (byte) CODER.invokeExact((Object) text) == 0 ? (byte[]) (Object) VALUE.invokeExact((Object) text)
          : null;
    } catch (Throwable e) {
      throw new IllegalStateException("Reading a string's bytes failed after the probe had read them", e);
    }
  }

  /**
   * Whether the fields found are what this class takes them for: a Latin-1 string's array holds its characters,
   * a string with a character above U+00FF does not claim to be Latin-1 (coder 0).
   */
  private static boolean probe(MethodHandle coder, MethodHandle value) throws Throwable {
    String latin1 = new String(new char[] {'p', 'r', 'o', 't', 'o', '\u00e9'});
    String utf16 = new String(new char[] {'p', '\u0100'});
    if ((byte) coder.invokeExact((Object) utf16) == 0) {
      return false;
    }
    if ((byte) coder.invokeExact((Object) latin1) != 0) {
      // Compact strings switched off: every string is UTF-16, and nothing would be read.
      return false;
    }
    Object bytes = (Object) value.invokeExact((Object) latin1);
    if (!(bytes instanceof byte[] array) || array.length != latin1.length()) {
      return false;
    }
    for (int i = 0; i < array.length; i++) {
      if ((array[i] & 0xFF) != latin1.charAt(i)) {
        return false;
      }
    }
    return true;
  }
}
