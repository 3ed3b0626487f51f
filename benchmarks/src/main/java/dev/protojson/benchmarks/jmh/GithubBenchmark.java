package dev.protojson.benchmarks.jmh;

import dev.protojson.benchmarks.data.GithubData;
import dev.protojson.benchmarks.data.GithubRecords;
import dev.protojson.benchmarks.streaming.GithubStreaming;
import dev.protojson.benchmarks.streaming.StreamingCodec;
import dev.protojson.demo.github.SearchRepositoriesResponse;

/** (b) GitHub's search-repositories response with 30 repositories. */
public class GithubBenchmark extends RecordsBenchmark<SearchRepositoriesResponse, GithubRecords.SearchResult> {

  @Override
  protected SearchRepositoriesResponse createMessage() {
    return GithubData.response(30);
  }

  @Override
  protected Class<SearchRepositoriesResponse> messageType() {
    return SearchRepositoriesResponse.class;
  }

  @Override
  protected GithubRecords.SearchResult toRecords(SearchRepositoriesResponse message) {
    return GithubRecords.of(message);
  }

  @Override
  protected Class<GithubRecords.SearchResult> recordsType() {
    return GithubRecords.SearchResult.class;
  }

  @Override
  protected StreamingCodec<SearchRepositoriesResponse> createStreaming() {
    return new GithubStreaming();
  }
}
