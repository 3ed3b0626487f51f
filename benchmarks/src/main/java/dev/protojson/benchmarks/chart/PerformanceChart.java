package dev.protojson.benchmarks.chart;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Renders the main comparison of a JMH run ({@code -rf json}) as a bar chart: each implementation's throughput
 * relative to {@code JsonFormat}, per workload and direction, from UTF-8 bytes and to them (the {@code String}
 * variants are left out). {@code DynamicMessageBenchmark}'s rows, per workload parameter, are bars of their own,
 * relative to {@code JsonFormat} on the same {@code DynamicMessage}s. Usage: {@code PerformanceChart <jmh.json> <chart.png> [subtitle]}; a run without
 * {@code JsonFormat} rows (run.sh targets) has nothing to compare with and draws nothing.
 */
public final class PerformanceChart {

  static final int WIDTH = 1600;
  static final int HEIGHT = 720;

  private static final Pattern NAME =
      Pattern.compile("(?:.*\\.)?(\\w+Benchmark)\\.(write|read)(String)?(\\w+)$");
  private static final Map<String, String> WORKLOADS = ordered(
      "AllTypesBenchmark", "all-types",
      "GithubBenchmark", "GitHub",
      "PeopleBenchmark", "People",
      "PersonBenchmark", "one Person",
      "ListingsBenchmark", "listings",
      "DynamicMessageBenchmark:allTypes", "DynamicMessage all-types",
      "DynamicMessageBenchmark:github", "DynamicMessage GitHub",
      "DynamicMessageBenchmark:people", "DynamicMessage People");
  private static final Map<String, String> IMPLEMENTATIONS = ordered(
      "Protojson", "protojson",
      "Streaming", "hand-written Jackson 3 streaming",
      "Curiostack", "curiostack protobuf-jackson",
      "Hubspot", "HubSpot jackson-datatype-protobuf",
      "Databind", "Jackson 3 databind, records",
      "JsonFormat", "JsonFormat",
      "Binary", "binary protobuf (not JSON)");
  private static final Color[] COLORS = {new Color(0xD6, 0x27, 0x28), new Color(0x1F, 0x77, 0xB4),
      new Color(0xFF, 0x7F, 0x0E), new Color(0x2C, 0xA0, 0x2C), new Color(0x94, 0x67, 0xBD),
      new Color(0x7F, 0x7F, 0x7F), new Color(0xBC, 0xBD, 0x22)};

  private PerformanceChart() {}

  /** One bar: an implementation's throughput over JsonFormat's, for one workload and direction. */
  record Ratio(String category, String implementation, double ratio) {}

  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      throw new IllegalArgumentException("usage: PerformanceChart <jmh.json> <chart.png> [subtitle]");
    }
    List<Ratio> ratios = ratios(JsonMapper.builder().build().readTree(Files.readString(Path.of(args[0]))));
    if (ratios.isEmpty()) {
      System.out.println("no JsonFormat rows in " + args[0] + ": no chart");
      return;
    }
    render(ratios, args.length > 2 ? args[2] : "", Path.of(args[1]));
    System.out.println("wrote " + args[1]);
  }

  /** The ratios of a JMH JSON result list, in chart order; empty without JsonFormat rows. */
  static List<Ratio> ratios(JsonNode results) {
    Map<String, Double> scores = new HashMap<>();
    for (JsonNode result : results) {
      Matcher name = NAME.matcher(result.get("benchmark").asString());
      if (!name.matches()) {
        continue;
      }
      String workload = workload(name.group(1), result.get("params"));
      if (name.group(3) == null && WORKLOADS.containsKey(workload) && IMPLEMENTATIONS.containsKey(name.group(4))) {
        scores.put(key(workload, name.group(2), name.group(4)),
            result.get("primaryMetric").get("score").asDouble());
      }
    }
    List<Ratio> ratios = new ArrayList<>();
    for (String workload : WORKLOADS.keySet()) {
      for (String direction : List.of("write", "read")) {
        Double baseline = scores.get(key(workload, direction, "JsonFormat"));
        if (baseline == null) {
          continue;
        }
        for (String implementation : IMPLEMENTATIONS.keySet()) {
          Double score = scores.get(key(workload, direction, implementation));
          if (score != null) {
            ratios.add(new Ratio(WORKLOADS.get(workload) + " " + direction,
                IMPLEMENTATIONS.get(implementation), score / baseline));
          }
        }
      }
    }
    return ratios;
  }

  /** The {@link #WORKLOADS} key of a result: its class, and for DynamicMessageBenchmark its workload parameter. */
  private static String workload(String benchmarkClass, JsonNode params) {
    if (!benchmarkClass.equals("DynamicMessageBenchmark")) {
      return benchmarkClass;
    }
    JsonNode workload = params == null ? null : params.get("workload");
    return benchmarkClass + ":" + (workload == null ? "" : workload.asString());
  }

  static void render(List<Ratio> ratios, String subtitle, Path png) throws IOException {
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT)
        .title("Throughput relative to JsonFormat (higher is better)" + (subtitle.isEmpty() ? "" : ": " + subtitle))
        .xAxisTitle("workload, direction").yAxisTitle("x JsonFormat").build();
    CategoryStyler style = chart.getStyler();
    style.setLegendPosition(Styler.LegendPosition.InsideNW);
    style.setChartBackgroundColor(Color.WHITE);
    style.setPlotGridVerticalLinesVisible(false);
    style.setSeriesColors(COLORS);
    style.setOverlapped(false);
    style.setAvailableSpaceFill(0.85);
    // Fifteen categories side by side: their names would overlap if written flat.
    style.setXAxisLabelRotation(30);
    List<String> categories = new ArrayList<>();
    for (Ratio ratio : ratios) {
      if (!categories.contains(ratio.category())) {
        categories.add(ratio.category());
      }
    }
    for (String implementation : IMPLEMENTATIONS.values()) {
      List<Double> values = new ArrayList<>();
      boolean any = false;
      for (String category : categories) {
        Double value = null;
        for (Ratio ratio : ratios) {
          if (ratio.category().equals(category) && ratio.implementation().equals(implementation)) {
            value = ratio.ratio();
            any = true;
          }
        }
        values.add(value == null ? 0.0 : value);
      }
      if (any) {
        chart.addSeries(implementation, categories, values);
      }
    }
    Files.createDirectories(png.toAbsolutePath().getParent());
    BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
  }

  private static String key(String workload, String direction, String implementation) {
    return workload + "." + direction + "." + implementation;
  }

  private static Map<String, String> ordered(String... pairs) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      map.put(pairs[i], pairs[i + 1]);
    }
    return map;
  }
}
