package dev.protojson.benchmarks.data;

import com.google.protobuf.StringValue;
import com.google.protobuf.Timestamp;
import dev.protojson.demo.github.License;
import dev.protojson.demo.github.Owner;
import dev.protojson.demo.github.Repository;
import dev.protojson.demo.github.SearchRepositoriesResponse;
import java.util.SplittableRandom;

/**
 * A GitHub "search repositories" response shaped like the real one: one page of repositories with owners,
 * licenses, topics, timestamps, and the nulls GitHub sends for missing descriptions, homepages and languages.
 * Generated from a fixed seed, so every run measures the same document.
 */
public final class GithubData {

  private static final String[] WORDS = {
    "fast", "json", "proto", "spring", "reactive", "kotlin", "parser", "grpc", "http", "client", "server",
    "cache", "stream", "engine", "toolkit", "schema", "codegen", "bench", "native", "cloud"
  };
  private static final String[] LANGUAGES = {"Java", "Kotlin", "Go", "Rust", "TypeScript", "C++", "Python"};
  private static final String[][] LICENSES = {
    {"mit", "MIT License", "MIT"},
    {"apache-2.0", "Apache License 2.0", "Apache-2.0"},
    {"bsd-3-clause", "BSD 3-Clause \"New\" or \"Revised\" License", "BSD-3-Clause"},
    {"gpl-3.0", "GNU General Public License v3.0", "GPL-3.0"}
  };

  private GithubData() {}

  public static SearchRepositoriesResponse response(int items) {
    SplittableRandom random = new SplittableRandom(30L);
    SearchRepositoriesResponse.Builder response =
        SearchRepositoriesResponse.newBuilder().setTotalCount(4_213_871L).setIncompleteResults(false);
    for (int i = 0; i < items; i++) {
      response.addItems(repository(random, i));
    }
    return response.build();
  }

  private static Repository repository(SplittableRandom random, int index) {
    String login = word(random) + "-" + word(random) + index;
    String name = word(random) + "-" + word(random);
    String fullName = login + "/" + name;
    long id = 10_000_000L + random.nextLong(900_000_000L);
    long created = 1_300_000_000L + random.nextLong(300_000_000L);
    long updated = created + random.nextLong(100_000_000L);
    Repository.Builder r = Repository.newBuilder()
        .setId(id)
        .setNodeId("MDEwOlJlcG9zaXRvcnk" + id)
        .setName(name)
        .setFullName(fullName)
        .setOwner(owner(random, login))
        .setPrivate(false)
        .setHtmlUrl("https://github.com/" + fullName)
        .setFork(random.nextInt(10) == 0)
        .setUrl("https://api.github.com/repos/" + fullName)
        .setCreatedAt(Timestamp.newBuilder().setSeconds(created))
        .setUpdatedAt(Timestamp.newBuilder().setSeconds(updated))
        .setPushedAt(Timestamp.newBuilder().setSeconds(updated - random.nextLong(10_000L)))
        .setSize(random.nextLong(2_000_000L))
        .setStargazersCount(random.nextLong(200_000L))
        .setWatchersCount(random.nextLong(200_000L))
        .setForksCount(random.nextLong(50_000L))
        .setOpenIssuesCount(random.nextLong(3_000L))
        .setDefaultBranch(random.nextBoolean() ? "main" : "master")
        .setScore(1.0)
        .setArchived(random.nextInt(20) == 0)
        .setDisabled(false)
        .setVisibility("public")
        .setHasIssues(true)
        .setHasProjects(random.nextBoolean())
        .setHasWiki(random.nextBoolean())
        .setHasPages(random.nextInt(5) == 0)
        .setHasDownloads(true);
    if (random.nextInt(8) != 0) {
      String description = "A " + word(random) + " and " + word(random) + " library for " + word(random)
          + (random.nextInt(4) == 0 ? " \u2014 \u00e9t\u00e9 \uD83D\uDE80 \"quoted\"" : "") + ".";
      r.setDescription(StringValue.of(description));
    }
    if (random.nextInt(3) == 0) {
      r.setHomepage(StringValue.of("https://" + name + ".example.org/docs"));
    }
    if (random.nextInt(10) != 0) {
      r.setLanguage(StringValue.of(LANGUAGES[random.nextInt(LANGUAGES.length)]));
    }
    int topics = random.nextInt(6);
    for (int t = 0; t < topics; t++) {
      r.addTopics(word(random));
    }
    if (random.nextInt(4) != 0) {
      String[] l = LICENSES[random.nextInt(LICENSES.length)];
      r.setLicense(License.newBuilder()
          .setKey(l[0])
          .setName(l[1])
          .setSpdxId(l[2])
          .setUrl(StringValue.of("https://api.github.com/licenses/" + l[0]))
          .setNodeId("MDc6TGljZW5zZTA" + l[0].length()));
    }
    return r.build();
  }

  private static Owner owner(SplittableRandom random, String login) {
    long id = 1_000L + random.nextLong(90_000_000L);
    return Owner.newBuilder()
        .setLogin(login)
        .setId(id)
        .setNodeId("MDQ6VXNlcj" + id)
        .setAvatarUrl("https://avatars.githubusercontent.com/u/" + id + "?v=4")
        .setGravatarId("g" + Long.toHexString(id))
        .setUrl("https://api.github.com/users/" + login)
        .setHtmlUrl("https://github.com/" + login)
        .setType(random.nextInt(3) == 0 ? "Organization" : "User")
        .setSiteAdmin(false)
        .build();
  }

  private static String word(SplittableRandom random) {
    return WORDS[random.nextInt(WORDS.length)];
  }
}
