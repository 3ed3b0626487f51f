package dev.protojson.benchmarks.webflux;

import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * A Spring WebFlux service that serves the People documents, for {@code webflux-load.sh}: protobuf messages as
 * JSON through protojson's codecs (the default) or through Spring's {@code ProtobufJsonEncoder} (profile
 * {@code webflux-jsonformat}), the same messages as binary protobuf ({@code Accept: application/x-protobuf}), and
 * equivalent plain records through Boot's Jackson codecs. Its settings are in {@code webflux-benchmark.properties}.
 */
@SpringBootApplication
public class WebFluxBenchmarkApplication {

  public static void main(String[] args) {
    // Spring MVC is on this module's class path too, for the servlet benchmark service.
    new SpringApplicationBuilder(WebFluxBenchmarkApplication.class)
        .web(WebApplicationType.REACTIVE)
        .properties("spring.config.name=webflux-benchmark")
        .run(args);
  }
}
