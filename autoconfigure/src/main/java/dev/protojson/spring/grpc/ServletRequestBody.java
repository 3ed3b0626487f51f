package dev.protojson.spring.grpc;

import dev.protojson.spring.internal.RequestSizeLimit;
import dev.protojson.transcoding.InvalidRequestException;
import dev.protojson.transcoding.Route;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.InputStream;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.server.ServletServerHttpRequest;

/**
 * The body of a transcoded request as the client sent it. Spring's {@code ServletServerHttpRequest} rebuilds a form
 * POST's body from the servlet's parameters (reordered, re-encoded), which would change a {@code google.api.HttpBody}
 * and garble JSON sent with curl's default {@code Content-Type}; so the servlet's own stream is read.
 */
final class ServletRequestBody {

  private ServletRequestBody() {}

  /**
   * The body for a rule that binds one, limited; null for a rule without {@code body}, which ignores what was sent.
   *
   * @throws InvalidRequestException if a form body was read as parameters before the transcoder saw it
   */
  static byte[] read(Route route, HttpServletRequest request, RequestSizeLimit sizeLimit) throws IOException {
    if (route.body().isEmpty()) {
      return null;
    }
    HttpHeaders headers = new ServletServerHttpRequest(request).getHeaders();
    byte[] body = sizeLimit.body(new HttpInputMessage() {
      @Override
      public InputStream getBody() throws IOException {
        return request.getInputStream();
      }

      @Override
      public HttpHeaders getHeaders() {
        return headers;
      }
    }).readAllBytes();
    boolean sent = request.getContentLengthLong() > 0 || headers.containsHeader(HttpHeaders.TRANSFER_ENCODING);
    if (body.length == 0 && sent && isForm(headers.getContentType())) {
      // Spring's FormContentFilter reads PUT, PATCH and DELETE forms as parameters, and a filter that asks for a
      // parameter of a POST does the same: the bytes are gone, and a request without its body is not what was sent.
      throw new InvalidRequestException("The body of this " + MediaType.APPLICATION_FORM_URLENCODED_VALUE
          + " request was read as form parameters before it reached"
          + " the transcoder (Spring's FormContentFilter does so for PUT, PATCH and DELETE unless"
          + " spring.mvc.formcontent.filter.enabled=false): send JSON with Content-Type: application/json", "");
    }
    return body;
  }

  private static boolean isForm(MediaType contentType) {
    return contentType != null && MediaType.APPLICATION_FORM_URLENCODED.includes(contentType);
  }
}
