package dev.protojson.benchmarks.streaming;

import com.google.protobuf.StringValue;
import dev.protojson.demo.github.License;
import dev.protojson.demo.github.Owner;
import dev.protojson.demo.github.Repository;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.SerializedString;

/** Hand-written proto3 JSON for {@link SearchRepositoriesResponse}. */
public final class GithubStreaming extends StreamingCodec<SearchRepositoriesResponse> {

  private static final SerializableString TOTAL_COUNT = name("totalCount");
  private static final SerializableString INCOMPLETE_RESULTS = name("incompleteResults");
  private static final SerializableString ITEMS = name("items");

  private static final SerializableString ID = name("id");
  private static final SerializableString NODE_ID = name("nodeId");
  private static final SerializableString NAME = name("name");
  private static final SerializableString FULL_NAME = name("fullName");
  private static final SerializableString OWNER = name("owner");
  private static final SerializableString PRIVATE = name("private");
  private static final SerializableString HTML_URL = name("htmlUrl");
  private static final SerializableString DESCRIPTION = name("description");
  private static final SerializableString FORK = name("fork");
  private static final SerializableString URL = name("url");
  private static final SerializableString CREATED_AT = name("createdAt");
  private static final SerializableString UPDATED_AT = name("updatedAt");
  private static final SerializableString PUSHED_AT = name("pushedAt");
  private static final SerializableString HOMEPAGE = name("homepage");
  private static final SerializableString SIZE = name("size");
  private static final SerializableString STARGAZERS_COUNT = name("stargazersCount");
  private static final SerializableString WATCHERS_COUNT = name("watchersCount");
  private static final SerializableString LANGUAGE = name("language");
  private static final SerializableString FORKS_COUNT = name("forksCount");
  private static final SerializableString OPEN_ISSUES_COUNT = name("openIssuesCount");
  private static final SerializableString DEFAULT_BRANCH = name("defaultBranch");
  private static final SerializableString SCORE = name("score");
  private static final SerializableString TOPICS = name("topics");
  private static final SerializableString LICENSE = name("license");
  private static final SerializableString ARCHIVED = name("archived");
  private static final SerializableString DISABLED = name("disabled");
  private static final SerializableString VISIBILITY = name("visibility");
  private static final SerializableString HAS_ISSUES = name("hasIssues");
  private static final SerializableString HAS_PROJECTS = name("hasProjects");
  private static final SerializableString HAS_WIKI = name("hasWiki");
  private static final SerializableString HAS_PAGES = name("hasPages");
  private static final SerializableString HAS_DOWNLOADS = name("hasDownloads");
  private static final SerializableString MIRROR_URL = name("mirrorUrl");

  private static final SerializableString LOGIN = name("login");
  private static final SerializableString AVATAR_URL = name("avatarUrl");
  private static final SerializableString GRAVATAR_ID = name("gravatarId");
  private static final SerializableString TYPE = name("type");
  private static final SerializableString SITE_ADMIN = name("siteAdmin");

  private static final SerializableString KEY = name("key");
  private static final SerializableString SPDX_ID = name("spdxId");

  private static final Fields RESPONSE_FIELDS = new Fields(
      "totalCount", "total_count", "incompleteResults", "incomplete_results", "items", null);
  private static final Fields REPOSITORY_FIELDS = new Fields(
      "id", null, "nodeId", "node_id", "name", null, "fullName", "full_name", "owner", null, "private", null,
      "htmlUrl", "html_url", "description", null, "fork", null, "url", null, "createdAt", "created_at",
      "updatedAt", "updated_at", "pushedAt", "pushed_at", "homepage", null, "size", null,
      "stargazersCount", "stargazers_count", "watchersCount", "watchers_count", "language", null,
      "forksCount", "forks_count", "openIssuesCount", "open_issues_count", "defaultBranch", "default_branch",
      "score", null, "topics", null, "license", null, "archived", null, "disabled", null, "visibility", null,
      "hasIssues", "has_issues", "hasProjects", "has_projects", "hasWiki", "has_wiki", "hasPages", "has_pages",
      "hasDownloads", "has_downloads", "mirrorUrl", "mirror_url");
  private static final Fields OWNER_FIELDS = new Fields(
      "login", null, "id", null, "nodeId", "node_id", "avatarUrl", "avatar_url", "gravatarId", "gravatar_id",
      "url", null, "htmlUrl", "html_url", "type", null, "siteAdmin", "site_admin");
  private static final Fields LICENSE_FIELDS = new Fields(
      "key", null, "name", null, "spdxId", "spdx_id", "url", null, "nodeId", "node_id");

  private static SerializableString name(String name) {
    return new SerializedString(name);
  }

