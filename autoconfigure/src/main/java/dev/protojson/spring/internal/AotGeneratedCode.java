package dev.protojson.spring.internal;

import com.google.protobuf.Message;
import dev.protojson.GeneratedCode;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.springframework.aot.generate.GeneratedFiles;
import org.springframework.aot.generate.GenerationContext;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.TypeReference;
import org.springframework.util.StreamUtils;

/**
 * Adds protojson's classes generated at build time to the output of Spring's AOT processing: their class files,
 * their names in the index the marshaller finds them by ({@link GeneratedCode#INDEX_RESOURCE}), and the reflection
 * a native image needs, protobuf-java's on the message classes and protojson's on the generated classes. Several
 * contributions add up: a class two of them generate is written once, and the index lists the classes of all.
 */
public final class AotGeneratedCode {

  private AotGeneratedCode() {}

  /** Adds {@code code} to {@code context}'s output. */
  public static void contribute(GeneratedCode code, GenerationContext context) {
    registerHints(code, context.getRuntimeHints());
    if (code.classFiles().isEmpty()) {
      return;
    }
    GeneratedFiles files = context.getGeneratedFiles();
    for (Map.Entry<String, byte[]> file : code.classFiles().entrySet()) {
      // The same class from another contribution: made from the same type with the same options
      files.handleFile(GeneratedFiles.Kind.CLASS, file.getKey().replace('.', '/') + ".class", handler -> {
        if (!handler.exists()) {
          handler.create(() -> new ByteArrayInputStream(file.getValue()));
        }
      });
    }
    // Another contribution, or another processing of the same module (a second application class), may have
    // listed its own classes.
    files.handleFile(GeneratedFiles.Kind.RESOURCE, GeneratedCode.INDEX_RESOURCE, handler -> {
      String existing = null;
      if (handler.exists()) {
        try (InputStream in = handler.getContent().getInputStream()) {
          existing = StreamUtils.copyToString(in, StandardCharsets.UTF_8);
        }
      }
      byte[] index = code.index(existing).getBytes(StandardCharsets.UTF_8);
      if (handler.exists()) {
        handler.override(() -> new ByteArrayInputStream(index));
      } else {
        handler.create(() -> new ByteArrayInputStream(index));
      }
    });
  }

  private static void registerHints(GeneratedCode code, RuntimeHints hints) {
    hints.resources().registerPattern(GeneratedCode.INDEX_RESOURCE);
    for (String generated : code.classNames()) {
      hints.reflection().registerType(TypeReference.of(generated), MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS,
          MemberCategory.ACCESS_PUBLIC_FIELDS);
    }
    for (Class<? extends Message> type : code.messageClasses()) {
      // getDefaultInstance, newBuilder, getDescriptor and the accessors protobuf-java finds by name
      hints.reflection().registerType(type, MemberCategory.INVOKE_PUBLIC_METHODS);
      Class<?> builder = builderOf(type);
      if (builder != null) {
        hints.reflection().registerType(builder, MemberCategory.INVOKE_PUBLIC_METHODS);
      }
    }
  }

  private static Class<?> builderOf(Class<? extends Message> type) {
    try {
      return type.getMethod("newBuilder").getReturnType();
    } catch (NoSuchMethodException e) {
      return null;
    }
  }
}
