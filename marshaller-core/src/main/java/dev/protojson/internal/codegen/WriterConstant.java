package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;
import dev.protojson.internal.TypeWriter;
import java.util.function.Function;

/**
 * A static field of a generated writer (a pre-encoded name, an enum name table, the writer of a nested type) and
 * how to compute its value. Values are assigned after the whole batch is loaded, so that writers of recursive and
 * mutually recursive types can refer to each other.
 */
public record WriterConstant(String name, Class<?> type, Function<Function<Descriptor, TypeWriter>, Object> value) {

  static WriterConstant fixed(String name, Class<?> type, Object value) {
    return new WriterConstant(name, type, writers -> value);
  }
}
