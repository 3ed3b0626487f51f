package dev.protojson.benchmarks.startupapp;

import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Starts one variant of the application with its message package as {@code protojson.packages}, and exits once
 * it is ready ({@link StartupReport} has printed its line by then). The package is a default property so that
 * Spring AOT processing, which runs the main method at build time, sees the same configuration as the run.
 */
public final class StartupRun {

  private StartupRun() {}

  public static void run(Class<?> application, String messagePackage, String[] args) {
    AllocationMeter.start();
    SpringApplication app = new SpringApplication(application);
    // port 0: runs never collide with another service on the machine
    app.setDefaultProperties(Map.of("protojson.packages", messagePackage, "server.port", "0"));
    ConfigurableApplicationContext context = app.run(args);
    System.exit(SpringApplication.exit(context));
  }
}