  @Override
  protected void writeValue(JsonGenerator g, SearchRepositoriesResponse r, char[] s) {
    g.writeStartObject();
    if (r.getTotalCount() != 0) {
      g.writeName(TOTAL_COUNT);
      Text.writeInt64(g, r.getTotalCount(), s);
    }
    if (r.getIncompleteResults()) {
      g.writeName(INCOMPLETE_RESULTS);
      g.writeBoolean(true);
    }
    int items = r.getItemsCount();
    if (items > 0) {
      g.writeName(ITEMS);
      g.writeStartArray();
      for (int i = 0; i < items; i++) {
        writeRepository(g, r.getItems(i), s);
      }
      g.writeEndArray();
    }
    g.writeEndObject();
  }

  private static void writeRepository(JsonGenerator g, Repository r, char[] s) {
    g.writeStartObject();
    int64(g, ID, r.getId(), s);
    string(g, NODE_ID, r.getNodeId());
    string(g, NAME, r.getName());
    string(g, FULL_NAME, r.getFullName());
    if (r.hasOwner()) {
      g.writeName(OWNER);
      writeOwner(g, r.getOwner(), s);
    }
    bool(g, PRIVATE, r.getPrivate());
    string(g, HTML_URL, r.getHtmlUrl());
    if (r.hasDescription()) {
      g.writeName(DESCRIPTION);
      g.writeString(r.getDescription().getValue());
    }
    bool(g, FORK, r.getFork());
    string(g, URL, r.getUrl());
    if (r.hasCreatedAt()) {
      g.writeName(CREATED_AT);
      Text.writeTimestamp(g, r.getCreatedAt(), s);
    }
    if (r.hasUpdatedAt()) {
      g.writeName(UPDATED_AT);
      Text.writeTimestamp(g, r.getUpdatedAt(), s);
    }
    if (r.hasPushedAt()) {
      g.writeName(PUSHED_AT);
      Text.writeTimestamp(g, r.getPushedAt(), s);
    }
    if (r.hasHomepage()) {
      g.writeName(HOMEPAGE);
      g.writeString(r.getHomepage().getValue());
    }
    int64(g, SIZE, r.getSize(), s);
    int64(g, STARGAZERS_COUNT, r.getStargazersCount(), s);
    int64(g, WATCHERS_COUNT, r.getWatchersCount(), s);
    if (r.hasLanguage()) {
      g.writeName(LANGUAGE);
      g.writeString(r.getLanguage().getValue());
    }
    int64(g, FORKS_COUNT, r.getForksCount(), s);
    int64(g, OPEN_ISSUES_COUNT, r.getOpenIssuesCount(), s);
    string(g, DEFAULT_BRANCH, r.getDefaultBranch());
    double score = r.getScore();
    if (Double.doubleToRawLongBits(score) != 0) {
      g.writeName(SCORE);
      Text.writeDouble(g, score);
    }
    int topics = r.getTopicsCount();
    if (topics > 0) {
      g.writeName(TOPICS);
      g.writeStartArray();
      for (int i = 0; i < topics; i++) {
        g.writeString(r.getTopics(i));
      }
      g.writeEndArray();
    }
    if (r.hasLicense()) {
      g.writeName(LICENSE);
      writeLicense(g, r.getLicense());
    }
    bool(g, ARCHIVED, r.getArchived());
    bool(g, DISABLED, r.getDisabled());
    string(g, VISIBILITY, r.getVisibility());
    bool(g, HAS_ISSUES, r.getHasIssues());
    bool(g, HAS_PROJECTS, r.getHasProjects());
    bool(g, HAS_WIKI, r.getHasWiki());
    bool(g, HAS_PAGES, r.getHasPages());
    bool(g, HAS_DOWNLOADS, r.getHasDownloads());
    if (r.hasMirrorUrl()) {
      g.writeName(MIRROR_URL);
      g.writeString(r.getMirrorUrl().getValue());
    }
    g.writeEndObject();
  }

  private static void writeOwner(JsonGenerator g, Owner o, char[] s) {
    g.writeStartObject();
    string(g, LOGIN, o.getLogin());
    int64(g, ID, o.getId(), s);
    string(g, NODE_ID, o.getNodeId());
    string(g, AVATAR_URL, o.getAvatarUrl());
    string(g, GRAVATAR_ID, o.getGravatarId());
    string(g, URL, o.getUrl());
    string(g, HTML_URL, o.getHtmlUrl());
    string(g, TYPE, o.getType());
    bool(g, SITE_ADMIN, o.getSiteAdmin());
    g.writeEndObject();
  }

  private static void writeLicense(JsonGenerator g, License l) {
    g.writeStartObject();
    string(g, KEY, l.getKey());
    string(g, NAME, l.getName());
    string(g, SPDX_ID, l.getSpdxId());
    if (l.hasUrl()) {
      g.writeName(URL);
      g.writeString(l.getUrl().getValue());
    }
    string(g, NODE_ID, l.getNodeId());
    g.writeEndObject();
  }

