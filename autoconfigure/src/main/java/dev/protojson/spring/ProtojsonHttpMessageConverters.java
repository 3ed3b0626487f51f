package dev.protojson.spring;

import dev.protojson.MessageMarshaller;
import java.util.List;
import org.springframework.http.converter.HttpMessageConverter;

/**
 * Builds the converters of {@code protojson.*} for a server and for HTTP clients. Boot's converter customizers and
 * {@link ProtojsonWebMvcConfigurer} both take them from here, so an application behaves the same whichever way it
 * configures Spring MVC. The JSON converter comes first so that clients accepting anything get JSON; the binary one,
 * when enabled, serves only those that ask for {@code application/x-protobuf}.
 */
final class ProtojsonHttpMessageConverters {

  static final String MAX_REQUEST_SIZE_PROPERTY = "protojson.max-request-size";

  private static final String UNREGISTERED_TYPE_ADVICE = "With Spring Boot, add its package to protojson.packages,"
      + " or set protojson.register-on-demand=true.";

  private final MessageMarshaller marshaller;
  private final ProtojsonProperties properties;

  ProtojsonHttpMessageConverters(MessageMarshaller marshaller, ProtojsonProperties properties) {
    this.marshaller = marshaller;
    this.properties = properties;
  }

  /** For reading requests and writing responses: request bodies are held to protojson.max-request-size. */
  List<HttpMessageConverter<?>> forServer() {
    RequestSizeLimit limit = new RequestSizeLimit(properties.getMaxRequestSize().toBytes(),
        MAX_REQUEST_SIZE_PROPERTY);
    return converters(limit);
  }

  /** For writing requests and reading responses: a client reads what it asked for, whatever its size. */
  List<HttpMessageConverter<?>> forClient() {
    return converters(RequestSizeLimit.NONE);
  }

  private List<HttpMessageConverter<?>> converters(RequestSizeLimit limit) {
    ProtobufJacksonHttpMessageConverter json = new ProtobufJacksonHttpMessageConverter(marshaller);
    json.setRequestSizeLimit(limit);
    json.setUnregisteredTypeAdvice(UNREGISTERED_TYPE_ADVICE);
    return properties.isBinary() ? List.of(json, new LimitedProtobufHttpMessageConverter(limit)) : List.of(json);
  }
}
