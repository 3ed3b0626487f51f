package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import java.nio.charset.StandardCharsets;

/**
 * The names of generated classes, {@code dev.protojson.generated.<message$class$name>$JsonWriter} and
 * {@code ...$JsonReader}, and the fingerprint each records of what it was generated from. A name comes from the
 * message's Java class, not its proto name: one {@code .proto} file compiled into two Java packages (a vendored or
 * relocated copy next to the original) gives two classes of the same proto name in one class loader, and each needs
 * code of its own. Java's rules keep the names apart: a package cannot hold a class and a sub-package of one name,
 * so {@code a.B$C} and {@code a.B.C} never both exist. Classes generated at run time are defined in a class loader
 * per message class loader, so two copies of one type (from two class loaders) get the same name in two loaders.
 * Classes generated at build time are found by these names in the message class's loader.
 *
 * <p>A name says everything the class's bytecode depends on besides the type: of the options, only
 * {@code alwaysPrintFieldsWithNoPresence} changes a writer's code (the rest changes its constants), so such a
 * writer is {@code ...$JsonWriterAllFields}; a reader's code depends on no option.
 */
public final class GeneratedNames {

  /** Raised whenever the generators' output changes shape, so older pre-generated classes are not used. */
  private static final int FORMAT = 3;

  private static final String PACKAGE = "dev.protojson.generated.";

  /** In the package of {@link ClassDefiner}, where the hidden classes it defines must be. */
  private static final String DESCRIPTOR_WRITER = ClassDefiner.class.getPackageName() + ".DescriptorWriter$";

  private GeneratedNames() {}

  public static String writer(Class<?> messageClass, Options options) {
    return base(messageClass) + (options.alwaysPrintFieldsWithNoPresence() ? "$JsonWriterAllFields" : "$JsonWriter");
  }

  /**
   * The name of the writer class generated for a type known by its descriptor alone:
   * {@code dev.protojson.internal.codegen.DescriptorWriter$<proto$full$name>}. It is defined as a hidden class
   * ({@link ClassDefiner#defineHidden}), whose name gets a suffix of its own at each definition and which is never
   * looked up by name, so two marshallers with different descriptors of one name each have their own class; it
   * cannot meet the writer of a message class, whose name is in another package.
   */
  static String descriptorWriter(Descriptor type, Options options) {
    return DESCRIPTOR_WRITER + type.getFullName().replace('.', '$')
        + (options.alwaysPrintFieldsWithNoPresence() ? "$AllFields" : "");
  }

  public static String reader(Class<?> messageClass) {
    return base(messageClass) + "$JsonReader";
  }

  /**
   * What a generated class depends on: the generator format, the message class's name and the type's descriptor
   * (its fields, their types and names). A pre-generated class whose fingerprint differs was made from another
   * version of the {@code .proto} file or of protojson, and is not used.
   */
  public static String fingerprint(Message prototype) {
    // FNV-1a, 64 bits: a check against stale files, not against forgery, and no security provider to load
    long hash = 0xcbf29ce484222325L;
    byte[] name = (FORMAT + ":" + prototype.getClass().getName() + ":").getBytes(StandardCharsets.UTF_8);
    byte[] descriptor = prototype.getDescriptorForType().toProto().toByteArray();
    for (byte[] part : new byte[][] {name, descriptor}) {
      for (byte b : part) {
        hash = (hash ^ (b & 0xff)) * 0x100000001b3L;
      }
    }
    return Long.toHexString(hash) + "-" + Integer.toHexString(descriptor.length);
  }

  private static String base(Class<?> messageClass) {
    return PACKAGE + messageClass.getName().replace('.', '$');
  }
}
