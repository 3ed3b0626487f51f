package dev.protojson.spring.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.google.protobuf.Any;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Duration;
import com.google.protobuf.Int64Value;
import com.google.protobuf.UInt64Value;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.openapi.Kinds;
import dev.protojson.spring.test.legacy.Ticket;
import dev.protojson.spring.test.openapi.Legacy;
import dev.protojson.spring.test.openapi.editions.Edition;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.wkt.Everything;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;

/** The OpenAPI document springdoc serves over HTTP, checked property by property against the proto3 JSON mapping. */
@SpringBootTest(classes = OpenApiApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = "protojson.packages=dev.protojson.spring.test.openapi")
class OpenApiDocumentTests extends ServedApiDocs {

  static final String KINDS = "protojson.spring.test.openapi.Kinds";
  static final String LEGACY = "protojson.spring.test.openapi.Legacy";
  private static final String REF = "#/components/schemas/";
  static final String INT64 = "{'type':'string','format':'int64','pattern':'^-?(0|[1-9][0-9]*)$',"
      + "'example':'-1234567890123'}";
  private static final String UINT64 = "{'type':'string','format':'uint64','pattern':'^(0|[1-9][0-9]*)$',"
      + "'example':'1234567890123'}";
  static final String INT32 =
      "{'type':'integer','format':'int32','minimum':-2147483648,'maximum':2147483647}";
  private static final String UINT32 = "{'type':'integer','format':'int64','minimum':0,'maximum':4294967295}";
  private static final String NON_FINITE = "{'type':'string','enum':['NaN','Infinity','-Infinity']}";
  private static final String TIMESTAMP = "{'type':'string','format':'date-time','description':'RFC 3339 "
      + "date-time, written in UTC with 0, 3, 6 or 9 fractional digits: 1972-01-01T10:00:20.021Z'}";

  @Autowired
  MessageMarshaller marshaller;

  /** Tools build request examples from these (Swagger UI's "Try it out"): the server must accept them. */
  @Test
  void theExamplesGivenAreReadByTheMarshaller() {
    assertThat(marshaller.readValue(docs.property(KINDS, "fSint64").get("example").toString(), Int64Value.class)
        .getValue()).isEqualTo(-1_234_567_890_123L);
    assertThat(marshaller.readValue(docs.property(KINDS, "fUint64").get("example").toString(), UInt64Value.class)
        .getValue()).isEqualTo(1_234_567_890_123L);
    assertThat(marshaller.readValue(docs.property(KINDS, "duration").get("example").toString(), Duration.class))
        .isEqualTo(Duration.newBuilder().setSeconds(1).setNanos(500_000_000).build());
    assertThat(marshaller.readValue(docs.component("google.protobuf.Any").get("example").toString(), Any.class)
        .getTypeUrl()).isEqualTo("type.googleapis.com/google.protobuf.Duration");
  }

  @Test
  void scalarsAreDescribedAsProtojsonWritesThem() {
    assertKinds("fInt32", INT32);
    assertKinds("fSint32", INT32);
    assertKinds("fSfixed32", INT32);
    assertKinds("fUint32", UINT32);
    assertKinds("fFixed32", UINT32);
    assertKinds("fInt64", INT64);
    assertKinds("fSint64", INT64);
    assertKinds("fSfixed64", INT64);
    assertKinds("oInt64", INT64);
    assertKinds("fUint64", UINT64);
    assertKinds("fFixed64", UINT64);
    assertKinds("fFloat", "{'oneOf':[{'type':'number','format':'float'}," + NON_FINITE + "]}");
    assertKinds("fDouble", "{'oneOf':[{'type':'number','format':'double'}," + NON_FINITE + "]}");
    assertKinds("fBool", "{'type':'boolean'}");
    assertKinds("fString", "{'type':'string'}");
    assertKinds("oString", "{'type':'string'}");
    assertKinds("fBytes", "{'type':'string','format':'byte'}");
  }

