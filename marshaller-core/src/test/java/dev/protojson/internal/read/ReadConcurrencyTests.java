package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.JsonValueCoverage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** One marshaller shared by many threads, each parsing different inputs, gives the same results as one thread. */
class ReadConcurrencyTests {

  @Test
  void manyThreadsOneMarshaller() throws Exception {
    MessageMarshaller marshaller = ReadFixtures.builder().build();
    List<String> inputs = new ArrayList<>();
    dev.protojson.testing.RandomMessages random = new dev.protojson.testing.RandomMessages(7, 1);
    JsonFormat.Printer printer = JsonFormat.printer().usingTypeRegistry(com.google.protobuf.TypeRegistry
        .newBuilder().add(dev.protojson.testing.RandomMessages.ANY_PAYLOAD_TYPES).build());
    JsonValueCoverage coverage = new JsonValueCoverage();
    for (int i = 0; i < 40; i++) {
      AllTypes message = random.next(AllTypes.getDefaultInstance());
      coverage.count(message);
      inputs.add(printer.print(message));
      inputs.add("{\"rRecursive\": [{\"fInt32\": " + i + "}, {\"fNested\": {\"value\": \"bad" + i + "\"}}]}");
    }
    // The threads share the readers of nested Structs and of several Any payload types, not only flat fields.
    assertThat(coverage.nonEmptyStructs()).as("%s", coverage).isGreaterThan(100);
    assertThat(coverage.listsInLists() + coverage.structsInLists()).as("%s", coverage).isGreaterThan(50);
    assertThat(coverage.nonEmptyAnyPayloads()).as("%s", coverage).hasSizeGreaterThan(5);
    List<String> expected = new ArrayList<>();
    for (String input : inputs) {
      expected.add(outcome(marshaller, input));
    }
    for (int k = 0; k < inputs.size(); k += 2) {
      assertThat(expected.get(k)).as("JsonFormat's output %s", inputs.get(k)).doesNotStartWith("error");
    }
    int threads = 8;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<List<String>>> results = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int offset = t;
        Callable<List<String>> task = () -> {
          start.await();
          List<String> seen = new ArrayList<>(inputs.size());
          for (int round = 0; round < 5; round++) {
            for (int k = 0; k < inputs.size(); k++) {
              int index = (k + offset * 7) % inputs.size();
              String result = outcome(marshaller, inputs.get(index));
              if (round == 0) {
                seen.add(index + ":" + result);
              } else if (!seen.contains(index + ":" + result)) {
                seen.add("DIFFERENT " + index + ":" + result);
              }
            }
          }
          return seen;
        };
        results.add(pool.submit(task));
      }
      start.countDown();
      for (Future<List<String>> result : results) {
        for (String line : result.get()) {
          int colon = line.indexOf(':');
          assertThat(line).doesNotStartWith("DIFFERENT");
          assertThat(line.substring(colon + 1)).isEqualTo(expected.get(Integer.parseInt(line.substring(0, colon))));
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static String outcome(MessageMarshaller marshaller, String json) {
    try {
      return marshaller.readValue(json, AllTypes.class).toByteString().toStringUtf8().hashCode() + "/"
          + marshaller.readValue(json, AllTypes.class).hashCode();
    } catch (ProtoJsonParseException e) {
      return "error " + e.getMessage();
    }
  }
}
