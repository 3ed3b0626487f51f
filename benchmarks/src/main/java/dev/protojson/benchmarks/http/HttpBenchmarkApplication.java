package dev.protojson.benchmarks.http;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A Spring Boot service that serves the benchmark documents four ways, for {@code http-load.sh}: protobuf messages
 * as JSON through protojson's converter (the default) or through Spring's
 * {@code ProtobufJsonFormatHttpMessageConverter} (profile {@code jsonformat}), the same messages as binary protobuf
 * ({@code Accept: application/x-protobuf}), and equivalent plain records through Boot's Jackson {@code JsonMapper}.
 */
@SpringBootApplication
public class HttpBenchmarkApplication {

  public static void main(String[] args) {
    SpringApplication.run(HttpBenchmarkApplication.class, args);
  }
}
