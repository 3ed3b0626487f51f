package dev.protojson.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.demo.StreamArrivals.Arrival;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The curl lines of the transcoding guide's demo section work as written: each request, sent to the running demo
 * as curl would send it, gets the status and the exact body the comments below it show, and a stream read with
 * curl -N shows its messages arriving one by one. The README's curl lines of the demo's gRPC service are among them.
 * So do those of the validation guide's demo section, and the README's line of a request that breaks rules.
 */
class DocumentedCurlLinesTests extends RunningDemo {

  private static final Path GUIDE = Path.of("../docs/grpc-transcoding.md");
  private static final Path README = Path.of("../README.md");
  private static final String SECTION = "### The demo service";
  private static final Path VALIDATION_GUIDE = Path.of("../docs/validation.md");
  private static final String VALIDATION_SECTION = "## The demo";
  private static final Pattern STATUS = Pattern.compile("HTTP (\\d{3}):");
  private static final Pattern CODE_SPAN = Pattern.compile("`(curl [^`]*)`");
  private static final Pattern INTERVAL = Pattern.compile("[?&]interval=([0-9.]+)s(?:&|$)");

  @TestFactory
  Stream<DynamicTest> eachCurlLineGetsTheDocumentedAnswer() throws IOException {
    return documented().stream().map(example -> DynamicTest.dynamicTest(example.command(), () -> {
      Curl curl = Curl.parse(example.command());
      HttpResponse<byte[]> response = client.send(curl.request(port));

      assertThat(response.statusCode()).as(example.command()).isEqualTo(example.status());
      assertThat(DemoClient.contentType(response)).startsWith(curl.answerType());
      assertThat(DemoClient.text(response)).isEqualTo(example.body(curl.answerType()));
    }));
  }

  /**
   * A stream's line shows its messages arriving one by one: each is written as the service sends it, not with the
   * last, so the first arrives at least one of the service's pauses before the last.
   */
  @TestFactory
  Stream<DynamicTest> eachStreamLineShowsTheMessagesArrivingOneByOne() throws IOException {
    return streams().stream().map(example -> DynamicTest.dynamicTest(example.command(), () -> {
      Curl curl = Curl.parse(example.command());
      List<Arrival> arrivals = StreamArrivals.read(client, curl.request(port));

      List<Arrival> messages = arrivals.stream().filter(arrival -> !arrival.line().isEmpty()).toList();
      assertThat(messages).hasSizeGreaterThanOrEqualTo(2);
      Duration pause = curl.interval();
      Duration firstToLast = Duration.ofNanos(messages.get(messages.size() - 1).nanos() - messages.get(0).nanos());
      assertThat(firstToLast).isGreaterThanOrEqualTo(pause.multipliedBy(messages.size() - 1).dividedBy(2));
      for (int i = 0; i < messages.size(); i++) {
        assertThat(Duration.ofNanos(messages.get(i).nanos())).as("message %d after the request", i)
            .isGreaterThanOrEqualTo(pause.multipliedBy(i));
      }
    }));
  }

  /** The checks above would pass on a section without examples: it has the kinds the guide promises. */
  @Test
  void theSectionShowsAGetAPostAndErrors() throws IOException {
    List<Example> examples = documented();
    assertThat(examples).hasSizeGreaterThanOrEqualTo(5);
    assertThat(examples).anySatisfy(example -> assertThat(example.command()).doesNotContain(" -d "));
    assertThat(examples).anySatisfy(example -> assertThat(example.command()).contains(" -d ").doesNotContain("HTTP"));
    assertThat(examples).extracting(Example::status).contains(200, 400, 404);
    assertThat(examples).filteredOn(example -> example.status() != 200)
        .allSatisfy(example -> assertThat(example.body("application/json")).contains("\"details\":[{\"@type\":"));
  }

  /** The section shows a server stream as NDJSON and as server-sent events, each to be read with curl -N. */
  @Test
  void theSectionShowsAStreamAsNdjsonAndAsEvents() throws IOException {
    List<String> accepted = streams().stream().map(example -> Curl.parse(example.command()).answerType()).toList();

    assertThat(accepted).contains("application/x-ndjson", "text/event-stream");
  }