  @Test
  void propertiesHaveTheJsonNamesOrTheJsonNameOption() {
    JsonNode properties = docs.component(KINDS).path("properties");
    assertThat(properties.has("customName")).isTrue();
    assertThat(properties.has("renamed")).isFalse();
    assertThat(properties.has("otherAddress")).isTrue();
    assertThat(properties.has("other_address")).isFalse();
    assertThat(properties.size()).isEqualTo(Kinds.getDescriptor().getFields().size());
  }

  @Test
  void enumsAreComponentsListingTheValueNames() {
    assertKinds("fMood", ref("protojson.spring.test.openapi.Mood"));
    assertKinds("fSize", ref("protojson.spring.test.openapi.Kinds.Size"));
    assertJson(docs.component("protojson.spring.test.openapi.Mood"),
        "{'type':'string','enum':['MOOD_UNSPECIFIED','HAPPY','GRUMPY']}");
    assertJson(docs.component("protojson.spring.test.openapi.Kinds.Size"),
        "{'type':'string','enum':['SIZE_UNSPECIFIED','SMALL','LARGE']}");
  }

  @Test
  void messagesAreComponentsNamedByFullProtoNameAndRecursionIsAReference() {
    assertKinds("fSelf", ref(KINDS));
    assertKinds("rSelf", "{'type':'array','items':" + ref(KINDS) + "}");
    assertKinds("mSelf", "{'type':'object','additionalProperties':" + ref(KINDS) + "}");
    // Two messages called Address, one nested in Kinds, one in another package: two components
    assertKinds("fAddress", ref("protojson.spring.test.openapi.Kinds.Address"));
    assertKinds("otherAddress", ref("protojson.spring.test.other.Address"));
    assertJson(docs.component("protojson.spring.test.openapi.Kinds.Address"),
        "{'type':'object','properties':{'street':{'type':'string'},'number':" + INT32 + "}}");
    assertJson(docs.component("protojson.spring.test.other.Address"),
        "{'type':'object','properties':{'city':{'type':'string'},'postalCode':" + INT64 + "}}");
  }

  @Test
  void repeatedFieldsAreArraysAndMapsAreObjectsWithTheirKeyRule() {
    assertKinds("rInt32", "{'type':'array','items':" + INT32 + "}");
    assertKinds("rInt64", "{'type':'array','items':" + INT64 + "}");
    assertKinds("rUint32", "{'type':'array','items':" + UINT32 + "}");
    assertKinds("rBytes", "{'type':'array','items':{'type':'string','format':'byte'}}");
    assertKinds("rMood", "{'type':'array','items':" + ref("protojson.spring.test.openapi.Mood") + "}");
    assertKinds("mInt32", "{'type':'object','additionalProperties':{'type':'string'},"
        + "'description':'Keys are int32 values written as strings.',"
        + "'propertyNames':{'type':'string','pattern':'^(0|-?[1-9][0-9]*)$'}}");
    assertKinds("mUint64", "{'type':'object','additionalProperties':{'type':'string'},"
        + "'description':'Keys are uint64 values written as strings.',"
        + "'propertyNames':{'type':'string','pattern':'^(0|[1-9][0-9]*)$'}}");
    assertKinds("mBool", "{'type':'object','additionalProperties':{'type':'string'},"
        + "'description':'Keys are bool values written as strings.',"
        + "'propertyNames':{'type':'string','enum':['true','false']}}");
    assertKinds("mDouble", "{'type':'object','additionalProperties':{'oneOf':[{'type':'number','format':'double'},"
        + NON_FINITE + "]}}");
    assertKinds("mTimestamp", "{'type':'object','additionalProperties':" + TIMESTAMP + "}");
    // A map value or list element cannot be null, even of a wrapper type
    assertKinds("mInt64Value", "{'type':'object','additionalProperties':" + INT64 + "}");
    assertKinds("rInt64Value", "{'type':'array','items':" + INT64 + "}");
  }

