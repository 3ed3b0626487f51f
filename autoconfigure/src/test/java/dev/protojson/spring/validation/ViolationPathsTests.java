package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import build.buf.protovalidate.ValidationResult;
import build.buf.protovalidate.Violation;
import build.buf.validate.FieldPath;
import build.buf.validate.FieldPathElement;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import dev.protojson.spring.test.openapi.Kinds;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The paths of violations as the JSON names the places, from protovalidate's paths. */
class ViolationPathsTests {

  private final ViolationPaths paths = new ViolationPaths(false);

  /**
   * protovalidate sign-extends a 32-bit unsigned map key into the path's 64 bits: 4294967295 comes as -1. The path
   * names the key the client sent.
   */
  @Test
  void anUnsigned32BitMapKeyIsTheKeySent() {
    Descriptor kinds = Kinds.getDescriptor();
    assertThat(field(kinds, "m_uint32", FieldDescriptorProto.Type.TYPE_UINT32, -1L)).isEqualTo("mUint32[4294967295]");
    assertThat(field(kinds, "m_fixed32", FieldDescriptorProto.Type.TYPE_FIXED32, 0xFFFFFFFEL | 0xFFFFFFFF00000000L))
        .isEqualTo("mFixed32[4294967294]");
    assertThat(field(kinds, "m_uint64", FieldDescriptorProto.Type.TYPE_UINT64, -1L))
        .isEqualTo("mUint64[18446744073709551615]");
  }

  private String field(Descriptor type, String name, FieldDescriptorProto.Type keyType, long key) {
    FieldPathElement element = FieldPathElement.newBuilder().setFieldName(name)
        .setFieldNumber(type.findFieldByName(name).getNumber()).setKeyType(keyType).setUintKey(key).build();
    build.buf.validate.Violation proto = build.buf.validate.Violation.newBuilder()
        .setField(FieldPath.newBuilder().addElements(element)).setRuleId("map.values").setMessage("m").build();
    Violation violation = new Violation() {
      @Override
      public build.buf.validate.Violation toProto() {
        return proto;
      }

      @Override
      public FieldValue getFieldValue() {
        return null;
      }

      @Override
      public FieldValue getRuleValue() {
        return null;
      }
    };
    return paths.of(new ValidationResult(List.of(violation)), type, "").get(0).field();
  }
}
