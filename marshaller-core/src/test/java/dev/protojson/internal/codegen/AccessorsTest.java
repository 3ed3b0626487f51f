package dev.protojson.internal.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import org.junit.jupiter.api.Test;

class AccessorsTest {

  private static final Descriptor ALL = AllTypes.getDescriptor();

  private static String name(String field) {
    return Accessors.javaName(ALL.findFieldByName(field), AllTypes.class);
  }

  @Test
  void camelCasesTheFieldName() {
    assertThat(name("f_int32")).isEqualTo("FInt32");
    assertThat(name("with_digits_2x")).isEqualTo("WithDigits2X");
    assertThat(name("_leading_underscore")).isEqualTo("LeadingUnderscore");
    assertThat(name("r_nested")).isEqualTo("RNested");
    assertThat(name("m_string_nested")).isEqualTo("MStringNested");
  }

  @Test
  void appendsAnUnderscoreWhereProtocDid() {
    assertThat(name("class")).isEqualTo("Class_");
    assertThat(name("serialized_size")).isEqualTo("SerializedSize_");
    assertThat(name("unknown_fields")).isEqualTo("UnknownFields_");
    assertThat(name("parser_for_type")).isEqualTo("ParserForType_");
    assertThat(name("default")).isEqualTo("Default");
    assertThat(name("hash_code")).isEqualTo("HashCode");
  }

  @Test
  void namesGroupsAfterTheirField() {
    Descriptor p2 = Proto2Types.getDescriptor();
    assertThat(Accessors.javaName(p2.findFieldByName("result"), Proto2Types.class)).isEqualTo("Result");
    assertThat(Accessors.javaName(p2.findFieldByName("entry"), Proto2Types.class)).isEqualTo("Entry");
  }
}
