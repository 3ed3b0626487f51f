package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.api.HttpBody;
import com.google.protobuf.ByteString;
import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.test.Color;
import dev.protojson.transcoding.test.Fields;
import dev.protojson.transcoding.test.Inner;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ResponseWritingTests {

  private static final Fields RESPONSE = Fields.newBuilder().setId("abc").setI64(-5).addNumbers(1).addNumbers(2)
      .setInner(Inner.newBuilder().setText("t").setNumber(2)).putAttributes("a", "1")
      .addInners(Inner.newBuilder().setText("a")).addInners(Inner.getDefaultInstance()).setColor(Color.GREEN)
      .setAt(Timestamp.newBuilder().setSeconds(1)).setData(ByteString.copyFromUtf8("hi"))
      .setAttachment(HttpBody.newBuilder().setContentType("text/csv").setData(ByteString.copyFromUtf8("a,b\n")))
      .build();

  private final Transcoder transcoder = TestTranscoders.transcoder();

  private Route route(Transcoder transcoder, String method, String path) {
    return ((RouteMatch.Found) transcoder.match(method, path)).route();
  }

  private String json(String path, Message response) {
    return json(transcoder, path, response);
  }

  private String json(Transcoder transcoder, String path, Message response) {
    Route route = route(transcoder, "GET", path);
    assertThat(route.responseContentType(response)).isEqualTo("application/json");
    return new String(route.responseBytes(response), StandardCharsets.UTF_8);
  }

  @Test
  void theWholeResponse() {
    assertThat(json("/v1/fields/1", Fields.newBuilder().setId("1").setSnakeCaseName("s").build()))
        .isEqualTo("{\"id\":\"1\",\"snakeCaseName\":\"s\"}");
  }

  @Test
  void aResponseBodyFieldOfEachKind() {
    assertThat(json("/v1/respond/inner", RESPONSE)).isEqualTo("{\"text\":\"t\",\"number\":2}");
    assertThat(json("/v1/respond/numbers", RESPONSE)).isEqualTo("[1,2]");
    assertThat(json("/v1/respond/id", RESPONSE)).isEqualTo("\"abc\"");
    assertThat(json("/v1/respond/i64", RESPONSE)).isEqualTo("\"-5\"");
    assertThat(json("/v1/respond/attributes", RESPONSE)).isEqualTo("{\"a\":\"1\"}");
    assertThat(json("/v1/respond/inners", RESPONSE)).isEqualTo("[{\"text\":\"a\"},{}]");
    assertThat(json("/v1/respond/color", RESPONSE)).isEqualTo("\"GREEN\"");
    assertThat(json("/v1/respond/at", RESPONSE)).isEqualTo("\"1970-01-01T00:00:01Z\"");
  }

  @Test
  void aResponseBodyFieldAtItsDefault() {
    Fields empty = Fields.getDefaultInstance();
    assertThat(json("/v1/respond/inner", empty)).isEqualTo("{}");
    assertThat(json("/v1/respond/numbers", empty)).isEqualTo("[]");
    assertThat(json("/v1/respond/id", empty)).isEqualTo("\"\"");
    assertThat(json("/v1/respond/i64", empty)).isEqualTo("\"0\"");
    assertThat(json("/v1/respond/attributes", empty)).isEqualTo("{}");
    assertThat(json("/v1/respond/inners", empty)).isEqualTo("[]");
    assertThat(json("/v1/respond/color", empty)).isEqualTo("\"COLOR_UNSPECIFIED\"");
    assertThat(json("/v1/respond/at", empty)).isEqualTo("\"1970-01-01T00:00:00Z\"");
  }

  @Test
  void theMarshallersOptionsApply() {
    Transcoder options = TestTranscoders.transcoder(TestTranscoders.marshallerBuilder().printingEnumsAsInts()
        .preservingProtoFieldNames().alwaysPrintFieldsWithNoPresence().build()).build();
    assertThat(json(options, "/v1/respond/color", RESPONSE)).isEqualTo("2");
    assertThat(json(options, "/v1/respond/color", Fields.getDefaultInstance())).isEqualTo("0");
    assertThat(json(options, "/v1/respond/numbers", Fields.getDefaultInstance())).isEqualTo("[]");
    assertThat(json(options, "/v1/respond/inner", RESPONSE.toBuilder()
        .setInner(Inner.newBuilder().setText("x")).build())).isEqualTo("{\"text\":\"x\",\"number\":0,\"words\":[]}");
    assertThat(json(options, "/v1/fields/1", Fields.newBuilder().setSnakeCaseName("s").build()))
        .contains("\"snake_case_name\":\"s\"");
    Transcoder pretty = TestTranscoders.transcoder(TestTranscoders.marshallerBuilder().prettyPrinting().build())
        .build();
    assertThat(json(pretty, "/v1/respond/inners", RESPONSE)).contains("\n").contains("\"text\": \"a\"");
  }

  @Test
  void httpBodiesPassBytesAndContentTypeThrough() {
    byte[] png = {(byte) 0x89, 'P', 'N', 'G', 0, (byte) 0xff};
    HttpBody cover = HttpBody.newBuilder().setContentType("image/png").setData(ByteString.copyFrom(png)).build();
    Route download = route(transcoder, "GET", "/v1/shelves/1/books/1/cover");
    assertThat(download.responseContentType(cover)).isEqualTo("image/png");
    assertThat(download.responseBytes(cover)).isEqualTo(png);
    Route attachment = route(transcoder, "GET", "/v1/respond/attachment");
    assertThat(attachment.responseContentType(RESPONSE)).isEqualTo("text/csv");
    assertThat(attachment.responseBytes(RESPONSE)).isEqualTo("a,b\n".getBytes(StandardCharsets.UTF_8));
    assertThat(attachment.responseContentType(Fields.getDefaultInstance())).isEqualTo("application/octet-stream");
    assertThat(attachment.responseBytes(Fields.getDefaultInstance())).isEmpty();
  }

  @Test
  void theAuthorOfABook() {
    assertThat(json("/v1/shelves/1/books/1/author", LibraryService.BOOK))
        .isEqualTo("{\"displayName\":\"Frank Herbert\",\"born\":1920}");
  }

  @Test
  void writtenWithItsLengthFirst() throws IOException {
    for (String path : new String[] {"/v1/fields/1", "/v1/respond/inner", "/v1/respond/numbers",
        "/v1/respond/attachment", "/v1/respond/inners"}) {
      Route route = route(transcoder, "GET", path);
      AtomicInteger length = new AtomicInteger(-1);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      MessageMarshaller.SizedOutput sized = size -> {
        length.set(size);
        return out;
      };
      route.writeResponse(RESPONSE, sized);
      assertThat(out.toByteArray()).as(path).isEqualTo(route.responseBytes(RESPONSE));
      assertThat(length.get()).as(path).isEqualTo(out.size());
    }
  }
}
