package dev.protojson.internal.codegen;

import com.google.protobuf.Message;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.ReaderPlan;
import dev.protojson.internal.read.SkipValue;
import java.util.Set;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;

/**
 * The loops over an object's members, on a Jackson parser and on a {@link ByteInput}, written once here and
 * copied into every generated reader class by {@link ReaderGenerator}. The reader of types known by their
 * descriptors alone ({@link DynamicReader}) inherits them instead.
 * A copy per class gives each reader's calls to its own {@code readField}, {@code readElement},
 * {@code readEntry} and {@code read*Bytes} a single receiver class, where one shared loop would make every such
 * call a megamorphic virtual call, once per member.
 *
 * <p>Rules for this code, since it is copied as bytecode into classes of other packages and class loaders: no
 * fields, no lambdas, no string concatenation or enum switches (they would need synthetic members), and only
 * public or inherited protected members of other classes.
 */
abstract class ReaderTemplate extends MessageReader {

  ReaderTemplate(ReaderPlan plan) {
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
    // Kept under the JIT's size limit for inlining a hot method (325 bytes of bytecode), so that a nested
    // message's loop is inlined into its parent's: the rare paths are calls.
    checkDepth(p);
    SerializableString[] expected = expectedNames;
    int[] after = expectedAfter;
    long seen = 0;
    long[] seenAbove64 = seenBits > 64 ? new long[(seenBits - 1) >>> 6] : null;
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
        index = matchName(p, previous, next);
        if (index < 0) {
          if (index == END_OF_OBJECT) {
            return;
          }
          extensionsSeen = unknownMember(p, builder, extensionsSeen);
          continue;
        }
      }
      previous = index;
      next = after[index];
      if (index < 64) {
        long bit = 1L << index;
        if ((seen & bit) != 0) {
          throw givenTwice(p, index);
        }
        seen |= bit;
      } else {
        markAbove64(p, seenAbove64, index);
      }
      int flags = fieldFlags[index];
      // null is "not set" for every field but a singular one whose type takes it as a value (Value, NullValue)
      if (p.nextToken() == JsonToken.VALUE_NULL && (flags & (NULL_IS_VALUE | SHAPE)) != NULL_IS_VALUE) {
        continue;
      }
      int shape = flags & SHAPE;
      if (shape == SINGULAR) {
        if (flags >= IN_ONEOF) {
          try {
            seen = markOneof(p, seen, seenAbove64, flags, index);
          } catch (SkipValue ignoredSecondMember) {
            continue;
          }
        }
        try {
          readField(index, p, builder);
        } catch (SkipValue skipped) {
          // An unknown enum value, ignored: the field stays unset, and a oneof it is in stays free for another member.
          if (flags >= IN_ONEOF) {
            seen = unmarkOneof(seen, seenAbove64, flags);
          }
        }
      } else if (shape == REPEATED) {
        readArray(p, builder, index);
      } else {
        readMap(p, builder, index);
      }
    }
  }

  @Override
  public final void mergeBytes(ByteInput in, Message.Builder builder) {
    if (!in.startObject()) {
      mergeMembersBytes(in, builder);
    }
  }

  @Override
  public final void mergeMembersBytes(ByteInput in, Message.Builder builder) {
    // The same loop as mergeMembers, on the bytes: anything it does not read itself (an unknown name unless unknown
    // fields are ignored, a field given twice, a second member of a oneof) gives up, and the Jackson reader reads
    // the document again and judges it.
    byte[][] expected = expectedBytes;
    int[] after = expectedAfter;
    int count = expected.length;
    long seen = 0;
    long[] seenAbove64 = seenBits > 64 ? new long[(seenBits - 1) >>> 6] : null;
    int previous = count;
    int next = after[previous];
    do {
      int index = next < count && in.name(expected[next]) ? next : matchBytes(in, previous);
      if (index < 0) {
        // An unknown member skipped (ignoringUnknownFields).
        continue;
      }
      previous = index;
      next = after[index];
      if (index < 64) {
        long bit = 1L << index;
        if ((seen & bit) != 0) {
          throw ByteInput.giveUp();
        }
        seen |= bit;
      } else if (!markedAbove64(seenAbove64, index)) {
        throw ByteInput.giveUp();
      }
      int flags = fieldFlags[index];
      // Where null is a value (a singular Value or NullValue), the field's own read takes it.
      if ((flags & (NULL_IS_VALUE | SHAPE)) != NULL_IS_VALUE && in.isNull()) {
        continue;
      }
      int shape = flags & SHAPE;
      if (shape == SINGULAR) {
        if (flags >= IN_ONEOF) {
          seen = markOneofBytes(seen, seenAbove64, flags);
        }
        readFieldBytes(index, in, builder);
      } else if (shape == REPEATED) {
        readArrayBytes(in, builder, index);
      } else {
        readMapBytes(in, builder, index);
      }
    } while (in.nextMember());
  }

  private void readMapBytes(ByteInput in, Message.Builder builder, int index) {
    if (in.startObject()) {
      return;
    }
    int read = 0;
    do {
      readEntryBytes(index, in, builder);
      // A large map: the builder's hash table is made large enough for every entry once, instead of doubling and
      // rehashing all the way there; counting the rest first costs less than the rehashing it saves.
      if (++read == 1024) {
        reserveEntriesBytes(index, in, builder);
      }
    } while (in.nextMember());
    // The map was empty (MessageReader.mergesBytesInto) and the field is read once: fewer entries than members
    // means a key given twice.
    if (distinctKeysBytes(index, builder) != read) {
      throw ByteInput.giveUp();
    }
  }

  private void readArrayBytes(ByteInput in, Message.Builder builder, int index) {
    if (in.startArray()) {
      return;
    }
    boolean nullIsValue = (fieldFlags[index] & NULL_IS_VALUE) != 0;
    do {
      if (!nullIsValue && in.isNull()) {
        throw ByteInput.giveUp();
      }
      readElementBytes(index, in, builder);
    } while (in.nextElement());
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
    // Counting instead of remembering keys: into an empty map, a key given twice shows as a shortfall, found at
    // the entry that repeats it. (Merging into a map that already has entries may legitimately replace them, so
    // it is not checked.)
    boolean check = mapSize(index, p, builder) == 0;
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
      if (check && mapSize(index, p, builder) != read) {
        throw keyGivenTwice(p);
      }
    }
  }
}
