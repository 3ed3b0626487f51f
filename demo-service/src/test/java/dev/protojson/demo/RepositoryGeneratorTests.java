package dev.protojson.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.util.Timestamps;
import dev.protojson.demo.github.Repository;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class RepositoryGeneratorTests {

  private final RepositoryGenerator generator = new RepositoryGenerator();

  @Test
  void sameQuerySameResponse() {
    assertThat(new RepositoryGenerator().search("protobuf", 50)).isEqualTo(generator.search("protobuf", 50));
    assertThat(generator.search("protobuf", 50)).isNotEqualTo(generator.search("jackson", 50));
  }

  @Test
  void aSmallerPageIsTheStartOfALargerOne() {
    List<Repository> large = generator.search("grpc", 100).getItemsList();

    assertThat(generator.search("grpc", 10).getItemsList()).isEqualTo(large.subList(0, 10));
  }

  @Test
  void repositoriesAreConsistentLikeGitHubs() {
    for (String q : List.of("protobuf", "json", "spring boot", "c++", "Ünïcode", "x")) {
      SearchRepositoriesResponse response = generator.search(q, 100);
      assertThat(response.getItemsCount()).isEqualTo((int) Math.min(100, response.getTotalCount()));
      Set<String> fullNames = response.getItemsList().stream().map(Repository::getFullName).collect(Collectors.toSet());
      assertThat(fullNames).hasSize(response.getItemsCount());
      double previousScore = Double.MAX_VALUE;
      for (Repository r : response.getItemsList()) {
        assertThat(r.getId()).isPositive();
        assertThat(r.getFullName()).isEqualTo(r.getOwner().getLogin() + "/" + r.getName());
        assertThat(r.getHtmlUrl()).isEqualTo("https://github.com/" + r.getFullName());
        assertThat(Timestamps.compare(r.getCreatedAt(), r.getPushedAt())).isNotPositive();
        assertThat(Timestamps.compare(r.getPushedAt(), r.getUpdatedAt())).isNotPositive();
        assertThat(r.getWatchersCount()).isEqualTo(r.getStargazersCount());
        assertThat(r.getScore()).isPositive().isLessThanOrEqualTo(previousScore);
        assertThat(r.getTopicsList()).doesNotHaveDuplicates();
        previousScore = r.getScore();
      }
    }
  }

  @Test
  void nullableFieldsAreSometimesUnset() {
    List<Repository> items = generator.search("protobuf", 100).getItemsList();

    assertThat(items).anyMatch(Repository::hasDescription).anyMatch(r -> !r.hasDescription());
    assertThat(items).anyMatch(Repository::hasHomepage).anyMatch(r -> !r.hasHomepage());
    assertThat(items).anyMatch(Repository::hasLanguage).anyMatch(r -> !r.hasLanguage());
    assertThat(items).anyMatch(Repository::hasLicense).anyMatch(r -> !r.hasLicense());
  }

  @Test
  void queriesBecomeRepositoryNames() {
    assertThat(RepositoryGenerator.slug("Spring Boot")).isEqualTo("spring-boot");
    assertThat(RepositoryGenerator.slug("c++")).isEqualTo("c");
    assertThat(RepositoryGenerator.slug("  !!  ")).isEqualTo("project");
    assertThat(RepositoryGenerator.slug("protobuf.js")).isEqualTo("protobuf.js");
  }
}
