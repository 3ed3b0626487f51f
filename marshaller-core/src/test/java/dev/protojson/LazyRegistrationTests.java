package dev.protojson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Any;
import com.google.protobuf.Internal;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import dev.protojson.internal.codegen.ClassDefiner;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.TreeB;
import dev.protojson.test.proto3.Wide;
import dev.protojson.testing.ChildFirstMessagesLoader;
import dev.protojson.testing.RandomMessages;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Types registered by class name are loaded, and their code made, only when used: {@code build()} costs nothing
 * per type, and a type's first write makes its writer alone. What they write and read is what eagerly registered
 * types write and read, and they count as registered for {@code Any} and without on-demand registration.
 */
class LazyRegistrationTests {

  private final ClassLoader application = getClass().getClassLoader();

  @Test
  void buildLoadsNoClassAndEachTypesCodeIsMadeOnFirstUseInThatDirection() throws Exception {
    ChildFirstMessagesLoader loader = new ChildFirstMessagesLoader(application);
    long defined = ClassDefiner.definedClasses();
    MessageMarshaller marshaller = MessageMarshaller.builder()
        .registerLazily(loader, List.of(TreeA.class.getName(), AllTypes.class.getName()))
        .build();
    assertThat(loader.defined()).isEmpty();
    assertThat(ClassDefiner.definedClasses()).isEqualTo(defined);

    Message leaf = copy(loader, TreeA.newBuilder().setName("a").build());
    assertThat(marshaller.writeValueAsString(leaf)).isEqualTo("{\"name\":\"a\"}");
    // TreeA's writer, not TreeB's (it has not been written yet) nor a reader
    assertThat(ClassDefiner.definedClasses()).isEqualTo(defined + 1);

    Message branch = copy(loader, TreeA.newBuilder().setB(TreeB.newBuilder().setId(7)).build());
    assertThat(marshaller.writeValueAsString(branch)).isEqualTo("{\"b\":{\"id\":7}}");
    assertThat(ClassDefiner.definedClasses()).isEqualTo(defined + 2);

    Message read = marshaller.readValue("{\"name\":\"r\",\"bs\":[{\"id\":1},{\"a\":{\"name\":\"x\"}}]}",
        leaf.getClass());
    assertThat(read.toByteString()).isEqualTo(TreeA.newBuilder().setName("r")
        .addBs(TreeB.newBuilder().setId(1)).addBs(TreeB.newBuilder().setA(TreeA.newBuilder().setName("x")))
        .build().toByteString());
    assertThat(ClassDefiner.definedClasses()).isEqualTo(defined + 4);
    assertThat(loader.defined()).doesNotContain(AllTypes.class.getName());
  }

