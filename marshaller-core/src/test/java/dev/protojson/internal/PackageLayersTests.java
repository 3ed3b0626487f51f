package dev.protojson.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The internal packages form layers that point one way: the run-time code knows nothing of the table of kinds,
 * the well-known types, code generation or the registry, and nothing imports a package above its own.
 */
class PackageLayersTests {

  private static final Path SOURCES = Path.of("src/main/java/dev/protojson/internal");

  /** Lower numbers are lower layers; packages of one layer do not use each other either. */
  private static final Map<String, Integer> LAYERS = Map.of(
      "dev.protojson.internal", 0,
      "dev.protojson.internal.read", 1,
      "dev.protojson.internal.write", 1,
      "dev.protojson.internal.kind", 2,
      "dev.protojson.internal.wellknown", 3,
      "dev.protojson.internal.codegen", 4,
      "dev.protojson.internal.registry", 5);

  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
  private static final Pattern REFERENCE = Pattern.compile("\\b(dev\\.protojson\\.internal(?:\\.[a-z]+)*)\\.[A-Z]");

  @Test
  void everyInternalPackageUsesOnlyLowerLayers() throws IOException {
    List<String> violations = new ArrayList<>();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(SOURCES)) {
      files = walk.filter(p -> p.toString().endsWith(".java")).toList();
    }
    assertThat(files).hasSizeGreaterThan(40);
    for (Path file : files) {
      String source = Files.readString(file);
      Matcher packageMatch = PACKAGE.matcher(source);
      assertThat(packageMatch.find()).as(file.toString()).isTrue();
      String own = packageMatch.group(1);
      assertThat(LAYERS).as("layer of %s", own).containsKey(own);
      for (String line : source.split("\n")) {
        String code = line.strip();
        if (code.startsWith("*") || code.startsWith("/*") || code.startsWith("//")) {
          continue;
        }
        Matcher reference = REFERENCE.matcher(code);
        while (reference.find()) {
          String used = reference.group(1);
          if (!used.equals(own) && LAYERS.getOrDefault(used, Integer.MAX_VALUE) >= LAYERS.get(own)) {
            violations.add(file.getFileName() + " (" + own + ") uses " + used + ": " + code);
          }
        }
      }
    }
    assertThat(violations).isEmpty();
  }
}
