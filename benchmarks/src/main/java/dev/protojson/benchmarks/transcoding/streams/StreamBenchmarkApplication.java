package dev.protojson.benchmarks.transcoding.streams;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * A Spring MVC service (Tomcat) with Boot's Netty gRPC server beside it, both serving {@link PeopleStreamsService}:
 * natively over gRPC, and transcoded from its {@code google.api.http} rules ({@code GET /v1/people:watch?count=N},
 * {@code POST /v1/people:import}). Its settings are in {@code stream-benchmark.properties}.
 */
@SpringBootApplication
public class StreamBenchmarkApplication {

  public static void main(String[] args) {
    start(args);
  }

  /** Starts the service; {@code --server.port=0} picks a free port. */
  public static ConfigurableApplicationContext start(String... args) {
    return new SpringApplicationBuilder(StreamBenchmarkApplication.class)
        .properties("spring.config.name=stream-benchmark")
        .run(args);
  }

  @Bean
  PeopleStreamsService peopleStreamsService() {
    return new PeopleStreamsService();
  }
}
