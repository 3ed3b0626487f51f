package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import com.google.api.CustomHttpPattern;
import com.google.api.HttpRule;
import dev.protojson.transcoding.test.FeedsGrpc;
import dev.protojson.transcoding.test.GetShelfRequest;
import dev.protojson.transcoding.test.PingRequest;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class TranscoderRulesTests {

  private static final String LIBRARY = "protojson.transcoding.test.Library/";

  private static List<String> describe(Transcoder transcoder) {
    return transcoder.routes().stream()
        .map(r -> r.httpMethod() + " " + r.template() + " body=" + r.body() + " response=" + r.responseBody()
            + " -> " + r.fullMethodName())
        .toList();
  }

  private static Transcoder library(TranscodingRules rules) {
    return Transcoder.builder(TestTranscoders.marshaller()).service(new LibraryService().bindService())
        .rules(rules).build();
  }

  @Nested
  class FromTheProtoFiles {

    @Test
    void everyRuleAndAdditionalBindingIsARoute() {
      assertThat(describe(library(new TranscodingRules()))).containsExactly(
          "GET /v1/shelves body= response= -> " + LIBRARY + "ListShelves",
          "GET /v1/{name=shelves/*} body= response= -> " + LIBRARY + "GetShelf",
          "GET /v1/{parent=shelves/*}/books body= response= -> " + LIBRARY + "ListBooks",
          "GET /v1/{name=shelves/*/books/*} body= response= -> " + LIBRARY + "GetBook",
          "GET /v1/books/{name} body= response= -> " + LIBRARY + "GetBook",
          "POST /v1/{parent=shelves/*}/books body=book response= -> " + LIBRARY + "CreateBook",
          "PATCH /v1/{book.name=shelves/*/books/*} body=book response= -> " + LIBRARY + "UpdateBook",
          "PUT /v1/{book.name=shelves/*/books/*} body=* response= -> " + LIBRARY + "UpdateBook",
          "DELETE /v1/{name=shelves/*/books/*} body= response= -> " + LIBRARY + "DeleteBook",
          "POST /v1/{name=shelves/*/books/*}:move body=* response= -> " + LIBRARY + "MoveBook",
          "GET /v1/{name=shelves/*/books/*}/author body= response=author -> " + LIBRARY + "GetBookAuthor",
          "GET /v1/{name=shelves/*/books/*}/cover body= response= -> " + LIBRARY + "DownloadCover",
          "PUT /v1/{name=shelves/*/books/*}/cover body=cover response= -> " + LIBRARY + "UploadCover",
          "GET /v1/files/{path=**} body= response= -> " + LIBRARY + "GetFile");
    }

    @Test
    void routesCarryTheirPrototypesAndMethodDefinitions() {
      Route getShelf = library(new TranscodingRules()).routes().get(1);
      assertThat(getShelf.requestPrototype()).isEqualTo(GetShelfRequest.getDefaultInstance());
      assertThat(getShelf.serverMethod().getMethodDescriptor().getFullMethodName()).isEqualTo(LIBRARY + "GetShelf");
      assertThat(getShelf).hasToString("GET /v1/{name=shelves/*} of " + LIBRARY + "GetShelf");
    }

    @Test
    void matchingFindsTheRouteOfEachRequest() {
      Transcoder transcoder = library(new TranscodingRules());
      assertThat(route(transcoder, "GET", "/v1/shelves/1")).isEqualTo(LIBRARY + "GetShelf");
      assertThat(route(transcoder, "GET", "/v1/shelves/1/books/2")).isEqualTo(LIBRARY + "GetBook");
      assertThat(route(transcoder, "GET", "/v1/books/2")).isEqualTo(LIBRARY + "GetBook");
      assertThat(route(transcoder, "POST", "/v1/shelves/1/books/2:move")).isEqualTo(LIBRARY + "MoveBook");
      assertThat(route(transcoder, "GET", "/v1/files/a/b/c")).isEqualTo(LIBRARY + "GetFile");
      assertThat(transcoder.match("PUT", "/v1/shelves/1/books")).isEqualTo(
          new RouteMatch.MethodNotAllowed(java.util.Set.of("GET", "POST")));
      assertThat(((RouteMatch.MethodNotAllowed) transcoder.match("POST", "/v1/shelves/1")).allowedMethods())
          .containsExactly("GET");
      // no GET rule has the verb move, so the colon is part of the book's name
      assertThat(route(transcoder, "GET", "/v1/shelves/1/books/2:move")).isEqualTo(LIBRARY + "GetBook");
      assertThat(transcoder.match("GET", "/v2/shelves")).isEqualTo(new RouteMatch.NotFound());
    }

    @Test
    void aMatchGivesThePathVariablesAsSent() {
      Transcoder transcoder = Transcoder.builder(TestTranscoders.marshaller())
          .service(new BindingService().bindService()).build();
      RouteMatch.Found found = (RouteMatch.Found) transcoder.match("GET", "/v1/fields/a%20b/inner/7");
      assertThat(found.pathVariables()).containsExactly(java.util.Map.entry("inner.text", "a%20b"),
          java.util.Map.entry("inner.number", "7"));
      assertThat(((RouteMatch.Found) transcoder.match("GET", "/v1/paths/things/x/y")).pathVariables())
          .containsExactly(java.util.Map.entry("id", "things/x/y"));
    }

    @Test
    void theMessageTypesToRegister() {
      assertThat(Transcoder.messageTypes(List.of(new LibraryService().bindService(),
          new FeedsGrpc.FeedsImplBase() {}.bindService())))
          .extracting(m -> m.getDescriptorForType().getName())
          .containsExactly("ListShelvesRequest", "ListShelvesResponse", "GetShelfRequest", "Shelf", "ListBooksRequest",
              "ListBooksResponse", "GetBookRequest", "Book", "CreateBookRequest", "UpdateBookRequest",
              "DeleteBookRequest", "Empty", "MoveBookRequest", "HttpBody", "UploadCoverRequest", "GetFileRequest",
              "File", "PingRequest", "PingResponse", "Status");
    }

    @Test
    void definitionsWhoseMarshallersCarryNoPrototypesAreRefused() {
      assertThatIllegalStateException().isThrownBy(() -> Transcoder.builder(TestTranscoders.marshaller())
          .service(io.grpc.ServerInterceptors.useInputStreamMessages(new LibraryService().bindService())).build())
          .withMessageStartingWith("The request marshaller of " + LIBRARY)
          .withMessageEndingWith(" gives no protobuf message prototype, so its messages cannot be transcoded: it has an"
              + " HTTP rule, but its service definition does not carry the protobuf marshallers of generated code");
    }

    @Test
    void aMethodWithoutARuleIsNotServed() {
      Transcoder transcoder = library(new TranscodingRules());
      assertThat(transcoder.routes()).noneMatch(route -> route.fullMethodName().endsWith("/Ping"));
      assertThat(transcoder.match("POST", "/protojson.transcoding.test.Library/Ping"))
          .isInstanceOf(RouteMatch.NotFound.class);
    }
  }

  @Nested
  class AutoMapping {

    @Test
    void unaryMethodsWithoutARuleArePostedToTheirGrpcPathWithTheWholeBody() {
      Transcoder transcoder = library(new TranscodingRules().autoMapping(true));
      RouteMatch match = transcoder.match("POST", "/protojson.transcoding.test.Library/Ping");
      assertThat(match).isInstanceOf(RouteMatch.Found.class);
      Route route = ((RouteMatch.Found) match).route();
      assertThat(route.body()).isEqualTo("*");
      assertThat(((RouteMatch.Found) match).bindRequest(null, "{\"text\":\"hi\"}".getBytes(), "application/json"))
          .isEqualTo(PingRequest.newBuilder().setText("hi").build());
      assertThat(transcoder.routes()).filteredOn(r -> r.fullMethodName().endsWith("/GetShelf")).hasSize(1);
    }

    @Test
    void streamingMethodsWithoutARuleAreLeftOut() {
      Transcoder transcoder = Transcoder.builder(TestTranscoders.marshaller())
          .service(new FeedsGrpc.FeedsImplBase() {}.bindService())
          .rules(new TranscodingRules().autoMapping(true).remove("protojson.transcoding.test.Feeds/WatchShelf"))
          .build();
      assertThat(transcoder.routes()).isEmpty();
    }

    @Test
    void aRemovedMethodIsNotAutoMapped() {
      Transcoder transcoder = library(new TranscodingRules().autoMapping(true).remove(LIBRARY + "Ping"));
      assertThat(transcoder.routes()).noneMatch(route -> route.fullMethodName().endsWith("/Ping"));
    }
  }

  @Nested
  class FromConfiguration {

    @Test
    void addedRulesJoinTheProtoRule() {
      Transcoder transcoder = library(new TranscodingRules()
          .add(LIBRARY + "GetShelf", HttpRule.newBuilder().setGet("/v2/{name=shelves/*}").build()));
      assertThat(describe(transcoder)).filteredOn(r -> r.endsWith("/GetShelf")).containsExactly(
          "GET /v1/{name=shelves/*} body= response= -> " + LIBRARY + "GetShelf",
          "GET /v2/{name=shelves/*} body= response= -> " + LIBRARY + "GetShelf");
    }

    @Test
    void aReplacedRuleDropsTheProtoRule() {
      Transcoder transcoder = library(new TranscodingRules()
          .add(LIBRARY + "GetShelf", HttpRule.newBuilder().setGet("/v0/{name=shelves/*}").build())
          .replace("protojson.transcoding.test.Library.GetShelf", HttpRule.newBuilder()
              .setCustom(CustomHttpPattern.newBuilder().setKind("HEAD").setPath("/v2/{name=shelves/*}"))
              .addAdditionalBindings(HttpRule.newBuilder().setGet("/v3/{name=shelves/*}"))
              .build())
          .add("/" + LIBRARY + "GetShelf", HttpRule.newBuilder().setGet("/v4/{name=shelves/*}").build()));
      assertThat(describe(transcoder)).filteredOn(r -> r.endsWith("/GetShelf")).containsExactly(
          "HEAD /v2/{name=shelves/*} body= response= -> " + LIBRARY + "GetShelf",
          "GET /v3/{name=shelves/*} body= response= -> " + LIBRARY + "GetShelf",
          "GET /v4/{name=shelves/*} body= response= -> " + LIBRARY + "GetShelf");
    }

    @Test
    void aRemovedMethodHasNoRoute() {
      Transcoder transcoder = library(new TranscodingRules().remove(LIBRARY + "GetFile"));
      assertThat(transcoder.match("GET", "/v1/files/a")).isInstanceOf(RouteMatch.NotFound.class);
    }

    @Test
    void aRuleGivesAStreamingMethodRoutesNoMoreThanItsProtoRuleDoes() {
      assertThatIllegalStateException().isThrownBy(() -> Transcoder.builder(TestTranscoders.marshaller())
          .service(new FeedsGrpc.FeedsImplBase() {}.bindService())
          .rules(new TranscodingRules().remove("protojson.transcoding.test.Feeds/WatchShelf")
              .add("protojson.transcoding.test.Feeds/Unannotated", HttpRule.newBuilder().setPost("/x").build()))
          .build())
          .withMessage("The gRPC method protojson.transcoding.test.Feeds/Unannotated is client-streaming and has an"
              + " HTTP rule, but transcoding streaming methods is not supported yet: remove its google.api.http rule,"
              + " or replace it with none through TranscodingRules.remove(\"protojson.transcoding.test.Feeds/"
              + "Unannotated\")");
    }

    @Test
    void aRuleForAMethodNoServiceHasFailsTheBuild() {
      assertThatIllegalStateException().isThrownBy(() -> library(new TranscodingRules()
          .add(LIBRARY + "Burn", HttpRule.newBuilder().setPost("/v1/burn").build())))
          .withMessage("HTTP rules were configured for " + LIBRARY + "Burn, a method none of the transcoded services"
              + " has");
    }

    @Test
    void malformedMethodNamesAreRefused() {
      assertThatIllegalArgumentException().isThrownBy(() -> new TranscodingRules().remove("Ping"))
          .withMessage("\"Ping\" is not a full gRPC method name such as package.Service/Method");
      assertThatIllegalArgumentException().isThrownBy(() -> new TranscodingRules().remove("a/b/c"));
      assertThatIllegalArgumentException().isThrownBy(() -> new TranscodingRules().remove("a.B/"));
    }

    @Test
    void aConflictWithAProtoRuleNamesBothMethodsAndTemplates() {
      assertThatIllegalStateException().isThrownBy(() -> library(new TranscodingRules()
          .add(LIBRARY + "ListBooks", HttpRule.newBuilder().setGet("/v1/shelves/{parent}").build())))
          .withMessage("Two HTTP rules can match the same request (GET /v1/shelves/x): GET /v1/{name=shelves/*} of "
              + LIBRARY + "GetShelf and GET /v1/shelves/{parent} of " + LIBRARY + "ListBooks");
    }
  }

  @Nested
  class StreamingMethods {

    @Test
    void aServerStreamingMethodWithARuleIsRefused() {
      assertThatIllegalStateException().isThrownBy(() -> Transcoder.builder(TestTranscoders.marshaller())
          .service(new FeedsGrpc.FeedsImplBase() {}.bindService()).build())
          .withMessageStartingWith("The gRPC method protojson.transcoding.test.Feeds/WatchShelf is server-streaming"
              + " and has an HTTP rule, but transcoding streaming methods is not supported yet");
    }
  }

  @Nested
  class InvalidRules {

    private String failure(HttpRule rule) {
      try {
        library(new TranscodingRules().replace(LIBRARY + "GetBook", rule));
      } catch (IllegalStateException e) {
        return e.getMessage();
      }
      throw new AssertionError("built with " + rule);
    }

    @Test
    void noPattern() {
      assertThat(failure(HttpRule.newBuilder().setBody("*").build())).isEqualTo("An HTTP rule of " + LIBRARY
          + "GetBook is invalid: it has no pattern: set one of get, put, post, delete, patch or custom (rule: body:"
          + " \"*\")");
    }

    @Test
    void customWithoutKind() {
      assertThat(failure(HttpRule.newBuilder().setCustom(CustomHttpPattern.newBuilder().setPath("/x")).build()))
          .startsWith("An HTTP rule of " + LIBRARY + "GetBook is invalid: a custom pattern needs a kind");
    }

    @Test
    void nestedAdditionalBindings() {
      assertThat(failure(HttpRule.newBuilder().setGet("/a/{name}").addAdditionalBindings(HttpRule.newBuilder()
          .setGet("/b/{name}").addAdditionalBindings(HttpRule.newBuilder().setGet("/c/{name}"))).build()))
          .startsWith("An HTTP rule of " + LIBRARY + "GetBook is invalid: additional_bindings cannot have"
              + " additional_bindings of their own");
    }

    @Test
    void aSelectorOfAnotherMethod() {
      assertThat(failure(HttpRule.newBuilder().setSelector("x.Y.Z").setGet("/a/{name}").build()))
          .startsWith("An HTTP rule of " + LIBRARY + "GetBook is invalid: its selector names x.Y.Z");
    }

    @Test
    void aSelectorOfTheSameMethodIsFine() {
      Transcoder transcoder = library(new TranscodingRules().replace(LIBRARY + "GetBook", HttpRule.newBuilder()
          .setSelector("protojson.transcoding.test.Library.GetBook").setGet("/a/{name}").build()));
      assertThat(transcoder.match("GET", "/a/1")).isInstanceOf(RouteMatch.Found.class);
    }

    @Test
    void aMalformedTemplate() {
      assertThat(failure(HttpRule.newBuilder().setGet("/v1/{name").build())).isEqualTo("The HTTP rule GET"
          + " \"/v1/{name\" of " + LIBRARY + "GetBook is invalid: Invalid path template \"/v1/{name\" at position 10:"
          + " the variable opened at position 5 is not closed");
    }

    @Test
    void aPathVariableOfAnUnknownField() {
      assertThat(failure(HttpRule.newBuilder().setGet("/v1/{title}").build())).isEqualTo("The HTTP rule GET"
          + " /v1/{title} of " + LIBRARY + "GetBook cannot bind its request protojson.transcoding.test.GetBookRequest:"
          + " protojson.transcoding.test.GetBookRequest has no field named title");
    }

    @Test
    void aPathVariableOfAMessageRepeatedOrMapField() {
      String prefix = "The HTTP rule GET /v1/{%s} of protojson.transcoding.test.Binding/Get cannot bind its request"
          + " protojson.transcoding.test.Fields: ";
      assertThat(bindingFailure("/v1/{inner}")).isEqualTo(String.format(prefix, "inner") + "the path variable inner"
          + " is a message protojson.transcoding.test.Inner: a path variable binds a singular scalar, enum or wrapper"
          + " field");
      assertThat(bindingFailure("/v1/{labels}")).endsWith("the path variable labels is repeated: a path variable"
          + " binds a singular scalar, enum or wrapper field");
      assertThat(bindingFailure("/v1/{attributes}")).endsWith("the path variable attributes is a map: a path variable"
          + " binds a singular scalar, enum or wrapper field");
      assertThat(bindingFailure("/v1/{at}")).contains("is a message google.protobuf.Timestamp");
      assertThat(bindingFailure("/v1/{inners.text}")).endsWith("inners in inners.text is repeated, so the path"
          + " cannot go through it");
      assertThat(bindingFailure("/v1/{id.x}")).endsWith("id in id.x is not a message, so the path cannot go through"
          + " it");
      assertThat(bindingFailure("/v1/{inner.nope}")).endsWith("protojson.transcoding.test.Inner has no field named"
          + " nope");
    }

    @Test
    void wrappersEnumsAndNestedScalarsAreFineInPaths() {
      Transcoder transcoder = binding(HttpRule.newBuilder().setGet("/v1/{w_str}/{color}/{inner.deeper.number}")
          .build());
      assertThat(transcoder.routes()).hasSize(1);
    }

    @Test
    void anUnknownBodyOrResponseBodyField() {
      assertThat(failure(HttpRule.newBuilder().setPost("/v1/{name}").setBody("book").build())).isEqualTo(
          "The HTTP rule POST /v1/{name} (body: book) of " + LIBRARY + "GetBook cannot bind its request"
              + " protojson.transcoding.test.GetBookRequest: the body field book is not a field of"
              + " protojson.transcoding.test.GetBookRequest");
      assertThat(failure(HttpRule.newBuilder().setGet("/v1/{name}").setResponseBody("cover").build())).isEqualTo(
          "The HTTP rule GET /v1/{name} of " + LIBRARY + "GetBook names the response_body cover, which is not a field"
              + " of protojson.transcoding.test.Book");
    }

    @Test
    void bodyFieldsAreTopLevelFieldsByProtoName() {
      assertThat(bindingFailure(HttpRule.newBuilder().setPost("/v1/x").setBody("inner.text").build()))
          .endsWith("the body field inner.text is not a field of protojson.transcoding.test.Fields");
      assertThat(bindingFailure(HttpRule.newBuilder().setPost("/v1/x").setBody("otherName").build()))
          .endsWith("the body field otherName is not a field of protojson.transcoding.test.Fields");
    }

    private Transcoder binding(HttpRule rule) {
      return Transcoder.builder(TestTranscoders.marshaller()).service(new BindingService().bindService())
          .rules(new TranscodingRules().replace("protojson.transcoding.test.Binding/Get", rule)
              .remove("protojson.transcoding.test.Binding/PostAll").remove("protojson.transcoding.test.Binding/Respond")
              .remove("protojson.transcoding.test.Binding/Raw"))
          .build();
    }

    private String bindingFailure(String template) {
      return bindingFailure(HttpRule.newBuilder().setGet(template).build());
    }

    private String bindingFailure(HttpRule rule) {
      try {
        binding(rule);
      } catch (IllegalStateException e) {
        return e.getMessage();
      }
      throw new AssertionError("built with " + rule);
    }
  }

  private static String route(Transcoder transcoder, String method, String path) {
    RouteMatch match = transcoder.match(method, path);
    assertThat(match).as(method + " " + path).isInstanceOf(RouteMatch.Found.class);
    return ((RouteMatch.Found) match).route().fullMethodName();
  }
}
