package dev.protojson.demo;

import com.google.protobuf.StringValue;
import com.google.protobuf.Timestamp;
import dev.protojson.demo.github.License;
import dev.protojson.demo.github.Owner;
import dev.protojson.demo.github.Repository;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import org.springframework.stereotype.Component;

/**
 * Generates answers shaped like GitHub's "search repositories" responses. The same query always gets the same
 * answer; different queries get different repositories named after the query.
 */
@Component
class RepositoryGenerator {

  /** Generated timestamps lie between these two instants. */
  private static final long FIRST_SECOND = Instant.parse("2009-01-01T00:00:00Z").getEpochSecond();
  private static final long LAST_SECOND = Instant.parse("2026-06-01T00:00:00Z").getEpochSecond();
  /** GitHub names the default branch of repositories created since then "main". */
  private static final long MAIN_BRANCH_SINCE = Instant.parse("2020-10-01T00:00:00Z").getEpochSecond();

  private static final String[] PREFIXES = {"awesome-", "go-", "node-", "py", "spring-", "rust-", "kotlin-"};
  private static final String[] SUFFIXES = {
    "-java", "-go", "-rs", "-js", "-cli", "-core", "-tools", "-examples", "-server", "-plugin", "-benchmarks"
  };
  private static final String[] LOGIN_WORDS = {
    "octo", "nimbus", "quartz", "lumen", "delta", "harbor", "cobalt", "maple", "atlas", "ember", "pixel", "vertex"
  };
  private static final String[] LOGIN_ENDINGS = {"-labs", "-dev", "-io", "hq", "-org", "", "cat", "-team"};
  private static final String[] LANGUAGES = {
    "Java", "Go", "Rust", "Python", "TypeScript", "JavaScript", "Kotlin", "C++", "C", "C#", "Swift", "Scala"
  };
  private static final String[] TOPICS = {
    "protobuf", "grpc", "json", "serialization", "performance", "api", "rest", "microservices", "spring-boot",
    "cli", "codegen", "benchmark", "http", "schema", "streaming"
  };
  private static final String[] DESCRIPTIONS = {
    "Fast %s for everyone", "A small, well-tested %s library", "Examples of %s in practice",
    "%s without the boilerplate", "The missing %s toolkit", "Benchmarks and notes on %s",
    "Idiomatic %s bindings", "A command-line client for %s"
  };
  private static final License[] LICENSES = {
    license("mit", "MIT License", "MIT", 13),
    license("apache-2.0", "Apache License 2.0", "Apache-2.0", 2),
    license("bsd-3-clause", "BSD 3-Clause \"New\" or \"Revised\" License", "BSD-3-Clause", 5),
    license("gpl-3.0", "GNU General Public License v3.0", "GPL-3.0", 9),
    license("mpl-2.0", "Mozilla Public License 2.0", "MPL-2.0", 14),
    // GitHub answers this one for licenses it does not recognise, and leaves its url null.
    License.newBuilder().setKey("other").setName("Other").setSpdxId("NOASSERTION")
        .setNodeId(nodeId("07:License", 0)).build(),
  };

  /** A response with {@code perPage} repositories (fewer if the query matches fewer) for query {@code q}. */
  SearchRepositoriesResponse search(String q, int perPage) {
    SplittableRandom random = new SplittableRandom(seed(q));
    String slug = slug(q);
    long totalCount = random.nextInt(5) == 0 ? random.nextInt(40) : 40 + random.nextLong(250_000);
    SearchRepositoriesResponse.Builder response = SearchRepositoriesResponse.newBuilder()
        .setTotalCount(totalCount)
        .setIncompleteResults(false);
    double score = 50 + random.nextDouble(150);
    Set<String> fullNames = new LinkedHashSet<>();
    while (response.getItemsCount() < Math.min(perPage, totalCount)) {
      Repository repository = repository(random, slug, score);
      if (fullNames.add(repository.getFullName())) {
        response.addItems(repository);
        score *= 0.85 + random.nextDouble(0.15);
      }
    }
    return response.build();
  }

