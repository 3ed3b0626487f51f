package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import dev.protojson.internal.Options;
import dev.protojson.internal.Switches;
import dev.protojson.internal.write.MessageWriter;
import java.util.logging.Level;
import java.util.logging.Logger;
import net.bytebuddy.jar.asm.ClassTooLargeException;
import net.bytebuddy.jar.asm.MethodTooLargeException;

/**
 * Makes the writer of a type known by its descriptor alone: a class generated for it ({@link WriterGenerator} with
 * {@link DescriptorValues}) where classes can be defined at run time, else the interpreter ({@link DynamicWriter}).
 * The generated class writes the same bytes, a little faster (see docs/dynamic-messages.md); the interpreter needs
 * no class of its own, which is all a native image or {@code -Dprotojson.dynamic-code=false} allows.
 */
final class DescriptorWriters {

  private static final Logger LOG = Logger.getLogger(DescriptorWriters.class.getName());

  /** Whether classes may be defined: not by the switch, and never in a native image (build or run time). */
  private static volatile boolean generating = Switches.DYNAMIC_CODE
      && System.getProperty("org.graalvm.nativeimage.imagecode") == null;

  private DescriptorWriters() {}

  /** Whether {@link #writer} generates a class; false once the platform has refused to define one. */
  static boolean generating() {
    return generating;
  }

  /** The writer of {@code type} for {@code options}, its constants not yet set. */
  static MessageWriter writer(Descriptor type, Options options) {
    if (generating) {
      DescriptorValues values = new DescriptorValues(type);
      try {
        GeneratedClass generated = WriterGenerator.generate(type, options, values);
        return ClassDefiner.defineHidden(generated, values.classData(), MessageWriter.class);
      } catch (ClassTooLargeException | MethodTooLargeException e) {
        // Thousands of fields: more constants than a class file holds, which a plan does not mind
        LOG.log(Level.FINE, e, () -> "The writer of " + type.getFullName() + " is too large for a class; its "
            + "DynamicMessages are written by protojson's interpreter");
      } catch (UnsupportedOperationException | SecurityException e) {
        generating = false;
        LOG.log(Level.INFO, "protojson cannot define classes here; DynamicMessages are written by its interpreter",
            e);
      } catch (LinkageError e) {
        LOG.log(Level.WARNING, e, () -> "protojson could not define the writer of " + type.getFullName()
            + "; its DynamicMessages are written by the interpreter");
      }
    }
    return new DynamicWriter(type, options);
  }
}
