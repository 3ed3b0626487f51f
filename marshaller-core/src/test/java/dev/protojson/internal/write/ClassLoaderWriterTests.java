package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.ChildFirstMessagesLoader;
import org.junit.jupiter.api.Test;

/**
 * Message classes may live in a class loader protojson's own loader cannot see, as under Spring Boot DevTools'
 * restart loader. Generated writers must still link against them.
 */
class ClassLoaderWriterTests {

  @Test
  void messagesFromAnotherClassLoaderAreWritten() throws Exception {
    ClassLoader loader = new ChildFirstMessagesLoader(getClass().getClassLoader());
    Class<?> type = loader.loadClass(AllTypes.class.getName());
    assertThat(type).isNotSameAs(AllTypes.class);
    Message defaultInstance = (Message) type.getMethod("getDefaultInstance").invoke(null);
    Descriptor descriptor = defaultInstance.getDescriptorForType();
    Message.Builder builder = defaultInstance.newBuilderForType()
        .setField(descriptor.findFieldByName("f_string"), "isolated")
        .setField(descriptor.findFieldByName("f_int64"), 7L);
    Message nested = builder.newBuilderForField(descriptor.findFieldByName("f_nested"))
        .setField(descriptor.findFieldByName("f_nested").getMessageType().findFieldByName("value"), 3).build();
    Message message = builder.setField(descriptor.findFieldByName("f_nested"), nested).build();

    MessageMarshaller marshaller = MessageMarshaller.builder().register(defaultInstance).build();

    assertThat(marshaller.writeValueAsString(message))
        .isEqualTo("{\"fInt64\":\"7\",\"fString\":\"isolated\",\"fNested\":{\"value\":3}}");
  }
}
