package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonProperties.CodeGeneration;
import dev.protojson.spring.ProtoJsonProperties.FieldNames;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.core.io.support.SpringFactoriesLoader;

class ProtoJsonAutoConfigurationTests {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class));

  @Test
  void providesAMarshallerAndABuilderWithoutAnyProperty() {
    runner.run(context -> {
      assertThat(context).hasSingleBean(MessageMarshaller.class);
      assertThat(context).hasSingleBean(StandardMessageMarshallerBuilderCustomizer.class);
      assertThat(context.getBean(ProtoJsonProperties.class).getPackages()).isEmpty();
    });
  }

  /** Enum parameters by name or number in web applications; nothing of the web in others. */
  @Test
  void convertsEnumParametersInWebApplicationsOnly() {
    runner.run(context -> assertThat(context).doesNotHaveBean(EnumParameterConverter.class));
    new WebApplicationContextRunner().withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class))
        .run(context -> assertThat(context).hasSingleBean(EnumParameterConverter.class));
    new ReactiveWebApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class))
        .run(context -> assertThat(context).hasSingleBean(EnumParameterConverter.class));
  }

  @Test
  void eachBuilderLookupReturnsAFreshBuilder() {
    runner.run(context -> assertThat(context.getBean(MessageMarshaller.Builder.class))
        .isNotSameAs(context.getBean(MessageMarshaller.Builder.class)));
  }

  @Test
  void backsOffForAMarshallerOfTheApplication() {
    runner.withUserConfiguration(UserMarshallerConfiguration.class).run(context -> {
      assertThat(context).hasSingleBean(MessageMarshaller.class);
      assertThat(context.getBean(MessageMarshaller.class)).isSameAs(UserMarshallerConfiguration.MARSHALLER);
    });
  }

  @Test
  void appliesEveryCustomizerInOrder() {
    runner.withUserConfiguration(RecordingCustomizers.class).run(context -> {
      RecordingCustomizers recording = context.getBean(RecordingCustomizers.class);
      recording.calls.clear();
      context.getBean(MessageMarshaller.Builder.class);
      assertThat(recording.calls).containsExactly("first", "second");
    });
  }

  @Test
  void bindsEveryProperty() {
    runner.withPropertyValues("protojson.packages=dev.protojson.spring.test.shop,dev.protojson.spring.test.wkt",
        "protojson.field-names=proto", "protojson.always-print-fields-with-no-presence=true",
        "protojson.enums-as-ints=true", "protojson.sort-map-keys=true", "protojson.pretty=true",
        "protojson.ignore-unknown-fields=true", "protojson.recursion-limit=12",
        "protojson.accept-unregistered-types=false", "protojson.code-generation=eager", "protojson.binary=true",
        "protojson.parse-error-details=false")
        .run(context -> {
          ProtoJsonProperties properties = context.getBean(ProtoJsonProperties.class);
          assertThat(properties.getPackages())
              .containsExactly("dev.protojson.spring.test.shop", "dev.protojson.spring.test.wkt");
          assertThat(properties.getFieldNames()).isEqualTo(FieldNames.PROTO);
          assertThat(properties.isAlwaysPrintFieldsWithNoPresence()).isTrue();
          assertThat(properties.isEnumsAsInts()).isTrue();
          assertThat(properties.isSortMapKeys()).isTrue();
          assertThat(properties.isPretty()).isTrue();
          assertThat(properties.isIgnoreUnknownFields()).isTrue();
          assertThat(properties.getRecursionLimit()).isEqualTo(12);
          assertThat(properties.isAcceptUnregisteredTypes()).isFalse();
          assertThat(properties.getCodeGeneration()).isEqualTo(CodeGeneration.EAGER);
          assertThat(properties.isBinary()).isTrue();
          assertThat(properties.isParseErrorDetails()).isFalse();
        });
  }

  @Test
  void defaultsOfTheProperties() {
    runner.run(context -> {
      ProtoJsonProperties properties = context.getBean(ProtoJsonProperties.class);
      assertThat(properties.getFieldNames()).isEqualTo(FieldNames.JSON);
      assertThat(properties.getRecursionLimit()).isEqualTo(100);
      assertThat(properties.isAcceptUnregisteredTypes()).isTrue();
      assertThat(properties.getCodeGeneration()).isEqualTo(CodeGeneration.ON_FIRST_USE);
      assertThat(properties.isBinary()).isFalse();
      assertThat(properties.isParseErrorDetails()).isTrue();
    });
  }

  @Test
  void failsToStartForAPackageWithoutMessages() {
    runner.withPropertyValues("protojson.packages=dev.protojson.spring.test.shop,com.example.nothing.here")
        .run(context -> {
          assertThat(context).hasFailed();
          assertThat(context.getStartupFailure()).rootCause()
              .isInstanceOf(NoMessagesInPackageException.class)
              .hasMessage("protojson.packages lists 'com.example.nothing.here', but no generated protobuf message"
                  + " classes were found in it or its sub-packages");
          FailureAnalysis analysis = new NoMessagesInPackageFailureAnalyzer().analyze(context.getStartupFailure());
          assertThat(analysis.getDescription()).contains("'com.example.nothing.here'");
          assertThat(analysis.getAction()).contains("java_package")
              .contains("Remove the entry 'com.example.nothing.here'");
          assertThat(SpringFactoriesLoader.loadFactoryNames(FailureAnalyzer.class, getClass().getClassLoader()))
              .contains(NoMessagesInPackageFailureAnalyzer.class.getName());
        });
  }

  @Test
  void failsToStartForAnEntryThatIsNotAPackageName() {
    for (String entry : new String[] {"dev.protojson.spring.test.", "dev.protojson.spring.*", "dev..spring", "1dev"}) {
      runner.withPropertyValues("protojson.packages=" + entry).run(context -> {
        assertThat(context).hasFailed();
        assertThat(context.getStartupFailure()).rootCause()
            .isInstanceOfSatisfying(InvalidConfigurationPropertyValueException.class, e -> {
              assertThat(e.getName()).isEqualTo("protojson.packages");
              assertThat(e.getValue()).isEqualTo(entry);
            })
            .hasMessage("Property protojson.packages with value '" + entry + "' is invalid: '" + entry
                + "' is not a Java package name; give packages such as com.example.shop, without wildcards or a"
                + " trailing dot (sub-packages are scanned too)");
      });
    }
  }

  /** The protobuf runtime's own package holds Message and abstract bases named like message classes. */
  @Test
  void scanningProtobufsOwnPackageRegistersItsMessagesOnly() {
    for (String when : new String[] {"on-first-use", "eager"}) {
      runner.withPropertyValues("protojson.packages=com.google.protobuf", "protojson.code-generation=" + when)
          .run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean(MessageMarshaller.class).writeValueAsString(
                com.google.protobuf.Duration.newBuilder().setSeconds(3).build())).isEqualTo("\"3s\"");
          });
    }
  }

  @Test
  void rejectsARecursionLimitBelowOne() {
    runner.withPropertyValues("protojson.recursion-limit=0").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause()
          .isInstanceOfSatisfying(InvalidConfigurationPropertyValueException.class, e -> {
            assertThat(e.getName()).isEqualTo("protojson.recursion-limit");
            assertThat(e.getValue()).isEqualTo(0);
          })
          .hasMessage("Property protojson.recursion-limit with value '0' is invalid: The deepest nesting a parsed"
              + " document may have must be at least 1");
    });
  }

  @Configuration(proxyBeanMethods = false)
  static class UserMarshallerConfiguration {

    static final MessageMarshaller MARSHALLER = MessageMarshaller.builder().build();

    @Bean
    MessageMarshaller userMarshaller() {
      return MARSHALLER;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class RecordingCustomizers {

    final List<String> calls = new ArrayList<>();

    @Bean
    @Order(2)
    MessageMarshallerBuilderCustomizer second() {
      return builder -> calls.add("second");
    }

    @Bean
    @Order(1)
    MessageMarshallerBuilderCustomizer first() {
      return builder -> calls.add("first");
    }
  }
}
