package dev.protojson.internal.kind;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.protojson.internal.HelperMethod;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.ReadSupport;
import dev.protojson.internal.write.WriteSupport;
import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.SerializableString;

/** The table of field kinds: every proto type has a row, and each row's helpers are the ones it names. */
class FieldKindTests {

  @Test
  void everyProtoTypeHasAKindAndGroupsAreMessages() {
    for (FieldDescriptor.Type type : FieldDescriptor.Type.values()) {
      assertThat(FieldKind.of(type)).as(type.name()).isNotNull();
    }
    assertThat(FieldKind.of(FieldDescriptor.Type.GROUP)).isEqualTo(FieldKind.MESSAGE);
    assertThat(FieldKind.of(FieldDescriptor.Type.SINT64)).isEqualTo(FieldKind.SINT64);
  }

  @Test
  void rowsResolveTheExactHelpersTheyReferTo() throws NoSuchMethodException {
    assertThat(FieldKind.SINT32.read()).isEqualTo(ReadSupport.class.getMethod("readSInt32", JsonParser.class));
    assertThat(FieldKind.SINT32.mapKey()).isEqualTo(ReadSupport.class.getMethod("keyInt32", JsonParser.class));
    assertThat(FieldKind.FIXED32.writePresent()).isEqualTo(WriteSupport.class.getMethod("uint32",
        JsonGenerator.class, SerializableString.class, boolean.class, int.class));
    assertThat(FieldKind.BYTES.write()).isEqualTo(WriteSupport.class.getMethod("bytes", JsonGenerator.class,
        SerializableString.class, ByteString.class));
    assertThat(FieldKind.DOUBLE.writeList()).isEqualTo(WriteSupport.class.getMethod("float64s",
        JsonGenerator.class, SerializableString.class, List.class, boolean.class));
  }

  @Test
  void everyScalarRowReadsAndWritesItsOwnJavaTypeWithPublicStaticHelpers() {
    for (FieldKind kind : FieldKind.values()) {
      if (!kind.isScalar()) {
        continue;
      }
      assertThat(kind.read().getReturnType()).as(kind.name()).isEqualTo(kind.javaType());
      assertThat(kind.write().getParameterTypes()[2]).as(kind.name()).isEqualTo(kind.javaType());
      assertThat(kind.writePresent().getParameterTypes()[3]).as(kind.name()).isEqualTo(kind.javaType());
      assertThat(Arrays.asList(kind.read(), kind.write(), kind.writePresent(), kind.writeList()))
          .allMatch(m -> Modifier.isStatic(m.getModifiers()) && Modifier.isPublic(m.getModifiers()));
    }
  }

  @Test
  void mapKeysAreWrittenAsProto3JsonSaysAndOnlyKeyKindsHaveThem() {
    assertThat(FieldKind.UINT32.keyText(-1)).isEqualTo("4294967295");
    assertThat(FieldKind.FIXED64.keyText(-1L)).isEqualTo("18446744073709551615");
    assertThat(FieldKind.SINT64.keyText(-1L)).isEqualTo("-1");
    assertThat(FieldKind.BOOL.keyText(true)).isEqualTo("true");
    // UTF-16 order, as JsonFormat 4.36 sorts: a surrogate (U+D83D) comes before U+FFFF
    assertThat(FieldKind.STRING.keyOrder().compare("\uFFFF", "\uD83D\uDE00")).isGreaterThan(0);
    assertThatThrownBy(FieldKind.FLOAT::mapKey).hasMessageContaining("FLOAT has no map key");
    assertThatThrownBy(() -> FieldKind.BYTES.keyText(ByteString.EMPTY)).hasMessageContaining("cannot be a map key");
  }

  @Test
  void onlyReferencesToMethodsAreHelpers() {
    Serializable lambda = (HelperRef.Read) p -> 1;
    assertThatThrownBy(() -> HelperMethod.of(lambda)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("Not a reference to a helper method");
  }

  @Test
  void theByteLevelReadersAreTheByteInputsMethods() {
    assertThat(FieldKind.SINT32.byteLevelReadMethod().getName()).isEqualTo("readInt32");
    assertThat(FieldKind.FIXED64.byteLevelReadMethod().getName()).isEqualTo("readUInt64");
    assertThat(FieldKind.ENUM.byteLevelReadMethod().getParameterTypes()).containsExactly(FieldInfo.class);
    assertThat(FieldKind.BYTES.byteLevelReadMethod().getName()).isEqualTo("readBase64");
    assertThatThrownBy(FieldKind.MESSAGE::byteLevelReadMethod).hasMessageContaining("MESSAGE has no byte-level read");
  }
}
