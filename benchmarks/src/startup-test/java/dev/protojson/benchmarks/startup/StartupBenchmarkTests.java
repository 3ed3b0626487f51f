package dev.protojson.benchmarks.startup;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Timestamp;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.startup.proto.Kind;
import dev.protojson.benchmarks.startup.proto.Type000;
import dev.protojson.benchmarks.startup.proto.Type001;
import dev.protojson.benchmarks.startup.proto.Type013;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StartupBenchmarkTests {

  @Test
  void theGeneratedProtoHas200TypesAllReachableFromTheFirst() {
    Descriptor root = Type000.getDescriptor();
    assertThat(root.getFile().getMessageTypes()).hasSize(200);
    Set<Descriptor> reached = new HashSet<>();
    ArrayDeque<Descriptor> queue = new ArrayDeque<>(List.of(root));
    while (!queue.isEmpty()) {
      Descriptor d = queue.poll();
      if (reached.add(d)) {
        d.getFields().stream()
            .filter(f -> f.getJavaType() == FieldDescriptor.JavaType.MESSAGE)
            .forEach(f -> queue.add(f.getMessageType()));
      }
    }
    assertThat(reached).containsAll(root.getFile().getMessageTypes());
  }

  @Test
  void theMarshallerItBuildsWritesEveryRegisteredType() throws Exception {
    MessageMarshaller marshaller = new StartupBenchmark().build200Types();
    Type000 message = Type000.newBuilder()
        .setName("root")
        .setId(Long.MAX_VALUE)
        .setKind(Kind.KIND_LARGE)
        .addTags("a")
        .putCounters("c", 3)
        .setCreatedAt(Timestamp.newBuilder().setSeconds(1_700_000_000L))
        .setNext(Type001.newBuilder().setNote("next").setCode(7))
        .addRelated(Type013.newBuilder().setLabel("far"))
        .build();
    Type000.Builder parsed = Type000.newBuilder();
    JsonFormat.parser().merge(marshaller.writeValueAsString(message), parsed);
    assertThat(parsed.build()).isEqualTo(message);
  }
}
