package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.MethodVisitor;

/**
 * How a generated writer gets a field's value from the message: the one thing in which the writer of a generated
 * message class ({@link AccessorValues}: its accessors) and the writer of a type known by its descriptor alone
 * ({@link DescriptorValues}: {@code hasField}, {@code getField}) differ. {@link WriterFieldRecipes} asks for each
 * value here and writes it with the same helper either way.
 *
 * <p>Each method is asked once per field, when the recipes are made, and returns the instructions to emit, so that
 * a missing accessor shows while generating rather than at the first write.
 */
interface FieldValues {

  /** Instructions that push a value, with the message in slot 1 of the generated method. */
  interface Fetch {
    void emit(MethodVisitor mv, String owner);
  }

  /** The type of what the generated part methods take in slot 1: the message, or the values fetched from it. */
  Class<?> messageType();

  /**
   * Pushes what a part method takes, in {@code writeFields(Message, JsonGenerator)} with the message in slot 1.
   * {@code first} is set for the first part, where anything fetched for all parts is fetched and kept in slot 3.
   */
  void loadPart(MethodVisitor mv, String owner, boolean first);

  /** The class of a message field's values, as the fetched value has it. */
  Class<?> messageClass(FieldDescriptor field);

  /** Pushes whether a field with presence is set. */
  Fetch presence(FieldDescriptor field);

  /** Pushes a singular scalar or enum field's value as its kind's helper takes it: an enum by its number. */
  Fetch value(FieldDescriptor field);

  /** Pushes whether a singular message field is set, then its value (anything at all when it is not set). */
  Fetch message(FieldDescriptor field);

  /** Pushes a repeated field's values as a {@code List} (of numbers for an open enum's generated accessor). */
  Fetch list(FieldDescriptor field);

  /** Pushes a map field's entries as a {@code Map}. */
  Fetch map(FieldDescriptor field);

  /** Adds what the fetches need to the generated class: nothing, or the constants they read. */
  void declare(ClassWriter writer, String self);
}