  private static List<Example> streams() throws IOException {
    return documented().stream().filter(example -> example.command().startsWith("curl -N ")).toList();
  }

  @Test
  void theReadmesCurlLineIsOneOfThem() throws IOException {
    List<String> inReadme = readmeCurlLines("/v1/");
    assertThat(inReadme).isNotEmpty();
    assertThat(documented().stream().map(Example::command).toList()).containsAll(inReadme);
  }

  /** A request that breaks the rules of the demo's messages gets the problem the validation guide shows. */
  @TestFactory
  Stream<DynamicTest> eachValidationLineGetsTheDocumentedProblem() throws IOException {
    return validationExamples().stream().map(example -> DynamicTest.dynamicTest(example.command(), () -> {
      HttpResponse<byte[]> response = client.send(Curl.parse(example.command()).request(port));

      assertThat(response.statusCode()).as(example.command()).isEqualTo(example.status());
      assertThat(DemoClient.contentType(response)).startsWith(
          example.status() == 200 ? "application/json" : "application/problem+json");
      assertThat(DemoClient.text(response)).isEqualTo(example.body("application/json"));
    }));
  }

  @Test
  void theValidationSectionShowsAProblemListingTwoBrokenRules() throws IOException {
    assertThat(validationExamples()).anySatisfy(example -> {
      assertThat(example.status()).isEqualTo(400);
      assertThat(example.body("application/json").split("\"rule\":", -1)).hasSize(3);
    });
  }

  @Test
  void theReadmesValidationLineIsOneOfThem() throws IOException {
    List<String> inReadme = readmeCurlLines("localhost:8080/people -H");
    assertThat(inReadme).hasSize(1);
    assertThat(validationExamples().stream().map(Example::command).toList()).containsAll(inReadme);
  }

  private static List<String> readmeCurlLines(String containing) throws IOException {
    List<String> inReadme = new ArrayList<>();
    Matcher span = CODE_SPAN.matcher(Files.readString(README, StandardCharsets.UTF_8));
    while (span.find()) {
      if (span.group(1).contains(containing)) {
        inReadme.add(span.group(1));
      }
    }
    return inReadme;
  }

  private static List<Example> validationExamples() throws IOException {
    return documented(VALIDATION_GUIDE, VALIDATION_SECTION);
  }

  /** A curl command of the section and the answer its comments show, line by line. */
  record Example(String command, int status, List<String> lines) {

    /**
     * The body the lines show: a stream's lines each end with a newline (an empty comment line is an empty line);
     * a JSON answer is its one line, as written.
     */
    String body(String contentType) {
      String body = String.join("\n", lines);
      return contentType.equals("application/json") ? body : body + "\n";
    }
  }

  /** The examples of the transcoding guide's demo section. */
  private static List<Example> documented() throws IOException {
    return documented(GUIDE, SECTION);
  }

  /**
   * The examples of a guide's section: a command (with its {@code \} continuation lines), then its answer in the
   * comment lines right below it: {@code # <body>}, or {@code # HTTP <status>:} and {@code # <body>}; a stream takes
   * one comment line per line. Other comments describe the command below them.
   */
  private static List<Example> documented(Path guide, String section) throws IOException {
    List<String> lines = Files.readAllLines(guide, StandardCharsets.UTF_8);
    int start = lines.indexOf(section);
    assertThat(start).as(section + " in " + guide).isNotNegative();
    List<Example> examples = new ArrayList<>();
    boolean inBlock = false;
    for (int i = start + 1; i < lines.size(); i++) {
      String line = lines.get(i);
      if (!inBlock && line.startsWith("#")) {
        break;  // the next heading
      }
      if (line.startsWith("```")) {
        inBlock = !inBlock;
      } else if (inBlock && line.startsWith("curl ")) {
        StringBuilder command = new StringBuilder(line);
        while (command.toString().endsWith("\\")) {
          command.setLength(command.length() - 1);
          command.append(lines.get(++i).strip());
        }
        List<String> answer = new ArrayList<>();
        while (i + 1 < lines.size() && (lines.get(i + 1).startsWith("# ") || lines.get(i + 1).equals("#"))) {
          answer.add(lines.get(++i).substring(1).replaceFirst("^ ", ""));
        }
        assertThat(answer).as("the answer below " + command).isNotEmpty();
        Matcher status = STATUS.matcher(answer.get(0));
        if (status.matches()) {
          examples.add(new Example(command.toString(), Integer.parseInt(status.group(1)),
              answer.subList(1, answer.size())));
        } else {
          examples.add(new Example(command.toString(), 200, answer));
        }
      }
    }
    return examples;
  }