  @Override
  protected SearchRepositoriesResponse readValue(JsonParser p) {
    SearchRepositoriesResponse.Builder b = SearchRepositoriesResponse.newBuilder();
    long seen = 0;
    for (int f; (f = RESPONSE_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      switch (f) {
        case 0 -> b.setTotalCount(Text.readInt64(p));
        case 1 -> b.setIncompleteResults(Text.readBool(p));
        default -> {
          expect(p, p.currentToken(), JsonToken.START_ARRAY);
          while (p.nextToken() == JsonToken.START_OBJECT) {
            Repository.Builder repository = Repository.newBuilder();
            readRepository(p, repository);
            b.addItems(repository.build());
          }
          expect(p, p.currentToken(), JsonToken.END_ARRAY);
        }
      }
    }
    return b.build();
  }

  private static void readRepository(JsonParser p, Repository.Builder b) {
    long seen = 0;
    for (int f; (f = REPOSITORY_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      switch (f) {
        case 0 -> b.setId(Text.readInt64(p));
        case 1 -> b.setNodeId(Text.readString(p));
        case 2 -> b.setName(Text.readString(p));
        case 3 -> b.setFullName(Text.readString(p));
        case 4 -> b.setOwner(readOwner(p));
        case 5 -> b.setPrivate(Text.readBool(p));
        case 6 -> b.setHtmlUrl(Text.readString(p));
        case 7 -> b.setDescription(StringValue.of(Text.readString(p)));
        case 8 -> b.setFork(Text.readBool(p));
        case 9 -> b.setUrl(Text.readString(p));
        case 10 -> b.setCreatedAt(Text.readTimestamp(p));
        case 11 -> b.setUpdatedAt(Text.readTimestamp(p));
        case 12 -> b.setPushedAt(Text.readTimestamp(p));
        case 13 -> b.setHomepage(StringValue.of(Text.readString(p)));
        case 14 -> b.setSize(Text.readInt64(p));
        case 15 -> b.setStargazersCount(Text.readInt64(p));
        case 16 -> b.setWatchersCount(Text.readInt64(p));
        case 17 -> b.setLanguage(StringValue.of(Text.readString(p)));
        case 18 -> b.setForksCount(Text.readInt64(p));
        case 19 -> b.setOpenIssuesCount(Text.readInt64(p));
        case 20 -> b.setDefaultBranch(Text.readString(p));
        case 21 -> b.setScore(Text.readDouble(p));
        case 22 -> {
          expect(p, p.currentToken(), JsonToken.START_ARRAY);
          while (p.nextToken() != JsonToken.END_ARRAY) {
            b.addTopics(Text.readString(p));
          }
        }
        case 23 -> b.setLicense(readLicense(p));
        case 24 -> b.setArchived(Text.readBool(p));
        case 25 -> b.setDisabled(Text.readBool(p));
        case 26 -> b.setVisibility(Text.readString(p));
        case 27 -> b.setHasIssues(Text.readBool(p));
        case 28 -> b.setHasProjects(Text.readBool(p));
        case 29 -> b.setHasWiki(Text.readBool(p));
        case 30 -> b.setHasPages(Text.readBool(p));
        case 31 -> b.setHasDownloads(Text.readBool(p));
        default -> b.setMirrorUrl(StringValue.of(Text.readString(p)));
      }
    }
  }

  private static Owner readOwner(JsonParser p) {
    expect(p, p.currentToken(), JsonToken.START_OBJECT);
    Owner.Builder b = Owner.newBuilder();
    long seen = 0;
    for (int f; (f = OWNER_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      switch (f) {
        case 0 -> b.setLogin(Text.readString(p));
        case 1 -> b.setId(Text.readInt64(p));
        case 2 -> b.setNodeId(Text.readString(p));
        case 3 -> b.setAvatarUrl(Text.readString(p));
        case 4 -> b.setGravatarId(Text.readString(p));
        case 5 -> b.setUrl(Text.readString(p));
        case 6 -> b.setHtmlUrl(Text.readString(p));
        case 7 -> b.setType(Text.readString(p));
        default -> b.setSiteAdmin(Text.readBool(p));
      }
    }
    return b.build();
  }

  private static License readLicense(JsonParser p) {
    expect(p, p.currentToken(), JsonToken.START_OBJECT);
    License.Builder b = License.newBuilder();
    long seen = 0;
    for (int f; (f = LICENSE_FIELDS.next(p)) >= 0; ) {
      seen = seen(p, seen, f);
      if (p.currentToken() == JsonToken.VALUE_NULL) {
        continue;
      }
      switch (f) {
        case 0 -> b.setKey(Text.readString(p));
        case 1 -> b.setName(Text.readString(p));
        case 2 -> b.setSpdxId(Text.readString(p));
        case 3 -> b.setUrl(StringValue.of(Text.readString(p)));
        default -> b.setNodeId(Text.readString(p));
      }
    }
    return b.build();
  }
}
