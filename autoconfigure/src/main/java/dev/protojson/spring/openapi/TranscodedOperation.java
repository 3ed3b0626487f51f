package dev.protojson.spring.openapi;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.transcoding.Route;
import io.grpc.MethodDescriptor;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.parameters.RequestBody;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import java.util.ArrayList;
import java.util.List;

/**
 * The OpenAPI operation of one transcoded route: its path and query parameters, its request body (the request
 * message for {@code body: "*"}, the bound field's value for {@code body: "field"}), the 200 response (the response
 * message, or its {@code response_body} field), and the error responses, whose body is a {@code google.rpc.Status}.
 * A {@code google.api.HttpBody} is any content, passed as it is.
 *
 * <p>A streamed request or response lists the media types of {@link StreamedContent}, each with the schema of one
 * element (the JSON array's, of the array); the 200 response of a stream describes the element that ends a stream
 * which failed after its first message.
 */
final class TranscodedOperation {

  static final String JSON = "application/json";
  static final String ANY_CONTENT = "*/*";
  /** The gRPC method of an operation, {@code package.Service/Method}, for tools that call it natively. */
  static final String METHOD_EXTENSION = "x-grpc-method";

  private static final String HTTP_BODY = "google.api.HttpBody";

  private final MessageSchemas schemas;
  private final SchemaDialect dialect;
  private final TranscodedQueryParameters query;
  private final StreamedContent streamed;

  TranscodedOperation(MessageSchemas schemas, SchemaDialect dialect) {
    this.schemas = schemas;
    this.dialect = dialect;
    this.query = new TranscodedQueryParameters(schemas, dialect);
    this.streamed = new StreamedContent(dialect);
  }

  /** The operation of {@code route} at {@code path}, without its operation id. */
  Operation of(Route route, TranscodedPath path) {
    Descriptor request = route.requestPrototype().getDescriptorForType();
    List<Parameter> parameters = new ArrayList<>(path.parameters());
    parameters.addAll(query.of(request, path.fieldPaths(), route.body()));
    String method = route.fullMethodName();
    Operation operation = new Operation()
        .summary(method.substring(method.lastIndexOf('/') + 1))
        .description("Transcoded from the gRPC method `" + method + "` by its rule `"
            + route.httpMethod() + " " + route.template() + "`.")
        .addTagsItem(method.substring(0, method.lastIndexOf('/')))
        .parameters(parameters.isEmpty() ? null : parameters)
        .requestBody(requestBody(route, request))
        .responses(responses(route));
    operation.addExtension(METHOD_EXTENSION, method);
    return operation;
  }

  private RequestBody requestBody(Route route, Descriptor request) {
    String body = route.body();
    if (body.isEmpty()) {
      return null;
    }
    FieldDescriptor field = body.equals("*") ? null : request.findFieldByName(body);
    if (route.streamsRequests() && !isBytes(request, field)) {
      String each = field == null ? "Each element is a request message." : "Each element is the request field `"
          + schemas.propertyName(field) + "` of one request.";
      return new RequestBody().description("The stream of requests, as a JSON array or one per line by its"
              + " `Content-Type`. " + each + " The path and the query are bound into every request.")
          .content(streamed.requests(() -> schema(request, field)));
    }
    if (field == null) {
      return new RequestBody().description(isHttpBody(request) ? "The request as bytes, with their content type."
              : "The request message. A field the path also sets takes the path's value.")
          .content(content(request, null));
    }
    return new RequestBody().description("The request field `" + schemas.propertyName(field) + "`.")
        .content(content(request, field));
  }

