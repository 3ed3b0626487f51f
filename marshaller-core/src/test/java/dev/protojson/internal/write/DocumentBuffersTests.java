package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.internal.Switches;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.test.proto3.Nested;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import tools.jackson.core.TokenStreamContext;

/** A thread's document buffers are handed to one document at a time, and only to the thread they belong to. */
class DocumentBuffersTests {

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

  /** The kept generator serves 64 documents, then a new one takes over: a busy thread's generator dies young. */
  @Test
  void theKeptGeneratorIsReplacedEvery64Documents() {
    FastJsonFactory factory = new FastJsonFactory(tools.jackson.core.json.JsonFactory.builder());
    DocumentBuffers buffers = DocumentBuffers.take();
    try {
      FastJsonGenerator first = buffers.generator(factory);
      for (int i = 1; i < 64; i++) {
        assertThat(buffers.generator(factory)).as("document %s", i + 1).isSameAs(first);
      }
      FastJsonGenerator next = buffers.generator(factory);
      assertThat(next).isNotSameAs(first);
      assertThat(buffers.generator(factory)).isSameAs(next);
    } finally {
      buffers.giveBack();
    }
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

  /**
   * A kept generator's documents share its contexts: the root is made ready again, and the contexts below it are
   * the ones the document before made. One that failed half-way leaves its contexts (and their messages) behind.
   */
  @Test
  void theKeptGeneratorReusesItsContextsUnlessADocumentFailed() {
    FastJsonFactory factory = new FastJsonFactory(tools.jackson.core.json.JsonFactory.builder());
    DocumentBuffers buffers = DocumentBuffers.take();
    try {
      FastJsonGenerator generator = buffers.generator(factory);
      TokenStreamContext root = generator.streamWriteContext();
      generator.writeStartObject();
      TokenStreamContext object = generator.streamWriteContext();
      generator.writeEndObject();
      generator.endDocument();

      assertThat(buffers.generator(factory)).isSameAs(generator);
      assertThat(generator.streamWriteContext()).isSameAs(root);
      assertThat(root.hasCurrentIndex()).as("no value written yet").isFalse();
      generator.writeStartObject();
      assertThat(generator.streamWriteContext()).isSameAs(object);
      // Left inside the object, as a failure leaves it.
      generator.endDocument();

      assertThat(buffers.generator(factory)).isSameAs(generator);
      assertThat(generator.streamWriteContext()).isNotSameAs(root);
      generator.writeStartObject();
      assertThat(generator.streamWriteContext()).isNotSameAs(object);
      generator.writeEndObject();
      generator.endDocument();
    } finally {
      buffers.giveBack();
    }
  }

  /** Between documents the kept generator holds nothing of the message it wrote last, finished or failed. */
  @Test
  void theKeptGeneratorDoesNotHoldOnToWrittenMessages() throws InterruptedException {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    marshaller.writeValueAsBytes(AllTypes.getDefaultInstance());
    WeakReference<AllTypes> finished = writtenAndDropped(marshaller, false);
    assertThat(collected(finished)).as("a message written whole").isTrue();
    WeakReference<AllTypes> failed = writtenAndDropped(marshaller, true);
    assertThat(collected(failed)).as("a message that failed half-way").isTrue();
  }

  private static WeakReference<AllTypes> writtenAndDropped(MessageMarshaller marshaller, boolean failing) {
    AllTypes.Builder message = AllTypes.newBuilder().setFString("s")
        .setFNested(Nested.newBuilder().setChild(Nested.newBuilder().setValue(1)))
        .addRNested(Nested.newBuilder().setValue(2)).putMStringNested("k", Nested.newBuilder().setValue(3).build());
    if (failing) {
      message.setRecursive(AllTypes.newBuilder()
          .setWktTimestamp(Timestamp.newBuilder().setSeconds(Long.MAX_VALUE)));
    }
    AllTypes built = message.build();
    if (failing) {
      assertThatThrownBy(() -> marshaller.writeValueAsBytes(built)).isInstanceOf(ProtoJsonWriteException.class);
    } else {
      assertThat(marshaller.writeValueAsBytes(built)).isNotEmpty();
    }
    return new WeakReference<>(built);
  }

  private static boolean collected(WeakReference<?> reference) throws InterruptedException {
    for (int i = 0; i < 20 && reference.get() != null; i++) {
      System.gc();
      Thread.sleep(10);
    }
    return reference.get() == null;
  }

  /**
   * After a document larger than the generator's buffer, the thread's next document takes Jackson's pooled buffers
   * until one fits again; every document is written whole either way, a failed large one included.
   */
  @Test
  void aThreadWritesAfterALargeDocumentWithPooledBuffersUntilOneFitsAgain() {
    MessageMarshaller marshaller = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
    AllTypes small = AllTypes.newBuilder().setFInt32(7).build();
    AllTypes.Builder large = AllTypes.newBuilder();
    for (int i = 0; i < 2_000; i++) {
      large.addRString("element " + i);
    }
    AllTypes big = large.build();
    AllTypes bigAndBad = big.toBuilder().setWktTimestamp(Timestamp.newBuilder().setSeconds(Long.MAX_VALUE)).build();
    String bigText = marshaller.writeValueAsString(big);
    DocumentBuffers buffers = DocumentBuffers.take();
    buffers.giveBack();
    assertThat(bigText.length()).isGreaterThan(3 * buffers.output.length);
    String smallText = marshaller.writeValueAsString(small);

    // Without protojson's generator (the public-api-path run) no document uses the thread's buffers.
    boolean kept = Switches.FAST_PATHS;
    assertThat(text(marshaller.writeValueAsBytes(small))).isEqualTo(smallText);
    assertThat(lastOverflowed()).isFalse();
    assertThat(text(marshaller.writeValueAsBytes(big))).isEqualTo(bigText);
    assertThat(lastOverflowed()).as("kept path, large document").isEqualTo(kept);
    assertThat(text(marshaller.writeValueAsBytes(big))).isEqualTo(bigText);
    assertThat(lastOverflowed()).as("pooled path, large document").isEqualTo(kept);
    assertThatThrownBy(() -> marshaller.writeValueAsBytes(bigAndBad)).isInstanceOf(ProtoJsonWriteException.class);
    assertThat(text(marshaller.writeValueAsBytes(small))).isEqualTo(smallText);
    assertThat(lastOverflowed()).as("pooled path, small document").isFalse();
    assertThat(text(marshaller.writeValueAsBytes(small))).isEqualTo(smallText);
    assertThat(text(marshaller.writeValueAsBytes(big))).isEqualTo(bigText);
  }

  private static String text(byte[] json) {
    return new String(json, StandardCharsets.UTF_8);
  }

  private static boolean lastOverflowed() {
    DocumentBuffers buffers = DocumentBuffers.take();
    try {
      return buffers.lastOverflowed;
    } finally {
      buffers.giveBack();
    }
  }
}
