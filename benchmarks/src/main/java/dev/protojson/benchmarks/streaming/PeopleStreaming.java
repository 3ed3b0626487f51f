package dev.protojson.benchmarks.streaming;

import dev.protojson.demo.people.Address;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.SerializedString;

/** Hand-written proto3 JSON for {@link People}. */
public final class PeopleStreaming extends StreamingCodec<People> {

  private static final SerializableString PERSON = new SerializedString("person");
  private static final SerializableString NAME = new SerializedString("name");
  private static final SerializableString ADDRESS = new SerializedString("address");
  private static final SerializableString MOBILE = new SerializedString("mobile");
  private static final SerializableString EMAIL = new SerializedString("email");
  private static final SerializableString STREET = new SerializedString("street");
  private static final SerializableString NUMBER = new SerializedString("number");

  private static final Fields PEOPLE_FIELDS = new Fields("person", null);
  private static final Fields PERSON_FIELDS = new Fields(
      "name", null, "address", null, "mobile", null, "email", null);
  private static final Fields ADDRESS_FIELDS = new Fields("street", null, "number", null);

  @Override
  protected void writeValue(JsonGenerator g, People people, char[] scratch) {
    g.writeStartObject();
    int count = people.getPersonCount();
    if (count > 0) {
      g.writeName(PERSON);
      g.writeStartArray();
      for (int i = 0; i < count; i++) {
        writePerson(g, people.getPerson(i));
      }
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  static void writePerson(JsonGenerator g, Person person) {
    g.writeStartObject();
    if (!person.getName().isEmpty()) {
      g.writeName(NAME);
      g.writeString(person.getName());
    }
    int addresses = person.getAddressCount();
    if (addresses > 0) {
      g.writeName(ADDRESS);
      g.writeStartArray();
      for (int i = 0; i < addresses; i++) {
        Address a = person.getAddress(i);
        g.writeStartObject();
        if (!a.getStreet().isEmpty()) {
          g.writeName(STREET);
          g.writeString(a.getStreet());
        }
        if (a.getNumber() != 0) {
          g.writeName(NUMBER);
          g.writeNumber(a.getNumber());
        }
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    int mobiles = person.getMobileCount();
    if (mobiles > 0) {
      g.writeName(MOBILE);
      g.writeStartArray();
      for (int i = 0; i < mobiles; i++) {
        g.writeString(person.getMobile(i));
      }
      g.writeEndArray();
    }
    int emails = person.getEmailCount();
    if (emails > 0) {
      g.writeName(EMAIL);
      g.writeStartArray();
      for (int i = 0; i < emails; i++) {
        g.writeString(person.getEmail(i));
      }
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  @Override
  protected People readValue(JsonParser p) {
    People.Builder b = People.newBuilder();
    long seen = 0;
    for (int f; (f = PEOPLE_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      expect(p, p.currentToken(), JsonToken.START_ARRAY);
      while (p.nextToken() == JsonToken.START_OBJECT) {
        Person.Builder person = Person.newBuilder();
        readPerson(p, person);
        b.addPerson(person.build());
      }
      expect(p, p.currentToken(), JsonToken.END_ARRAY);
    }
    return b.build();
  }

  static void readPerson(JsonParser p, Person.Builder b) {
    long seen = 0;
    for (int f; (f = PERSON_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      switch (f) {
        case 0 -> b.setName(Text.readString(p));
        case 1 -> {
          expect(p, p.currentToken(), JsonToken.START_ARRAY);
          while (p.nextToken() == JsonToken.START_OBJECT) {
            Address.Builder address = Address.newBuilder();
            readAddress(p, address);
            b.addAddress(address.build());
          }
          expect(p, p.currentToken(), JsonToken.END_ARRAY);
        }
        case 2 -> {
          expect(p, p.currentToken(), JsonToken.START_ARRAY);
          while (p.nextToken() != JsonToken.END_ARRAY) {
            b.addMobile(Text.readString(p));
          }
        }
        default -> {
          expect(p, p.currentToken(), JsonToken.START_ARRAY);
          while (p.nextToken() != JsonToken.END_ARRAY) {
            b.addEmail(Text.readString(p));
          }
        }
      }
    }
  }

  private static void readAddress(JsonParser p, Address.Builder b) {
    long seen = 0;
    for (int f; (f = ADDRESS_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      if (f == 0) {
        b.setStreet(Text.readString(p));
      } else {
        b.setNumber(Text.readInt32(p));
      }
    }
  }
}