  @Test
  void oneofMembersArePropertiesMarkedAsMutuallyExclusive() {
    String description =
        "Member of oneof `choice`: at most one of cInt32, cString, cAddress, cMood, cNull, cTime is set.";
    assertKinds("cInt32", "{'type':'integer','format':'int32','minimum':-2147483648,'maximum':2147483647,"
        + "'description':\"" + description + "\",'x-oneof':'choice'}");
    assertKinds("cAddress", "{'$ref':'" + REF + "protojson.spring.test.openapi.Kinds.Address',"
        + "'description':\"" + description + "\",'x-oneof':'choice'}");
    assertKinds("cNull", "{'type':'null','description':\"" + description + "\",'x-oneof':'choice'}");
    assertKinds("cTime", "{'type':'string','format':'date-time','description':\"" + description + " RFC 3339 "
        + "date-time, written in UTC with 0, 3, 6 or 9 fractional digits: 1972-01-01T10:00:20.021Z\","
        + "'x-oneof':'choice'}");
    assertThat(docs.property(KINDS, "fInt32").has("x-oneof")).isFalse();
    // proto3 optional is a oneof of one field to protobuf, not to JSON
    assertThat(docs.property(KINDS, "oInt64").has("x-oneof")).isFalse();
  }

  @Test
  void wellKnownTypesHaveTheirJsonForms() {
    assertKinds("timestamp", TIMESTAMP);
    assertKinds("rTimestamp", "{'type':'array','items':" + TIMESTAMP + "}");
    assertKinds("duration", "{'type':'string','pattern':'^-?[0-9]+(\\\\.[0-9]{1,9})?s$',"
        + "'description':'Seconds with up to 9 fractional digits and the suffix s: 1.5s, -0.000001s',"
        + "'example':'1.5s'}");
    assertKinds("fieldMask", "{'type':'string',"
        + "'description':'Field paths in lowerCamelCase, joined by commas: user.displayName,photo'}");
    assertKinds("nullValue", "{'type':'null'}");
    assertKinds("struct", ref("google.protobuf.Struct"));
    assertKinds("value", ref("google.protobuf.Value"));
    assertKinds("listValue", ref("google.protobuf.ListValue"));
    assertKinds("empty", ref("google.protobuf.Empty"));
    assertKinds("any", ref("google.protobuf.Any"));
    assertJson(docs.component("google.protobuf.Struct"), "{'type':'object','description':'A JSON object.',"
        + "'additionalProperties':" + ref("google.protobuf.Value") + "}");
    JsonNode value = docs.component("google.protobuf.Value");
    assertThat(ApiDocs.fieldNames(value)).isEqualTo("description");
    assertJson(docs.component("google.protobuf.ListValue"), "{'type':'array','description':'A JSON array.',"
        + "'items':" + ref("google.protobuf.Value") + "}");
    assertJson(docs.component("google.protobuf.Empty"),
        "{'type':'object','description':'An empty object.','additionalProperties':false}");
    JsonNode any = docs.component("google.protobuf.Any");
    assertThat(any.path("type").asText()).isEqualTo("object");
    assertThat(any.has("required")).isFalse();
    assertJson(any.path("if"), "{'minProperties':1}");
    assertJson(any.path("then"), "{'required':['@type']}");
    assertThat(any.path("properties").path("@type").path("type").asText()).isEqualTo("string");
    assertThat(any.path("additionalProperties").asBoolean()).isTrue();
  }

