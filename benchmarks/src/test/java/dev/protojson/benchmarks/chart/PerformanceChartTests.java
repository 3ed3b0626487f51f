package dev.protojson.benchmarks.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

class PerformanceChartTests {

  private static String result(String benchmark, double score) {
    return "{\"benchmark\":\"dev.protojson.benchmarks.jmh." + benchmark + "\",\"primaryMetric\":{\"score\":" + score
        + "}}";
  }

  private static final String RUN = "[" + String.join(",",
      result("GithubBenchmark.writeProtojson", 300),
      result("GithubBenchmark.writeJsonFormat", 100),
      result("GithubBenchmark.writeStreaming", 250),
      result("GithubBenchmark.writeStringProtojson", 999),
      result("GithubBenchmark.readProtojson", 50),
      result("GithubBenchmark.readJsonFormat", 10),
      result("PersonBenchmark.readProtojson", 7),
      result("NameDispatchBenchmark.nextNameMatch", 5)) + "]";

  @Test
  void ratiosAreToJsonFormatOfTheSameWorkloadAndDirectionFromBytes() {
    List<PerformanceChart.Ratio> ratios = PerformanceChart.ratios(JsonMapper.builder().build().readTree(RUN));
    assertThat(ratios).containsExactly(
        new PerformanceChart.Ratio("GitHub write", "protojson", 3.0),
        new PerformanceChart.Ratio("GitHub write", "hand-written Jackson 3 streaming", 2.5),
        new PerformanceChart.Ratio("GitHub write", "JsonFormat", 1.0),
        new PerformanceChart.Ratio("GitHub read", "protojson", 5.0),
        new PerformanceChart.Ratio("GitHub read", "JsonFormat", 1.0));
  }

  @Test
  void dynamicMessageRowsAreToJsonFormatOnTheSameDynamicMessagesPerWorkload() {
    String run = "[" + String.join(",",
        dynamic("writeProtojson", "people", 280),
        dynamic("writeJsonFormat", "people", 100),
        dynamic("writeProtojsonGenerated", "people", 450),
        dynamic("readProtojson", "github", 30),
        dynamic("readJsonFormat", "github", 10),
        dynamic("readBinary", "github", 40),
        dynamic("readProtojson", "allTypes", 20),
        result("GithubBenchmark.readJsonFormat", 1000)) + "]";
    assertThat(PerformanceChart.ratios(JsonMapper.builder().build().readTree(run))).containsExactly(
        new PerformanceChart.Ratio("GitHub read", "JsonFormat", 1.0),
        new PerformanceChart.Ratio("DynamicMessage GitHub read", "protojson", 3.0),
        new PerformanceChart.Ratio("DynamicMessage GitHub read", "JsonFormat", 1.0),
        new PerformanceChart.Ratio("DynamicMessage GitHub read", "binary protobuf (not JSON)", 4.0),
        new PerformanceChart.Ratio("DynamicMessage People write", "protojson", 2.8),
        new PerformanceChart.Ratio("DynamicMessage People write", "JsonFormat", 1.0));
  }

  private static String dynamic(String method, String workload, double score) {
    return "{\"benchmark\":\"dev.protojson.benchmarks.dynamic.DynamicMessageBenchmark." + method
        + "\",\"params\":{\"workload\":\"" + workload + "\"},\"primaryMetric\":{\"score\":" + score + "}}";
  }

  @Test
  void aRunWithoutJsonFormatHasNoChart() {
    assertThat(PerformanceChart.ratios(JsonMapper.builder().build().readTree(
        "[" + result("PersonBenchmark.readProtojson", 7) + "]"))).isEmpty();
  }

  @Test
  void theChartIsAPngOfTheConfiguredSize(@TempDir Path directory) throws Exception {
    System.setProperty("java.awt.headless", "true");
    Path png = directory.resolve("chart.png");
    PerformanceChart.render(PerformanceChart.ratios(JsonMapper.builder().build().readTree(RUN)), "test", png);
    BufferedImage image = ImageIO.read(png.toFile());
    assertThat(image.getWidth()).isEqualTo(PerformanceChart.WIDTH);
    assertThat(image.getHeight()).isEqualTo(PerformanceChart.HEIGHT);
  }
}
