package dev.protojson.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The documentation holds: every relative link in README.md, docs/*.md and benchmarks/README.md reaches a file (and
 * a heading, for a {@code #anchor}), and every {@code java} block that is a whole compilation unit (its first line
 * starts with {@code package} or {@code import}) compiles against this module's test class path. Blocks that are
 * fragments (no package or imports) are illustrations and are not compiled.
 */
class DocumentationTests {

  private static final Path ROOT = repositoryRoot();

  @TempDir
  Path classes;

  @TestFactory
  Stream<DynamicTest> everyRelativeLinkReachesAFileAndItsHeading() {
    return documents(true).stream().map(document -> DynamicTest.dynamicTest(name(document), () -> {
      List<String> broken = new ArrayList<>();
      for (Link link : Markdown.read(document).links()) {
        String problem = link.problem();
        if (problem != null) {
          broken.add(name(document) + ":" + link.line() + ": " + link.target() + ": " + problem);
        }
      }
      assertThat(broken).as("broken links").isEmpty();
    }));
  }

  @TestFactory
  Stream<DynamicTest> everyJavaCompilationUnitCompiles() {
    return documents(false).stream()
        .flatMap(document -> Markdown.read(document).compilationUnits().stream())
        .map(unit -> DynamicTest.dynamicTest(unit.where(), () -> compile(unit)));
  }

  /** The checks above would pass on documents with no links and no code: these documents have both. */
  @Test
  void theChecksHaveSomethingToCheck() {
    Markdown readme = Markdown.read(ROOT.resolve("README.md"));
    assertThat(readme.links()).filteredOn(link -> link.target().startsWith("docs/")).hasSizeGreaterThan(5);
    assertThat(readme.compilationUnits()).isNotEmpty();
    assertThat(documents(false)).hasSizeGreaterThan(5);
  }

  /** GitHub's anchors: lower case, spaces as hyphens, punctuation dropped, a repeated heading numbered. */
  @Test
  void anchorsAreMadeAsGitHubMakesThem() {
    assertThat(Markdown.anchors(List.of("# Use in Spring Boot", "## `@EnableWebMvc` and `RestClient`",
        "### Start-up, and AOT", "## Errors", "## Errors", "## [Linked](x.md) heading")))
        .contains("use-in-spring-boot", "enablewebmvc-and-restclient", "start-up-and-aot", "errors", "errors-1",
            "linked-heading");
  }

