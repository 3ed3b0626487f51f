package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;
import tools.jackson.core.sym.PropertyNameMatcher;

/**
 * The base of the generated reader of one message type: what it knows about the type's fields and the rarely
 * taken paths (unknown names, extensions, every error). Each generated subclass carries its own copy of the loop
 * over an object's members (see {@code dev.protojson.internal.codegen.ReaderTemplate}), so the calls from
 * that loop to the subclass's {@code read*} methods each see a single receiver class and stay cheap. Those
 * methods are switches on the field index that call the builder's own typed setter, adder or putter with a value
 * read by {@link ReadSupport}.
 *
 * <p>Members are protected or public because the generated subclasses live in class loaders of their own.
 */
public abstract class MessageReader extends TypeReader {

  /** In {@link #fieldFlags}: the shape, one of {@link #SINGULAR}, {@link #REPEATED} and {@link #MAP}. */
  protected static final int SHAPE = 3;
  protected static final int SINGULAR = 0;
  protected static final int REPEATED = 1;
  protected static final int MAP = 2;
  /**
   * In {@link #fieldFlags}: {@code null} is a value of the field's type ({@code Value}, {@code NullValue}), not
   * "unset": for a singular field the field's value, for a repeated or map field its elements' or values' (the
   * field itself given as {@code null} is unset, as any field).
   */
  protected static final int NULL_IS_VALUE = 4;
  /** In {@link #fieldFlags}: above this shift, one more than the field's oneof bit in the seen-set, or 0. */
  protected static final int ONEOF_SHIFT = 3;
  /** {@link #fieldFlags} at or above this: the field is a member of a oneof. */
  protected static final int IN_ONEOF = 1 << ONEOF_SHIFT;
  /** From {@link #matchName}: the object ended. */
  protected static final int END_OF_OBJECT = -1;
  /** From {@link #matchName}: the name is not a field's. */
  protected static final int UNKNOWN_NAME = -2;

  protected final FieldInfo[] fields;
  /** The reader of each message field's type (of a map's values), at the field's index; set once all exist. */
  protected final TypeReader[] nestedReaders;
  protected final PropertyNameMatcher matcher;
  /** The field index of each of the matcher's names: JSON names and proto names. */
  protected final int[] fieldByMatch;
  /** The JSON name of each field, in index order, compared as raw bytes before the matcher is asked. */
  protected final SerializableString[] expectedNames;
  /**
   * The field expected after field i, at index i; at index {@code fields.length}, the field expected first; a
   * value of {@code fields.length} expects the end of the object. Starts as declaration order, the order writers
   * use, and learns the order (and the fields left out) of the documents actually read. Shared by all threads
   * without synchronization on purpose: it is only a guess, and every value any thread writes is a valid one.
   */
  protected final int[] expectedAfter;
  /** The JSON name of each field with its quotes, as UTF-8 bytes: the byte-level loop's expected names. */
  protected final byte[][] expectedBytes;
  /**
   * The JSON and proto names of the fields, for the byte-level loop's names other than the one it expected; made
   * on first use (immutable, so a thread that sees it sees it whole).
   */
  private ByteNames byteNames;
  /** Each name a member may have and the index of its field ({@link FieldNames}). */
  private final Map<String, Integer> byName;
  /**
   * Whether each field may be expected by its JSON name (index {@code fields.length}, the end, is false): not
   * where that name means another field.
   */
  private final boolean[] expectable;
  /** What the member loop needs to know about each field, in one int: shape, null handling, oneof. */
  protected final int[] fieldFlags;
  /** Bits in the seen-set: one per field, then one per oneof. */
  protected final int seenBits;
  private final Descriptor type;
  private final boolean ignoringUnknown;
  private final int recursionLimit;
  private final Map<String, ExtensionReader> extensions;
  /**
   * The singular message fields and map fields: a builder holding one is merged into by the Jackson reader. Made on
   * first use (immutable, so a thread that sees it sees it whole), since only merges need it.
   */
  private FieldDescriptor[] mergeBlockers;
  private static final int GIVE_UPS_TO_PAUSE = 8;
  private static final int TRIES_WHEN_PAUSED = 64;
  /** How many documents in a row the byte-level methods gave up on, up to {@link #GIVE_UPS_TO_PAUSE}. */
  private int giveUps;
  private int pausedReads;

