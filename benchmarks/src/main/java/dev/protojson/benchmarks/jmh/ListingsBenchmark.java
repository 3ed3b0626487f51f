package dev.protojson.benchmarks.jmh;

import dev.protojson.benchmarks.data.ListingsData;
import dev.protojson.benchmarks.listings.ListingPage;
import dev.protojson.benchmarks.streaming.ListingsStreaming;
import dev.protojson.benchmarks.streaming.StreamingCodec;

/**
 * (e) A page of 40 marketplace listings in realistic text: escapes, every UTF-8 length, numbers in every form proto3
 * JSON reads, shuffled members, some proto names ({@link ListingsData}). Every reader reads that fixed text; every
 * writer writes the message it holds. No records: a databind mapping of every number form would be a hand-written
 * reader of its own.
 */
public class ListingsBenchmark extends StreamingBenchmark<ListingPage> {

  static final int ITEMS = 40;

  private ListingsData.Page page;

  @Override
  protected ListingPage createMessage() {
    page = ListingsData.page(ITEMS);
    return page.message();
  }

  @Override
  String inputJson() {
    return page.json();
  }

  @Override
  protected Class<ListingPage> messageType() {
    return ListingPage.class;
  }

  @Override
  protected StreamingCodec<ListingPage> createStreaming() {
    return new ListingsStreaming();
  }
}