  @Test
  void wrappersAreTheirNullableValue() {
    assertKinds("int64Value", "{'type':['string','null'],'format':'int64','pattern':'^-?(0|[1-9][0-9]*)$',"
        + "'example':'-1234567890123'}");
    assertKinds("uint64Value", "{'type':['string','null'],'format':'uint64','pattern':'^(0|[1-9][0-9]*)$',"
        + "'example':'1234567890123'}");
    assertKinds("int32Value",
        "{'type':['integer','null'],'format':'int32','minimum':-2147483648,'maximum':2147483647}");
    assertKinds("uint32Value", "{'type':['integer','null'],'format':'int64','minimum':0,'maximum':4294967295}");
    assertKinds("boolValue", "{'type':['boolean','null']}");
    assertKinds("stringValue", "{'type':['string','null']}");
    assertKinds("bytesValue", "{'type':['string','null'],'format':'byte'}");
    assertKinds("doubleValue",
        "{'oneOf':[{'type':'number','format':'double'}," + NON_FINITE + ",{'type':'null'}]}");
    assertKinds("floatValue", "{'oneOf':[{'type':'number','format':'float'}," + NON_FINITE + ",{'type':'null'}]}");
  }

  @Test
  void proto2RequiredFieldsAreRequiredAndGroupsAreMessages() {
    JsonNode legacy = docs.component(LEGACY);
    assertJson(legacy.path("required"), "['code','grade']");
    assertJson(legacy.path("properties").path("extra"), ref(LEGACY + ".Extra"));
    assertJson(legacy.path("properties").path("children"), "{'type':'array','items':" + ref(LEGACY) + "}");
    assertJson(docs.component(LEGACY + ".Grade"), "{'type':'string','enum':['GRADE_A','GRADE_B']}");
    assertThat(docs.component(KINDS).has("required")).isFalse();
  }

  @Test
  void editionsFieldsFollowTheirFeatures() {
    String edition = "protojson.spring.test.openapi.editions.Edition";
    assertJson(docs.component(edition).path("required"), "['code']");
    assertJson(docs.property(edition, "count"), INT64);
    assertJson(docs.property(edition, "part"), ref(edition + ".Part"));
    assertJson(docs.property(edition, "parts"), "{'type':'object','additionalProperties':" + ref(edition + ".Part")
        + ",'description':'Keys are uint32 values written as strings.',"
        + "'propertyNames':{'type':'string','pattern':'^(0|[1-9][0-9]*)$'}}");
    assertJson(docs.component("protojson.spring.test.openapi.editions.Level"),
        "{'type':'string','enum':['LOW','HIGH']}");
  }

  @Test
  void handlersReferToTheMessageSchemas() {
    JsonNode paths = docs.document().path("paths");
    assertJson(paths.at("/~1kinds/post/requestBody/content/application~1json/schema"), ref(KINDS));
    assertJson(paths.at("/~1kinds/post/responses/200/content/*~1*/schema"), ref(KINDS));
    assertJson(paths.at("/~1kinds/get/responses/200/content/*~1*/schema"), "{'type':'array','items':"
        + ref(KINDS) + "}");
    assertJson(paths.at("/~1legacy/post/requestBody/content/application~1json/schema"), ref(LEGACY));
    assertJson(paths.at("/~1now/get/responses/200/content/*~1*/schema"), TIMESTAMP);
    // A record holding messages: its own properties as Jackson writes them, the messages as references
    assertJson(paths.at("/~1envelope/get/responses/200/content/*~1*/schema"), ref("Envelope"));
    assertJson(docs.component("Envelope"), "{'type':'object','properties':{'id':{'type':'string'},"
        + "'attempt':{'type':'integer','format':'int32'},'kinds':" + ref(KINDS) + ","
        + "'legacies':{'type':'array','items':" + ref(LEGACY) + "},"
        + "'mood':" + ref("protojson.spring.test.openapi.Mood") + ","
        + "'size':" + ref("protojson.spring.test.openapi.Kinds.Size") + ","
        + "'checksum':{'type':'string','format':'byte'}}}");
    // The enums' own components are the ones their fields refer to: value names, no UNRECOGNIZED.
    assertJson(docs.component("protojson.spring.test.openapi.Kinds.Size"),
        "{'type':'string','enum':['SIZE_UNSPECIFIED','SMALL','LARGE']}");
  }

