package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class ReadScratchTests {

  @Test
  void aPlatformThreadKeepsItsBuffersFromDocumentToDocument() throws InterruptedException {
    AtomicReference<ReadScratch> first = new AtomicReference<>();
    AtomicReference<ReadScratch> other = new AtomicReference<>();
    // A fresh thread: the test runner's has read documents before.
    Thread thread = new Thread(() -> {
      ReadScratch scratch = ReadScratch.forDocument(100, false);
      char[] chars = scratch.chars();
      char[] shortAscii = scratch.shortAscii();
      ReadScratch next = ReadScratch.forDocument(5, false);
      assertThat(next).isSameAs(scratch);
      assertThat(next.chars()).isSameAs(chars).hasSize(1024);
      assertThat(next.shortAscii()).isSameAs(shortAscii).isNotSameAs(chars);
      first.set(scratch);
    });
    thread.start();
    thread.join();
    Thread another = new Thread(() -> other.set(ReadScratch.forDocument(100, false)));
    another.start();
    another.join();
    assertThat(first.get()).isNotNull();
    assertThat(other.get()).isNotNull().isNotSameAs(first.get());
  }

  @Test
  void aGrownBufferIsKeptUpToItsLimit() throws InterruptedException {
    AtomicReference<char[][]> kept = new AtomicReference<>();
    Thread thread = new Thread(() -> {
      ReadScratch scratch = ReadScratch.forDocument(100, false);
      char[] grown = new char[ReadScratch.KEPT_CHARS];
      scratch.grown(grown);
      char[] afterGrown = ReadScratch.forDocument(100, false).chars();
      scratch.grown(new char[ReadScratch.KEPT_CHARS + 1]);
      kept.set(new char[][] {grown, afterGrown, ReadScratch.forDocument(100, false).chars()});
    });
    thread.start();
    thread.join();
    assertThat(kept.get()[1]).isSameAs(kept.get()[0]);
    assertThat(kept.get()[2]).isSameAs(kept.get()[0]);
  }

  @Test
  void aVirtualThreadGetsBuffersForTheDocumentAloneSizedByIt() {
    ReadScratch small = ReadScratch.forDocument(10, true);
    ReadScratch large = ReadScratch.forDocument(100_000, true);
    assertThat(small).isNotSameAs(large).isNotSameAs(ReadScratch.forDocument(10, false));
    assertThat(small.chars()).hasSize(64);
    assertThat(ReadScratch.forDocument(300, true).chars()).hasSize(300);
    assertThat(large.chars()).hasSize(1024);
    assertThat(ReadScratch.forDocument(10, true).chars()).isNotSameAs(small.chars());
  }
}
