package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.assertJson;
import static dev.protojson.spring.openapi.OpenApiDocumentTests.ref;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.Message;
import com.networknt.schema.JsonSchema;
import dev.protojson.testing.RandomMessages;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.ProtoJsonAutoConfiguration;
import dev.protojson.spring.test.openapi.Kinds;
import dev.protojson.spring.test.openapi.Legacy;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.core.util.Json31;
import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springdoc.core.properties.SpringDocConfigProperties;
import org.springdoc.core.properties.SpringDocConfigProperties.ApiDocs.OpenApiVersion;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Which schemas the auto-configured converter makes under which properties, and when there is none. */
class ProtoJsonOpenApiAutoConfigurationTests {

  private static final String KINDS = OpenApiDocumentTests.KINDS;
  private static final long SEED = Long.getLong("protojson.seed", System.nanoTime());

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class,
          ProtoJsonOpenApiAutoConfiguration.class));

  @Test
  void protoFieldNamesNameTheProperties() {
    runner.withPropertyValues("protojson.field-names=proto").run(context -> {
      JsonNode kinds = schemas(context, true).path(KINDS).path("properties");
      assertThat(kinds.has("f_int32")).isTrue();
      assertThat(kinds.has("renamed")).isTrue();
      assertThat(kinds.has("other_address")).isTrue();
      assertThat(kinds.has("fInt32")).isFalse();
      assertThat(kinds.has("customName")).isFalse();
      assertThat(kinds.path("c_int32").path("description").asText())
          .isEqualTo("Member of oneof `choice`: at most one of c_int32, c_string, c_address, c_mood, c_null, "
              + "c_time is set.");
    });
  }

  @Test
  void optionsSetInCodeShapeTheSchemasToo() {
    runner.withBean("protoNamesAndEnumNumbers", dev.protojson.spring.MessageMarshallerBuilderCustomizer.class,
        () -> builder -> builder.preservingProtoFieldNames().printingEnumsAsInts()).run(context -> {
          JsonNode schemas = schemas(context, true);
          JsonNode kinds = schemas.path(KINDS).path("properties");
          assertThat(kinds.has("f_int32")).isTrue();
          assertThat(kinds.has("fInt32")).isFalse();
          assertJson(schemas.path("protojson.spring.test.openapi.Mood"),
              "{'type':'integer','format':'int32','enum':[0,1,-2]}");
        });
  }

  @Test
  void enumsAsIntsListTheNumbers() {
    runner.withPropertyValues("protojson.enums-as-ints=true").run(context -> {
      JsonNode schemas = schemas(context, true);
      assertJson(schemas.path("protojson.spring.test.openapi.Mood"),
          "{'type':'integer','format':'int32','enum':[0,1,-2]}");
      assertJson(schemas.path(KINDS).path("properties").path("rMood"),
          "{'type':'array','items':" + ref("protojson.spring.test.openapi.Mood") + "}");
    });
  }

  @Test
  void withEveryWriteOptionWhatProtojsonWritesValidates() {
    runner.withPropertyValues("protojson.field-names=proto", "protojson.enums-as-ints=true",
        "protojson.always-print-fields-with-no-presence=true", "protojson.packages=dev.protojson.spring.test.openapi")
        .run(context -> {
          ApiDocs docs = ApiDocs.ofSchemas(schemas(context, true, Kinds.class, Legacy.class));
          MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
          RandomMessages random = OpenApiRandomMessages.of(SEED, 2);
          JsonSchema kinds = docs.validator(KINDS);
          JsonSchema legacy = docs.validator(OpenApiDocumentTests.LEGACY);
          for (int i = 0; i < 200; i++) {
            String json = marshaller.writeValueAsString(random.next(Kinds.getDefaultInstance()));
            assertThat(kinds.validate(ApiDocs.JSON.readTree(json))).as("seed %d: %s", SEED, json).isEmpty();
            json = marshaller.writeValueAsString(random.next(Legacy.getDefaultInstance()));
            assertThat(legacy.validate(ApiDocs.JSON.readTree(json))).as("seed %d: %s", SEED, json).isEmpty();
          }
          // The defaults are written now, and they validate too
          String defaults = marshaller.writeValueAsString(Kinds.getDefaultInstance());
          assertThat(defaults).contains("\"f_mood\":0", "\"null_value\":null", "\"r_int64\":[]");
          assertThat(kinds.validate(ApiDocs.JSON.readTree(defaults))).isEmpty();
        });
  }

  @Test
  void buildersAreTheirMessageAndMessagesOfNoKnownTypeAreObjects() {
    runner.run(context -> {
      ModelConverters converters = new ModelConverters(true);
      converters.addConverter(context.getBean(ModelConverter.class));
      JsonNode builder = Json31.mapper().valueToTree(converters.readAllAsResolvedSchema(Kinds.Builder.class).schema);
      assertJson(builder, ref(KINDS));
      // A property typed Message could hold any message: still none of the runtime's accessors
      JsonNode message = Json31.mapper().valueToTree(converters.readAllAsResolvedSchema(Message.class).schema);
      assertJson(message, "{'type':'object','description':'A protobuf message.'}");
    });
  }

  @Test
  void byDefaultEnumsAreNames() {
    runner.run(context -> assertJson(schemas(context, true).path("protojson.spring.test.openapi.Mood"),
        "{'type':'string','enum':['MOOD_UNSPECIFIED','HAPPY','GRUMPY']}"));
  }

  @Test
  void ignoringUnknownFieldsLeavesEmptyOpen() {
    runner.withPropertyValues("protojson.ignore-unknown-fields=true").run(context ->
        assertThat(schemas(context, true).path("google.protobuf.Empty").has("additionalProperties")).isFalse());
  }

  @Test
  void openApi30SaysNullableInItsOwnWords() {
    SpringDocConfigProperties springDoc = new SpringDocConfigProperties();
    springDoc.getApiDocs().setVersion(OpenApiVersion.OPENAPI_3_0);
    // As a singleton: registered as a bean class, its own @ConditionalOnBean would drop it outside springdoc
    runner.withInitializer(context -> context.getBeanFactory().registerSingleton("springDoc", springDoc))
        .run(context -> {
      JsonNode kinds = schemas(context, false).path(KINDS).path("properties");
      assertJson(kinds.path("int64Value"),
          "{'type':'string','format':'int64','pattern':'^-?(0|[1-9][0-9]*)$','nullable':true,"
              + "'example':'-1234567890123'}");
      // nullable alone, without a type, would allow every value in 3.0: null is the one value of an enum
      assertJson(kinds.path("nullValue"), "{'nullable':true,'enum':[null]}");
      // and a oneOf (a number or "NaN", "Infinity", "-Infinity") has no type to widen: null is one more choice
      JsonNode doubleValue = kinds.path("doubleValue");
      assertThat(doubleValue.has("nullable")).as(doubleValue.toString()).isFalse();
      JsonNode choices = doubleValue.path("oneOf");
      assertJson(choices.path(choices.size() - 1), "{'nullable':true,'enum':[null]}");
      // a oneof member that refers to a component keeps its description and x-oneof next to the reference
      JsonNode address = kinds.path("cAddress");
      assertThat(address.path("allOf").path(0).path("$ref").asText()).endsWith("Kinds.Address");
      assertThat(address.path("description").asText()).startsWith("Member of oneof `choice`");
      assertThat(address.path("x-oneof").asText()).isEqualTo("choice");
      assertThat(kinds.path("cMood").path("x-oneof").asText()).isEqualTo("choice");
      // 3.0 has no propertyNames
      assertJson(kinds.path("mInt32"), "{'type':'object','additionalProperties':{'type':'string'},"
          + "'description':'Keys are int32 values written as strings.'}");
      assertThat(context.getBean(ModelConverter.class).isOpenapi31()).isFalse();
    });
  }

  @Test
  void withoutSpringdocNothingChanges() {
    List<String> without = new ArrayList<>();
    new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class))
        .run(context -> without.addAll(List.of(context.getBeanDefinitionNames())));
    runner.withClassLoader(new FilteredClassLoader(SpringDocConfigProperties.class)).run(context -> {
      assertThat(context).hasNotFailed().doesNotHaveBean(ModelConverter.class)
          .doesNotHaveBean(ProtoJsonOpenApiAutoConfiguration.class);
      assertThat(context.getBeanDefinitionNames()).containsExactlyInAnyOrderElementsOf(without);
    });
    runner.withClassLoader(new FilteredClassLoader("io.swagger.v3.core")).run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean(ModelConverter.class));
  }

  @Test
  void withoutProtojsonsMarshallerThereIsNoConverter() {
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(ProtoJsonOpenApiAutoConfiguration.class))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(ModelConverter.class));
  }

  /** The components the context's converter defines for Kinds, written as springdoc writes them. */
  private static JsonNode schemas(AssertableApplicationContext context, boolean openapi31) {
    return schemas(context, openapi31, Kinds.class);
  }

  private static JsonNode schemas(AssertableApplicationContext context, boolean openapi31, Class<?>... types) {
    ModelConverters converters = new ModelConverters(openapi31);
    converters.addConverter(context.getBean(ModelConverter.class));
    Map<String, Schema> schemas = new LinkedHashMap<>();
    for (Class<?> type : types) {
      schemas.putAll(converters.readAll(type));
    }
    return (openapi31 ? Json31.mapper() : Json.mapper()).valueToTree(schemas);
  }
}