  protected MessageReader(ReaderPlan plan) {
    this.fields = plan.fields;
    this.nestedReaders = new TypeReader[plan.fields.length];
    this.type = plan.type;
    this.matcher = plan.matcher;
    this.fieldByMatch = plan.fieldByMatch;
    this.ignoringUnknown = plan.ignoringUnknown;
    this.recursionLimit = plan.recursionLimit;
    this.seenBits = plan.fields.length + plan.oneofCount;
    this.extensions = plan.extensions;
    int count = fields.length;
    this.expectedNames = new SerializableString[count];
    this.expectedBytes = new byte[count][];
    this.expectedAfter = new int[count + 1];
    this.fieldFlags = new int[count];
    this.byName = plan.byName;
    this.expectable = new boolean[count + 1];
    for (int i = 0; i < count; i++) {
      // A field is expected by its JSON name only where that name means the field wherever it stands
      expectable[i] = byName.get(fields[i].descriptor.getJsonName()) == i;
    }
    expectedAfter[count] = expectable[0] ? 0 : count;
    for (int i = 0; i < count; i++) {
      FieldInfo field = fields[i];
      ExpectedName expected = new ExpectedName(field.descriptor.getJsonName());
      expectedNames[i] = expected;
      // Escaped as JSON spells it: the bytes of a json_name holding a quote would otherwise match a member name
      // that ends early ({"q"x":1} for q"x), text that is no JSON.
      expectedBytes[i] = quoted(expected.asQuotedUTF8());
      expectedAfter[i] = expectable[i + 1] ? i + 1 : count;
      int shape = switch (field.shape) {
        case SINGULAR -> SINGULAR;
        case REPEATED -> REPEATED;
        case MAP -> MAP;
      };
      fieldFlags[i] = shape | (field.acceptsNull ? NULL_IS_VALUE : 0) | ((field.oneofBit + 1) << ONEOF_SHIFT);
    }
  }

  /**
   * Whether the byte-level methods merge into a builder that holds {@code held} exactly as the Jackson reader
   * merges. They set each singular field they read, add to repeated fields, and set a new message where the Jackson
   * reader merges into the one already set; and they count a map's entries to find a key given twice. So a builder
   * holding a singular message field, or a map with entries, is left to the Jackson reader. Fields the document
   * does not name are never touched, and nested messages are read into new builders.
   */
  public final boolean mergesBytesInto(Message held) {
    FieldDescriptor[] blockers = mergeBlockers;
    if (blockers == null) {
      blockers = mergeBlockers = mergeBlockers();
    }
    for (FieldDescriptor field : blockers) {
      if (field.isRepeated() ? held.getRepeatedFieldCount(field) > 0 : held.hasField(field)) {
        return false;
      }
    }
    return true;
  }

  private FieldDescriptor[] mergeBlockers() {
    List<FieldDescriptor> blockers = new ArrayList<>();
    for (FieldInfo field : fields) {
      FieldDescriptor descriptor = field.descriptor;
      if (descriptor.isMapField()
          || (!descriptor.isRepeated() && descriptor.getJavaType() == FieldDescriptor.JavaType.MESSAGE)) {
        blockers.add(descriptor);
      }
    }
    return blockers.toArray(new FieldDescriptor[0]);
  }

  /** The fields in index order: index i is case i of the generated switches. */
  public final FieldInfo[] fields() {
    return fields.clone();
  }

  /** Sets the reader of field {@code field}'s message type; done once every reader of a batch exists. */
  public final void setNestedReader(int field, TypeReader reader) {
    nestedReaders[field] = reader;
  }

  /** Sets the singular field {@code field} from the current token. */
  protected abstract void readField(int field, JsonParser p, Message.Builder builder);

  /** Adds one element, the current token, to the repeated field {@code field}. */
  protected abstract void readElement(int field, JsonParser p, Message.Builder builder);

  /** Puts one entry into the map field {@code field}: the key is the current name, the value the current token. */
  protected abstract void readEntry(int field, JsonParser p, Message.Builder builder);

