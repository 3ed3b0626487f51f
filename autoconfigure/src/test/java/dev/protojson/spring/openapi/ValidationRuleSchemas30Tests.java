package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.assertJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.oas.OpenApi30;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * The rules in OpenAPI 3.0, where an exclusive bound is the minimum or maximum with a boolean beside it, and map keys
 * have no schema. Checked with the OpenAPI 3.0 dialect of the JSON Schema validator.
 */
@SpringBootTest(classes = ValidationRuleSchemaCases.Routes.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ValidationRuleSchemaCases.PACKAGES, "springdoc.api-docs.version=openapi_3_0" })
class ValidationRuleSchemas30Tests extends ValidationRuleSchemaCases {

  private static final JsonSchemaFactory OPENAPI_30 = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4,
      builder -> builder.metaSchema(OpenApi30.getInstance()).defaultMetaSchemaIri(OpenApi30.getInstance().getIri()));

  @Override
  JsonSchema orderSchema() {
    ObjectNode root = (ObjectNode) ApiDocs.moveReferences(docs.component(ORDER).deepCopy());
    root.set("$defs", ApiDocs.moveReferences(docs.schemas().deepCopy()));
    return OPENAPI_30.getSchema(root, SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build());
  }

  @Override
  boolean openapi31() {
    return false;
  }

  @Test
  void exclusiveBoundsAreTheBoundsWithABoolean() {
    assertThat(docs.document().path("openapi").asText()).startsWith("3.0");
    assertJson(docs.property(ORDER, "quantity"), "{'type':'integer','format':'int32','minimum':0,"
        + "'exclusiveMinimum':true,'maximum':100}");
    assertJson(docs.property(ORDER, "level"), "{'type':'integer','format':'int64','minimum':1,'maximum':10,"
        + "'exclusiveMaximum':true}");
    assertJson(docs.property(ORDER, "ratio"), "{'oneOf':[{'type':'number','format':'double','minimum':0.0,"
        + "'exclusiveMinimum':true,'maximum':1.0}]}");
    assertJson(docs.property(ORDER, "rank"), "{'type':'integer','format':'int32','minimum':-2147483648,"
        + "'maximum':2147483647,'not':{'minimum':5,'maximum':10}}");
    assertJson(docs.component(ADDRESS).path("properties").path("houseNumber"), "{'type':'integer','format':'int32',"
        + "'minimum':0,'exclusiveMinimum':true,'maximum':2147483647}");
  }

  @Test
  void mapKeysAreDescribedAndTheRestIsAsIn31() {
    assertJson(docs.property(ORDER, "labels"), "{'type':'object','minProperties':1,'maxProperties':3,"
        + "'additionalProperties':{'type':'integer','format':'int32','minimum':0,'maximum':2147483647},"
        + "'description':'Also checked: `map.keys.string.min_len` = 2.'}");
    assertJson(docs.property(ORDER, "name"), "{'type':'string','minLength':2,'maxLength':8}");
    assertJson(docs.property(ORDER, "nickname"),
        "{'type':'string','anyOf':[{'enum':['']},{'type':'string','minLength':3}]}");
    assertJson(docs.property(ORDER, "tags"), "{'type':'array','minItems':1,'maxItems':3,'uniqueItems':true,"
        + "'items':{'type':'string','maxLength':5}}");
    assertJson(docs.component(ORDER).path("anyOf"), "[{'required':['phone']},{'required':['pager']}]");
    // beside a reference in an allOf
    assertJson(docs.property(ORDER, "status"), "{'allOf':[{'$ref':'#/components/schemas/"
        + "protojson.spring.test.rules.Status'}],'enum':['STATUS_ACTIVE','STATUS_PAUSED']}");
    // a message field with no rule but required is a plain reference still
    assertJson(docs.property(ORDER, "address"), "{'$ref':'#/components/schemas/" + ADDRESS + "'}");
  }

  @Test
  void theDocumentIsValidOpenApi30() {
    assertThat(new DocumentRules(docs).violations(false)).isEmpty();
  }
}
