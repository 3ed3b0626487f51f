package dev.protojson.internal.wellknown;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.read.ByteInput;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.SerializableString;

/**
 * A well-known type given by its descriptor alone, as a {@code DynamicMessage}: read and written by the one class of
 * that type ({@link WellKnownTypes}), on protobuf-java's generated class. Each value is copied field by field between
 * the two ({@link FieldCopy}): so the JSON of every well-known type is made in one place, however its messages come,
 * and the dynamic path differs only in how values are fetched and stored. The wrappers, {@code Timestamp},
 * {@code Duration}, {@code FieldMask}, {@code Struct}, {@code Value} and {@code ListValue} are written straight from
 * their fields' values, by the same writers ({@link WellKnownType#fieldsWriter}), and read at the byte level
 * straight into new messages, by the same reads ({@link WellKnownType#fieldsByteReader}). A message of another
 * descriptor of the type than the registered one (a copy of it, loaded again from a descriptor set) is converted
 * through its binary form.
 */
public final class DynamicWellKnown {

  private DynamicWellKnown() {}

  /** Whether {@code type} is a well-known type with JSON of its own, which this class reads and writes. */
  public static boolean handles(Descriptor type) {
    return WellKnownTypes.of(type) != null;
  }

  /** The writer of {@code type}'s messages of any class; {@code type} must be {@link #handles handled}. */
  public static TypeWriter writer(Descriptor type, WellKnownType.Context context) {
    Message generated = generated(type);
    WellKnownType wellKnown = WellKnownTypes.of(type);
    return new Writer(generated, copy(type, generated.getDescriptorForType()), type, wellKnown.fieldsWriter(type, context),
        wellKnown.writer(context));
  }

  /** The reader of {@code type}'s JSON into builders of any class; {@code type} must be {@link #handles handled}. */
  public static Reader reader(Descriptor type, WellKnownType.Context context) {
    Message generated = generated(type);
    WellKnownType wellKnown = WellKnownTypes.of(type);
    return new Reader(generated, copy(type, generated.getDescriptorForType()),
        copy(generated.getDescriptorForType(), type), wellKnown, wellKnown.reader(context), type,
        wellKnown.fieldsByteReader(type));
  }

  private static Message generated(Descriptor type) {
    Message generated = WellKnownTypes.anyPayload(type.getFullName());
    if (generated == null) {
      throw new IllegalStateException("No generated class for the well-known type " + type.getFullName());
    }
    return generated;
  }

  /** The field-by-field copy, or null where the descriptors differ in their fields: then the binary form serves. */
  private static FieldCopy copy(Descriptor source, Descriptor target) {
    try {
      return FieldCopy.between(source, target);
    } catch (IllegalArgumentException differentFields) {
      return null;
    }
  }

  private static final class Writer extends TypeWriter {

    private final Message generated;
    private final FieldCopy toGenerated;
    private final Descriptor type;
    /** The type's JSON from the fields of a message of {@code type}, without a copy; null if the type has none. */
    private final WellKnownType.Write<Message> fromFields;
    private final TypeWriter writer;

    Writer(Message generated, FieldCopy toGenerated, Descriptor type, WellKnownType.Write<Message> fromFields,
        TypeWriter writer) {
      this.generated = generated;
      this.toGenerated = toGenerated;
      this.type = type;
      this.fromFields = fromFields;
      this.writer = writer;
    }

    @Override
    public void write(Message message, JsonGenerator generator) {
      if (fromFields != null && message.getDescriptorForType() == type) {
        fromFields.write(generator, message);
      } else {
        writer.write(converted(message), generator);
      }
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      if (fromFields != null) {
        // The name, then write(value): what the generated class's writer of such a type does too.
        super.writeField(generator, name, present, value);
      } else {
        writer.writeField(generator, name, present, present ? converted(value) : generated);
      }
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      if (fromFields != null) {
        super.writeElements(generator, name, list, always);
        return;
      }
      List<Message> values = new ArrayList<>(list.size());
      for (Message value : list) {
        values.add(converted(value));
      }
      writer.writeElements(generator, name, values, always);
    }