  /** The number of entries in the map field {@code field}; the parser is not used. */
  protected abstract int mapSize(int field, JsonParser p, Message.Builder builder);

  /**
   * The number of distinct keys of the map field {@code field}, which the byte-level loop has just read into an
   * empty map: fewer than the members read means a key given twice. A builder whose map replaces a repeated key
   * answers with its size.
   */
  protected int distinctKeysBytes(int field, Message.Builder builder) {
    return mapSize(field, null, builder);
  }

  /** Reads members up to the end of the current object; the parser is on its start or on a member's value. */
  public abstract void mergeMembers(JsonParser p, Message.Builder builder);

  /** Sets the singular field {@code field} from the value at the input's position; see {@link ByteInput}. */
  protected abstract void readFieldBytes(int field, ByteInput in, Message.Builder builder);

  /** Adds one element, the value at the input's position, to the repeated field {@code field}. */
  protected abstract void readElementBytes(int field, ByteInput in, Message.Builder builder);

  /** Puts one entry, the member at the input's position (key, colon, value), into the map field {@code field}. */
  protected abstract void readEntryBytes(int field, ByteInput in, Message.Builder builder);

  /**
   * After an entry of the map field {@code field}: makes room in the builder's map for the entries it holds and
   * those ahead ({@link ByteInput#membersAhead()}), at once, where that saves growing it step by step.
   */
  protected abstract void reserveEntriesBytes(int field, ByteInput in, Message.Builder builder);

  /**
   * Merges the object at the input's position into {@code builder}, a new builder or one this reader
   * {@linkplain #mergesBytesInto merges into} at the byte level, or gives up with {@link ByteInput.GiveUp} (the
   * builder is then to be thrown away or put back). Only for whole byte-array documents: the caller reads the
   * document again with {@link #merge} when it gives up.
   */
  public abstract void mergeBytes(ByteInput in, Message.Builder builder);

  /**
   * {@link #mergeBytes} from the object's first member name on, through its closing brace: the members after
   * {@code "@type"} of a {@code google.protobuf.Any} holding this type.
   */
  public abstract void mergeMembersBytes(ByteInput in, Message.Builder builder);

  /**
   * Whether {@link #mergeBytes} is worth trying: yes, unless it gave up on the last {@value #GIVE_UPS_TO_PAUSE}
   * documents of this type in a row (documents that all carry an extension, say, or an Any of a type registered
   * with its own copy of protobuf-java); then only every {@value #TRIES_WHEN_PAUSED}th document is tried, until
   * one is read. Every field kind and well-known type has a byte-level read, so no type is left out as a whole.
   */
  public final boolean readsBytes() {
    // Not synchronized: a count only, and a lost update costs one try more or less.
    return giveUps < GIVE_UPS_TO_PAUSE || (++pausedReads & (TRIES_WHEN_PAUSED - 1)) == 0;
  }

  /**
   * Whether a message this reader reads can lack a required field, which is then checked: yes, unless the reader
   * knows its type has none at any depth ({@code DynamicMessage}s, whose check walks the whole message; a generated
   * class answers it in constant time).
   */
  public boolean mayLackRequiredFields() {
    return true;
  }

  /** The byte-level methods gave up on a document of this type. */
  public final void gaveUp() {
    if (giveUps < GIVE_UPS_TO_PAUSE) {
      giveUps++;
    }
  }

  /** The byte-level methods read a document of this type. */
  public final void byteLevelReadSucceeded() {
    // Written only when it changes: the reader is shared by every thread.
    if (giveUps != 0) {
      giveUps = 0;
    }
  }

  /**
   * The reader of a nested message for the byte-level methods (a lazily registered type's is made now); a type
   * without them gives up.
   */
  public static MessageReader bytesReader(TypeReader reader) {
    if (reader instanceof MessageReader messages) {
      return messages;
    }
    if (reader.resolved() instanceof MessageReader messages) {
      return messages;
    }
    throw ByteInput.giveUp();
  }

