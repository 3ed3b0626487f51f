package dev.protojson.spring.internal;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import java.util.List;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;
import org.springframework.http.converter.protobuf.ProtobufHttpMessageConverter;

/**
 * The converters of the {@code protojson.*} properties, for a server and for HTTP clients. Boot's converter
 * customizers and the configurer for {@code @EnableWebMvc} all take them from here, so an application behaves the
 * same whichever way it configures Spring MVC. The JSON converter comes first so that clients accepting anything get
 * JSON; the binary one, when enabled, serves only those that ask for {@code application/x-protobuf}.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class ProtoJsonConverters {

  private final MessageMarshaller marshaller;
  private final ProtoJsonProperties properties;

  public ProtoJsonConverters(MessageMarshaller marshaller, ProtoJsonProperties properties) {
    this.marshaller = marshaller;
    this.properties = properties;
  }

  /** For reading requests and writing responses: request bodies are held to protojson.max-request-size. */
  public List<HttpMessageConverter<?>> forServer() {
    return converters(new RequestSizeLimit(properties.getMaxRequestSize().toBytes(), PropertyAdvice.MAX_REQUEST_SIZE));
  }

  /** For writing requests and reading responses: a client reads what it asked for, whatever its size. */
  public List<HttpMessageConverter<?>> forClient() {
    return converters(RequestSizeLimit.NONE);
  }

  /** Adds {@code converters} to {@code builder} ahead of Jackson, and has it {@link #complete} the list it builds. */
  public static void register(List<HttpMessageConverter<?>> converters, HttpMessageConverters.Builder<?> builder) {
    converters.forEach(builder::addCustomConverter);
    builder.configureMessageConvertersList(ProtoJsonConverters::complete);
  }

  /**
   * Completes a list of converters that holds protojson's: messages are kept from the Jackson converters of other
   * formats, and protojson's converter gets the ones after it for the values that replace a message.
   */
  public static void complete(List<HttpMessageConverter<?>> converters) {
    aheadOfOtherProtobufConverters(converters);
    NonJsonJacksonConverters.refuseMessages(converters);
    OtherValueWriter.link(converters);
  }

  /**
   * An application's own {@code ProtobufHttpMessageConverter} bean (Spring's usual recipe for protobuf, also as
   * {@code ProtobufJsonFormatHttpMessageConverter}) is added ahead of protojson's, and would take every JSON or
   * Accept-anything request. protojson's converters move ahead of it; it keeps what only it is asked for.
   */
  private static void aheadOfOtherProtobufConverters(List<HttpMessageConverter<?>> converters) {
    int other = -1;
    for (int i = 0; i < converters.size(); i++) {
      HttpMessageConverter<?> converter = converters.get(i);
      if (converter instanceof ProtoJsonHttpMessageConverter) {
        if (other >= 0) {
          List<HttpMessageConverter<?>> ours = converters.stream().filter(ProtoJsonConverters::isOurs).toList();
          converters.removeIf(ProtoJsonConverters::isOurs);
          converters.addAll(other, ours);
        }
        return;
      }
      if (other < 0 && converter instanceof ProtobufHttpMessageConverter && !isOurs(converter)) {
        other = i;
      }
    }
  }

  private static boolean isOurs(HttpMessageConverter<?> converter) {
    return converter instanceof ProtoJsonHttpMessageConverter
        || converter instanceof LimitedProtobufHttpMessageConverter;
  }

  private List<HttpMessageConverter<?>> converters(RequestSizeLimit limit) {
    BootHttpMessageConverter json = new BootHttpMessageConverter(marshaller, limit);
    return properties.isBinary() ? List.of(json, new LimitedProtobufHttpMessageConverter(limit)) : List.of(json);
  }
}
