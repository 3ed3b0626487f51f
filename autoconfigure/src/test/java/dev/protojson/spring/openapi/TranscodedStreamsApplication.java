package dev.protojson.spring.openapi;

import dev.protojson.spring.grpc.TranscodingRulesCustomizer;
import dev.protojson.transcoding.LibraryService;
import dev.protojson.transcoding.StreamsService;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Bean;

/**
 * An application with the library and the streaming test service, every streaming method included, and springdoc.
 * Not a {@code @Configuration}, so that the component scan of {@link OpenApiApplication} in this package leaves it
 * out.
 */
@EnableAutoConfiguration
class TranscodedStreamsApplication {

  @Bean
  LibraryService library() {
    return new LibraryService();
  }

  @Bean
  StreamsService streams() {
    return new StreamsService();
  }

  /** The same services for Spring MVC, without the bidirectional method, which it refuses at start-up. */
  @EnableAutoConfiguration
  static class WithoutTheChat extends TranscodedStreamsApplication {

    @Bean
    TranscodingRulesCustomizer withoutTheChat() {
      return rules -> rules.remove("protojson.transcoding.test.Streams/Chat");
    }
  }
}
