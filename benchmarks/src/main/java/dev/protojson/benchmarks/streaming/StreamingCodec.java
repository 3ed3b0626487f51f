package dev.protojson.benchmarks.streaming;

import dev.protojson.benchmarks.codec.Codec;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.SerializableString;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.sym.PropertyNameMatcher;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.ByteArrayBuilder;
import tools.jackson.core.util.JsonRecyclerPools;
import tools.jackson.core.util.Named;

/**
 * Hand-written Jackson 3 streaming code for one message type, the way an expert writes it: names pre-encoded once,
 * fields matched with Jackson's own {@link PropertyNameMatcher}, output into a recycled {@link ByteArrayBuilder}
 * exactly as {@code JsonMapper.writeValueAsBytes} does. It is the practical ceiling for any marshaller built on
 * Jackson's streaming API.
 */
public abstract class StreamingCodec<T> implements Codec<T> {

  /**
   * Jackson's thread-local buffer recycling, the best choice for the platform threads JMH measures with and what
   * protojson uses on them: the ceiling is measured with the same buffers as protojson.
   */
  static final JsonFactory FACTORY = JsonFactory.builder().recyclerPool(JsonRecyclerPools.threadLocalPool()).build();

  /** Writes the value, the generator being positioned where a value may start. */
  protected abstract void writeValue(JsonGenerator g, T value, char[] scratch);

  /** Reads one object, the parser being on its {@code START_OBJECT}. */
  protected abstract T readValue(JsonParser p);

  @Override
  public final byte[] write(T value) {
    BufferRecycler recycler = FACTORY._getBufferRecycler();
    try (ByteArrayBuilder out = new ByteArrayBuilder(recycler)) {
      try (JsonGenerator g = FACTORY.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
        writeValue(g, value, new char[Text.SCRATCH_SIZE]);
      }
      return out.getClearAndRelease();
    } finally {
      recycler.releaseToPool();
    }
  }

  @Override
  public final T read(byte[] bytes) {
    try (JsonParser p = FACTORY.createParser(ObjectReadContext.empty(), bytes)) {
      expect(p, p.nextToken(), JsonToken.START_OBJECT);
      T value = readValue(p);
      if (p.nextToken() != null) {
        throw new StreamReadException(p, "Trailing content after the JSON value");
      }
      return value;
    }
  }

  /**
   * The fields of one message, each known by its JSON name and its proto name: Jackson's matcher answers a position
   * in the name list, {@link #field} turns it into the field's ordinal.
   */
  static final class Fields {
    final PropertyNameMatcher matcher;
    private final int[] ordinals;

    /** Pairs of (JSON name, proto name); the proto name is {@code null} when it is the same. */
    Fields(String... jsonAndProtoNames) {
      List<Named> names = new ArrayList<>();
      List<Integer> ordinals = new ArrayList<>();
      for (int i = 0; i < jsonAndProtoNames.length; i += 2) {
        for (String name : new String[] {jsonAndProtoNames[i], jsonAndProtoNames[i + 1]}) {
          if (name != null) {
            names.add(Named.fromString(name));
            ordinals.add(i / 2);
          }
        }
      }
      this.matcher = FACTORY.constructNameMatcher(names, false);
      this.ordinals = ordinals.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The next field's ordinal, {@code -1} at the end of the object; the parser is left on the field's value. */
    int next(JsonParser p) {
      int match = p.nextNameMatch(matcher);
      if (match >= 0) {
        p.nextToken();
        return ordinals[match];
      }
      if (match == PropertyNameMatcher.MATCH_END_OBJECT) {
        return -1;
      }
      throw new StreamReadException(p, "Unknown field \"" + p.currentName() + "\"");
    }
  }

  /** Writes a 64-bit integer member unless it holds the default, 0. */
  static void int64(JsonGenerator g, SerializableString name, long value, char[] scratch) {
    if (value != 0) {
      g.writeName(name);
      Text.writeInt64(g, value, scratch);
    }
  }

  /** Writes a string member unless it holds the default, the empty string. */
  static void string(JsonGenerator g, SerializableString name, String value) {
    if (!value.isEmpty()) {
      g.writeName(name);
      g.writeString(value);
    }
  }

  /** Writes a bool member unless it holds the default, false. */
  static void bool(JsonGenerator g, SerializableString name, boolean value) {
    if (value) {
      g.writeName(name);
      g.writeBoolean(true);
    }
  }

  static void expect(JsonParser p, JsonToken actual, JsonToken expected) {
    if (actual != expected) {
      throw new StreamReadException(p, "Expected " + expected + " but found " + actual);
    }
  }

  /** Marks field {@code index} seen; a second occurrence, by either of its names, is an error. */
  static long seen(JsonParser p, long seen, int index) {
    long bit = 1L << index;
    if ((seen & bit) != 0) {
      throw new StreamReadException(p, "Field \"" + p.currentName() + "\" given more than once");
    }
    return seen | bit;
  }
}
