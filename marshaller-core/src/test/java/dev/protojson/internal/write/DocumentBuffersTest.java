package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicReference;
import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A thread's document buffers are handed to one document at a time, and only to the thread they belong to. */
class DocumentBuffersTest {

  @Test
  void aThreadsBuffersAreNotHandedOutTwiceWhileInUse() {
    DocumentBuffers first = DocumentBuffers.take();
    assertThat(first).isNotNull();
    try {
      assertThat(DocumentBuffers.take()).as("a document written while another is").isNull();
    } finally {
      first.giveBack();
    }
    DocumentBuffers again = DocumentBuffers.take();
    try {
      assertThat(again).isSameAs(first);
    } finally {
      again.giveBack();
    }
  }

  @Test
  void anotherThreadHasBuffersOfItsOwn() throws InterruptedException {
    DocumentBuffers mine = DocumentBuffers.take();
    AtomicReference<DocumentBuffers> theirs = new AtomicReference<>();
    try {
      Thread thread = new Thread(() -> {
        DocumentBuffers buffers = DocumentBuffers.take();
        theirs.set(buffers);
        buffers.giveBack();
      });
      thread.start();
      thread.join();
    } finally {
      mine.giveBack();
    }
    assertThat(theirs.get()).isNotNull().isNotSameAs(mine);
  }

  @Test
  void theKeptGeneratorStartsEachDocumentAfreshEvenAfterOneFailedHalfWay() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    MessageMarshaller protoNames = MessageMarshaller.builder().register(AllTypes.getDefaultInstance())
        .preservingProtoFieldNames().build();
    AllTypes good = AllTypes.newBuilder().setFInt32(1)
        .setFNested(Nested.newBuilder().setValue(2).setChild(Nested.newBuilder().setNote("n"))).build();
    // fails inside the object, after a string and a nested object were written
    AllTypes bad = AllTypes.newBuilder().setFString("s").setFNested(Nested.newBuilder().setValue(3))
        .setWktTimestamp(Timestamp.newBuilder().setSeconds(Long.MAX_VALUE)).build();
    String expected = marshaller.writeValueAsString(good);
    for (int i = 0; i < 3; i++) {
      assertThat(new String(marshaller.writeValueAsBytes(good), StandardCharsets.UTF_8)).isEqualTo(expected);
      assertThatThrownBy(() -> marshaller.writeValueAsBytes(bad)).isInstanceOf(ProtoJsonWriteException.class);
      assertThat(new String(marshaller.writeValueAsBytes(good), StandardCharsets.UTF_8)).isEqualTo(expected);
      // another marshaller on the same thread, then back
      assertThat(new String(protoNames.writeValueAsBytes(good), StandardCharsets.UTF_8))
          .isEqualTo(protoNames.writeValueAsString(good)).contains("\"f_int32\":1");
    }
  }
}
