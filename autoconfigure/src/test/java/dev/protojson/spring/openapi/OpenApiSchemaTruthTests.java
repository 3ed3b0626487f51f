package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.Message;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.ValidationMessage;
import dev.protojson.testing.RandomMessages;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.spring.test.openapi.Kinds;
import dev.protojson.spring.test.legacy.Ticket;
import dev.protojson.spring.test.openapi.Legacy;
import dev.protojson.spring.test.openapi.editions.Edition;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.wkt.Everything;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/**
 * The schemas are true: what protojson writes for random messages validates against the schemas the application
 * serves (with a JSON Schema 2020-12 validator), and documents that the schemas reject, protojson's reader rejects.
 * {@code -Dprotojson.seed=N} repeats a run, {@code -Dprotojson.openapi.cases=N} makes it longer.
 */
@SpringBootTest(classes = OpenApiApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = "protojson.packages=dev.protojson.spring.test.openapi")
class OpenApiSchemaTruthTests extends ServedApiDocs {

  private static final long SEED = Long.getLong("protojson.seed", System.nanoTime());
  private static final int CASES = Integer.getInteger("protojson.openapi.cases", 400);

  @Autowired
  MessageMarshaller marshaller;

  @Test
  void whatProtojsonWritesForRandomMessagesValidates() throws Exception {
    assertWrittenJsonValidates(Kinds.getDefaultInstance(), OpenApiDocumentTests.KINDS, SEED);
    assertWrittenJsonValidates(Legacy.getDefaultInstance(), OpenApiDocumentTests.LEGACY, SEED + 1);
    assertWrittenJsonValidates(Edition.getDefaultInstance(), "protojson.spring.test.openapi.editions.Edition",
        SEED + 2);
    assertWrittenJsonValidates(Everything.getDefaultInstance(), "protojson.spring.test.Everything", SEED + 3);
    assertWrittenJsonValidates(Order.getDefaultInstance(), "protojson.spring.test.Order", SEED + 4);
    assertWrittenJsonValidates(Ticket.getDefaultInstance(), "protojson.spring.legacy.Ticket", SEED + 5);
  }

  private void assertWrittenJsonValidates(Message prototype, String component, long seed) throws Exception {
    JsonSchema schema = docs.validator(component);
    RandomMessages random = OpenApiRandomMessages.of(seed, 3);
    for (int i = 0; i < CASES; i++) {
      Message message = random.next(prototype);
      String json = marshaller.writeValueAsString(message);
      Set<ValidationMessage> errors = schema.validate(ApiDocs.JSON.readTree(json));
      assertThat(errors).as("case %d of seed %d (-Dprotojson.seed=%d): %s", i, seed, SEED, json).isEmpty();
    }
  }

  @Test
  void theFirstCasesCoverEveryFieldOfKinds() {
    // Guards the generator: a field the cases of the test above never set would be a field whose schema is never
    // tested. (Fifty cases could miss a member of a large oneof, depending on the seed.)
    RandomMessages random = OpenApiRandomMessages.of(SEED, 3);
    Set<String> unset = new HashSet<>();
    // A singular proto3 NullValue has one value, its default: it is never set
    Kinds.getDescriptor().getFields().stream().filter(field -> !field.getName().equals("null_value"))
        .forEach(field -> unset.add(field.getName()));
    for (int i = 0; i < CASES && !unset.isEmpty(); i++) {
      random.next(Kinds.getDefaultInstance()).getAllFields().keySet().forEach(field -> unset.remove(field.getName()));
    }
    assertThat(unset).isEmpty();
  }

  @Test
  void documentsTheSchemaRejectsTheReaderRejects() throws Exception {
    JsonSchema kinds = docs.validator(OpenApiDocumentTests.KINDS);
    JsonSchema legacy = docs.validator(OpenApiDocumentTests.LEGACY);
    List<String> kindsDocuments = new RejectedDocuments(Kinds.getDescriptor()).all();
    List<String> legacyDocuments = new RejectedDocuments(Legacy.getDescriptor()).all();
    assertThat(kindsDocuments).hasSizeGreaterThan(500);
    assertThat(legacyDocuments).contains("{\"code\":\"s\"}", "{\"code\":\"s\",\"grade\":7}");
    for (String json : kindsDocuments) {
      assertRejected(kinds, json, Kinds.class);
    }
    for (String json : legacyDocuments) {
      assertRejected(legacy, json, Legacy.class);
    }
    JsonSchema edition = docs.validator("protojson.spring.test.openapi.editions.Edition");
    List<String> editionDocuments = new RejectedDocuments(Edition.getDescriptor()).all();
    assertThat(editionDocuments).contains("{\"code\":1,\"level\":7}");
    for (String json : editionDocuments) {
      assertRejected(edition, json, Edition.class);
    }
  }

  private void assertRejected(JsonSchema schema, String json, Class<? extends Message> type) throws Exception {
    JsonNode document = ApiDocs.JSON.readTree(json);
    assertThat(schema.validate(document)).as("the schema's verdict on %s", json).isNotEmpty();
    assertThatExceptionOfType(ProtoJsonParseException.class).as("the reader's verdict on %s", json)
        .isThrownBy(() -> marshaller.readValue(json, type));
  }
}