  private void compile(CompilationUnit unit) throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    assertThat(compiler).as("a JDK's compiler").isNotNull();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Path output = Files.createDirectories(classes.resolve(unit.className() + "-" + unit.line()));
    try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT,
        StandardCharsets.UTF_8)) {
      List<String> options = List.of("-classpath", System.getProperty("java.class.path"), "-d", output.toString(),
          "-proc:none", "-implicit:none");
      boolean compiled = compiler.getTask(null, files, diagnostics, options, null, List.of(unit.source())).call();
      if (!compiled) {
        StringBuilder message = new StringBuilder(unit.where() + ": the java block does not compile");
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
          if (d.getKind() == Diagnostic.Kind.ERROR) {
            message.append("\n  ").append(unit.file()).append(':').append(unit.line() + d.getLineNumber())
                .append(": ").append(d.getMessage(Locale.ROOT));
          }
        }
        fail(message.toString());
      }
    }
  }

  private static List<Path> documents(boolean withBenchmarks) {
    List<Path> documents = new ArrayList<>();
    documents.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(documents::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (withBenchmarks) {
      documents.add(ROOT.resolve("benchmarks/README.md"));
    }
    return documents;
  }

  private static String name(Path document) {
    return ROOT.relativize(document).toString();
  }

  private static Path repositoryRoot() {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("README.md")) && Files.isDirectory(dir.resolve("docs"))) {
        return dir;
      }
    }
    throw new IllegalStateException("no README.md with a docs folder beside it above " + Path.of("").toAbsolutePath());
  }

  /** A markdown file: its links, its headings' anchors and its java blocks, code blocks and spans left aside. */
  private record Markdown(Path file, List<String> lines) {

    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern CODE_SPAN = Pattern.compile("`+[^`]*`+");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern PUBLIC_TYPE =
        Pattern.compile("(?m)^public\\s+(?:final\\s+|abstract\\s+)*(?:class|interface|record|enum)\\s+(\\w+)");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    private static final Map<Path, Markdown> READ = new HashMap<>();

    static synchronized Markdown read(Path file) {
      return READ.computeIfAbsent(file.toAbsolutePath().normalize(), path -> {
        try {
          return new Markdown(path, Files.readAllLines(path, StandardCharsets.UTF_8));
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }

    List<Link> links() {
      List<Link> links = new ArrayList<>();
      forEachProseLine((number, line) -> {
        Matcher matcher = LINK.matcher(CODE_SPAN.matcher(line).replaceAll(match -> " ".repeat(match.group().length())));
        while (matcher.find()) {
          links.add(new Link(file, number, matcher.group(1)));
        }
      });
      return links;
    }

    Set<String> anchors() {
      List<String> headings = new ArrayList<>();
      forEachProseLine((number, line) -> {
        if (HEADING.matcher(line).matches()) {
          headings.add(line);
        }
      });
      return anchors(headings);
    }

    static Set<String> anchors(List<String> headings) {
      Set<String> anchors = new HashSet<>();
      Map<String, Integer> seen = new HashMap<>();
      for (String heading : headings) {
        Matcher matcher = HEADING.matcher(heading);
        if (!matcher.matches()) {
          continue;
        }
        String text = matcher.group(1).replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
        String slug = text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
        int times = seen.merge(slug, 1, Integer::sum);
        anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
      }
      return anchors;
    }

    List<CompilationUnit> compilationUnits() {
      List<CompilationUnit> units = new ArrayList<>();
      int fence = -1;
      StringBuilder code = null;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (code != null) {
          if (line.strip().startsWith("```")) {
            String source = code.toString();
            String first = source.stripLeading();
            if (first.startsWith("package ") || first.startsWith("import ")) {
              units.add(new CompilationUnit(ROOT.relativize(file).toString(), fence, className(source), source));
            }
            code = null;
          } else {
            code.append(line).append('\n');
          }
        } else if (line.strip().equals("```java")) {
          fence = i + 1;
          code = new StringBuilder();
        }
      }
      return units;
    }

    private static String className(String source) {
      Matcher type = PUBLIC_TYPE.matcher(source);
      String simple = type.find() ? type.group(1) : "Snippet";
      Matcher pkg = PACKAGE.matcher(source);
      return pkg.find() ? pkg.group(1) + "." + simple : simple;
    }

    private void forEachProseLine(LineVisitor visitor) {
      boolean inFence = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.stripLeading().startsWith("```")) {
          inFence = !inFence;
        } else if (!inFence) {
          visitor.visit(i + 1, line);
        }
      }
    }

    private interface LineVisitor {
      void visit(int number, String line);
    }
  }

  /** A link of a markdown file, on its 1-based line. */
  private record Link(Path file, int line, String target) {

    /** What is wrong with the link, or null if it resolves (or is not relative: a URL, a mail address). */
    String problem() {
      if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
        return null;
      }
      int hash = target.indexOf('#');
      String path = hash < 0 ? target : target.substring(0, hash);
      String anchor = hash < 0 ? null : target.substring(hash + 1);
      Path resolved = path.isEmpty() ? file : file.getParent().resolve(path).normalize();
      if (!resolved.startsWith(ROOT)) {
        return "points outside the repository";
      }
      if (!Files.exists(resolved)) {
        return "no such file " + ROOT.relativize(resolved);
      }
      if (anchor != null) {
        if (!resolved.toString().endsWith(".md")) {
          return "an anchor into a file that is not markdown";
        }
        if (!Markdown.read(resolved).anchors().contains(anchor)) {
          return "no heading with the anchor #" + anchor + " in " + ROOT.relativize(resolved);
        }
      }
      return null;
    }
  }

  /** A java block that is a whole compilation unit: where its fence is, and its source. */
  private record CompilationUnit(String file, int line, String className, String code) {

    String where() {
      return file + ":" + line;
    }

    JavaFileObject source() {
      URI uri = URI.create("string:///" + className.replace('.', '/') + JavaFileObject.Kind.SOURCE.extension);
      return new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
          return code;
        }
      };
    }
  }
}
