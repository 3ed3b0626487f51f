package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.fail;

import dev.protojson.GeneratedCode;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.Options;
import dev.protojson.test.proto3.Nested;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.core.util.diff.DiffUtils;
import org.assertj.core.util.diff.Patch;
import org.junit.jupiter.api.Test;

/**
 * The code generated for one small message type ({@code protojson.test.Nested}: an int32, a string and a message
 * of its own type), as a generated class and as a descriptor ({@code DynamicMessage}s), disassembled ({@link BytecodeText}) and compared with the text checked in next to this test's
 * resources, so that every change to code generation shows up as a diff to review. The names of generated classes
 * follow from the message class alone, and labels are numbered in order, so the text does not depend on which
 * tests ran before.
 */
class GeneratedCodeGoldenTests {

  /** Set to {@code true} to write the current text into the checked-in files instead of comparing. */
  static final String UPDATE_PROPERTY = "protojson.golden.update";

  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @Test
  void theWriterAndReaderOfNestedAreTheCheckedInOnes() throws IOException {
    Map<String, byte[]> classes = GeneratedCode.of(MessageMarshaller.builder()
        .register(Nested.getDefaultInstance())).classFiles();
    String writer = GeneratedNames.writer(Nested.class, Options.defaults());
    String reader = GeneratedNames.reader(Nested.class);

    for (String name : List.of(writer, reader)) {
      String simpleName = name.substring(name.lastIndexOf('$', name.lastIndexOf('$') - 1) + 1).replace('$', '.');
      compare(GOLDEN.resolve(simpleName + ".txt"), BytecodeText.of(classes.get(name)));
    }
  }

  /** The writer generated for {@code Nested}'s descriptor, for {@code DynamicMessage}s: a type of few fields. */
  @Test
  void theDescriptorWriterOfNestedIsTheCheckedInOne() throws IOException {
    GeneratedClass writer = WriterGenerator.generate(Nested.getDescriptor(), Options.defaults(),
        new DescriptorValues(Nested.getDescriptor()));
    compare(GOLDEN.resolve("Nested.DescriptorWriter.txt"), BytecodeText.of(writer.bytes()));
  }

  /** The same writer as a type of many fields has it: the message's set fields gathered once. */
  @Test
  void theGatheringDescriptorWriterOfNestedIsTheCheckedInOne() throws IOException {
    GeneratedClass writer = WriterGenerator.generate(Nested.getDescriptor(), Options.defaults(),
        new DescriptorValues(Nested.getDescriptor(), true));
    compare(GOLDEN.resolve("Nested.GatheringDescriptorWriter.txt"), BytecodeText.of(writer.bytes()));
  }

  private static void compare(Path golden, String actual) throws IOException {
    if (Boolean.getBoolean(UPDATE_PROPERTY)) {
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, actual, StandardCharsets.UTF_8);
      return;
    }
    String expected = Files.exists(golden) ? Files.readString(golden, StandardCharsets.UTF_8) : "";
    if (expected.equals(actual)) {
      return;
    }
    List<String> expectedLines = expected.lines().toList();
    List<String> actualLines = actual.lines().toList();
    Patch<String> patch = DiffUtils.diff(expectedLines, actualLines);
    List<String> diff = DiffUtils.generateUnifiedDiff(golden.toString(), "generated now", expectedLines, patch, 3);
    fail("The generated code differs from " + golden + " (- checked in, + generated now):\n"
        + String.join("\n", diff) + "\n\nIf the change is meant, review it and rewrite the file with\n"
        + "  ./mvnw -pl marshaller-core test -Dtest=GeneratedCodeGoldenTests -D" + UPDATE_PROPERTY + "=true\n"
        + "and commit the new text with the change.");
  }
}