  private ApiResponses responses(Route route) {
    Descriptor response = responseType(route);
    String responseBody = route.responseBody();
    FieldDescriptor field = responseBody.isEmpty() ? null : response.findFieldByName(responseBody);
    String what = field == null ? "The response message."
        : "The response field `" + schemas.propertyName(field) + "`.";
    Schema<Object> status = schemas.ref(com.google.rpc.Status.getDescriptor());
    ApiResponse answer;
    if (!route.streamsResponses()) {
      answer = new ApiResponse().description(what).content(content(response, field));
    } else if (isBytes(response, field)) {
      answer = new ApiResponse().content(content(response, field)).description("The bytes of every message of the"
          + " stream, one after another, with the first message's content type.");
    } else {
      answer = new ApiResponse().description(streamDescription(what))
          .content(streamed.responses(() -> schema(response, field)));
    }
    return new ApiResponses()
        .addApiResponse("200", answer)
        .addApiResponse("400", new ApiResponse()
            .description("INVALID_ARGUMENT, FAILED_PRECONDITION or OUT_OF_RANGE. A path or query value that does not"
                + " fit its field, an unknown query parameter and invalid JSON are INVALID_ARGUMENT, with a"
                + " google.rpc.BadRequest detail naming the field." + (route.streamsRequests()
                    ? " An invalid request of the stream is named by its index, as `[3].name`." : ""))
            .content(new Content().addMediaType(JSON, new MediaType().schema(status))))
        .addApiResponse("default", new ApiResponse()
            .description("Any other gRPC status, with the HTTP status of its code: NOT_FOUND 404, ALREADY_EXISTS"
                + " and ABORTED 409, PERMISSION_DENIED 403, UNAUTHENTICATED 401, RESOURCE_EXHAUSTED 429,"
                + " UNIMPLEMENTED 501, UNAVAILABLE 503, DEADLINE_EXCEEDED 504, CANCELLED 499, others 500.")
            .content(new Content().addMediaType(JSON, new MediaType().schema(status))));
  }

  /**
   * What a stream's 200 response says besides its elements: the form each {@code Accept} header gets, and the
   * element that ends a stream the service failed after its first message, whose status can no longer be the HTTP
   * status.
   */
  private static String streamDescription(String what) {
    return "A stream of responses. " + what.replace("The response", "Each element is the response")
        + " The `Accept` header picks the form: application/x-ndjson (also when it accepts anything) and"
        + " application/jsonl, one message per line; text/event-stream, one event per message; application/json,"
        + " one array. A status raised before the first message is the HTTP status, with a google.rpc.Status body,"
        + " as the other responses say. A status raised after it ends the stream with one more element, the"
        + " stream's last: the line or array element `{\"error\": <google.rpc.Status>}`, or the event `error`"
        + " whose data is the google.rpc.Status. A stream without it is complete.";
  }

  /** The content of {@code type}, or of its {@code field} if not null: JSON, or any bytes for an HttpBody. */
  private Content content(Descriptor type, FieldDescriptor field) {
    if (isBytes(type, field)) {
      return new Content().addMediaType(ANY_CONTENT,
          new MediaType().schema(dialect.typed("string").format("binary")));
    }
    return new Content().addMediaType(JSON, new MediaType().schema(schema(type, field)));
  }

  /** The schema of {@code type}'s JSON, or of its {@code field}'s value if not null. */
  private Schema<Object> schema(Descriptor type, FieldDescriptor field) {
    return field == null ? schemas.forMessage(type) : schemas.fieldSchema(field);
  }

  /** Whether {@code type}, or its {@code field} if not null, is a {@code google.api.HttpBody}: bytes, not JSON. */
  private static boolean isBytes(Descriptor type, FieldDescriptor field) {
    return field == null ? isHttpBody(type)
        : !field.isRepeated() && field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
            && isHttpBody(field.getMessageType());
  }

  private static boolean isHttpBody(Descriptor type) {
    return type.getFullName().equals(HTTP_BODY);
  }

  /** The response type, from the method's marshaller, which the route table has checked carries a prototype. */
  private static Descriptor responseType(Route route) {
    MethodDescriptor.Marshaller<?> marshaller = route.serverMethod().getMethodDescriptor().getResponseMarshaller();
    Message prototype = (Message) ((MethodDescriptor.PrototypeMarshaller<?>) marshaller).getMessagePrototype();
    return prototype.getDescriptorForType();
  }
}