  /**
   * The request of a curl command line of the options the guide uses: -s, -N, -H, -d and -X. {@code -N} only makes
   * curl print what arrives at once, which the HTTP client below does anyway.
   */
  record Curl(String method, String target, List<String> headers, String data) {

    static Curl parse(String commandLine) {
      List<String> words = ShellWords.split(commandLine);
      assertThat(words.get(0)).isEqualTo("curl");
      String method = null;
      String target = null;
      List<String> headers = new ArrayList<>();
      String data = null;
      for (int i = 1; i < words.size(); i++) {
        String word = words.get(i);
        switch (word) {
          case "-s", "-N" -> { }
          case "-X" -> method = words.get(++i);
          case "-H" -> {
            String[] header = words.get(++i).split(":\\s*", 2);
            headers.add(header[0]);
            headers.add(header[1]);
          }
          case "-d" -> data = words.get(++i);
          default -> {
            assertThat(word).as("an option the test does not know: " + commandLine).doesNotStartWith("-");
            assertThat(target).as("a second URL: " + commandLine).isNull();
            target = word;
          }
        }
      }
      assertThat(target).as("the URL of " + commandLine).startsWith("localhost:8080/");
      if (accepted(headers) == null) {
        // curl's own, which an Accept header of the command replaces
        headers.addAll(List.of("Accept", "*/*"));
      }
      return new Curl(method != null ? method : data != null ? "POST" : "GET", target, headers, data);
    }

    private static String accepted(List<String> headers) {
      for (int i = 0; i < headers.size(); i += 2) {
        if (headers.get(i).equalsIgnoreCase("Accept")) {
          return headers.get(i + 1);
        }
      }
      return null;
    }

    /** The content type of the answer: the one the command accepts, or JSON. */
    String answerType() {
      String accepted = accepted(headers);
      return accepted.equals("*/*") ? "application/json" : accepted;
    }

    /** The pause of a stream between two messages: the {@code interval} query parameter, or the service's default. */
    Duration interval() {
      Matcher interval = INTERVAL.matcher(target);
      return interval.find()
          ? Duration.ofNanos(Math.round(Double.parseDouble(interval.group(1)) * 1e9))
          : DirectoryService.DEFAULT_INTERVAL;
    }

    HttpRequest request(int port) {
      return HttpRequest.newBuilder(URI.create("http://localhost:" + port + target.substring("localhost:8080".length())))
          .headers(headers.toArray(String[]::new))
          .method(method, data == null ? HttpRequest.BodyPublishers.noBody()
              : HttpRequest.BodyPublishers.ofString(data, StandardCharsets.UTF_8))
          .build();
    }
  }

  /** Splits a command line into words as a POSIX shell does for plain words and '...' quotes. */
  static final class ShellWords {

    private ShellWords() {}

    static List<String> split(String line) {
      List<String> words = new ArrayList<>();
      StringBuilder word = null;
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c == '\'') {
          int end = line.indexOf('\'', i + 1);
          assertThat(end).as("the closing quote in " + line).isPositive();
          word = word == null ? new StringBuilder() : word;
          word.append(line, i + 1, end);
          i = end;
        } else if (c == ' ') {
          if (word != null) {
            words.add(word.toString());
            word = null;
          }
        } else {
          assertThat(c).as("a character the test does not read as a shell would: " + line).isNotIn('"', '\\', '$');
          word = word == null ? new StringBuilder() : word;
          word.append(c);
        }
      }
      if (word != null) {
        words.add(word.toString());
      }
      return words;
    }
  }
}
