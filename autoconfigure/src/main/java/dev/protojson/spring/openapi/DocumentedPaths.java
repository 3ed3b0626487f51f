package dev.protojson.spring.openapi;

import java.util.List;
import java.util.function.Predicate;
import org.springdoc.core.properties.SpringDocConfigProperties;
import org.springframework.util.AntPathMatcher;

/**
 * Which paths the default document lists, by {@code springdoc.paths-to-match} and {@code springdoc.paths-to-exclude},
 * matched as springdoc matches controllers' paths: Ant patterns, every path when none is to match.
 */
final class DocumentedPaths implements Predicate<String> {

  private final AntPathMatcher matcher = new AntPathMatcher();
  private final List<String> toMatch;
  private final List<String> toExclude;

  DocumentedPaths(SpringDocConfigProperties properties) {
    this.toMatch = properties == null || properties.getPathsToMatch() == null ? List.of()
        : properties.getPathsToMatch();
    this.toExclude = properties == null || properties.getPathsToExclude() == null ? List.of()
        : properties.getPathsToExclude();
  }

  @Override
  public boolean test(String path) {
    return (toMatch.isEmpty() || toMatch.stream().anyMatch(pattern -> matcher.match(pattern, path)))
        && toExclude.stream().noneMatch(pattern -> matcher.match(pattern, path));
  }
}
