package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.ReadSupport;
import dev.protojson.internal.read.ReaderPlan;
import java.lang.reflect.Method;
import java.util.function.Function;
import net.bytebuddy.jar.asm.ClassWriter;
import net.bytebuddy.jar.asm.Label;
import net.bytebuddy.jar.asm.MethodVisitor;
import net.bytebuddy.jar.asm.Opcodes;
import net.bytebuddy.jar.asm.Type;
import tools.jackson.core.JsonParser;

/**
 * Generates the reader class of one message type: a {@link MessageReader} with a copy of the member loop of
 * {@link ReaderTemplate} plus the methods it calls, each a {@code tableswitch} on the field index (where that would
 * make a method too large, about a hundred fields of one shape, a switch per 32 fields in a method of its own, and a
 * switch that picks the part). Every case is
 * one straight-line recipe from {@link ReaderFieldRecipes} that ends in a return, so each case starts from the
 * method's entry frame and the methods stay a few bytes per field.
 *
 * <p>For {@code message Order { string id = 1; Customer customer = 2; repeated int64 quantities = 3; }} it
 * generates what this Java would compile to:
 *
 * <pre>{@code
 * public final class dev.protojson.generated.com$example$shop$Order$JsonReader extends MessageReader {
 *   // fields[i]: what the reader knows of field i; nestedReaders[i]: the reader of its message type
 *
 *   protected void readField(int field, JsonParser p, Message.Builder b) {
 *     switch (field) {
 *       case 0: ((Order.Builder) b).setId(ReadSupport.readString(p)); return;   // FieldKind.STRING.read()
 *       case 1:
 *         if (!((Order.Builder) b).hasCustomer()) {
 *           Customer.Builder c = Customer.newBuilder();
 *           nestedReaders[1].merge(p, c);
 *           ((Order.Builder) b).setCustomer(c.buildPartial());
 *           return;
 *         }
 *         nestedReaders[1].merge(p, ((Order.Builder) b).getCustomerBuilder()); return;
 *       default: throw ReadSupport.noCase(field);
 *     }
 *   }
 *
 *   protected void readElement(int field, JsonParser p, Message.Builder b) {
 *     switch (field) {
 *       case 2: ((Order.Builder) b).addQuantities(ReadSupport.readInt64(p)); return;   // FieldKind.INT64.read()
 *       default: throw ReadSupport.noCase(field);
 *     }
 *   }
 *
 *   // readEntry and mapSize: the same switch, for map fields (none here)
 *
 *   // The byte-level counterparts, for whole byte-array documents read into new messages (see ByteInput):
 *   protected void readFieldBytes(int field, ByteInput in, Message.Builder b) {
 *     switch (field) {
 *       case 0: ((Order.Builder) b).setId(in.readString()); return;          // FieldKind.STRING.byteLevelReadMethod()
 *       case 1: {
 *         Customer.Builder c = Customer.newBuilder();
 *         MessageReader.bytesReader(nestedReaders[1]).mergeBytes(in, c);
 *         ((Order.Builder) b).setCustomer(c.buildPartial());
 *         return;
 *       }
 *       default: throw ByteInput.unsupported(field);   // a field they leave to the Jackson reader: give up
 *     }
 *   }
 *   // readElementBytes and readEntryBytes: the same for repeated fields, addQuantities(in.readInt64()), and maps,
 *   // putLabels(in.key().readString(), ...) with in.afterKey() between the key and the value; reserveEntriesBytes,
 *   // for maps: putAllLabels(MapCapacity.of(getLabelsCount() + in.membersAhead()))
 *
 *   // A field of a well-known type is one static call that makes the message from the input (WellKnownType's
 *   // BytesForm): setCreated(TimestampJson.read(in)), setAttributes(StructJson.readStruct(in)); an Any's also takes
 *   // the type's reader, which finds the packed type: setPayload(AnyJson.read(nestedReaders[3], in)).
 *
 *   // merge, mergeMembers, mergeBytes and mergeMembersBytes, the loops over the object's members: copies of
 *   // ReaderTemplate's
 * }
 * }</pre>
 *
 * The reader is the counterpart of {@link WriterGenerator}'s writer. Its shape differs where reading does: a
 * member loop that finds fields by name in any order (a writer walks its fields in order), so the per-field code
 * sits in switches the loop calls instead of straight-line parts, and the loop itself is a template copied into
 * each class, so that a nested message's loop is inlined into its parent's.
 */
public final class ReaderGenerator {

