package dev.protojson.benchmarks.startup;

import dev.protojson.GeneratedCode;
import dev.protojson.MessageMarshaller;
import java.nio.file.Path;

/**
 * Generates protojson's classes for the 200 start-up types (or, given a root type's class name, its type graph)
 * into a directory, as a build step would: {@code java -cp benchmarks.jar ...GenerateAhead <dir> [root type]}.
 * With that directory on the class path, {@link StartupFootprint} measures a build that loads the classes instead
 * of generating them.
 */
public final class GenerateAhead {

  private GenerateAhead() {}

  public static void main(String[] args) throws Exception {
    MessageMarshaller.Builder builder = MessageMarshaller.builder().register(args.length > 1
        ? StartupFootprint.defaultInstance(args[1])
        : StartupFootprint.defaultInstance("dev.protojson.benchmarks.startup.proto.Type000"));
    GeneratedCode code = GeneratedCode.of(builder);
    code.writeTo(Path.of(args[0]));
    System.out.println(code.classFiles().size() + " classes written to " + args[0]);
  }
}
