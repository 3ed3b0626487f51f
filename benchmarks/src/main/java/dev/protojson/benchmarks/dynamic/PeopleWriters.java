package dev.protojson.benchmarks.dynamic;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.demo.people.Address;
import dev.protojson.demo.people.People;
import dev.protojson.demo.people.Person;
import dev.protojson.internal.Options;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.write.MessageWriter;
import dev.protojson.internal.write.WriteSupport;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;

/**
 * The {@code DynamicMessage} writers of demo/people.proto's types written by hand in the shape code generated per
 * descriptor would have (see {@link PerDescriptorCode}).
 */
final class PeopleWriters {

  private PeopleWriters() {}

  /** The writer of {@code type}, for {@code DynamicCode.writers}. */
  static MessageWriter of(Descriptor type, Options options) {
    PerDescriptorCode.requireDefaults(options);
    return switch (type.getName()) {
      case "People" -> new PeopleWriter();
      case "Person" -> new PersonWriter();
      case "Address" -> new AddressWriter();
      default -> throw new IllegalArgumentException("No writer for " + type.getFullName());
    };
  }

  /** What would be generated for {@code People}. */
  static final class PeopleWriter extends MessageWriter {

    private static final FieldDescriptor PERSON = People.getDescriptor().getFields().get(0);

    private SerializableString n0;
    private TypeWriter w0;

    @Override
    public void setConstant(int index, Object value) {
      switch (index) {
        case 0 -> n0 = (SerializableString) value;
        case 1 -> w0 = (TypeWriter) value;
        default -> throw new IllegalArgumentException("No constant " + index);
      }
    }

    @SuppressWarnings("unchecked")
    @Override
    public void writeFields(Message m, JsonGenerator g) {
      w0.writeElements(g, n0, (List<? extends Message>) m.getField(PERSON), false);
    }

    // The copies a generator makes of WriterTemplate's methods: here, `writeFields` and `write` are called on
    // this final class alone.

    @Override
    public void write(Message message, JsonGenerator generator) {
      startObject(generator, message);
      writeFields(message, generator);
      endObject(generator);
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      if (present) {
        generator.writeName(name);
        try {
          write(value, generator);
        } catch (WriteFailure e) {
          throw e.underField(name);
        }
      }
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      int count = list.size();
      if (count == 0 && !always) {
        return;
      }
      generator.writeName(name);
      generator.writeStartArray(list, count);
      int i = 0;
      try {
        for (; i < count; i++) {
          write(list.get(i), generator);
        }
      } catch (WriteFailure e) {
        throw e.underElement(name, i);
      }
      generator.writeEndArray();
    }
  }

  /** What would be generated for {@code Person}. */
  static final class PersonWriter extends MessageWriter {

    private static final FieldDescriptor NAME = Person.getDescriptor().getFields().get(0);
    private static final FieldDescriptor ADDRESS = Person.getDescriptor().getFields().get(1);
    private static final FieldDescriptor MOBILE = Person.getDescriptor().getFields().get(2);
    private static final FieldDescriptor EMAIL = Person.getDescriptor().getFields().get(3);

    private SerializableString n0;
    private SerializableString n1;
    private TypeWriter w1;
    private SerializableString n2;
    private SerializableString n3;

    @Override
    public void setConstant(int index, Object value) {
      switch (index) {
        case 0 -> n0 = (SerializableString) value;
        case 1 -> n1 = (SerializableString) value;
        case 2 -> w1 = (TypeWriter) value;
        case 3 -> n2 = (SerializableString) value;
        case 4 -> n3 = (SerializableString) value;
        default -> throw new IllegalArgumentException("No constant " + index);
      }
    }

    @SuppressWarnings("unchecked")
    @Override
    public void writeFields(Message m, JsonGenerator g) {
      WriteSupport.string(g, n0, (String) m.getField(NAME));
      w1.writeElements(g, n1, (List<? extends Message>) m.getField(ADDRESS), false);
      WriteSupport.strings(g, n2, (List<String>) m.getField(MOBILE), false);
      WriteSupport.strings(g, n3, (List<String>) m.getField(EMAIL), false);
    }

    // The copies a generator makes of WriterTemplate's methods: here, `writeFields` and `write` are called on
    // this final class alone.

    @Override
    public void write(Message message, JsonGenerator generator) {
      startObject(generator, message);
      writeFields(message, generator);
      endObject(generator);
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      if (present) {
        generator.writeName(name);
        try {
          write(value, generator);
        } catch (WriteFailure e) {
          throw e.underField(name);
        }
      }
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      int count = list.size();
      if (count == 0 && !always) {
        return;
      }
      generator.writeName(name);
      generator.writeStartArray(list, count);
      int i = 0;
      try {
        for (; i < count; i++) {
          write(list.get(i), generator);
        }
      } catch (WriteFailure e) {
        throw e.underElement(name, i);
      }
      generator.writeEndArray();
    }
  }

  /** What would be generated for {@code Address}. */
  static final class AddressWriter extends MessageWriter {

    private static final FieldDescriptor STREET = Address.getDescriptor().getFields().get(0);
    private static final FieldDescriptor NUMBER = Address.getDescriptor().getFields().get(1);

    private SerializableString n0;
    private SerializableString n1;

    @Override
    public void setConstant(int index, Object value) {
      switch (index) {
        case 0 -> n0 = (SerializableString) value;
        case 1 -> n1 = (SerializableString) value;
        default -> throw new IllegalArgumentException("No constant " + index);
      }
    }

    @Override
    public void writeFields(Message m, JsonGenerator g) {
      WriteSupport.string(g, n0, (String) m.getField(STREET));
      WriteSupport.int32(g, n1, (Integer) m.getField(NUMBER));
    }

    // The copies a generator makes of WriterTemplate's methods: here, `writeFields` and `write` are called on
    // this final class alone.

    @Override
    public void write(Message message, JsonGenerator generator) {
      startObject(generator, message);
      writeFields(message, generator);
      endObject(generator);
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      if (present) {
        generator.writeName(name);
        try {
          write(value, generator);
        } catch (WriteFailure e) {
          throw e.underField(name);
        }
      }
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      int count = list.size();
      if (count == 0 && !always) {
        return;
      }
      generator.writeName(name);
      generator.writeStartArray(list, count);
      int i = 0;
      try {
        for (; i < count; i++) {
          write(list.get(i), generator);
        }
      } catch (WriteFailure e) {
        throw e.underElement(name, i);
      }
      generator.writeEndArray();
    }
  }
}
