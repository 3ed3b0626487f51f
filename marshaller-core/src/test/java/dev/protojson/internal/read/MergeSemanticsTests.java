package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import org.junit.jupiter.api.Test;

/** mergeValue follows protobuf's merge rules, whether a nested message was already set or not. */
class MergeSemanticsTests {

  private static final MessageMarshaller MARSHALLER =
      MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();

  @Test
  void aNestedMessageAlreadySetIsMergedInPlace() {
    AllTypes.Builder builder = AllTypes.newBuilder()
        .setFNested(Nested.newBuilder().setValue(5).setChild(Nested.newBuilder().setNote("kept")));

    MARSHALLER.mergeValue("{\"fNested\": {\"note\": \"added\", \"child\": {\"value\": 7}}}", builder);

    assertThat(builder.getFNested()).isEqualTo(Nested.newBuilder().setValue(5).setNote("added")
        .setChild(Nested.newBuilder().setNote("kept").setValue(7)).build());
  }

  @Test
  void aNestedMessageNotYetSetIsReadWhole() {
    AllTypes.Builder builder = AllTypes.newBuilder().setFInt32(3);

    MARSHALLER.mergeValue("{\"fNested\": {\"value\": 1, \"child\": {\"note\": \"n\"}}, \"oNested\": {}}", builder);

    assertThat(builder.build()).isEqualTo(AllTypes.newBuilder().setFInt32(3)
        .setFNested(Nested.newBuilder().setValue(1).setChild(Nested.newBuilder().setNote("n")))
        .setONested(Nested.getDefaultInstance()).build());
    assertThat(builder.hasONested()).isTrue();
  }

  @Test
  void repeatedMessagesAreAppendedToThoseAlreadyThere() {
    AllTypes.Builder builder = AllTypes.newBuilder().addRNested(Nested.newBuilder().setValue(1));

    MARSHALLER.mergeValue("{\"rNested\": [{\"value\": 2}, {}, {\"note\": \"three\"}]}", builder);

    assertThat(builder.getRNestedList()).containsExactly(Nested.newBuilder().setValue(1).build(),
        Nested.newBuilder().setValue(2).build(), Nested.getDefaultInstance(),
        Nested.newBuilder().setNote("three").build());
  }

  @Test
  void aOneofMessageMemberReplacesTheOtherMember() {
    AllTypes.Builder builder = AllTypes.newBuilder().setOneofString("was here");

    MARSHALLER.mergeValue("{\"oneofNested\": {\"value\": 9}}", builder);

    assertThat(builder.getChoiceCase()).isEqualTo(AllTypes.ChoiceCase.ONEOF_NESTED);
    assertThat(builder.getOneofNested().getValue()).isEqualTo(9);
  }
}
