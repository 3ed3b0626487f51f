package dev.protojson.read;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import org.junit.jupiter.api.Test;

class SmokeReadTest {
  @Test
  void reads() throws Exception {
    MessageMarshaller m = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    AllTypes in = AllTypes.newBuilder().setFInt32(5).setFString("x").addRInt64(7).putMStringNested("k",
        dev.protojson.test.proto3.Nested.newBuilder().setValue(3).build()).setFEnum(dev.protojson.test.proto3.Color.BLUE)
        .setOneofString("o").setRecursive(AllTypes.newBuilder().setFBool(true)).build();
    String json = JsonFormat.printer().print(in);
    System.out.println(json);
    assertThat(m.readValue(json, AllTypes.class)).isEqualTo(in);
  }
}
