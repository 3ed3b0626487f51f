package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import build.buf.validate.FieldRules;
import build.buf.validate.StringRules;
import build.buf.validate.Violation;
import com.google.protobuf.Duration;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Timestamp;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.aot.hint.predicate.ReflectionHintsPredicates;
import org.springframework.core.annotation.AnnotationUtils;
import org.springframework.context.annotation.ImportRuntimeHints;

/** The reflection protovalidate's CEL needs in a native image: each message it makes, by its default instance. */
class ValidationRuntimeHintsTests {

  private final RuntimeHints hints = new RuntimeHints();

  private final ReflectionHintsPredicates reflection = RuntimeHintsPredicates.reflection();

  @Test
  void theAutoConfigurationRegistersThem() {
    ImportRuntimeHints imported = AnnotationUtils.findAnnotation(ProtoJsonValidationAutoConfiguration.class,
        ImportRuntimeHints.class);
    assertThat(imported).isNotNull();
    assertThat(imported.value()).contains(ValidationRuntimeHints.class);
  }

  @Test
  void protovalidatesOwnMessagesAndTheWellKnownTypesAreMadeByTheirDefaultInstances() throws Exception {
    new ValidationRuntimeHints().registerHints(hints, getClass().getClassLoader());
    for (Class<?> type : new Class<?>[] { FieldRules.class, StringRules.class, Violation.class, Timestamp.class,
        Duration.class, Int32Value.class }) {
      assertThat(reflection.onMethodInvocation(type, "getDefaultInstance")).as(type.getName()).accepts(hints);
    }
    assertThat(reflection.onMethodInvocation(StringRules.class.getMethod("newBuilder"))).rejects(hints);
  }
}
