package dev.protojson.spring.validation;

import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.http.codec.HttpMessageReader;
import org.springframework.web.reactive.result.method.annotation.RequestMappingHandlerAdapter;

/**
 * WebFlux: gives annotated controllers readers that check the messages of request bodies (a
 * {@link ValidatingMessageReader} around each of theirs), before the adapter hands its readers to its argument
 * resolvers.
 *
 * <p>WebFlux has no request body advice, and validates a body only when its parameter is annotated for validation,
 * through the body's data binder. Its readers see every body, with its parameter and each element of a stream as it
 * arrives: there {@code protojson.validation.mode=always} can check an unannotated body too, and a {@code Flux}
 * element can be named by its index. Functional endpoints read through their own readers and are not checked.
 */
final class ValidatingReadersPostProcessor implements BeanPostProcessor {

  private final ObjectProvider<MessageBodyValidator> validator;

  private final ObjectProvider<CheckedBodies> checked;

  /** Looked up when the adapter is made: a post-processor made early must not make the beans it needs early too. */
  ValidatingReadersPostProcessor(ObjectProvider<MessageBodyValidator> validator,
      ObjectProvider<CheckedBodies> checked) {
    this.validator = validator;
    this.checked = checked;
  }

  @Override
  public Object postProcessBeforeInitialization(Object bean, String beanName) {
    if (bean instanceof RequestMappingHandlerAdapter adapter && adapter.getMessageReaders() != null
        && checked.getObject().any()) {
      List<HttpMessageReader<?>> readers = new ArrayList<>();
      for (HttpMessageReader<?> reader : adapter.getMessageReaders()) {
        readers.add(reader instanceof ValidatingMessageReader<?> ? reader : validating(reader));
      }
      adapter.setMessageReaders(readers);
    }
    return bean;
  }

  private <T> HttpMessageReader<T> validating(HttpMessageReader<T> reader) {
    return new ValidatingMessageReader<>(reader, validator.getObject(), checked.getObject());
  }
}
