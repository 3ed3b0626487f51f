package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.Wide;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.assertj.core.api.AbstractThrowableAssert;

/** Marshallers and assertions shared by the reader tests. */
final class ReadFixtures {

  static final MessageMarshaller STRICT = builder().build();
  static final MessageMarshaller LENIENT = builder().ignoringUnknownFields().build();

  private ReadFixtures() {}

  static MessageMarshaller.Builder builder() {
    return MessageMarshaller.builder()
        .register(AllTypes.getDefaultInstance())
        .register(Proto2Types.getDefaultInstance())
        .register(EditionTypes.getDefaultInstance())
        .register(TreeA.getDefaultInstance())
        .register(Wide.getDefaultInstance())
        .register(dev.protojson.test.odd.OddNames.getDefaultInstance())
        .register(dev.protojson.test.odd.Enum_Value_Clashes.getDefaultInstance())
        .register(dev.protojson.test.odd.Empty_Json_Name.getDefaultInstance())
        .register(com.google.protobuf.Any.getDefaultInstance())
        .register(com.google.protobuf.Value.getDefaultInstance())
        .register(com.google.protobuf.Timestamp.getDefaultInstance())
        .register(com.google.protobuf.Duration.getDefaultInstance())
        .register(com.google.protobuf.DoubleValue.getDefaultInstance())
        .register(com.google.protobuf.Int64Value.getDefaultInstance())
        .register(com.google.protobuf.Empty.getDefaultInstance());
  }

  /**
   * Reads {@code json} as AllTypes, as text and as UTF-8 bytes (which a thread's kept parser reads, after
   * whatever documents it read before), and asserts that both give the same message.
   */
  static AllTypes read(String json) {
    AllTypes message = STRICT.readValue(json, AllTypes.class);
    assertThat(STRICT.readValue(json.getBytes(StandardCharsets.UTF_8), AllTypes.class)).as("read from bytes: %s", json)
        .isEqualTo(message);
    return message;
  }

  static AllTypes lenient(String json) {
    return LENIENT.readValue(json, AllTypes.class);
  }

  /** Asserts that reading {@code json} as AllTypes fails at {@code path} with a message containing each hint. */
  static AbstractThrowableAssert<?, ?> rejects(String json, String path, String... hints) {
    return rejects(STRICT, json, path, hints);
  }

  /**
   * The same, and the UTF-8 bytes of {@code json} (which a thread's kept parser reads, after whatever documents it
   * read before) fail at the same path and line. (The column and Jackson's wording may differ: Jackson's parsers
   * of bytes and of characters word some errors differently.) Read as a {@code DynamicMessage} of AllTypes'
   * descriptor, text and bytes fail exactly as they fail for the generated class: message, path, line and column.
   */
  static AbstractThrowableAssert<?, ?> rejects(MessageMarshaller marshaller, String json, String path,
      String... hints) {
    resumeByteLevel(marshaller);
    AbstractThrowableAssert<?, ?> fromText = checked(assertThatThrownBy(() -> marshaller.readValue(json,
        AllTypes.class)), path, hints);
    ProtoJsonParseException text = catchParseException(() -> marshaller.readValue(json, AllTypes.class));
    ProtoJsonParseException bytes = catchParseException(() -> marshaller.readValue(
        json.getBytes(StandardCharsets.UTF_8), AllTypes.class));
    assertThat(List.of(bytes.getFieldPath(), bytes.getLine())).as("from bytes")
        .isEqualTo(List.of(text.getFieldPath(), text.getLine()));
    assertSameFailure(catchParseException(() -> marshaller.readValue(json, AllTypes.getDescriptor())), text,
        "as a DynamicMessage");
    assertSameFailure(catchParseException(() -> marshaller.readValue(json.getBytes(StandardCharsets.UTF_8),
        AllTypes.getDescriptor())), bytes, "as a DynamicMessage, from bytes");
    return fromText;
  }

  /**
   * Reads a valid document of AllTypes, as the class and as its descriptor: the byte-level methods pause for a type
   * after eight documents in a row they gave up on, and each case of a catalogue of bad input is one. Without this,
   * most cases would never reach the byte-level methods, whose refusal of bad input they are meant to check too.
   */
  static void resumeByteLevel(MessageMarshaller marshaller) {
    resumeByteLevel(marshaller, AllTypes.getDefaultInstance());
  }

  /**
   * {@link #resumeByteLevel(MessageMarshaller)} for the type of {@code type}: a document with its required fields
   * (Proto2Types, EditionTypes) or an empty one, read as the class and as the descriptor.
   */
  static void resumeByteLevel(MessageMarshaller marshaller, Message type) {
    // Required fields set: a document lacking one is given up on too.
    String json = type instanceof Proto2Types ? "{\"id\": 1, \"name\": \"n\"}"
        : type instanceof EditionTypes ? "{\"requiredInt32\": 1}" : type instanceof AllTypes ? "{\"fInt32\": 1}" : "{}";
    byte[] valid = json.getBytes(StandardCharsets.UTF_8);
    Message generated = marshaller.readValue(valid, type.getClass());
    assertThat(marshaller.readValue(valid, type.getDescriptorForType()).toByteString()).as(json)
        .isEqualTo(generated.toByteString());
  }

  /** {@link #resumeByteLevel(MessageMarshaller, Message)} for a generated class. */
  static void resumeByteLevel(MessageMarshaller marshaller, Class<? extends Message> type) {
    resumeByteLevel(marshaller, com.google.protobuf.Internal.getDefaultInstance(type));
  }

  /** Asserts that {@code actual} is {@code expected}'s failure: the same message, path, line and column. */
  static void assertSameFailure(ProtoJsonParseException actual, ProtoJsonParseException expected, String what) {
    assertThat(List.of(actual.getMessage(), actual.getFieldPath(), actual.getLine(), actual.getColumn())).as(what)
        .isEqualTo(List.of(expected.getMessage(), expected.getFieldPath(), expected.getLine(), expected.getColumn()));
  }

  static ProtoJsonParseException catchParseException(Runnable read) {
    try {
      read.run();
    } catch (ProtoJsonParseException e) {
      return e;
    }
    throw new AssertionError("expected a ProtoJsonParseException");
  }

  static AbstractThrowableAssert<?, ?> checked(AbstractThrowableAssert<?, ?> thrown, String path, String... hints) {
    thrown.isInstanceOf(ProtoJsonParseException.class)
        .satisfies(e -> assertThat(((ProtoJsonParseException) e).getFieldPath()).isEqualTo(path))
        .satisfies(e -> assertThat(((ProtoJsonParseException) e).getLine()).isPositive());
    for (String hint : hints) {
      thrown.hasMessageContaining(hint);
    }
    return thrown;
  }
}
