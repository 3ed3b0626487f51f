package dev.protojson.spring.internal;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.GenericHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.SmartHttpMessageConverter;

/**
 * Writes a value that is not a message in place of one: Spring MVC chooses the converter for what the handler
 * returned, then lets a {@code ResponseBodyAdvice} replace it (an envelope around every body, say) and writes the
 * replacement with the converter it chose. The value goes to the first of the converters after protojson's that
 * writes it, the one Spring would have chosen had the handler returned it; Boot's Jackson converter writes the
 * message inside an envelope with protojson's module.
 */
final class OtherValueWriter {

  static final OtherValueWriter NONE = new OtherValueWriter(List.of());

  private final List<HttpMessageConverter<?>> converters;

  private OtherValueWriter(List<HttpMessageConverter<?>> converters) {
    this.converters = converters;
  }

  /**
   * Gives each protojson converter in {@code converters}, the whole list in the order Spring tries it, the
   * converters after it.
   */
  static void link(List<HttpMessageConverter<?>> converters) {
    for (int i = 0; i < converters.size(); i++) {
      if (converters.get(i) instanceof BootHttpMessageConverter protojson) {
        protojson.setOtherValueWriter(new OtherValueWriter(List.copyOf(converters.subList(i + 1,
            converters.size()))));
      }
    }
  }

  /** Whether one of the converters wrote {@code value}. */
  @SuppressWarnings("unchecked")
  boolean write(Object value, ResolvableType declared, HttpOutputMessage output, Map<String, Object> hints)
      throws IOException {
    MediaType contentType = output.getHeaders().getContentType();
    Class<?> valueClass = value.getClass();
    ResolvableType type = declared.toClass().isInstance(value) ? declared : ResolvableType.forClass(valueClass);
    for (HttpMessageConverter<?> converter : converters) {
      if (converter instanceof SmartHttpMessageConverter<?> smart) {
        if (smart.canWrite(type, valueClass, contentType)) {
          ((SmartHttpMessageConverter<Object>) smart).write(value, type, contentType, output, hints);
          return true;
        }
      } else if (converter instanceof GenericHttpMessageConverter<?> generic) {
        if (generic.canWrite(type.getType(), valueClass, contentType)) {
          ((GenericHttpMessageConverter<Object>) generic).write(value, type.getType(), contentType, output);
          return true;
        }
      } else if (converter.canWrite(valueClass, contentType)) {
        ((HttpMessageConverter<Object>) converter).write(value, contentType, output);
        return true;
      }
    }
    return false;
  }
}
