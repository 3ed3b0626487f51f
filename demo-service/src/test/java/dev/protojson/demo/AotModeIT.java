package dev.protojson.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo service as built by {@code mvn package} (with {@code spring-boot:process-aot}) and started in AOT mode,
 * {@code -Dspring.aot.enabled=true}: every registered message type is used, the transcoded routes of its gRPC service
 * answer (errors with their {@code google.rpc} details too, streams in both directions), and no class is defined at
 * run time.
 * Two witnesses: protojson's own count of defined classes, and the JVM's class loading log, in which every
 * generated class must come from the application's class files.
 */
class AotModeIT {

  @TempDir
  Path work;

  @Test
  void inAotModeEveryGeneratedClassIsLoadedFromTheApplicationAndNoneIsDefined() throws Exception {
    Path classLoading = work.resolve("class-load.log");
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dspring.aot.enabled=true", "-Xlog:class+load=info:file=" + classLoading, "-cp", classPath,
        AotModeCheck.class.getName())
        .redirectErrorStream(true).redirectOutput(work.resolve("out.log").toFile()).start();
    assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("the service started and stopped").isTrue();
    String output = Files.readString(work.resolve("out.log"));
    assertThat(process.exitValue()).as(output).isZero();

    assertThat(output).contains("aot=true", "http=200", "defined=0\n");
    assertThat(output).contains(
        "transcoded GET=200 {\"name\":",
        "transcoded POST=200 {\"people\":1,\"addresses\":1}",
        "transcoded NOT_FOUND=404 {\"code\":5,",
        "\"@type\":\"type.googleapis.com/google.rpc.ResourceInfo\",\"resourceType\":\"demo.Person\"",
        "transcoded INVALID_QUERY=400 {\"code\":3,",
        "\"@type\":\"type.googleapis.com/google.rpc.BadRequest\",\"fieldViolations\":[{\"field\":\"page_size\"",
        "transcoded INVALID_BODY=400 {\"code\":3,",
        "\"fieldViolations\":[{\"field\":\"people.person[0].name\"",
        "transcoded STREAM=200 {\"name\":\"Ada Goldwasser\",",
        "\n{\"name\":\"Ada Ritchie\",",
        "transcoded EVENTS=200 data: {\"name\":\"Ada Goldwasser\",",
        "\n\ndata: {\"name\":\"Ada Ritchie\",",
        "transcoded COUNT=200 {\"people\":2,\"mobiles\":1}");
    int types = Integer.parseInt(output.replaceAll("(?s).*\\btypes=(\\d+).*", "$1"));
    // The demo's people and GitHub types: far more than one, so a partial use would show.
    assertThat(types).as(output).isGreaterThan(5);

    List<String> generated = Files.readAllLines(classLoading).stream()
        .filter(line -> line.contains(" dev.protojson.generated.")).toList();
    // A writer and a reader per type used, at least: those of the types they reach come on top.
    assertThat(generated).hasSizeGreaterThanOrEqualTo(2 * types);
    String classes = new File("target/classes").getAbsoluteFile().toURI().toString();
    assertThat(generated).allSatisfy(line -> assertThat(line).contains("source: " + classes));
  }
}
