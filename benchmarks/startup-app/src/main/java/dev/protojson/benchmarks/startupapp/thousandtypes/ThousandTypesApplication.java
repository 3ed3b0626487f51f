package dev.protojson.benchmarks.startupapp.thousandtypes;

import dev.protojson.benchmarks.startupapp.StartupReport;
import dev.protojson.benchmarks.startupapp.StartupRun;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Import;

/** {@code protojson.packages} holds the 1,000 message types of benchmarks/src/startup-1000. */
@SpringBootApplication
@Import(StartupReport.class)
public class ThousandTypesApplication {

  public static void main(String[] args) {
    StartupRun.run(ThousandTypesApplication.class, "dev.protojson.benchmarks.startup1000.proto", args);
  }
}
