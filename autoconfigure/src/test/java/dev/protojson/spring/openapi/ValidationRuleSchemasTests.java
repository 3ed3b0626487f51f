package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.assertJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.JsonSchema;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The rules in OpenAPI 3.1, where exclusive bounds are numbers and map keys have {@code propertyNames}. */
@SpringBootTest(classes = ValidationRuleSchemaCases.Routes.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = ValidationRuleSchemaCases.PACKAGES)
class ValidationRuleSchemasTests extends ValidationRuleSchemaCases {

  @Override
  JsonSchema orderSchema() {
    return docs.validator(ORDER);
  }

  @Override
  boolean openapi31() {
    return true;
  }

  @Test
  void stringsHaveTheirLengthsPatternsFormatsAndValues() {
    assertJson(docs.property(ORDER, "name"), "{'type':'string','minLength':2,'maxLength':8}");
    assertJson(docs.property(ORDER, "code"), "{'type':'string','pattern':'^[A-Z]{3}$'}");
    assertJson(docs.property(ORDER, "email"), "{'type':'string','format':'email'}");
    assertJson(docs.property(ORDER, "website"), "{'type':'string','format':'uri'}");
    assertJson(docs.property(ORDER, "id"), "{'type':'string','format':'uuid'}");
    assertJson(docs.property(ORDER, "color"), "{'type':'string','enum':['red','green','blue']}");
    // ignored when empty: the empty string, or the rule
    assertJson(docs.property(ORDER, "nickname"),
        "{'type':'string','anyOf':[{'enum':['']},{'type':'string','minLength':3}]}");
  }

  @Test
  void numbersHaveTheirBoundsAsNumbers() {
    assertJson(docs.property(ORDER, "quantity"), "{'type':'integer','format':'int32','minimum':-2147483648,"
        + "'exclusiveMinimum':0,'maximum':100}");
    assertJson(docs.property(ORDER, "level"), "{'type':'integer','format':'int64','minimum':1,"
        + "'maximum':4294967295,'exclusiveMaximum':10}");
    // outside the range when gt is above lt
    assertJson(docs.property(ORDER, "rank"), "{'type':'integer','format':'int32','minimum':-2147483648,"
        + "'maximum':2147483647,'not':{'minimum':5,'maximum':10}}");
    // NaN and the infinities stay where they keep the rule
    assertJson(docs.property(ORDER, "ratio"),
        "{'oneOf':[{'type':'number','format':'double','exclusiveMinimum':0.0,'maximum':1.0}]}");
    assertJson(docs.property(ORDER, "score"), "{'oneOf':[{'type':'number','format':'double','minimum':0.0},"
        + "{'type':'string','enum':['Infinity']}]}");
    assertJson(docs.property(ORDER, "priority"), "{'type':'integer','format':'int32','minimum':-2147483648,"
        + "'maximum':2147483647,'not':{'enum':[0]}}");
  }

  /** Their example keeps the rules too: tools send it as it is, and the server would refuse the type's own. */
  @Test
  void sixtyFourBitIntegersHaveTheirValuesAsStringsAndTheirBoundsInTheDescription() {
    assertJson(docs.property(ORDER, "big"), "{'type':'string','format':'int64','pattern':'^-?(0|[1-9][0-9]*)$',"
        + "'example':'-5','enum':['-5','0','12345678901']}");
    assertJson(docs.property(ORDER, "budget"), "{'type':'string','format':'int64','pattern':'^-?(0|[1-9][0-9]*)$',"
        + "'example':'1','description':'Also checked: `int64.gt` = 0.'}");
  }

  @Test
  void listsAndMapsHaveTheirSizesAndTheirElementsRules() {
    assertJson(docs.property(ORDER, "tags"), "{'type':'array','minItems':1,'maxItems':3,'uniqueItems':true,"
        + "'items':{'type':'string','maxLength':5}}");
    assertJson(docs.property(ORDER, "labels"), "{'type':'object','minProperties':1,'maxProperties':3,"
        + "'propertyNames':{'type':'string','minLength':2},"
        + "'additionalProperties':{'type':'integer','format':'int32','minimum':0,'maximum':2147483647}}");
  }

  @Test
  void requiredFieldsOneofsAndCelRules() {
    // required, and every field without presence whose zero value breaks a rule
    assertThat(docs.component(ORDER).path("required").toString()).isEqualTo("[\"accepted\",\"address\",\"budget\","
        + "\"code\",\"color\",\"email\",\"labels\",\"level\",\"name\",\"priority\",\"quantity\",\"ratio\","
        + "\"status\",\"tags\"]");
    assertJson(docs.component(ORDER).path("anyOf"), "[{'required':['phone']},{'required':['pager']}]");
    assertThat(docs.component(ORDER).path("description").asText()).isEqualTo("Rule `order.range_ordered`: low must "
        + "not exceed high (`this.low <= this.high`). At most one of alias, handle is set (a field without presence "
        + "counts as set when it is not its zero value). One member of oneof `contact` is required.");
    // a field of the message's oneof rule lets its zero value through
    assertJson(docs.property(ORDER, "alias"),
        "{'type':'string','anyOf':[{'enum':['']},{'type':'string','minLength':4}]}");
    assertThat(docs.property(ORDER, "note").path("description").asText())
        .isEqualTo("Rule `note.no_spaces`: must not contain spaces (`!this.contains(' ')`).");
    assertJson(docs.property(ORDER, "address"), "{'$ref':'#/components/schemas/" + ADDRESS + "'}");
    assertJson(docs.property(ORDER, "phone"), "{'type':'string','pattern':'^[0-9]{3,10}$','x-oneof':'contact',"
        + "'description':'Member of oneof `contact`: at most one of phone, pager is set.'}");
    assertJson(docs.component(ADDRESS), "{'type':'object','required':['houseNumber','street'],'properties':{"
        + "'street':{'type':'string','minLength':1},'houseNumber':{'type':'integer','format':'int32',"
        + "'minimum':-2147483648,'exclusiveMinimum':0,'maximum':2147483647}}}");
  }

  @Test
  void enumsAndBooleansHaveTheirValues() {
    assertJson(docs.property(ORDER, "status"), "{'$ref':'#/components/schemas/protojson.spring.test.rules.Status',"
        + "'enum':['STATUS_ACTIVE','STATUS_PAUSED']}");
    assertJson(docs.property(ORDER, "accepted"), "{'type':'boolean','enum':[true]}");
  }

  @Test
  void theDocumentIsValidOpenApi31() {
    assertThat(new DocumentRules(docs).violations(true)).isEmpty();
  }
}
