package dev.protojson.spring;

import dev.protojson.MessageMarshaller;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Adds {@link ProtobufJacksonHttpMessageConverter} to an application that configures Spring MVC itself with
 * {@code @EnableWebMvc}, where Boot's MVC auto-configuration (and so the automatic registration) backs off:
 *
 * <pre>{@code
 * @Configuration
 * @EnableWebMvc
 * @Import(ProtojsonWebMvcConfigurer.class)
 * class WebConfig {}
 * }</pre>
 *
 * The converters are the ones Boot's route registers, with the same {@code protojson.*} properties: binary
 * protobuf, the request size limit and the advice for unregistered types; JSON arrays are indented as the
 * marshaller's messages are. Do not import it into an application that lets Boot configure MVC: the converter would
 * be added twice.
 */
public class ProtojsonWebMvcConfigurer implements WebMvcConfigurer {

  private final List<HttpMessageConverter<?>> converters;

  /**
   * @param marshaller the marshaller the converters read and write with
   * @param properties the {@code protojson.*} properties; their defaults when there is no such bean
   */
  public ProtojsonWebMvcConfigurer(MessageMarshaller marshaller, ObjectProvider<ProtojsonProperties> properties) {
    this.converters = new ProtojsonHttpMessageConverters(marshaller,
        properties.getIfAvailable(ProtojsonProperties::new)).forServer();
  }

  @Override
  public void configureMessageConverters(HttpMessageConverters.ServerBuilder builder) {
    converters.forEach(builder::addCustomConverter);
    builder.configureMessageConvertersList(OtherValueWriter::link);
  }
}