  private static final Method READ_FIELD = declared("readField");
  private static final Method READ_ELEMENT = declared("readElement");
  private static final Method READ_ENTRY = declared("readEntry");
  private static final Method MAP_SIZE = declared("mapSize");
  private static final Method READ_FIELD_BYTES = declared("readFieldBytes", ByteInput.class);
  private static final Method READ_ELEMENT_BYTES = declared("readElementBytes", ByteInput.class);
  private static final Method READ_ENTRY_BYTES = declared("readEntryBytes", ByteInput.class);
  private static final Method RESERVE_ENTRIES_BYTES = declared("reserveEntriesBytes", ByteInput.class);
  private static final Method GIVE_UP = Bytecode.method(ByteInput.class, "unsupported", int.class);
  private static final Method NO_CASE = Bytecode.method(ReadSupport.class, "noCase", int.class);
  /** The fields of one switch method: a power of two, so that the part is the index shifted. */
  private static final int FIELDS_PER_PART = 32;
  /** About the most bytes of bytecode one case takes (a nested message's: 60 or so; a scalar's: 15 to 25). */
  private static final int MAX_CASE_SIZE = 64;
  /**
   * The most a switch may take, by {@link #MAX_CASE_SIZE} and 4 bytes per field in its table, to stay one method:
   * safely below HotSpot's 8,000 bytes, above which a method is never compiled.
   */
  private static final int SINGLE_METHOD_BUDGET = 7_000;

  private ReaderGenerator() {}

  /** The unloaded reader class of {@code prototype}'s type for {@code plan}, to define at run time. */
  public static GeneratedClass generate(Message prototype, ReaderPlan plan) {
    return generate(prototype, plan, null);
  }

  /** The same, recording {@code fingerprint} if it is not null (see {@link WriterGenerator}). */
  public static GeneratedClass generate(Message prototype, ReaderPlan plan, String fingerprint) {
    ReaderFieldRecipes recipes = new ReaderFieldRecipes(prototype);
    FieldInfo[] fields = plan.fields();
    String name = GeneratedNames.reader(prototype.getClass());
    ClassWriter writer = GeneratedClass.start(name, MessageReader.class);
    GeneratedClass.fingerprint(writer, fingerprint);
    GeneratedClass.constructor(writer, MessageReader.class, ReaderPlan.class);
    String self = name.replace('.', '/');
    switchOn(writer, self, READ_FIELD, fields, f -> f.isRepeated() ? null : recipes.singular(f), NO_CASE);
    switchOn(writer, self, READ_ELEMENT, fields,
        f -> f.isRepeated() && !f.isMapField() ? recipes.element(f) : null, NO_CASE);
    switchOn(writer, self, READ_ENTRY, fields, f -> f.isMapField() ? recipes.entry(f) : null, NO_CASE);
    switchOn(writer, self, MAP_SIZE, fields, f -> f.isMapField() ? recipes.mapSize(f) : null, NO_CASE);
    switchOn(writer, self, READ_FIELD_BYTES, fields, f -> f.isRepeated() ? null : recipes.singularBytes(f),
        GIVE_UP);
    switchOn(writer, self, READ_ELEMENT_BYTES, fields,
        f -> f.isRepeated() && !f.isMapField() ? recipes.elementBytes(f) : null, GIVE_UP);
    switchOn(writer, self, READ_ENTRY_BYTES, fields, f -> f.isMapField() ? recipes.entryBytes(f) : null, GIVE_UP);
    switchOn(writer, self, RESERVE_ENTRIES_BYTES, fields, f -> f.isMapField() ? recipes.reserveEntries(f) : null,
        NO_CASE);
    return GeneratedClass.finish(name, writer, TemplateCopy.READER);
  }

  private static Method declared(String name) {
    return declared(name, JsonParser.class);
  }

  private static Method declared(String name, Class<?> input) {
    try {
      return MessageReader.class.getDeclaredMethod(name, int.class, input, Message.Builder.class);
    } catch (NoSuchMethodException e) {
      throw new IllegalStateException("No " + name + " in " + MessageReader.class.getName(), e);
    }
  }

  /** One case body: leaves nothing (or the int result) on the stack; the switch adds the return. */
  interface Recipe {
    void emit(MethodVisitor mv, int index);
  }

