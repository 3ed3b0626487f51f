package dev.protojson.spring.validation;

import com.google.protobuf.Message;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Finds the messages of a request body, each with its place in the JSON: the body itself (or what its builder
 * holds), the elements of a list, set or array ({@code [2]}), the value of an {@code Optional}, the values of a map
 * ({@code ["env"]}), and the properties of a record ({@code order.lines[1]}), to any depth. The body was read from
 * JSON, so its depth is bounded by the parser's nesting limit and it holds no cycles.
 */
final class MessagesInBody {

  private final RecordProperties records;

  MessagesInBody(RecordProperties records) {
    this.records = records;
  }

  /**
   * @param body what a converter or decoder read
   * @param path the body's own place: {@code ""}, or {@code "[2]"} for the third element of a stream
   * @param found called with each message and its path, in the order of the body
   */
  void forEach(Object body, String path, BiConsumer<Message, String> found) {
    if (body instanceof Message message) {
      found.accept(message, path);
    } else if (body instanceof Message.Builder builder) {
      // What the controller is handed holds what was read; checking it needs no required field to be set.
      found.accept(builder.buildPartial(), path);
    } else if (body instanceof List<?> list) {
      for (int i = 0; i < list.size(); i++) {
        forEach(list.get(i), path + "[" + i + "]", found);
      }
    } else if (body instanceof Collection<?> collection) {
      // A Set's elements by its own order, which need not be the body's.
      int i = 0;
      for (Object element : collection) {
        forEach(element, path + "[" + i++ + "]", found);
      }
    } else if (body instanceof Object[] array) {
      for (int i = 0; i < array.length; i++) {
        forEach(array[i], path + "[" + i + "]", found);
      }
    } else if (body instanceof Optional<?> optional) {
      optional.ifPresent(value -> forEach(value, path, found));
    } else if (body instanceof Map<?, ?> map) {
      map.forEach((key, value) -> forEach(value, path + "[" + ViolationPaths.key(key) + "]", found));
    } else if (body != null && body.getClass().isRecord()) {
      for (RecordProperties.Property property : records.of(body.getClass())) {
        forEach(property.value().apply(body), path.isEmpty() ? property.name() : path + "." + property.name(),
            found);
      }
    }
  }
}