    /** {@code message} as the generated class. */
    private Message converted(Message message) {
      if (message.getClass() == generated.getClass()) {
        return message;
      }
      if (toGenerated != null && toGenerated.reads(message)) {
        Message.Builder content = generated.newBuilderForType();
        toGenerated.copy(message, content);
        return content.buildPartial();
      }
      return parsed(generated, message.toByteString());
    }
  }

  /** Reads into builders of any class; into a {@code DynamicMessage.Builder} by way of the generated class. */
  public static final class Reader extends TypeReader {

    private final Message generated;
    private final Class<?> generatedBuilder;
    private final FieldCopy toGenerated;
    private final FieldCopy fromGenerated;
    private final WellKnownType type;
    private final TypeReader reader;
    private final Descriptor descriptor;
    /** A new message of {@link #descriptor} from the input, without the generated class; null if the type has none. */
    private final WellKnownType.ByteLevelRead<Message> intoFields;

    Reader(Message generated, FieldCopy toGenerated, FieldCopy fromGenerated, WellKnownType type,
        TypeReader reader, Descriptor descriptor, WellKnownType.ByteLevelRead<Message> intoFields) {
      this.descriptor = descriptor;
      this.intoFields = intoFields;
      this.generated = generated;
      this.generatedBuilder = generated.newBuilderForType().getClass();
      this.toGenerated = toGenerated;
      this.fromGenerated = fromGenerated;
      this.type = type;
      this.reader = reader;
    }

    /** Merges into a builder of the generated class holding what {@code builder} holds, then takes that back. */
    @Override
    public void merge(JsonParser parser, Message.Builder builder) {
      if (builder.getClass() == generatedBuilder) {
        reader.merge(parser, builder);
        return;
      }
      Message.Builder content = generated.newBuilderForType();
      boolean byFields = byFields(builder);
      if (byFields) {
        toGenerated.copy(builder, content);
      } else {
        content.mergeFrom(parsed(generated, builder.buildPartial().toByteString()));
      }
      reader.merge(parser, content);
      builder.clear();
      store(content.buildPartial(), builder, byFields);
    }

    /**
     * Sets the value at the input's position, read by the type's byte-level method, in {@code builder}, a new
     * builder; gives up where that method gives up.
     */
    public void mergeBytes(ByteInput in, Message.Builder builder) {
      Message value = type.readAtByteLevel(reader, in);
      if (builder.getClass() == generatedBuilder) {
        builder.mergeFrom(value);
        return;
      }
      store(value, builder, byFields(builder));
    }

    /**
     * The value at the input's position, read by the type's byte-level method, as a message of {@code content}'s
     * type: {@code content}, a new builder, is used only where that method does not make such messages itself.
     */
    public Message readBytes(ByteInput in, Message.Builder content) {
      if (intoFields != null && content.getDescriptorForType() == descriptor) {
        return intoFields.read(in);
      }
      mergeBytes(in, content);
      return content.buildPartial();
    }

    /** Whether {@code builder}'s values are copied field by field, not through the binary form. */
    private boolean byFields(Message.Builder builder) {
      return toGenerated != null && fromGenerated != null && toGenerated.reads(builder);
    }

    private void store(Message value, Message.Builder builder, boolean byFields) {
      if (byFields) {
        fromGenerated.copy(value, builder);
      } else {
        try {
          builder.mergeFrom(value.toByteString());
        } catch (InvalidProtocolBufferException e) {
          throw new IllegalStateException("A " + type.fullName() + " does not convert", e);
        }
      }
    }
  }

  private static Message parsed(Message generated, ByteString bytes) {
    try {
      return generated.getParserForType().parseFrom(bytes);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException("A " + generated.getDescriptorForType().getFullName() + " does not convert", e);
    }
  }
}