  @Test
  void lazilyRegisteredTypesWriteAndReadAsEagerlyRegisteredOnesAlsoWhenFirstUsedConcurrently() throws Exception {
    MessageMarshaller eager = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .register(Proto2Types.getDefaultInstance()).register(TreeA.getDefaultInstance()).build();
    MessageMarshaller lazy = MessageMarshaller.builder().registerLazily(application,
        List.of(AllTypes.class.getName(), Proto2Types.class.getName(), TreeA.class.getName())).build();
    RandomMessages random = new RandomMessages(20261124L, RandomMessages.JSON_DEPTH);
    List<Message> messages = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      messages.add(random.next(i % 2 == 0 ? AllTypes.getDefaultInstance() : Proto2Types.getDefaultInstance()));
    }
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Callable<Integer>> slices = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int first = t;
        slices.add(() -> {
          int checked = 0;
          for (int i = first; i < messages.size(); i += 4) {
            Message message = messages.get(i);
            String json = eager.writeValueAsString(message);
            assertThat(lazy.writeValueAsString(message)).isEqualTo(json);
            assertThat(lazy.readValue(json, message.getClass()).toByteString())
                .isEqualTo(eager.readValue(json, message.getClass()).toByteString());
            checked++;
          }
          return checked;
        });
      }
      int checked = 0;
      for (Future<Integer> slice : threads.invokeAll(slices)) {
        checked += slice.get();
      }
      assertThat(checked).isEqualTo(messages.size());
    } finally {
      threads.shutdownNow();
    }
  }

  @Test
  void anAnyFindsADeclaredTypeByItsFullNameLoadingOnlyClassesOfThatName() throws Exception {
    ChildFirstMessagesLoader loader = new ChildFirstMessagesLoader(application);
    MessageMarshaller marshaller = MessageMarshaller.builder()
        .registerLazily(loader, List.of(AllTypes.class.getName(), TreeA.class.getName()))
        .registeringTypesOnDemand()
        .build();
    Any any = marshaller.readValue("{\"@type\":\"type.googleapis.com/protojson.test.TreeA\",\"name\":\"n\"}",
        Any.class);
    assertThat(TreeA.parseFrom(any.getValue()).getName()).isEqualTo("n");
    assertThat(marshaller.writeValueAsString(any))
        .isEqualTo("{\"@type\":\"type.googleapis.com/protojson.test.TreeA\",\"name\":\"n\"}");
    assertThat(loader.defined()).contains(TreeA.class.getName()).doesNotContain(AllTypes.class.getName());
  }

  @Test
  void typesTheDeclaredOnesReachAreRegisteredTooAndOthersAreNot() {
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .registerLazily(application, List.of(AllTypes.class.getName())).build();
    // Neither Nested nor Timestamp is declared: AllTypes has fields of both.
    assertThat(marshaller.writeValueAsString(Nested.newBuilder().setValue(5).build())).isEqualTo("{\"value\":5}");
    Any timestamp = Any.pack(Timestamp.newBuilder().setSeconds(1).build());
    assertThat(marshaller.writeValueAsString(timestamp)).isEqualTo(
        "{\"@type\":\"type.googleapis.com/google.protobuf.Timestamp\",\"value\":\"1970-01-01T00:00:01Z\"}");
    assertThatThrownBy(() -> marshaller.writeValueAsString(Wide.getDefaultInstance()))
        .isInstanceOf(UnregisteredTypeException.class)
        .hasMessageContaining("protojson.test.Wide");
    assertThatThrownBy(() -> marshaller.writeValueAsString(Any.pack(Wide.getDefaultInstance())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("protojson.test.Wide, which is not registered");
  }

  @Test
  void namesThatAreNotMessageClassesAreSkipped() {
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .registerLazily(application, List.of("java.lang.String", "dev.protojson.test.proto3.NoSuchMessage",
            TreeA.class.getName()))
        .build();
    assertThat(marshaller.writeValueAsString(TreeA.newBuilder().setName("t").build()))
        .isEqualTo("{\"name\":\"t\"}");
    // loads every declared name to look for a type that reaches Wide: none does
    assertThatThrownBy(() -> marshaller.writeValueAsString(Wide.getDefaultInstance()))
        .isInstanceOf(UnregisteredTypeException.class);
  }

  @Test
  void buildTimeGenerationCoversLazilyRegisteredTypes() {
    GeneratedCode code = GeneratedCode.of(MessageMarshaller.builder()
        .registerLazily(application, List.of(TreeA.class.getName())));
    assertThat(code.classNames()).containsExactlyInAnyOrder(
        "dev.protojson.generated.dev$protojson$test$proto3$TreeA$JsonWriter",
        "dev.protojson.generated.dev$protojson$test$proto3$TreeA$JsonReader",
        "dev.protojson.generated.dev$protojson$test$proto3$TreeB$JsonWriter",
        "dev.protojson.generated.dev$protojson$test$proto3$TreeB$JsonReader");
  }

  @Test
  void aSecondMarshallerOfTheSameTypesUsesTheClassesTheFirstDefined() throws Exception {
    ChildFirstMessagesLoader loader = new ChildFirstMessagesLoader(application);
    Message tree = copy(loader, TreeA.newBuilder().setName("t").addBs(TreeB.newBuilder().setId(2)).build());
    long before = ClassDefiner.definedClasses();
    MessageMarshaller.builder().register(tree.getDefaultInstanceForType()).build();
    assertThat(ClassDefiner.definedClasses()).isEqualTo(before + 4);
    MessageMarshaller second = MessageMarshaller.builder().register(tree.getDefaultInstanceForType())
        .preservingProtoFieldNames().ignoringUnknownFields().build();
    assertThat(ClassDefiner.definedClasses()).isEqualTo(before + 4);
    assertThat(second.writeValueAsString(tree)).isEqualTo("{\"name\":\"t\",\"bs\":[{\"id\":2}]}");
    assertThat(second.readValue("{\"name\":\"t\",\"bs\":[{\"id\":2}],\"other\":1}", tree.getClass()))
        .isEqualTo(tree);
  }

  private static Message copy(ClassLoader loader, Message message) throws Exception {
    Class<? extends Message> type = Class.forName(message.getClass().getName(), true, loader)
        .asSubclass(Message.class);
    try {
      return Internal.getDefaultInstance(type).getParserForType().parseFrom(message.toByteString());
    } catch (InvalidProtocolBufferException e) {
      throw new AssertionError(e);
    }
  }
}
