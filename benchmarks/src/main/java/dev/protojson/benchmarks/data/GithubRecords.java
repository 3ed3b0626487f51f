package dev.protojson.benchmarks.data;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.google.protobuf.StringValue;
import com.google.protobuf.Timestamp;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import java.time.Instant;
import java.util.List;

/**
 * The GitHub search response as the plain Java records a Spring team would write without protobuf, with the same
 * JSON names as the proto3 JSON of {@code github.proto}.
 */
public final class GithubRecords {

  private GithubRecords() {}

  public record SearchResult(long totalCount, boolean incompleteResults, List<Repo> items) {
    public SearchResult {
      items = items == null ? List.of() : items;
    }
  }

  public record Repo(
      long id,
      String nodeId,
      String name,
      String fullName,
      Owner owner,
      @JsonProperty("private") boolean isPrivate,
      String htmlUrl,
      String description,
      boolean fork,
      String url,
      Instant createdAt,
      Instant updatedAt,
      Instant pushedAt,
      String homepage,
      long size,
      long stargazersCount,
      long watchersCount,
      String language,
      long forksCount,
      long openIssuesCount,
      String defaultBranch,
      double score,
      List<String> topics,
      License license,
      boolean archived,
      boolean disabled,
      String visibility,
      boolean hasIssues,
      boolean hasProjects,
      boolean hasWiki,
      boolean hasPages,
      boolean hasDownloads,
      String mirrorUrl) {
    public Repo {
      topics = topics == null ? List.of() : topics;
    }
  }

  public record Owner(
      String login,
      long id,
      String nodeId,
      String avatarUrl,
      String gravatarId,
      String url,
      String htmlUrl,
      String type,
      boolean siteAdmin) {}

  public record License(String key, String name, String spdxId, String url, String nodeId) {}

  public static SearchResult of(SearchRepositoriesResponse response) {
    return new SearchResult(
        response.getTotalCount(),
        response.getIncompleteResults(),
        response.getItemsList().stream().map(GithubRecords::repo).toList());
  }

  private static Repo repo(dev.protojson.demo.github.Repository r) {
    return new Repo(
        r.getId(),
        r.getNodeId(),
        r.getName(),
        r.getFullName(),
        r.hasOwner() ? owner(r.getOwner()) : null,
        r.getPrivate(),
        r.getHtmlUrl(),
        wrapped(r.hasDescription(), r.getDescription()),
        r.getFork(),
        r.getUrl(),
        r.hasCreatedAt() ? instant(r.getCreatedAt()) : null,
        r.hasUpdatedAt() ? instant(r.getUpdatedAt()) : null,
        r.hasPushedAt() ? instant(r.getPushedAt()) : null,
        wrapped(r.hasHomepage(), r.getHomepage()),
        r.getSize(),
        r.getStargazersCount(),
        r.getWatchersCount(),
        wrapped(r.hasLanguage(), r.getLanguage()),
        r.getForksCount(),
        r.getOpenIssuesCount(),
        r.getDefaultBranch(),
        r.getScore(),
        List.copyOf(r.getTopicsList()),
        r.hasLicense() ? license(r.getLicense()) : null,
        r.getArchived(),
        r.getDisabled(),
        r.getVisibility(),
        r.getHasIssues(),
        r.getHasProjects(),
        r.getHasWiki(),
        r.getHasPages(),
        r.getHasDownloads(),
        wrapped(r.hasMirrorUrl(), r.getMirrorUrl()));
  }

  private static Owner owner(dev.protojson.demo.github.Owner o) {
    return new Owner(o.getLogin(), o.getId(), o.getNodeId(), o.getAvatarUrl(), o.getGravatarId(), o.getUrl(),
        o.getHtmlUrl(), o.getType(), o.getSiteAdmin());
  }

  private static License license(dev.protojson.demo.github.License l) {
    return new License(l.getKey(), l.getName(), l.getSpdxId(), wrapped(l.hasUrl(), l.getUrl()), l.getNodeId());
  }

  private static String wrapped(boolean present, StringValue value) {
    return present ? value.getValue() : null;
  }

  private static Instant instant(Timestamp t) {
    return Instant.ofEpochSecond(t.getSeconds(), t.getNanos());
  }
}
