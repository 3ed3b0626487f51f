package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
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
}