  private static Repository repository(SplittableRandom random, String slug, double score) {
    Owner owner = owner(random);
    String name = repositoryName(random, slug);
    String fullName = owner.getLogin() + "/" + name;
    long id = 1_000_000 + random.nextLong(1_100_000_000);
    long created = FIRST_SECOND + random.nextLong(LAST_SECOND - FIRST_SECOND);
    long updated = created + random.nextLong(LAST_SECOND - created + 1);
    long pushed = created + random.nextLong(updated - created + 1);
    long stars = (long) (Math.pow(random.nextDouble(), 4) * 90_000);
    Repository.Builder repository = Repository.newBuilder()
        .setId(id)
        .setNodeId(nodeId("010:Repository", id))
        .setName(name)
        .setFullName(fullName)
        .setOwner(owner)
        .setPrivate(false)
        .setHtmlUrl("https://github.com/" + fullName)
        .setFork(random.nextInt(10) == 0)
        .setUrl("https://api.github.com/repos/" + fullName)
        .setCreatedAt(timestamp(created))
        .setUpdatedAt(timestamp(updated))
        .setPushedAt(timestamp(pushed))
        .setSize(random.nextLong(500_000))
        .setStargazersCount(stars)
        // GitHub reports stars in both fields.
        .setWatchersCount(stars)
        .setForksCount(stars / (4 + random.nextInt(12)))
        .setOpenIssuesCount(random.nextLong(stars / 20 + 2))
        .setDefaultBranch(created < MAIN_BRANCH_SINCE ? "master" : "main")
        .setScore(score)
        .setArchived(random.nextInt(20) == 0)
        .setDisabled(false)
        .setVisibility("public")
        .setHasIssues(random.nextInt(10) != 0)
        .setHasProjects(random.nextBoolean())
        .setHasWiki(random.nextBoolean())
        .setHasPages(random.nextInt(7) == 0)
        .setHasDownloads(true);
    // The nullable strings: GitHub sends null for them, and so does this model by leaving them unset.
    if (random.nextInt(5) != 0) {
      repository.setDescription(StringValue.of(
          String.format(Locale.ROOT, DESCRIPTIONS[random.nextInt(DESCRIPTIONS.length)], slug)));
    }
    if (random.nextInt(5) < 2) {
      repository.setHomepage(StringValue.of("https://" + owner.getLogin() + ".github.io/" + name));
    }
    if (random.nextInt(8) != 0) {
      repository.setLanguage(StringValue.of(LANGUAGES[random.nextInt(LANGUAGES.length)]));
    }
    if (random.nextInt(20) == 0) {
      repository.setMirrorUrl(StringValue.of("https://git.example.org/" + fullName + ".git"));
    }
    if (random.nextInt(4) != 0) {
      repository.setLicense(LICENSES[random.nextInt(LICENSES.length)]);
    }
    Set<String> topics = new LinkedHashSet<>();
    int topicCount = random.nextInt(6);
    if (topicCount > 0) {
      topics.add(slug);
    }
    while (topics.size() < topicCount) {
      topics.add(TOPICS[random.nextInt(TOPICS.length)]);
    }
    return repository.addAllTopics(topics).build();
  }

  private static Owner owner(SplittableRandom random) {
    String login = LOGIN_WORDS[random.nextInt(LOGIN_WORDS.length)]
        + LOGIN_ENDINGS[random.nextInt(LOGIN_ENDINGS.length)]
        + (random.nextBoolean() ? "" : Integer.toString(random.nextInt(1_000)));
    long id = 1_000 + random.nextLong(250_000_000);
    boolean organization = random.nextInt(3) == 0;
    return Owner.newBuilder()
        .setLogin(login)
        .setId(id)
        .setNodeId(organization ? nodeId("012:Organization", id) : nodeId("04:User", id))
        .setAvatarUrl("https://avatars.githubusercontent.com/u/" + id + "?v=4")
        .setGravatarId("")
        .setUrl("https://api.github.com/users/" + login)
        .setHtmlUrl("https://github.com/" + login)
        .setType(organization ? "Organization" : "User")
        .setSiteAdmin(false)
        .build();
  }

  private static String repositoryName(SplittableRandom random, String slug) {
    switch (random.nextInt(3)) {
      case 0:
        return slug;
      case 1:
        return PREFIXES[random.nextInt(PREFIXES.length)] + slug;
      default:
        return slug + SUFFIXES[random.nextInt(SUFFIXES.length)];
    }
  }

  private static License license(String key, String name, String spdxId, int number) {
    return License.newBuilder()
        .setKey(key)
        .setName(name)
        .setSpdxId(spdxId)
        .setUrl(StringValue.of("https://api.github.com/licenses/" + key))
        .setNodeId(nodeId("07:License", number))
        .build();
  }

  /** GitHub's classic global node ids: base64 of a type tag and the numeric id. */
  private static String nodeId(String typeTag, long id) {
    return Base64.getEncoder().encodeToString((typeTag + id).getBytes(StandardCharsets.US_ASCII));
  }

  private static Timestamp timestamp(long epochSecond) {
    return Timestamp.newBuilder().setSeconds(epochSecond).build();
  }

  /** A stable seed: String.hashCode is specified, so the same query gives the same answer on every JVM. */
  private static long seed(String q) {
    return 0x6A09E667F3BCC909L ^ q.hashCode();
  }

  /** The query as it can appear in a repository name: lower case letters, digits, '-', '_' and '.'. */
  static String slug(String q) {
    StringBuilder slug = new StringBuilder();
    for (int i = 0; i < q.length() && slug.length() < 40; i++) {
      char c = Character.toLowerCase(q.charAt(i));
      boolean allowed = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
      if (allowed) {
        slug.append(c);
      } else if (slug.length() > 0 && slug.charAt(slug.length() - 1) != '-') {
        slug.append('-');
      }
    }
    while (slug.length() > 0 && slug.charAt(slug.length() - 1) == '-') {
      slug.setLength(slug.length() - 1);
    }
    return slug.length() == 0 ? "project" : slug.toString();
  }
}