  /**
   * Implements {@code method}, {@code (int field, JsonParser p, Message.Builder builder)} (or a {@code ByteInput}
   * instead of the parser), as a switch on the field index with a case for each field {@code recipeFor} has a
   * recipe for; any other index throws what {@code noCase}, {@code (int index)}, returns. Where that switch could
   * pass {@link #SINGLE_METHOD_BUDGET} (about a hundred cases) the message gets a switch per
   * {@value #FIELDS_PER_PART} fields, each in a method of its own, and {@code method} picks the part:
   * {@code switch (field >>> 5) { case 0: return readField$0(field, p, b); ... }}. One switch for all would pass
   * HotSpot's 8,000 bytes above which a method is never compiled at a few hundred fields, and the JVM's 64 KB per
   * method at about a thousand message-typed ones.
   */
  private static void switchOn(ClassWriter writer, String self, Method method, FieldInfo[] fields,
      Function<FieldDescriptor, Recipe> recipeFor, Method noCase) {
    Recipe[] recipes = new Recipe[fields.length];
    int cases = 0;
    for (int i = 0; i < fields.length; i++) {
      recipes[i] = recipeFor.apply(fields[i].descriptor());
      cases += recipes[i] != null ? 1 : 0;
    }
    String descriptor = Type.getMethodDescriptor(method);
    if (4 * fields.length + MAX_CASE_SIZE * cases <= SINGLE_METHOD_BUDGET) {
      MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PROTECTED, method.getName(), descriptor, null, null);
      switchPart(mv, method, recipes, 0, fields.length, noCase);
      return;
    }
    int parts = (fields.length + FIELDS_PER_PART - 1) / FIELDS_PER_PART;
    boolean[] used = new boolean[parts];
    for (int part = 0; part < parts; part++) {
      int from = part * FIELDS_PER_PART;
      int to = Math.min(fields.length, from + FIELDS_PER_PART);
      for (int i = from; i < to; i++) {
        used[part] |= recipes[i] != null;
      }
      if (used[part]) {
        MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, partName(method, part),
            descriptor, null, null);
        switchPart(mv, method, recipes, from, to, noCase);
      }
    }
    MethodVisitor mv = writer.visitMethod(Opcodes.ACC_PROTECTED, method.getName(), descriptor, null, null);
    mv.visitCode();
    Label fallback = new Label();
    Label[] labels = new Label[parts];
    for (int part = 0; part < parts; part++) {
      labels[part] = used[part] ? new Label() : fallback;
    }
    mv.visitVarInsn(Opcodes.ILOAD, 1);
    Bytecode.pushInt(mv, Integer.numberOfTrailingZeros(FIELDS_PER_PART));
    mv.visitInsn(Opcodes.IUSHR);
    mv.visitTableSwitchInsn(0, parts - 1, fallback, labels);
    for (int part = 0; part < parts; part++) {
      if (used[part]) {
        mv.visitLabel(labels[part]);
        mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
        for (int slot = 0; slot < 4; slot++) {
          mv.visitVarInsn(slot == 1 ? Opcodes.ILOAD : Opcodes.ALOAD, slot);
        }
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, self, partName(method, part), descriptor, false);
        mv.visitInsn(Type.getType(method.getReturnType()).getOpcode(Opcodes.IRETURN));
      }
    }
    Bytecode.endWithNoCase(mv, fallback, noCase);
  }

  private static String partName(Method method, int part) {
    return method.getName() + "$" + part;
  }

  /** The switch over fields {@code from} to {@code to} (exclusive) as the whole body of {@code mv}. */
  private static void switchPart(MethodVisitor mv, Method method, Recipe[] recipes, int from, int to,
      Method noCase) {
    int returnOpcode = Type.getType(method.getReturnType()).getOpcode(Opcodes.IRETURN);
    mv.visitCode();
    boolean any = false;
    for (int i = from; i < to; i++) {
      any |= recipes[i] != null;
    }
    Label fallback = any ? new Label() : null;
    if (any) {
      Label[] labels = new Label[to - from];
      for (int i = from; i < to; i++) {
        labels[i - from] = recipes[i] == null ? fallback : new Label();
      }
      mv.visitVarInsn(Opcodes.ILOAD, 1);
      mv.visitTableSwitchInsn(from, to - 1, fallback, labels);
      for (int i = from; i < to; i++) {
        if (recipes[i] != null) {
          mv.visitLabel(labels[i - from]);
          mv.visitFrame(Opcodes.F_SAME, 0, null, 0, null);
          recipes[i].emit(mv, i);
          mv.visitInsn(returnOpcode);
        }
      }
    }
    Bytecode.endWithNoCase(mv, fallback, noCase);
  }
}
