package dev.protojson.spring.openapi;

import static dev.protojson.spring.openapi.OpenApiDocumentTests.assertJson;
import static dev.protojson.spring.openapi.OpenApiDocumentTests.ref;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.protojson.spring.DynamicOrders;
import dev.protojson.spring.DynamicOrdersApi;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.annotation.Import;

/**
 * The document of an application that takes orders both as the generated class and as {@code DynamicMessage}s of
 * the type {@code @ProtoType} names, registered from a descriptor set: the two are described alike.
 */
abstract class DynamicMessageSchemaCases extends ServedApiDocs {

  static final String ORDER = DynamicOrders.ORDER;
  static final String UNREGISTERED = "protojson.spring.test.NoSuchOrder";

  /** Not a {@code @Configuration}, so that the component scan of {@link OpenApiApplication} leaves it out. */
  @EnableAutoConfiguration
  @Import(DynamicOrdersApi.class)
  static class DynamicOrdersApplication {
  }

  abstract boolean openapi31();

  @Test
  void aBodyNamedByProtoTypeHasTheSchemaOfTheGeneratedClass() {
    assertThat(docs.document().path("openapi").asText()).startsWith(openapi31() ? "3.1" : "3.0");
    JsonNode generated = requestBody("/orders/generated");
    assertJson(generated, ref(ORDER));
    assertThat(requestBody("/orders/dynamic")).isEqualTo(generated);
  }

  /** springdoc takes an entity for a query parameter, whatever it holds, unless swagger's @RequestBody says so. */
  @Test
  void anEntityNamedByProtoTypeHasTheSchemaOfTheGeneratedClass() {
    assertThat(requestBody("/orders/dynamic/request-entity")).isEqualTo(requestBody("/orders/generated"));
  }

  @Test
  void aListOrArrayOfThemIsAnArrayOfThatSchema() {
    JsonNode generated = requestBody("/orders/generated/list");
    assertJson(generated, "{'type':'array','items':" + ref(ORDER) + "}");
    assertThat(requestBody("/orders/dynamic/list")).isEqualTo(generated);
    assertThat(requestBody("/orders/dynamic/array")).isEqualTo(generated);
  }

  @Test
  void aMapOfThemIsAnObjectOfThatSchema() throws Exception {
    JsonNode generated = requestBody("/orders/generated/map");
    assertJson(generated, "{'type':'object','additionalProperties':" + ref(ORDER) + "}");
    assertThat(requestBody("/orders/dynamic/map")).isEqualTo(generated);
    assertThat(response("/orders/dynamic/map")).isEqualTo(response("/orders/generated/map"))
        .isEqualTo(schemas("{'type':'object','additionalProperties':" + ref(ORDER) + "}"));
  }

  @Test
  void aRecordPropertyNamedByProtoTypeRefersToTheComponent() {
    assertJson(docs.property("Audit", "order"), ref(ORDER));
    assertJson(docs.property("Shipment", "orders"), "{'type':'array','items':" + ref(ORDER) + "}");
    assertJson(docs.property("Shipment", "first"), ref(ORDER));
    assertJson(docs.property("Shipment", "next"), ref(ORDER));
    // the application's @Schema beside it, as for a generated message: 3.0 allows nothing beside a $ref
    String described = "'description':'The order it replaces.'";
    assertJson(docs.property("Shipment", "replaced"), openapi31()
        ? "{'$ref':'#/components/schemas/" + ORDER + "'," + described + "}"
        : "{'allOf':[" + ref(ORDER) + "]," + described + "}");
  }

  @Test
  void theGeneratedClassAndTheDescriptorShareOneComponentPerType() {
    Set<String> components = new TreeSet<>();
    docs.schemas().fieldNames().forEachRemaining(components::add);
    assertThat(components).containsExactlyInAnyOrder(ORDER, ORDER + ".Item", ORDER + ".Status", "Audit",
        "Shipment");
  }

  @Test
  void aDynamicMessageOfNoNamedTypeIsAnObject() {
    assertJson(requestBody("/orders/untyped"), "{'type':'object','description':'A protobuf message.'}");
  }

  @Test
  void aTypeNoDescriptorHasIsAnObjectSayingSoAndTheRestIsDocumented() {
    assertJson(requestBody("/orders/unregistered"), "{'type':'object','description':'A protobuf message of type "
        + UNREGISTERED + ", which is not registered: its fields are unknown.'}");
    assertJson(requestBody("/orders/dynamic"), ref(ORDER));
  }

  @Test
  void aResponseOfAHandlerNamingItsTypeHasTheSchemaOfTheGeneratedClass() throws Exception {
    assertThat(response("/orders/generated")).isEqualTo(schemas(ref(ORDER)));
    assertThat(response("/orders/dynamic")).isEqualTo(response("/orders/generated"));
    assertThat(response("/orders/dynamic/entity")).isEqualTo(response("/orders/generated"));
    assertThat(response("/orders/dynamic/list")).isEqualTo(response("/orders/generated/list"))
        .isEqualTo(schemas("{'type':'array','items':" + ref(ORDER) + "}"));
  }

  @Test
  void aResponseOfAHandlerNamingNoTypeIsAnyMessageAndOneTheApplicationDescribesStays() throws Exception {
    assertThat(response("/orders/dynamic/array"))
        .isEqualTo(schemas("{'type':'array','items':{'type':'object','description':'A protobuf message.'}}"));
    assertThat(response("/orders/dynamic/described")).isEqualTo(schemas("{'type':'string'}"));
  }

  /** The schemas of the 200 response of {@code POST path}, one per media type. */
  List<JsonNode> response(String path) {
    List<JsonNode> schemas = new ArrayList<>();
    docs.operation("post", path).path("responses").path("200").path("content")
        .forEach(media -> schemas.add(media.path("schema")));
    assertThat(schemas).as(path).isNotEmpty();
    return schemas;
  }

  /** The JSON {@code assertJson} spells with single quotes. */
  static List<JsonNode> schemas(String json) throws JsonProcessingException {
    return List.of(ApiDocs.JSON.readTree(json.replace('\'', '"')));
  }

  JsonNode requestBody(String path) {
    return docs.operation("post", path).at("/requestBody/content/application~1json/schema");
  }
}