  /**
   * For the byte-level loop: the field of the member whose name was not the one expected next, found among JSON
   * and proto names and remembered as the field expected after {@code previous}. An unknown name gives up, or with
   * {@code ignoringUnknownFields} has its value skipped and returns {@link #UNKNOWN_NAME}.
   */
  protected final int matchBytes(ByteInput in, int previous) {
    ByteNames names = byteNames;
    if (names == null) {
      names = byteNames = new ByteNames(byName);
    }
    int index = in.field(names, ignoringUnknown);
    if (index < 0) {
      return UNKNOWN_NAME;
    }
    if (expectedAfter[previous] != index) {
      expectedAfter[previous] = expectable[index] ? index : fields.length;
    }
    return index;
  }

  private static byte[] quoted(byte[] escaped) {
    byte[] quoted = new byte[escaped.length + 2];
    quoted[0] = '"';
    System.arraycopy(escaped, 0, quoted, 1, escaped.length);
    quoted[quoted.length - 1] = '"';
    return quoted;
  }

  protected final void checkDepth(JsonParser p) {
    Depth.check(p, recursionLimit);
  }

  @Override
  public List<FieldDescriptor> extensions() {
    return extensions.isEmpty() ? List.of() : extensions.values().stream().map(ExtensionReader::descriptor).toList();
  }

  /**
   * Handles a member whose name is not a field's: an extension's {@code [full.name]} is read, anything else is
   * skipped with {@code ignoringUnknownFields} or rejected.
   *
   * @param extensionsSeen the extensions read so far in this object, or null if none
   * @return the extensions read so far, including this one
   */
  protected final Set<?> unknownMember(JsonParser p, Message.Builder builder, Set<?> extensionsSeen) {
    String name = p.currentName();
    ExtensionReader extension = extensions.isEmpty() ? null : extensions.get(name);
    if (extension == null) {
      if (!ignoringUnknown) {
        throw Failures.at(p, "Unknown field \"" + Failures.shorten(name) + "\" in message " + type.getFullName()
            + " at ", "");
      }
      // Jackson's byte parser refuses such a name, its text parser does not: refused from text too.
      if (!ReadSupport.wellFormed(name)) {
        throw Failures.at(p, "Invalid member name at ", ": it holds an unpaired surrogate");
      }
      p.nextToken();
      p.skipChildren();
      return extensionsSeen;
    }
    @SuppressWarnings("unchecked")
    Set<ExtensionReader> seen = extensionsSeen == null ? new HashSet<>() : (Set<ExtensionReader>) extensionsSeen;
    if (!seen.add(extension)) {
      throw Failures.at(p, "Extension ", " of message " + type.getFullName() + " is given twice");
    }
    p.nextToken();
    extension.read(p, builder);
    return seen;
  }

  /**
   * The field of the member whose name was not the one expected next: found by the matcher among JSON and proto
   * names, and remembered as the field expected after {@code previous}; or {@link #END_OF_OBJECT} or
   * {@link #UNKNOWN_NAME}.
   *
   * @param next the field that was expected; if it is {@code fields.length} (the end of the object), no name was
   *     tried and the parser is still before the token
   */
  protected final int matchName(JsonParser p, int previous, int next) {
    JsonToken token = next < fields.length ? p.currentToken() : p.nextToken();
    if (token != JsonToken.PROPERTY_NAME) {
      if (token == JsonToken.END_OBJECT) {
        return END_OF_OBJECT;
      }
      throw notAName(p);
    }
    int match = p.currentNameMatch(matcher);
    int index;
    if (match >= 0) {
      index = fieldByMatch[match];
    } else {
      // The empty name is not among the matcher's (see ReaderFactory.plan); a json_name may be ""
      Integer empty = p.currentName().isEmpty() ? byName.get("") : null;
      if (empty == null) {
        return UNKNOWN_NAME;
      }
      index = empty;
    }
    if (expectedAfter[previous] != index) {
      expectedAfter[previous] = expectable[index] ? index : fields.length;
    }
    return index;
  }