  @Test
  void nothingOfTheProtobufRuntimeIsInTheDocument() {
    Set<String> runtimeNames = Set.of("unknownFields", "defaultInstanceForType", "serializedSize",
        "allFields", "initialized", "initializationErrorString", "descriptorForType", "parserForType",
        "memoizedSerializedSize", "valueDescriptor", "validUtf8");
    List<String> leaks = new ArrayList<>();
    collectRuntimeNames(docs.document(), "", runtimeNames, leaks);
    assertThat(leaks).isEmpty();
    assertThat(docs.document().toString()).doesNotContain("OrBuilder", "UnknownFieldSet", "Descriptor",
        "com.google.protobuf", "GeneratedMessage");
    // Every message component has exactly the fields of its descriptor: no accessor of the runtime
    // (getXBytes(), getXValue(), getXList(), getXCount(), ...) became a property
    Map<String, Descriptor> types = new HashMap<>();
    collectTypes(Kinds.getDescriptor(), types);
    collectTypes(Legacy.getDescriptor(), types);
    collectTypes(Edition.getDescriptor(), types);
    collectTypes(Everything.getDescriptor(), types);
    collectTypes(Order.getDescriptor(), types);
    collectTypes(Ticket.getDescriptor(), types);
    List<String> components = new ArrayList<>();
    docs.schemas().fieldNames().forEachRemaining(components::add);
    assertThat(components).contains(types.keySet().toArray(String[]::new));
    types.forEach((name, type) -> {
      List<String> properties = new ArrayList<>();
      docs.component(name).path("properties").fieldNames().forEachRemaining(properties::add);
      assertThat(properties).as(name)
          .containsExactlyElementsOf(type.getFields().stream().map(FieldDescriptor::getJsonName).toList());
    });
    // Every component is a message or enum type by its proto name, a well-known type, or one of the records
    assertThat(components).allSatisfy(name -> assertThat(name)
        .matches("(protojson\\.spring\\.[a-z.]+|google\\.protobuf)\\.[A-Z][A-Za-z.]*|Envelope|Annotated"));
  }

  private static void collectTypes(Descriptor type, Map<String, Descriptor> types) {
    if (type.getFile().getPackage().startsWith("google.protobuf") || type.getOptions().getMapEntry()
        || types.putIfAbsent(type.getFullName(), type) != null) {
      return;
    }
    type.getNestedTypes().forEach(nested -> collectTypes(nested, types));
    type.getFields().stream().filter(field -> field.getJavaType() == FieldDescriptor.JavaType.MESSAGE)
        .forEach(field -> collectTypes(field.getMessageType(), types));
  }

  private static void collectRuntimeNames(JsonNode node, String path, Set<String> runtimeNames, List<String> leaks) {
    if (node.isObject()) {
      JsonNode properties = node.get("properties");
      if (properties != null && properties.isObject()) {
        properties.fieldNames().forEachRemaining(name -> {
          if (runtimeNames.contains(name) || name.endsWith("OrBuilder") || name.endsWith("OrBuilderList")) {
            leaks.add(path + "/" + name);
          }
        });
      }
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> member = it.next();
        collectRuntimeNames(member.getValue(), path + "/" + member.getKey(), runtimeNames, leaks);
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        collectRuntimeNames(node.get(i), path + "/" + i, runtimeNames, leaks);
      }
    }
  }

  private void assertKinds(String property, String expected) {
    assertJson(docs.property(KINDS, property), expected);
  }

  static String ref(String component) {
    return "{'$ref':'" + REF + component + "'}";
  }

  static void assertJson(JsonNode actual, String expected) {
    try {
      JsonNode expectedNode = ApiDocs.JSON.readTree(expected.replace('\'', '"'));
      assertThat(actual).as("schema %s", actual).isEqualTo(expectedNode);
    } catch (JsonProcessingException ex) {
      throw new IllegalArgumentException(expected, ex);
    }
  }
}
