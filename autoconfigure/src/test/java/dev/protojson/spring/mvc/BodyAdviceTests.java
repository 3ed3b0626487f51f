package dev.protojson.spring.mvc;

import static dev.protojson.spring.mvc.RawHttp.tree;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.shop.ShopProto.Order;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.core.MethodParameter;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Body advice as applications write it. A response advice that wraps every body in an envelope replaces the message
 * after Spring has chosen protojson's converter for it: the envelope is written by the converter Spring would have
 * chosen for it, with the message inside still proto3 JSON. A request advice that decodes a gzip body keeps the
 * request's headers, so the body is longer than its {@code Content-Length}: it is read whole.
 */
@SpringBootTest(classes = { ShopApplication.class, BodyAdviceTests.Envelopes.class, BodyAdviceTests.Gunzip.class },
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = ShopApplication.PACKAGES)
class BodyAdviceTests extends EmbeddedServerTests {

  /** What every response of the application is wrapped in. */
  record Envelope(int code, Object data) {}

  @RestControllerAdvice
  static class Envelopes implements ResponseBodyAdvice<Object> {

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
      return true;
    }

    @Override
    public Object beforeBodyWrite(Object body, MethodParameter returnType, MediaType contentType,
        Class<? extends HttpMessageConverter<?>> converterType, ServerHttpRequest request,
        ServerHttpResponse response) {
      return body instanceof Envelope ? body : new Envelope(0, body);
    }
  }

  @RestControllerAdvice
  static class Gunzip extends RequestBodyAdviceAdapter {

    @Override
    public boolean supports(MethodParameter parameter, Type targetType,
        Class<? extends HttpMessageConverter<?>> converterType) {
      return true;
    }

    @Override
    public HttpInputMessage beforeBodyRead(HttpInputMessage input, MethodParameter parameter, Type targetType,
        Class<? extends HttpMessageConverter<?>> converterType) throws IOException {
      if (!"gzip".equals(input.getHeaders().getFirst("X-Body-Encoding"))) {
        return input;
      }
      InputStream body = new GZIPInputStream(input.getBody());
      return new HttpInputMessage() {
        @Override
        public InputStream getBody() {
          return body;
        }

        @Override
        public HttpHeaders getHeaders() {
          return input.getHeaders();
        }
      };
    }
  }

  @Autowired
  MessageMarshaller marshaller;

  @Autowired
  JsonMapper mapper;

  @Test
  void anEnvelopeAroundAMessageIsWrittenWithTheMessageAsProto3Json() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders/11", "Accept", "application/json");
    assertThat(response.statusCode()).isEqualTo(200);
    JsonNode expected = mapper.createObjectNode().put("code", 0)
        .set("data", mapper.readTree(marshaller.writeValueAsString(Samples.order("11"))));
    assertThat(tree(response)).isEqualTo(expected);
  }

  @Test
  void anEnvelopeAroundAListOfMessagesToo() throws Exception {
    HttpResponse<byte[]> response = http.get("/orders", "Accept", "application/json");
    assertThat(response.statusCode()).isEqualTo(200);
    JsonNode data = tree(response).get("data");
    assertThat(data.isArray()).isTrue();
    assertThat(data.get(0)).isEqualTo(mapper.readTree(marshaller.writeValueAsString(Samples.order("1"))));
  }

  @Test
  void aBodyLongerThanItsContentLengthIsReadWhole() throws Exception {
    // Long enough that the gzip body is much shorter than the JSON it holds.
    Order order = Samples.order("7").toBuilder().setCustomerName("x".repeat(4_000)).build();
    byte[] json = marshaller.writeValueAsBytes(order);
    ByteArrayOutputStream gzip = new ByteArrayOutputStream();
    try (GZIPOutputStream out = new GZIPOutputStream(gzip)) {
      out.write(json);
    }
    HttpResponse<byte[]> response = http.post("/orders", gzip.toByteArray(), "Content-Type", "application/json",
        "X-Body-Encoding", "gzip", "Accept", "application/json");
    assertThat(response.statusCode()).as(new String(response.body(), StandardCharsets.UTF_8)).isEqualTo(200);
    assertThat(tree(response).get("data").get("customerName").asString()).isEqualTo("x".repeat(4_000));
  }
}
