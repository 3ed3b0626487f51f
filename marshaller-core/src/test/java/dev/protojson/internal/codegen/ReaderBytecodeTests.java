package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.read.ReaderPlan;
import dev.protojson.internal.read.StrictJson;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Wide;
import dev.protojson.test.verywide.VeryWide;
import java.util.HashMap;
import java.util.Map;
import net.bytebuddy.jar.asm.ClassReader;
import org.junit.jupiter.api.Test;

/**
 * Generated reader methods stay far below HotSpot's 8,000-byte limit above which a method is never compiled
 * (HugeMethodLimit), even for the 200- and 1,200-field messages.
 */
class ReaderBytecodeTests {

  private static final int LIMIT = 8_000;

  private static int skipMembers(ClassReader reader, int offset) {
    int count = reader.readUnsignedShort(offset);
    offset += 2;
    for (int i = 0; i < count; i++) {
      int attributes = reader.readUnsignedShort(offset + 6);
      offset += 8;
      for (int a = 0; a < attributes; a++) {
        offset += 6 + reader.readInt(offset + 2);
      }
    }
    return offset;
  }

  @Test
  void wideReaderMethodsAreSmall() {
    // 200 singular fields: switches of 32 fields each, and a method that picks the part; one repeated field: one
    // switch
    Map<String, Integer> sizes = methodSizes(Wide.getDefaultInstance());
    assertThat(sizes).containsKeys("readField", "readField$0", "readField$1", "readField$2", "readElement",
        "readEntry", "readFieldBytes$0").doesNotContainKeys("readElement$0");
    assertThat(sizes.get("readField$0")).isGreaterThan(32 * 8);
    // the choice of part is small enough to be inlined into the member loop (FreqInlineSize)
    assertThat(sizes.get("readField")).isLessThanOrEqualTo(325);
    assertThat(sizes.values()).allMatch(size -> size < LIMIT / 2);
  }

  @Test
  void twelveHundredMessageFieldsStayCompilable() {
    Map<String, Integer> sizes = methodSizes(VeryWide.getDefaultInstance());
    // 1,170 singular message fields in parts; 12 maps in one switch, whose table of 1,200 entries is most of it
    assertThat(sizes).containsKeys("readField$37", "readFieldBytes$37", "readEntry")
        .doesNotContainKeys("readEntry$37");
    assertThat(sizes.entrySet()).allSatisfy(size -> assertThat(size.getValue()).as(size.getKey())
        .isLessThan(LIMIT));
  }

  @Test
  void allTypesReaderMethodsAreSmall() {
    Map<String, Integer> sizes = methodSizes(AllTypes.getDefaultInstance());
    // 135 fields of every shape: each switch small enough to stay one method
    assertThat(sizes.get("readEntry")).isGreaterThan(20 * 8);
    assertThat(sizes.keySet()).noneMatch(name -> name.contains("$"));
    assertThat(sizes.values()).allMatch(size -> size < LIMIT / 2);
  }

  /**
   * HotSpot inlines a hot call only into a callee of at most 325 bytes of bytecode (FreqInlineSize): the member
   * loop must fit, or every nested message costs a call into a separately compiled loop, and its builder can no
   * longer be optimized away (the one-Person read allocated 72 bytes more than the hand-written code).
   */
  @Test
  void memberLoopFitsHotSpotsInliningLimit() {
    Map<String, Integer> sizes = methodSizes(AllTypes.getDefaultInstance());
    assertThat(sizes.get("mergeMembers")).isLessThanOrEqualTo(325);
    assertThat(sizes.get("mergeBytes")).isLessThanOrEqualTo(325);
    assertThat(sizes.get("merge")).isLessThanOrEqualTo(325);
  }

  private static Map<String, Integer> methodSizes(Message prototype) {
    ReaderPlan plan = ReaderFactory.plan(prototype.getDescriptorForType(), Options.defaults(),
        StrictJson.factory(Options.defaults()), Map.of());
    byte[] bytes = ReaderGenerator.generate(prototype, plan).bytes();
    return codeLengths(new ClassReader(bytes));
  }

  /** The length of each method's Code attribute, read straight from the class file layout. */
  private static Map<String, Integer> codeLengths(ClassReader reader) {
    Map<String, Integer> sizes = new HashMap<>();
    char[] buffer = new char[reader.getMaxStringLength()];
    int offset = reader.header + 6;
    offset += 2 + 2 * reader.readUnsignedShort(offset);
    offset = skipMembers(reader, offset);
    int methods = reader.readUnsignedShort(offset);
    offset += 2;
    for (int m = 0; m < methods; m++) {
      String name = reader.readUTF8(offset + 2, buffer);
      int attributes = reader.readUnsignedShort(offset + 6);
      offset += 8;
      for (int a = 0; a < attributes; a++) {
        String attribute = reader.readUTF8(offset, buffer);
        int length = reader.readInt(offset + 2);
        if (attribute.equals("Code")) {
          sizes.put(name, reader.readInt(offset + 10));
        }
        offset += 6 + length;
      }
    }
    return sizes;
  }
}
