package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.sym.PropertyNameMatcher;

/**
 * Reads the JSON object of one message type. This class owns the loop over the object's members, the
 * duplicate and oneof checks and the shapes (singular, repeated, map); a generated subclass supplies the three
 * {@code read*} methods, each a switch on the field index that calls the builder's own typed setter, adder or
 * putter with a value read by {@link ParseSupport}.
 */
public abstract class MessageReader extends TypeReader {

  protected final FieldInfo[] fields;
  private final Descriptor type;
  private final PropertyNameMatcher matcher;
  private final int[] fieldByMatch;
  private final boolean ignoringUnknown;
  private final int recursionLimit;
  private final int bits;
  private final Map<String, ExtensionReader> extensions;

  protected MessageReader(ReaderPlan plan) {
    this.fields = plan.fields;
    this.type = plan.type;
    this.matcher = plan.matcher;
    this.fieldByMatch = plan.fieldByMatch;
    this.ignoringUnknown = plan.ignoringUnknown;
    this.recursionLimit = plan.recursionLimit;
    this.bits = plan.fields.length + plan.oneofCount;
    this.extensions = plan.extensions;
  }

  /** Sets the singular field {@code field} from the current token. */
  protected abstract void readField(int field, JsonParser p, Message.Builder builder);

  /** Adds one element, the current token, to the repeated field {@code field}. */
  protected abstract void readElement(int field, JsonParser p, Message.Builder builder);

  /** Puts one entry into the map field {@code field}: the key is the current name, the value the current token. */
  protected abstract void readEntry(int field, JsonParser p, Message.Builder builder);

  /** The number of entries in the map field {@code field}; the parser is not used. */
  protected abstract int mapSize(int field, JsonParser p, Message.Builder builder);

  @Override
  public void merge(JsonParser p, Message.Builder builder) {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw Failures.at(p, "Expected an object for message " + type.getFullName() + " at %s, got "
          + Failures.quote(p));
    }
    mergeMembers(p, builder);
  }

  /** Reads members up to the end of the current object; the parser is on its start or on a member's value. */
  final void mergeMembers(JsonParser p, Message.Builder builder) {
    Depth.check(p, recursionLimit);
    long seen = 0;
    long[] seenMore = bits > 64 ? new long[(bits + 63) >>> 6] : null;
    Set<ExtensionReader> extensionsSeen = null;
    for (;;) {
      int match = p.nextNameMatch(matcher);
      if (match < 0) {
        if (match == PropertyNameMatcher.MATCH_END_OBJECT) {
          return;
        }
        if (match == PropertyNameMatcher.MATCH_UNKNOWN_NAME) {
          ExtensionReader extension = extensions.isEmpty() ? null : extensions.get(p.currentName());
          if (extension == null) {
            unknown(p);
            continue;
          }
          if (extensionsSeen == null) {
            extensionsSeen = new HashSet<>();
          }
          if (!extensionsSeen.add(extension)) {
            throw Failures.at(p, "Extension %s of message " + type.getFullName() + " is given twice");
          }
          p.nextToken();
          extension.read(p, builder);
          continue;
        }
        throw Failures.at(p, "Expected a field name in message " + type.getFullName() + " at %s");
      }
      int index = fieldByMatch[match];
      if (seenMore == null) {
        long bit = 1L << index;
        if ((seen & bit) != 0) {
          throw twice(p, index);
        }
        seen |= bit;
      } else if (!mark(seenMore, index)) {
        throw twice(p, index);
      }
      FieldInfo field = fields[index];
      JsonToken token = p.nextToken();
      if (token == JsonToken.VALUE_NULL && !field.acceptsNull) {
        continue;
      }
      switch (field.shape) {
        case SINGULAR:
          if (field.oneofBit >= 0) {
            if (seenMore == null) {
              long bit = 1L << field.oneofBit;
              if ((seen & bit) != 0) {
                throw oneofTwice(p, field);
              }
              seen |= bit;
            } else if (!mark(seenMore, field.oneofBit)) {
              throw oneofTwice(p, field);
            }
          }
          try {
            readField(index, p, builder);
          } catch (SkipValue skipped) {
            // unknown enum value, ignored: the field stays unset
          }
          break;
        case REPEATED:
          readArray(p, builder, index, field);
          break;
        default:
          readMap(p, builder, index, field);
          break;
      }
    }
  }

  private void readArray(JsonParser p, Message.Builder builder, int index, FieldInfo field) {
    if (p.currentToken() != JsonToken.START_ARRAY) {
      throw Failures.at(p, "Expected an array for repeated field %s, got " + Failures.quote(p));
    }
    JsonToken token;
    while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
      if (token == JsonToken.VALUE_NULL && !field.acceptsNull) {
        throw Failures.at(p, "null is not allowed as an element of repeated field %s");
      }
      try {
        readElement(index, p, builder);
      } catch (SkipValue skipped) {
        // unknown enum value, ignored: the element is dropped
      }
    }
  }

  private void readMap(JsonParser p, Message.Builder builder, int index, FieldInfo field) {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw Failures.at(p, "Expected an object for map field %s, got " + Failures.quote(p));
    }
    int before = mapSize(index, p, builder);
    int read = 0;
    while (p.nextToken() == JsonToken.PROPERTY_NAME) {
      JsonToken token = p.nextToken();
      if (token == JsonToken.VALUE_NULL && !field.acceptsNull) {
        throw Failures.at(p, "null is not allowed as a value of map field %s");
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
      throw Failures.at(p, "Map field %s has a key given twice");
    }
  }

  private void unknown(JsonParser p) {
    String name = p.currentName();
    if (!ignoringUnknown) {
      throw Failures.at(p, "Unknown field \"" + Failures.shorten(name) + "\" in message " + type.getFullName()
          + " at %s");
    }
    p.nextToken();
    p.skipChildren();
  }

  private static boolean mark(long[] seen, int bit) {
    long mask = 1L << bit;
    int word = bit >>> 6;
    if ((seen[word] & mask) != 0) {
      return false;
    }
    seen[word] |= mask;
    return true;
  }

  private RuntimeException twice(JsonParser p, int index) {
    FieldDescriptor field = fields[index].descriptor;
    return Failures.at(p, "Field " + field.getName() + " (" + field.getJsonName() + ") of message "
        + type.getFullName() + " is given twice, at %s");
  }

  private RuntimeException oneofTwice(JsonParser p, FieldInfo field) {
    return Failures.at(p, "Field %s is a member of oneof " + field.descriptor.getContainingOneof().getName()
        + " of message " + type.getFullName() + ", which already has another member set");
  }
}