  /**
   * Marks the oneof of field {@code index} as seen, as {@link #markOneofBytes} does; a second member of the same
   * oneof is an error here, unless its value is an unknown enum value that is ignored: that member is not set, so
   * it throws {@link SkipValue} to be passed over.
   */
  protected final long markOneof(JsonParser p, long seen, long[] seenAbove64, int flags, int index) {
    try {
      return markOneofBytes(seen, seenAbove64, flags);
    } catch (ByteInput.GiveUp secondMember) {
      EnumReader values = fields[index].enumReader;
      if (values != null && ignoringUnknown) {
        values.read(p, true);
      }
      throw oneofGivenTwice(p, index);
    }
  }

  /** Marks field {@code index}, 64 or more, as seen; a second time is an error. */
  protected final void markAbove64(JsonParser p, long[] seenAbove64, int index) {
    if (!markedAbove64(seenAbove64, index)) {
      throw givenTwice(p, index);
    }
  }

  /**
   * Marks the oneof of a field with {@code flags} as seen: in {@code seen} (returned) if its bit is below 64, else
   * in {@code seenAbove64}. A second member of the same oneof gives up: the byte-level loop leaves it to the Jackson
   * reader, whose {@link #markOneof} reports it.
   */
  protected static long markOneofBytes(long seen, long[] seenAbove64, int flags) {
    int oneof = (flags >>> ONEOF_SHIFT) - 1;
    if (oneof >= 64) {
      if (!markedAbove64(seenAbove64, oneof)) {
        throw ByteInput.giveUp();
      }
      return seen;
    }
    long bit = 1L << oneof;
    if ((seen & bit) != 0) {
      throw ByteInput.giveUp();
    }
    return seen | bit;
  }

  /** Undoes {@link #markOneofBytes} for a member whose value was ignored. */
  protected static long unmarkOneof(long seen, long[] seenAbove64, int flags) {
    int oneof = (flags >>> ONEOF_SHIFT) - 1;
    if (oneof >= 64) {
      seenAbove64[(oneof >>> 6) - 1] &= ~(1L << oneof);
      return seen;
    }
    return seen & ~(1L << oneof);
  }

  /**
   * Marks {@code bit}, 64 or more, in a seen-set whose first word stands for bits 64 to 127; false if it was set
   * already.
   */
  protected static boolean markedAbove64(long[] seenAbove64, int bit) {
    long mask = 1L << bit;
    int word = (bit >>> 6) - 1;
    if ((seenAbove64[word] & mask) != 0) {
      return false;
    }
    seenAbove64[word] |= mask;
    return true;
  }

  protected final RuntimeException notAnObject(JsonParser p) {
    return Failures.at(p, "Expected an object for message " + type.getFullName() + " at ", ", got "
        + Failures.quote(p));
  }

  protected final RuntimeException notAName(JsonParser p) {
    return Failures.at(p, "Expected a field name in message " + type.getFullName() + " at ", "");
  }

  protected final RuntimeException givenTwice(JsonParser p, int index) {
    FieldDescriptor field = fields[index].descriptor;
    return Failures.at(p, "Field " + field.getName() + " (" + field.getJsonName() + ") of message "
        + type.getFullName() + " is given twice, at ", "");
  }

  protected final RuntimeException oneofGivenTwice(JsonParser p, int index) {
    return Failures.at(p, "Field ", " is a member of oneof " + fields[index].descriptor.getContainingOneof().getName()
        + " of message " + type.getFullName() + ", which already has another member set");
  }

  protected static RuntimeException notAnArray(JsonParser p) {
    return Failures.at(p, "Expected an array for repeated field ", ", got " + Failures.quote(p));
  }

  protected static RuntimeException nullElement(JsonParser p) {
    return Failures.at(p, "null is not allowed as an element of repeated field ", "");
  }

  protected static RuntimeException notAMapObject(JsonParser p) {
    return Failures.at(p, "Expected an object for map field ", ", got " + Failures.quote(p));
  }

  protected static RuntimeException nullMapValue(JsonParser p) {
    return Failures.at(p, "null is not allowed as a value of map field ", "");
  }

  protected static RuntimeException keyGivenTwice(JsonParser p) {
    // At the entry that repeats it, whose key is the parser's current name
    return Failures.at(p, "Key \"" + Failures.shorten(p.currentName()) + "\" is given twice in map field ", "");
  }
}
