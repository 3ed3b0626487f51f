package dev.protojson.benchmarks.startupapp;

import java.lang.management.ManagementFactory;
import org.springframework.aot.AotDetector;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.util.ClassUtils;

/**
 * Prints one line when the application is ready: how long start-up took, what it allocated and how many classes
 * it loaded, and whether the context came from Spring AOT's generated code. benchmarks/startup-app.sh reads it.
 */
public final class StartupReport implements ApplicationListener<ApplicationReadyEvent> {

  /** The prefix of the line, followed by space-separated {@code key=value} pairs. */
  static final String PREFIX = "protojson-startup";

  /** Wall-clock milliseconds since the epoch when the script launched the JVM. */
  static final String LAUNCHED_AT_PROPERTY = "startup.launched-at";

  @Override
  public void onApplicationEvent(ApplicationReadyEvent event) {
    long now = System.currentTimeMillis();
    long uptime = ManagementFactory.getRuntimeMXBean().getUptime();
    long loadedClasses = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
    AllocationMeter.Reading allocation = AllocationMeter.read();
    long launchedAt = Long.getLong(LAUNCHED_AT_PROPERTY, -1);
    Class<?> main = event.getSpringApplication().getMainApplicationClass();
    boolean initializer = main != null
        && ClassUtils.isPresent(main.getName() + "__ApplicationContextInitializer", main.getClassLoader());
    String packages = event.getApplicationContext().getEnvironment().getProperty("protojson.packages");
    System.out.println(PREFIX
        + " main=" + (main == null ? "?" : main.getSimpleName())
        + " packages=" + packages
        + " aot=" + AotDetector.useGeneratedArtifacts()
        + " aot_initializer_present=" + initializer
        + " ready_uptime_ms=" + uptime
        + " ready_wall_ms=" + (launchedAt < 0 ? -1 : now - launchedAt)
        + " allocated_bytes=" + allocation.heapBytes()
        + " live_thread_allocated_bytes=" + allocation.liveThreadBytes()
        + " gcs=" + allocation.collections()
        + " gcs_before_main=" + allocation.collectionsBeforeStart()
        + " loaded_classes=" + loadedClasses);
  }
}
