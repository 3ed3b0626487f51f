package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.codegen.WriterGenerator;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Wide;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * HotSpot never JIT-compiles a method of more than 8,000 bytes of bytecode ({@code -XX:HugeMethodLimit}); such a
 * writer would run interpreted forever. Every generated method must stay far below that.
 */
class GeneratedWriterSizeTests {

  private static final int HUGE_METHOD_LIMIT = 8_000;
  private static final int BUDGET = HUGE_METHOD_LIMIT / 4;

  @Test
  void everyGeneratedMethodIsFarBelowTheHugeMethodLimit() throws IOException {
    Options widest = Options.builder().alwaysPrintFieldsWithNoPresence(true).preservingProtoFieldNames(true)
        .printingEnumsAsInts(true).sortingMapKeys(true).build();
    for (Options options : new Options[] {Options.defaults(), widest}) {
      for (Message type : new Message[] {Wide.getDefaultInstance(), AllTypes.getDefaultInstance(),
          Proto2Types.getDefaultInstance(), EditionTypes.getDefaultInstance()}) {
        Map<String, Integer> sizes = codeSizes(WriterGenerator.generate(type, options).bytes());
        String name = type.getDescriptorForType().getName();
        assertThat(sizes).as(name).containsKey("writeFields");
        // Wide's 200 fields and AllTypes' 120 need several parts: the split really happens.
        if (type instanceof Wide) {
          assertThat(sizes.keySet().stream().filter(m -> m.startsWith("part")).count()).isGreaterThan(4);
          assertThat(sizes).containsKeys("setConstant", "setConstants0", "setConstants1", "setConstants2");
        }
        sizes.forEach((method, size) -> assertThat(size).as("%s.%s", name, method).isLessThan(BUDGET));
      }
    }
  }

  /** The class-file reader itself, on methods whose bytecode length javac fixes: the sizes above are real. */
  @Test
  void theCodeSizeReaderMeasuresMethodsOfKnownLength() throws IOException {
    byte[] classFile;
    try (var in = Known.class.getResourceAsStream("GeneratedWriterSizeTests$Known.class")) {
      classFile = in.readAllBytes();
    }
    // return; iconst_1 ireturn; aload_0 invokespecial Object.<init> return
    assertThat(codeSizes(classFile)).containsEntry("nothing", 1).containsEntry("one", 2).containsEntry("<init>", 5);
  }

  @SuppressWarnings("unused")
  private static final class Known {
    static void nothing() {}

    static int one() {
      return 1;
    }
  }

  /** The bytecode length of each method's Code attribute, read straight from the class file. */
  static Map<String, Integer> codeSizes(byte[] classFile) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(classFile));
    in.readInt();
    in.readUnsignedShort();
    in.readUnsignedShort();
    int poolSize = in.readUnsignedShort();
    String[] utf8 = new String[poolSize];
    for (int i = 1; i < poolSize; i++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1 -> utf8[i] = in.readUTF();
        case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
        case 5, 6 -> {
          in.skipBytes(8);
          i++;
        }
        case 7, 8, 16, 19, 20 -> in.skipBytes(2);
        case 15 -> in.skipBytes(3);
        default -> throw new IOException("constant pool tag " + tag);
      }
    }
    in.skipBytes(6);
    in.skipBytes(2 * in.readUnsignedShort());
    int fields = in.readUnsignedShort();
    for (int i = 0; i < fields; i++) {
      in.skipBytes(6);
      skipAttributes(in);
    }
    Map<String, Integer> sizes = new LinkedHashMap<>();
    int methods = in.readUnsignedShort();
    for (int i = 0; i < methods; i++) {
      in.skipBytes(2);
      String name = utf8[in.readUnsignedShort()];
      in.skipBytes(2);
      int attributes = in.readUnsignedShort();
      for (int a = 0; a < attributes; a++) {
        String attribute = utf8[in.readUnsignedShort()];
        int length = in.readInt();
        if (attribute.equals("Code")) {
          in.skipBytes(4);
          int codeLength = in.readInt();
          sizes.put(name, codeLength);
          in.skipBytes(length - 8);
        } else {
          in.skipBytes(length);
        }
      }
    }
    return sizes;
  }

  private static void skipAttributes(DataInputStream in) throws IOException {
    int attributes = in.readUnsignedShort();
    for (int a = 0; a < attributes; a++) {
      in.skipBytes(2);
      in.skipBytes(in.readInt());
    }
  }
}
