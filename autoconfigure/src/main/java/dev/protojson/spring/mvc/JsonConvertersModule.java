package dev.protojson.spring.mvc;

import dev.protojson.MessageMarshaller;
import dev.protojson.jackson.ProtoJsonModule;
import dev.protojson.spring.internal.ModuleOrder;
import java.util.List;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.JacksonJsonHttpMessageConverter;
import tools.jackson.databind.json.JsonMapper;

/**
 * Gives protojson's Jackson module to the JSON converters of a Spring MVC that Boot does not configure
 * ({@code @EnableWebMvc}). Spring makes them with a {@code JsonMapper} of its own, which knows nothing of protobuf:
 * a record, page or map holding a message was written as a Java bean, a 500. Each such converter is replaced with one
 * whose mapper is its own with the module added first, so that the application's own modules still win for the
 * types they take, as in Boot's mapper. Loaded only where Jackson 3 is on the class path.
 */
final class JsonConvertersModule {

  private JsonConvertersModule() {}

  /** The module bean the auto-configuration made (or the application's), else one on {@code marshaller}. */
  static ProtoJsonModule module(BeanFactory beans, MessageMarshaller marshaller) {
    return beans.getBeanProvider(ProtoJsonModule.class).getIfAvailable(() -> new ProtoJsonModule(marshaller));
  }

  static void addModule(List<HttpMessageConverter<?>> converters, ProtoJsonModule module) {
    for (int i = 0; i < converters.size(); i++) {
      if (converters.get(i) instanceof JacksonJsonHttpMessageConverter json) {
        JsonMapper mapper = json.getMapper();
        if (mapper.registeredModules().stream().noneMatch(ProtoJsonModule.class::isInstance)) {
          JacksonJsonHttpMessageConverter replacement = new JacksonJsonHttpMessageConverter(withModule(mapper, module));
          replacement.setSupportedMediaTypes(json.getSupportedMediaTypes());
          replacement.setDefaultCharset(json.getDefaultCharset());
          converters.set(i, replacement);
        }
      }
    }
  }

  private static JsonMapper withModule(JsonMapper mapper, ProtoJsonModule module) {
    JsonMapper.Builder builder = mapper.rebuild().addModule(module);
    ModuleOrder.putProtoJsonFirst(builder);
    return builder.build();
  }
}
