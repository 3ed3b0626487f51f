package dev.protojson.internal.codegen;

import com.google.protobuf.Message;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.ReaderPlan;
import dev.protojson.internal.read.SkipValue;
import java.util.Set;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;

/**
 * The loop over an object's members, written once here and copied into every generated reader class by
 * {@link ReaderCodegen}; this class itself is never instantiated. A copy per class gives each reader's calls to
 * its own {@code readField}, {@code readElement} and {@code readEntry} a single receiver class, where one shared
 * loop would make every such call a megamorphic virtual call, once per member.
 *
 * <p>Rules for this code, since it is copied as bytecode into classes of other packages and class loaders: no
 * fields, no lambdas, no string concatenation or enum switches (they would need synthetic members), and only
 * public or inherited protected members of other classes.
 */
abstract class ReaderLoopTemplate extends MessageReader {

  ReaderLoopTemplate(ReaderPlan plan) {
    super(plan);
  }

  @Override
  public final void merge(JsonParser p, Message.Builder builder) {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw notAnObject(p);
    }
    mergeMembers(p, builder);
  }

  @Override
  public final void mergeMembers(JsonParser p, Message.Builder builder) {
    checkDepth(p);
    SerializableString[] expected = expectedNames;
    int[] after = expectedAfter;
    long seen = 0;
    long[] seenMore = seenBits > 64 ? new long[(seenBits + 63) >>> 6] : null;
    Set<?> extensionsSeen = null;
    // The field expected next is tried first, by comparing raw bytes; the matcher is the fallback for any other
    // order and for proto names, and what it finds becomes the expectation for the next object.
    int previous = expected.length;
    int next = after[previous];
    for (;;) {
      int index;
      if (next < expected.length && p.nextName(expected[next])) {
        index = next;
      } else {
        JsonToken token = next < expected.length ? p.currentToken() : p.nextToken();
        if (token != JsonToken.PROPERTY_NAME) {
          if (token == JsonToken.END_OBJECT) {
            return;
          }
          throw notAName(p);
        }
        int match = p.currentNameMatch(matcher);
        if (match < 0) {
          extensionsSeen = unknownMember(p, builder, extensionsSeen);
          continue;
        }
        index = fieldByMatch[match];
        if (after[previous] != index) {
          after[previous] = index;
        }
      }
      previous = index;
      next = after[index];
      if (seenMore == null) {
        long bit = 1L << index;
        if ((seen & bit) != 0) {
          throw givenTwice(p, index);
        }
        seen |= bit;
      } else if (!mark(seenMore, index)) {
        throw givenTwice(p, index);
      }
      int flags = fieldFlags[index];
      if (p.nextToken() == JsonToken.VALUE_NULL && (flags & NULL_IS_VALUE) == 0) {
        continue;
      }
      int shape = flags & SHAPE;
      if (shape == SINGULAR) {
        int oneof = (flags >>> ONEOF_SHIFT) - 1;
        if (oneof >= 0) {
          if (seenMore == null) {
            long bit = 1L << oneof;
            if ((seen & bit) != 0) {
              throw oneofGivenTwice(p, index);
            }
            seen |= bit;
          } else if (!mark(seenMore, oneof)) {
            throw oneofGivenTwice(p, index);
          }
        }
        try {
          readField(index, p, builder);
        } catch (SkipValue skipped) {
          // unknown enum value, ignored: the field stays unset
        }
      } else if (shape == REPEATED) {
        readArray(p, builder, index);
      } else {
        readMap(p, builder, index);
      }
    }
  }

  private void readArray(JsonParser p, Message.Builder builder, int index) {
    if (p.currentToken() != JsonToken.START_ARRAY) {
      throw notAnArray(p);
    }
    boolean nullIsValue = (fieldFlags[index] & NULL_IS_VALUE) != 0;
    JsonToken token;
    while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
      if (token == JsonToken.VALUE_NULL && !nullIsValue) {
        throw nullElement(p);
      }
      try {
        readElement(index, p, builder);
      } catch (SkipValue skipped) {
        // unknown enum value, ignored: the element is dropped
      }
    }
  }

  private void readMap(JsonParser p, Message.Builder builder, int index) {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw notAMapObject(p);
    }
    boolean nullIsValue = (fieldFlags[index] & NULL_IS_VALUE) != 0;
    int before = mapSize(index, p, builder);
    int read = 0;
    while (p.nextToken() == JsonToken.PROPERTY_NAME) {
      if (p.nextToken() == JsonToken.VALUE_NULL && !nullIsValue) {
        throw nullMapValue(p);
      }
      try {
        readEntry(index, p, builder);
        read++;
      } catch (SkipValue skipped) {
        // unknown enum value, ignored: the entry is dropped
      }
    }
    // Counting instead of remembering keys: into an empty map, a key given twice shows as a shortfall. (Merging
    // into a map that already has entries may legitimately replace them, so it is not checked.)
    if (before == 0 && mapSize(index, p, builder) != read) {
      throw keyGivenTwice(p);
    }
  }
}
