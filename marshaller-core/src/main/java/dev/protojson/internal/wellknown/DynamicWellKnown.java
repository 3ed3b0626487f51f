package dev.protojson.internal.wellknown;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.SerializableString;

/**
 * A well-known type given by its descriptor alone, as a {@code DynamicMessage}: read and written by the one class of
 * that type ({@link WellKnownTypes}), on protobuf-java's generated class, to which each value is converted through
 * its binary form. So the JSON of every well-known type is made in one place, however its messages come; a
 * descriptor of the type loaded from a descriptor set is another object than protobuf-java's, and is converted
 * the same way.
 */
public final class DynamicWellKnown {

  private DynamicWellKnown() {}

  /** Whether {@code type} is a well-known type with JSON of its own, which this class reads and writes. */
  public static boolean handles(Descriptor type) {
    return WellKnownTypes.of(type) != null;
  }

  /** The writer of {@code type}'s messages of any class; {@code type} must be {@link #handles handled}. */
  public static TypeWriter writer(Descriptor type, WellKnownType.Context context) {
    return new Writer(generated(type), WellKnownTypes.of(type).writer(context));
  }

  /** The reader of {@code type}'s JSON into builders of any class; {@code type} must be {@link #handles handled}. */
  public static TypeReader reader(Descriptor type, WellKnownType.Context context) {
    return new Reader(generated(type), WellKnownTypes.of(type).reader(context));
  }

  private static Message generated(Descriptor type) {
    Message generated = WellKnownTypes.anyPayload(type.getFullName());
    if (generated == null) {
      throw new IllegalStateException("No generated class for the well-known type " + type.getFullName());
    }
    return generated;
  }

  private static final class Writer extends TypeWriter {

    private final Message generated;
    private final TypeWriter writer;

    Writer(Message generated, TypeWriter writer) {
      this.generated = generated;
      this.writer = writer;
    }

    @Override
    public void write(Message message, JsonGenerator generator) {
      writer.write(converted(generated, message), generator);
    }

    @Override
    public void writeField(JsonGenerator generator, SerializableString name, boolean present, Message value) {
      writer.writeField(generator, name, present, present ? converted(generated, value) : generated);
    }

    @Override
    public void writeElements(JsonGenerator generator, SerializableString name, List<? extends Message> list,
        boolean always) {
      writer.writeElements(generator, name, list.stream().map(value -> converted(generated, value)).toList(), always);
    }
  }

  private static final class Reader extends TypeReader {

    private final Message generated;
    private final Class<?> generatedBuilder;
    private final TypeReader reader;

    Reader(Message generated, TypeReader reader) {
      this.generated = generated;
      this.generatedBuilder = generated.newBuilderForType().getClass();
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
      ByteString held = builder.buildPartial().toByteString();
      try {
        content.mergeFrom(held);
        reader.merge(parser, content);
        builder.clear().mergeFrom(content.buildPartial().toByteString());
      } catch (InvalidProtocolBufferException e) {
        throw new IllegalStateException("A " + generated.getDescriptorForType().getFullName() + " does not convert", e);
      }
    }
  }

  /** {@code message} as the generated class {@code generated} is of. */
  private static Message converted(Message generated, Message message) {
    if (message.getClass() == generated.getClass()) {
      return message;
    }
    try {
      return generated.getParserForType().parseFrom(message.toByteString());
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException("A " + generated.getDescriptorForType().getFullName() + " does not convert", e);
    }
  }
}
