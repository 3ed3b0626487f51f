package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.ChildFirstMessagesLoader;
import org.junit.jupiter.api.Test;

/**
 * Message classes may live in a class loader protojson's own loader cannot see, as under Spring Boot DevTools'
 * restart loader: generated readers must link against those classes, not the ones protojson's loader sees.
 */
class ClassLoaderReaderTests {

  @Test
  void messagesFromAnotherClassLoaderAreRead() throws Exception {
    ClassLoader loader = new ChildFirstMessagesLoader(getClass().getClassLoader());
    @SuppressWarnings("unchecked")
    Class<? extends Message> type = (Class<? extends Message>) loader.loadClass(AllTypes.class.getName());
    assertThat(type).isNotSameAs(AllTypes.class);
    Message defaultInstance = (Message) type.getMethod("getDefaultInstance").invoke(null);
    MessageMarshaller marshaller = MessageMarshaller.builder().register(defaultInstance).build();

    Message read = marshaller.readValue("{\"fString\": \"isolated\", \"fNested\": {\"value\": 3},"
        + " \"rEnum\": [\"BLUE\"], \"mStringNested\": {\"k\": {\"note\": \"n\"}}}", type);

    assertThat(read).isInstanceOf(type);
    Descriptor descriptor = read.getDescriptorForType();
    assertThat(read.getField(descriptor.findFieldByName("f_string"))).isEqualTo("isolated");
    Message nested = (Message) read.getField(descriptor.findFieldByName("f_nested"));
    assertThat(nested.getClass().getClassLoader()).isSameAs(loader);
    assertThat(nested.getField(nested.getDescriptorForType().findFieldByName("value"))).isEqualTo(3);
    assertThat(read.getRepeatedFieldCount(descriptor.findFieldByName("m_string_nested"))).isEqualTo(1);
  }
}
