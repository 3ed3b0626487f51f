package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.TreeB;
import dev.protojson.testing.RandomMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class RecursionAndConcurrencyWriterTests {

  @Test
  void recursiveTypeThroughSingularRepeatedAndMapFields() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    AllTypes leaf = AllTypes.newBuilder().setFInt32(3).build();
    AllTypes message = AllTypes.newBuilder().setRecursive(AllTypes.newBuilder().setRecursive(leaf))
        .addRRecursive(leaf).putMRecursive("k", leaf).build();
    assertThat(marshaller.writeValueAsString(message))
        .isEqualTo("{\"recursive\":{\"recursive\":{\"fInt32\":3}},\"rRecursive\":[{\"fInt32\":3}],"
            + "\"mRecursive\":{\"k\":{\"fInt32\":3}}}");
  }

  @Test
  void mutuallyRecursiveTypesFromEitherSide() {
    MessageMarshaller fromB = MessageMarshaller.builder().register(TreeB.getDefaultInstance()).build();
    TreeA a = TreeA.newBuilder().setName("a")
        .setB(TreeB.newBuilder().setId(1).setA(TreeA.newBuilder().setName("inner")))
        .addBs(TreeB.newBuilder().setId(2)).build();
    assertThat(fromB.writeValueAsString(a))
        .isEqualTo("{\"name\":\"a\",\"b\":{\"id\":1,\"a\":{\"name\":\"inner\"}},\"bs\":[{\"id\":2}]}");
    assertThat(fromB.writeValueAsString(TreeB.newBuilder().setA(a).build()))
        .isEqualTo("{\"a\":" + fromB.writeValueAsString(a) + "}");
  }

  /**
   * A deliberate difference: Jackson's generator refuses JSON nested deeper than 500 levels, and protojson keeps
   * that guard; JsonFormat has no such limit.
   */
  @Test
  void messagesNestedDeeperThanTheGeneratorAllowsAreAnError() throws Exception {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    AllTypes deep = AllTypes.getDefaultInstance();
    for (int i = 0; i < 499; i++) {
      deep = AllTypes.newBuilder().setRecursive(deep).build();
    }
    assertThat(marshaller.writeValueAsString(deep)).startsWith("{\"recursive\":{").hasSize(499 * 14 + 2);
    AllTypes tooDeep = AllTypes.newBuilder().setRecursive(deep).build();
    assertThat(com.google.protobuf.util.JsonFormat.printer().omittingInsignificantWhitespace().print(tooDeep))
        .hasSize(500 * 14 + 2);
    AllTypes tooDeepToo = tooDeep;
    assertThatThrownBy(() -> marshaller.writeValueAsBytes(tooDeepToo))
        .isInstanceOfSatisfying(dev.protojson.ProtoJsonWriteException.class, e ->
            // the path of the object one level too deep: the 500th recursive field
            assertThat(e.getFieldPath()).isEqualTo(String.join(".", java.util.Collections.nCopies(500, "recursive"))))
        .hasMessageContaining("nesting depth");
    assertThatThrownBy(() -> marshaller.writeValue(tooDeepToo, new java.io.ByteArrayOutputStream()))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void oneMarshallerManyThreadsIdenticalOutput() throws Exception {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .register(TreeA.getDefaultInstance()).build();
    RandomMessages random = new RandomMessages(42, 2);
    List<AllTypes> messages = new ArrayList<>();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      AllTypes message = random.next(AllTypes.getDefaultInstance());
      messages.add(message);
      expected.add(marshaller.writeValueAsString(message));
    }
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<List<String>>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int offset = t;
        Callable<List<String>> task = () -> {
          List<String> out = new ArrayList<>();
          for (int round = 0; round < 3; round++) {
            for (int i = 0; i < messages.size(); i++) {
              int at = (i + offset) % messages.size();
              out.add(at + ":" + new String(marshaller.writeValueAsBytes(messages.get(at)),
                  java.nio.charset.StandardCharsets.UTF_8));
            }
          }
          return out;
        };
        results.add(pool.submit(task));
      }
      for (Future<List<String>> result : results) {
        for (String line : result.get()) {
          int colon = line.indexOf(':');
          assertThat(line.substring(colon + 1)).isEqualTo(expected.get(Integer.parseInt(line.substring(0, colon))));
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
