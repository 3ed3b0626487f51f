package dev.protojson.spring.mvc;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties;
import dev.protojson.spring.http.ProtoJsonHttpMessageConverter;
import dev.protojson.spring.internal.ProtoJsonConverters;
import java.util.List;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverters;
import org.springframework.util.ClassUtils;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Adds {@link ProtoJsonHttpMessageConverter} to an application that configures Spring MVC itself with
 * {@code @EnableWebMvc}, where Boot's MVC auto-configuration (and so the automatic registration) backs off:
 *
 * <pre>{@code
 * @Configuration
 * @EnableWebMvc
 * @Import(ProtoJsonWebMvcConfigurer.class)
 * class WebConfig {}
 * }</pre>
 *
 * The converters are the ones Boot's route registers, with the same {@code protojson.*} properties: binary
 * protobuf, the request size limit and the advice for unregistered types; JSON arrays are indented as the
 * marshaller's messages are. The rest of the list is treated as on Boot's route too: Spring's Jackson JSON
 * converters get protojson's Jackson module (records, pages and maps holding messages), and its Jackson converters
 * of other formats (YAML, CBOR, Smile, XML) refuse messages. Do not import it into an application that lets Boot
 * configure MVC: the converter would be added twice.
 */
public class ProtoJsonWebMvcConfigurer implements WebMvcConfigurer {

  private static final boolean JACKSON = ClassUtils.isPresent("tools.jackson.databind.json.JsonMapper",
      ProtoJsonWebMvcConfigurer.class.getClassLoader());

  private final List<HttpMessageConverter<?>> converters;
  private final MessageMarshaller marshaller;
  private final BeanFactory beans;

  /**
   * @param marshaller the marshaller the converters read and write with
   * @param properties the {@code protojson.*} properties; their defaults when there is no such bean
   * @param beans where the Jackson module bean is looked up; one is made on {@code marshaller} when there is none
   */
  public ProtoJsonWebMvcConfigurer(MessageMarshaller marshaller, ObjectProvider<ProtoJsonProperties> properties,
      BeanFactory beans) {
    this.converters = new ProtoJsonConverters(marshaller,
        properties.getIfAvailable(ProtoJsonProperties::new)).forServer();
    this.marshaller = marshaller;
    this.beans = beans;
  }

  @Override
  public void configureMessageConverters(HttpMessageConverters.ServerBuilder builder) {
    converters.forEach(builder::addCustomConverter);
    builder.configureMessageConvertersList(list -> {
      if (JACKSON) {
        JsonConvertersModule.addModule(list, JsonConvertersModule.module(beans, marshaller));
      }
      ProtoJsonConverters.complete(list);
    });
  }
}
