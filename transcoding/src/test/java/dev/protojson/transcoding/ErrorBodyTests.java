package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import com.google.rpc.BadRequest;
import com.google.rpc.Code;
import com.google.rpc.ErrorInfo;
import com.google.rpc.RetryInfo;
import com.google.rpc.Status;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.test.Shelf;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ErrorBodyTests {

  private static final Any ERROR_INFO = Any.pack(ErrorInfo.newBuilder().setReason("BOOK_NOT_FOUND")
      .setDomain("library.example").putMetadata("book", "b1").build());
  private static final Any BAD_REQUEST = Any.pack(BadRequest.newBuilder().addFieldViolations(
      BadRequest.FieldViolation.newBuilder().setField("page_size").setDescription("not an integer")).build());
  private static final String ERROR_INFO_JSON = "{\"@type\":\"type.googleapis.com/google.rpc.ErrorInfo\","
      + "\"reason\":\"BOOK_NOT_FOUND\",\"domain\":\"library.example\",\"metadata\":{\"book\":\"b1\"}}";

  private static String body(MessageMarshaller marshaller, Status status) {
    Transcoder transcoder = Transcoder.builder(marshaller).build();
    return new String(transcoder.errorBody(status), StandardCharsets.UTF_8);
  }

  private static Status status(Any... details) {
    Status.Builder status = Status.newBuilder().setCode(Code.NOT_FOUND_VALUE).setMessage("No book b1");
    for (Any detail : details) {
      status.addDetails(detail);
    }
    return status.build();
  }

  @Test
  void theHttpStatusOfEveryGrpcCode() {
    Map<io.grpc.Status.Code, Integer> expected = new EnumMap<>(io.grpc.Status.Code.class);
    expected.put(io.grpc.Status.Code.OK, 200);
    expected.put(io.grpc.Status.Code.CANCELLED, 499);
    expected.put(io.grpc.Status.Code.UNKNOWN, 500);
    expected.put(io.grpc.Status.Code.INVALID_ARGUMENT, 400);
    expected.put(io.grpc.Status.Code.DEADLINE_EXCEEDED, 504);
    expected.put(io.grpc.Status.Code.NOT_FOUND, 404);
    expected.put(io.grpc.Status.Code.ALREADY_EXISTS, 409);
    expected.put(io.grpc.Status.Code.PERMISSION_DENIED, 403);
    expected.put(io.grpc.Status.Code.RESOURCE_EXHAUSTED, 429);
    expected.put(io.grpc.Status.Code.FAILED_PRECONDITION, 400);
    expected.put(io.grpc.Status.Code.ABORTED, 409);
    expected.put(io.grpc.Status.Code.OUT_OF_RANGE, 400);
    expected.put(io.grpc.Status.Code.UNIMPLEMENTED, 501);
    expected.put(io.grpc.Status.Code.INTERNAL, 500);
    expected.put(io.grpc.Status.Code.UNAVAILABLE, 503);
    expected.put(io.grpc.Status.Code.DATA_LOSS, 500);
    expected.put(io.grpc.Status.Code.UNAUTHENTICATED, 401);
    assertThat(expected).hasSize(io.grpc.Status.Code.values().length);
    expected.forEach((code, http) -> {
      assertThat(StatusMapping.httpStatus(code)).as(code.name()).isEqualTo(http);
      assertThat(StatusMapping.httpStatus(code.value())).as(code.name()).isEqualTo(http);
    });
    assertThat(StatusMapping.httpStatus(17)).isEqualTo(500);
    assertThat(StatusMapping.httpStatus(-1)).isEqualTo(500);
  }

  @Test
  void errorDetailsResolveWithoutTheApplicationRegisteringThem() {
    assertThat(body(MessageMarshaller.builder().build(), status(ERROR_INFO, BAD_REQUEST))).isEqualTo(
        "{\"code\":5,\"message\":\"No book b1\",\"details\":[" + ERROR_INFO_JSON + ",{\"@type\":"
            + "\"type.googleapis.com/google.rpc.BadRequest\",\"fieldViolations\":[{\"field\":\"page_size\","
            + "\"description\":\"not an integer\"}]}]}");
  }

  @Test
  void theApplicationsMarshallerWritesTheStatusWhenItKnowsEveryType() {
    MessageMarshaller knowing = MessageMarshaller.builder().register(Status.getDefaultInstance())
        .register(BadRequest.getDefaultInstance()).preservingProtoFieldNames().alwaysPrintFieldsWithNoPresence()
        .build();
    // the empty message is written: the application's option, which only its own marshaller applies
    assertThat(body(knowing, Status.newBuilder().setCode(3).addDetails(BAD_REQUEST).build())).startsWith(
        "{\"code\":3,\"message\":\"\",\"details\":[{\"@type\":\"type.googleapis.com/google.rpc.BadRequest\","
            + "\"field_violations\":[{\"field\":\"page_size\",\"description\":\"not an integer\",\"reason\":\"\"");
  }

  @Test
  void fieldNamesAndEnumsFollowTheApplicationWhenItsMarshallerLacksTheTypes() {
    assertThat(body(MessageMarshaller.builder().preservingProtoFieldNames().build(), status(BAD_REQUEST)))
        .contains("\"field_violations\"");
  }

  @Test
  void theApplicationsOwnDetailTypesBesideGoogleRpcOnes() {
    Any shelf = Any.pack(Shelf.newBuilder().setName("shelves/1").build());
    MessageMarshaller knowingShelf = MessageMarshaller.builder().register(Shelf.getDefaultInstance())
        .register(Status.getDefaultInstance()).build();
    assertThat(body(knowingShelf, status(shelf, ERROR_INFO))).isEqualTo("{\"code\":5,\"message\":\"No book b1\","
        + "\"details\":[{\"@type\":\"type.googleapis.com/protojson.transcoding.test.Shelf\",\"name\":\"shelves/1\"},"
        + ERROR_INFO_JSON + "]}");
  }

  @Test
  void theApplicationsOwnDetailTypesNeedAnyRegisteredWithThem() {
    Any shelf = Any.pack(Shelf.newBuilder().setName("shelves/1").build());
    MessageMarshaller withoutAny = MessageMarshaller.builder().register(Shelf.getDefaultInstance())
        .registeringTypesOnDemand(false).build();
    assertThat(body(withoutAny, status(shelf))).isEqualTo("{\"code\":5,\"message\":\"No book b1\",\"details\":["
        + "{\"@type\":\"type.googleapis.com/protojson.transcoding.test.Shelf\",\"value\":\"CglzaGVsdmVzLzE=\"}]}");
    MessageMarshaller registered = MessageMarshaller.builder().register(Shelf.getDefaultInstance())
        .register(Transcoder.messageTypes(java.util.List.of()).get(0)).registeringTypesOnDemand(false).build();
    assertThat(body(registered, status(shelf))).contains("\"name\":\"shelves/1\"");
    // By default a marshaller registers google.rpc.Status and Any on their first use
    MessageMarshaller byDefault = MessageMarshaller.builder().register(Shelf.getDefaultInstance()).build();
    assertThat(body(byDefault, status(shelf))).contains("\"name\":\"shelves/1\"");
  }

  @Test
  void aDetailOfAnUnknownTypeIsWrittenAsItsBytes() {
    Any secret = Any.newBuilder().setTypeUrl("type.googleapis.com/acme.Secret")
        .setValue(ByteString.copyFrom(new byte[] {1, 2, 3})).build();
    Any broken = Any.newBuilder().setTypeUrl("type.googleapis.com/google.rpc.RetryInfo")
        .setValue(ByteString.copyFrom(new byte[] {(byte) 0xff})).build();
    assertThat(body(MessageMarshaller.builder().build(), status(secret, ERROR_INFO, broken))).isEqualTo(
        "{\"code\":5,\"message\":\"No book b1\",\"details\":[{\"@type\":\"type.googleapis.com/acme.Secret\","
            + "\"value\":\"AQID\"}," + ERROR_INFO_JSON + ",{\"@type\":\"type.googleapis.com/google.rpc.RetryInfo\","
            + "\"value\":\"/w==\"}]}");
  }

  @Test
  void aStatusWithoutMessageOrDetails() {
    assertThat(body(MessageMarshaller.builder().build(), Status.newBuilder().setCode(13).build()))
        .isEqualTo("{\"code\":13}");
  }

  @Test
  void prettyApplicationsGetPrettyErrors() {
    assertThat(body(MessageMarshaller.builder().prettyPrinting().build(), status(Any.pack(RetryInfo
        .getDefaultInstance())))).startsWith("{\n").contains("\"code\": 5");
  }
}
