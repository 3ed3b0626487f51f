package dev.protojson.internal.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.ChildFirstMessagesLoader;
import org.junit.jupiter.api.Test;

/**
 * The same proto type loaded by two class loaders, as when Spring Boot DevTools' restart loader reloads the
 * application's classes or two copies of the generated code are on the class path: each copy is its own type to
 * the marshaller, written and read with code linked against its own classes.
 */
class TwoClassLoadersTests {

  private static final String JSON = "{\"fString\":\"isolated\",\"fNested\":{\"value\":3},\"rEnum\":[\"BLUE\"],"
      + "\"mStringNested\":{\"k\":{\"note\":\"n\"}},\"rRecursive\":[{\"fInt32\":7}]}";

  @Test
  void copiesFromTwoLoadersAreRegisteredOnFirstUse() throws Exception {
    Class<? extends Message> first = load(new ChildFirstMessagesLoader(getClass().getClassLoader()));
    Class<? extends Message> second = load(new ChildFirstMessagesLoader(getClass().getClassLoader()));
    assertThat(first).isNotSameAs(second);
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand().build();

    for (Class<? extends Message> type : java.util.List.of(first, second, AllTypes.class, first)) {
      Message read = marshaller.readValue(JSON, type);
      assertThat(read).isInstanceOf(type);
      Message nested = (Message) read.getField(field(read, "f_nested"));
      assertThat(nested.getClass().getClassLoader()).isSameAs(type.getClassLoader());
      Message recursive = (Message) read.getRepeatedField(field(read, "r_recursive"), 0);
      assertThat(recursive.getClass()).isSameAs(type);
      assertThat(marshaller.writeValueAsString(read)).isEqualTo(JSON);
      Message.Builder builder = read.newBuilderForType();
      marshaller.mergeValue(JSON.getBytes(java.nio.charset.StandardCharsets.UTF_8), builder);
      assertThat(builder.build()).isEqualTo(read);
    }
  }

  @Test
  void copiesFromTwoLoadersRegisteredUpFront() throws Exception {
    Class<? extends Message> first = load(new ChildFirstMessagesLoader(getClass().getClassLoader()));
    Class<? extends Message> second = load(new ChildFirstMessagesLoader(getClass().getClassLoader()));
    MessageMarshaller marshaller = MessageMarshaller.builder()
        .register(defaultInstance(first))
        .register(defaultInstance(second))
        .build();

    assertThat(marshaller.writeValueAsString(marshaller.readValue(JSON, first))).isEqualTo(JSON);
    assertThat(marshaller.writeValueAsString(marshaller.readValue(JSON, second))).isEqualTo(JSON);
  }

  @Test
  void anUnregisteredCopyNamesBothClassLoaders() throws Exception {
    ClassLoader registeredLoader = new ChildFirstMessagesLoader(getClass().getClassLoader());
    ClassLoader otherLoader = new ChildFirstMessagesLoader(getClass().getClassLoader());
    MessageMarshaller marshaller = MessageMarshaller.builder().register(defaultInstance(load(registeredLoader)))
        .registeringTypesOnDemand(false).build();
    Class<? extends Message> other = load(otherLoader);

    assertThatThrownBy(() -> marshaller.readValue(JSON, other))
        .isInstanceOfSatisfying(UnregisteredTypeException.class, e -> {
          assertThat(e.getTypeName()).isEqualTo("protojson.test.AllTypes");
          assertThat(e.getClassName()).isEqualTo(AllTypes.class.getName());
        })
        .hasMessageContaining("class loader " + registeredLoader)
        .hasMessageContaining("this one comes from class loader " + otherLoader);
    assertThatThrownBy(() -> marshaller.writeValueAsString(defaultInstance(other)))
        .isInstanceOf(UnregisteredTypeException.class)
        .hasMessageContaining("this one comes from class loader " + otherLoader);
  }

  @SuppressWarnings("unchecked")
  private static Class<? extends Message> load(ClassLoader loader) throws ClassNotFoundException {
    return (Class<? extends Message>) loader.loadClass(AllTypes.class.getName());
  }

  private static Message defaultInstance(Class<? extends Message> type) throws Exception {
    return (Message) type.getMethod("getDefaultInstance").invoke(null);
  }

  private static com.google.protobuf.Descriptors.FieldDescriptor field(Message message, String name) {
    Descriptor descriptor = message.getDescriptorForType();
    return descriptor.findFieldByName(name);
  }
}
