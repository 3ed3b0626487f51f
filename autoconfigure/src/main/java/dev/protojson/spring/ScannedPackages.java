package dev.protojson.spring;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.springframework.core.io.support.PropertiesLoaderUtils;

/**
 * The message classes found in each of {@code protojson.packages} at build time, recorded by Spring's AOT
 * processing as {@value #RESOURCE} and used instead of a class path scan when the application runs with its AOT
 * artifacts. A package the record does not list (the properties changed after the build) is scanned as usual.
 */
final class ScannedPackages {

  static final String RESOURCE = "META-INF/protojson/scanned-packages.properties";

  private final Map<String, List<String>> classNames;

  private ScannedPackages(Map<String, List<String>> classNames) {
    this.classNames = classNames;
  }

  static ScannedPackages scan(List<String> packages, MessageTypeScanner scanner) {
    Map<String, List<String>> found = new LinkedHashMap<>();
    for (String basePackage : packages) {
      // Loaded at build time: only what really is a message class is recorded.
      found.put(basePackage, scanner.scan(basePackage).stream().map(type -> type.getClass().getName()).toList());
    }
    return new ScannedPackages(found);
  }

  /** The record in {@code classLoader}, or an empty one. */
  static ScannedPackages load(ClassLoader classLoader) {
    Map<String, List<String>> found = new LinkedHashMap<>();
    try {
      Properties properties = PropertiesLoaderUtils.loadAllProperties(RESOURCE, classLoader);
      for (String basePackage : properties.stringPropertyNames()) {
        String names = properties.getProperty(basePackage);
        found.put(basePackage, names.isBlank() ? List.of() : Arrays.asList(names.split(",")));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read " + RESOURCE, e);
    }
    return new ScannedPackages(found);
  }

  /** The class names recorded for {@code basePackage}, or null if it was not scanned at build time. */
  List<String> classNames(String basePackage) {
    return classNames.get(basePackage);
  }

  String toProperties() {
    Properties properties = new Properties();
    classNames.forEach((basePackage, names) -> properties.setProperty(basePackage, String.join(",", names)));
    StringWriter out = new StringWriter();
    try {
      properties.store(out, "protojson.packages as scanned at build time");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }
}
