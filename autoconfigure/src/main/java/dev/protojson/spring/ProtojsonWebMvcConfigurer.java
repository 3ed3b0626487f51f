package dev.protojson.spring;

import dev.protojson.MessageMarshaller;
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
 * Do not import it into an application that lets Boot configure MVC: the converter would be added twice.
 */
public class ProtojsonWebMvcConfigurer implements WebMvcConfigurer {

  private final ProtobufJacksonHttpMessageConverter converter;

  public ProtojsonWebMvcConfigurer(MessageMarshaller marshaller) {
    this.converter = new ProtobufJacksonHttpMessageConverter(marshaller);
  }

  @Override
  public void configureMessageConverters(HttpMessageConverters.ServerBuilder builder) {
    builder.addCustomConverter(converter);
  }
}
