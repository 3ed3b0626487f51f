package dev.protojson.internal.registry;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.Options;
import dev.protojson.internal.RegisteredType;
import java.io.StringWriter;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.json.JsonFactory;

/**
 * A tool that builds its descriptors again (per message, or per reload of a descriptor set) meets a new copy of each
 * type every time: the registry keeps a bounded number of the types registered on first use, and every type
 * registered up front.
 */
class DynamicTypesKeptTests {

  private static final int KEPT = Registry.DYNAMIC_ON_FIRST_USE_KEPT;

  private final Registry registry = new Registry(Options.defaults());

  @Test
  void typesRegisteredOnFirstUseAreForgottenOldestFirstPastTheLimit() {
    Descriptor first = copy("shop.Item");
    RegisteredType firstRegistration = registry.dynamic(first);
    for (int i = 0; i < KEPT; i++) {
      registry.dynamic(copy("shop.Item"));
    }
    // Each copy is one type (a message of scalars): the first is the one past the limit.
    assertThat(registry.dynamicTypeCount()).isEqualTo(KEPT);
    RegisteredType again = registry.dynamic(first);
    assertThat(again).isNotSameAs(firstRegistration);
    assertThat(again.descriptor()).isSameAs(first);
    assertThat(registry.dynamicTypeCount()).isEqualTo(KEPT);
  }

  @Test
  void aForgottenCopyIsNoLongerHeld() throws InterruptedException {
    WeakReference<Descriptor> first = new WeakReference<>(copy("shop.Item"));
    registry.dynamic(first.get());
    for (int i = 0; i < KEPT + 10; i++) {
      registry.dynamic(copy("shop.Item"));
    }
    for (int i = 0; i < 50 && first.get() != null; i++) {
      System.gc();
      Thread.sleep(20);
    }
    assertThat(first.get()).as("the first copy, its registration and its code unreachable").isNull();
  }

  @Test
  void typesRegisteredUpFrontAreNeverForgotten() {
    Descriptor upFront = copy("shop.Kept");
    Descriptor metFirst = copy("shop.Item");
    registry.registerDynamic(List.of(upFront));
    registry.dynamic(metFirst);
    // Registered up front after its first use: kept from then on.
    registry.registerDynamic(List.of(metFirst));
    RegisteredType upFrontRegistration = registry.dynamic(upFront);
    RegisteredType metFirstRegistration = registry.dynamic(metFirst);
    for (int i = 0; i < KEPT * 2; i++) {
      registry.dynamic(copy("shop.Item"));
    }
    assertThat(registry.dynamicTypeCount()).isEqualTo(KEPT + 2);
    assertThat(registry.dynamic(upFront)).isSameAs(upFrontRegistration);
    assertThat(registry.dynamic(metFirst)).isSameAs(metFirstRegistration);
    assertThat(registry.byFullName("shop.Kept")).isSameAs(upFrontRegistration);
  }

  @Test
  void anyPayloadsOfAForgottenTypesNameResolveToARegistrationStillKept() {
    Descriptor first = copy("shop.Item");
    registry.dynamic(first);
    assertThat(registry.byFullName("shop.Item").descriptor()).isSameAs(first);
    for (int i = 0; i < KEPT; i++) {
      registry.dynamic(copy("shop.Item"));
    }
    RegisteredType byName = registry.byFullName("shop.Item");
    assertThat(byName.descriptor()).isNotSameAs(first);
    assertThat(registry.dynamic(byName.descriptor())).isSameAs(byName);
  }

  @Test
  void aForgottenTypeStillWritesWhereItsCodeIsHeld() {
    Descriptor first = copy("shop.Item");
    RegisteredType registration = registry.dynamic(first);
    for (int i = 0; i < KEPT; i++) {
      registry.dynamic(copy("shop.Item"));
    }
    DynamicMessage message = DynamicMessage.newBuilder(first).setField(first.findFieldByName("name"), "kept")
        .build();
    StringWriter out = new StringWriter();
    try (JsonGenerator generator = new JsonFactory().createGenerator(out)) {
      registration.writer().write(message, generator);
    }
    assertThat(out).hasToString("{\"name\":\"kept\"}");
  }

  @Test
  void threadsMeetingNewCopiesWhileOthersAreForgottenEachReadAndWriteTheirOwn() throws Exception {
    MessageMarshaller marshaller = MessageMarshaller.builder().build();
    int threads = 4;
    int copiesEach = KEPT;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Integer>> done = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        done.add(pool.submit(() -> {
          int checked = 0;
          for (int i = 0; i < copiesEach; i++) {
            Descriptor type = copy("shop.Item");
            String name = thread + "-" + i;
            DynamicMessage message = DynamicMessage.newBuilder(type)
                .setField(type.findFieldByName("name"), name).build();
            String json = marshaller.writeValueAsString(message);
            assertThat(json).isEqualTo("{\"name\":\"" + name + "\"}");
            DynamicMessage read = marshaller.readValue(json.getBytes(StandardCharsets.UTF_8), type);
            assertThat(read.getDescriptorForType()).isSameAs(type);
            assertThat(read).isEqualTo(message);
            checked++;
          }
          return checked;
        }));
      }
      for (Future<Integer> thread : done) {
        assertThat(thread.get(2, TimeUnit.MINUTES)).isEqualTo(copiesEach);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** A new descriptor of a message {@code fullName} with a string field {@code name}, in a file of its own. */
  private static Descriptor copy(String fullName) {
    int dot = fullName.lastIndexOf('.');
    FileDescriptorProto file = FileDescriptorProto.newBuilder().setName(fullName + ".proto")
        .setPackage(fullName.substring(0, dot)).setSyntax("proto3")
        .addMessageType(DescriptorProto.newBuilder().setName(fullName.substring(dot + 1))
            .addField(FieldDescriptorProto.newBuilder().setName("name").setNumber(1)
                .setType(FieldDescriptorProto.Type.TYPE_STRING)))
        .build();
    try {
      return FileDescriptor.buildFrom(file, new FileDescriptor[0]).getMessageTypes().get(0);
    } catch (DescriptorValidationException e) {
      throw new IllegalStateException(e);
    }
  }
}
