package dev.protojson.benchmarks.startupapp.onetype;

import dev.protojson.benchmarks.startupapp.StartupReport;
import dev.protojson.benchmarks.startupapp.StartupRun;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Import;

/** The baseline: {@code protojson.packages} holds one message type (and the Timestamp it refers to). */
@SpringBootApplication
@Import(StartupReport.class)
public class OneTypeApplication {

  public static void main(String[] args) {
    StartupRun.run(OneTypeApplication.class, "dev.protojson.benchmarks.startup1.proto", args);
  }
}
