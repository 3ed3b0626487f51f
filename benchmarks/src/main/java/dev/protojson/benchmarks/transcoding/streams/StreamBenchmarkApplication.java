package dev.protojson.benchmarks.transcoding.streams;

import io.grpc.netty.NettyServerBuilder;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.grpc.server.ServerBuilderCustomizer;

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

  /**
   * With {@code benchmark.grpc-direct-executor=true}, the gRPC server runs the service on its transport threads, with
   * no hop to grpc-java's default executor per message received or per {@code onReady}: native gRPC at its fastest,
   * as the transcoder calls the service directly.
   */
  @Bean
  @ConditionalOnProperty("benchmark.grpc-direct-executor")
  ServerBuilderCustomizer<NettyServerBuilder> directExecutor() {
    return NettyServerBuilder::directExecutor;
  }

  @Bean
  PeopleStreamsService peopleStreamsService() {
    return new PeopleStreamsService();
  }
}
