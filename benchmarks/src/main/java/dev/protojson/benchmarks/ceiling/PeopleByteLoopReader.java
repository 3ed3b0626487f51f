package dev.protojson.benchmarks.ceiling;

import dev.protojson.demo.people.Address;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import java.nio.charset.StandardCharsets;

/**
 * A reader of People documents written by hand on {@link ByteCursor}, as the hand-written Jackson reader
 * ({@code PeopleStreaming}) is written on Jackson's parser: the same checks (each field once, {@code null} for an
 * unset field, int32 as a number or a string, unknown fields rejected), the same builders. It measures what reading
 * People costs with a tokenizer that owns its loops and protobuf's builders, which any reader pays; it is no
 * general reader.
 */
final class PeopleByteLoopReader extends ByteCursor {

  private static final byte[][] PEOPLE = names("person");
  private static final byte[][] PERSON = names("name", "address", "mobile", "email");
  private static final byte[][] ADDRESS = names("street", "number");

  private PeopleByteLoopReader(byte[] in) {
    super(in);
  }

  static People readPeople(byte[] json) {
    PeopleByteLoopReader reader = new PeopleByteLoopReader(json);
    reader.whitespace();
    People people = reader.people();
    reader.finish();
    return people;
  }

  static Person readPerson(byte[] json) {
    PeopleByteLoopReader reader = new PeopleByteLoopReader(json);
    reader.whitespace();
    Person person = reader.person();
    reader.finish();
    return person;
  }

  private void finish() {
    whitespace();
    if (pos != end) {
      throw fail("content after the value");
    }
  }

  private People people() {
    People.Builder b = People.newBuilder();
    expect('{');
    long seen = 0;
    for (int count = 0, f; (f = nextField(PEOPLE, count, 0)) >= 0; count++) {
      seen = once(seen, f);
      if (isNull()) {
        continue;
      }
      expect('[');
      for (int i = 0; nextElement(i); i++) {
        b.addPerson(person());
      }
    }
    return b.build();
  }

  private Person person() {
    Person.Builder b = Person.newBuilder();
    expect('{');
    long seen = 0;
    int previous = -1;
    for (int count = 0, f; (f = nextField(PERSON, count, previous + 1)) >= 0; count++) {
      seen = once(seen, f);
      previous = f;
      if (isNull()) {
        continue;
      }
      if (f == 0) {
        b.setName(stringValue());
        continue;
      }
      expect('[');
      for (int i = 0; nextElement(i); i++) {
        switch (f) {
          case 1 -> b.addAddress(address());
          case 2 -> b.addMobile(stringValue());
          default -> b.addEmail(stringValue());
        }
      }
    }
    return b.build();
  }

  private Address address() {
    Address.Builder b = Address.newBuilder();
    expect('{');
    long seen = 0;
    int previous = -1;
    for (int count = 0, f; (f = nextField(ADDRESS, count, previous + 1)) >= 0; count++) {
      seen = once(seen, f);
      previous = f;
      if (isNull()) {
        continue;
      }
      if (f == 0) {
        b.setStreet(stringValue());
      } else {
        b.setNumber(int32());
      }
    }
    return b.build();
  }

  /**
   * The index of the next member's name in {@code names}, trying {@code guess} first, with its colon and the
   * whitespace after it read; -1 at the end of the object. {@code count} members were read before.
   */
  private int nextField(byte[][] names, int count, int guess) {
    whitespace();
    byte next = peek();
    if (next == '}') {
      pos++;
      return -1;
    }
    if (count > 0) {
      if (next != ',') {
        throw fail("expected a comma or the end of the object");
      }
      pos++;
      whitespace();
    }
    if (peek() != '"') {
      throw fail("expected a name");
    }
    int index = guess < names.length && matches(names[guess]) ? guess : find(names);
    whitespace();
    expect(':');
    whitespace();
    return index;
  }

  /** Whether the quoted name {@code name} (its quotes included) is at the cursor; reads it if so. */
  private boolean matches(byte[] name) {
    int length = name.length;
    if (pos + length > end) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (in[pos + i] != name[i]) {
        return false;
      }
    }
    pos += length;
    return true;
  }

  private int find(byte[][] names) {
    for (int i = 0; i < names.length; i++) {
      if (matches(names[i])) {
        return i;
      }
    }
    // An escaped or unknown name: compared as a string.
    pos++;
    String name = string();
    for (int i = 0; i < names.length; i++) {
      if (name.equals(new String(names[i], 1, names[i].length - 2, StandardCharsets.UTF_8))) {
        return i;
      }
    }
    throw fail("unknown field \"" + name + "\"");
  }

  /** Whether another array element follows (its comma read); reads the closing bracket if not. */
  private boolean nextElement(int index) {
    whitespace();
    byte next = peek();
    if (next == ']') {
      pos++;
      return false;
    }
    if (index > 0) {
      if (next != ',') {
        throw fail("expected a comma or the end of the array");
      }
      pos++;
      whitespace();
    }
    return true;
  }

  private boolean isNull() {
    if (peek() == 'n') {
      literal("null");
      return true;
    }
    return false;
  }

  private String stringValue() {
    expect('"');
    return string();
  }

  private int int32() {
    long value;
    if (peek() == '"') {
      pos++;
      int start = pos;
      value = number();
      if (peek() != '"' || pos == start) {
        throw fail("not an integer");
      }
      pos++;
    } else {
      value = number();
    }
    if (!integral || value != (int) value) {
      throw fail("not an int32");
    }
    return (int) value;
  }

  private void expect(char c) {
    if (peek() != c) {
      throw fail("expected '" + c + "'");
    }
    pos++;
  }

  private long once(long seen, int field) {
    long bit = 1L << field;
    if ((seen & bit) != 0) {
      throw fail("field given twice");
    }
    return seen | bit;
  }

  private static byte[][] names(String... names) {
    byte[][] quoted = new byte[names.length][];
    for (int i = 0; i < names.length; i++) {
      quoted[i] = ('"' + names[i] + '"').getBytes(StandardCharsets.UTF_8);
    }
    return quoted;
  }
}
