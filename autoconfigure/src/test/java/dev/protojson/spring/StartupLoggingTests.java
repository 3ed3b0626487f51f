package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** The start-up cost of scanning and code generation is visible at debug level. */
@ExtendWith(OutputCaptureExtension.class)
class StartupLoggingTests {

  private final Logger logger = (Logger) LoggerFactory.getLogger("dev.protojson.spring");
  private Level previous;

  @BeforeEach
  void debug() {
    previous = logger.getLevel();
    logger.setLevel(Level.DEBUG);
  }

  @AfterEach
  void restore() {
    logger.setLevel(previous);
  }

  @Test
  void logsTheTypesFoundAndTheTimeTaken(CapturedOutput output) {
    new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class))
        .withPropertyValues("protojson.packages=dev.protojson.spring.test.shop")
        .run(context -> assertThat(context).hasNotFailed());

    assertThat(output).containsPattern("protojson found 3 message types in package dev\\.protojson\\.spring\\.test"
        + "\\.shop in \\d+ ms");
    assertThat(output).containsPattern("protojson found 3 message types in package dev\\.protojson\\.spring\\.test"
        + "\\.shop in \\d+ ms; each is loaded and gets its code on first use");
    assertThat(output).containsPattern("protojson built the marshaller in \\d+ ms");
  }
}
