package dev.protojson.spring.validation;

import static org.assertj.core.api.Assertions.assertThat;

import build.buf.validate.FieldRules;
import build.buf.validate.Ignore;
import build.buf.validate.StringRules;
import build.buf.validate.Violation;
import com.google.protobuf.Duration;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Timestamp;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.predicate.ReflectionHintsPredicates;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.context.annotation.ImportRuntimeHints;
import org.springframework.core.annotation.AnnotationUtils;

/**
 * The reflection protovalidate needs in a native image: protobuf's reflective accessors of its rules (message, builder
 * and enum methods found by name), and CEL's default instances of the messages it makes.
 */
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
  void protovalidatesOwnMessagesAndTheWellKnownTypesWithTheirBuilders() throws Exception {
    new ValidationRuntimeHints().registerHints(hints, getClass().getClassLoader());
    for (Class<?> type : new Class<?>[] { FieldRules.class, StringRules.class, Violation.class, Timestamp.class,
        Duration.class, Int32Value.class }) {
      assertThat(reflection.onMethodInvocation(type, "getDefaultInstance")).as(type.getName()).accepts(hints);
      assertThat(reflection.onMethodInvocation(type.getMethod("newBuilder"))).as(type.getName()).accepts(hints);
      assertThat(reflection.onType(type.getMethod("newBuilder").getReturnType())
          .withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS)).as(type.getName()).accepts(hints);
    }
    assertThat(reflection.onType(Ignore.class).withMemberCategory(MemberCategory.INVOKE_PUBLIC_METHODS))
        .accepts(hints);
  }

  @Test
  void noOtherMessages() {
    new ValidationRuntimeHints().registerHints(hints, getClass().getClassLoader());
    assertThat(reflection.onType(dev.protojson.spring.test.validation.Signup.class)).rejects(hints);
  }
}
