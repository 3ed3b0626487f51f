package dev.protojson.demo;

import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.internal.codegen.ClassDefiner;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Properties;
import org.springframework.aot.AotDetector;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.io.support.PropertiesLoaderUtils;

/**
 * Starts the demo service as {@link AotModeIT} launches it, uses every message type it registered, once through
 * HTTP and then each type directly, calls the Directory service's transcoded routes (a GET, a POST, errors with
 * details, the service's and the transcoder's own, a server stream as NDJSON and as events, and a client stream), and
 * prints what the test checks: whether AOT artifacts were
 * used, what each request answered, how many types were used and how many classes protojson defined at run time.
 */
public final class AotModeCheck {

  private AotModeCheck() {}

  public static void main(String[] args) throws Exception {
    SpringApplication application = new SpringApplication(DemoApplication.class);
    // The AOT initializer is found by the main class's name, which would otherwise be taken to be this class.
    application.setMainApplicationClass(DemoApplication.class);
    ConfigurableApplicationContext context = application.run("--server.port=0", "--spring.grpc.server.port=0");
    int port = ((WebServerApplicationContext) context).getWebServer().getPort();
    HttpClient http = HttpClient.newHttpClient();
    int status = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/people/3")).build(),
        HttpResponse.BodyHandlers.ofString()).statusCode();
    for (TranscodedCall call : TranscodedCall.values()) {
      HttpResponse<String> answer = http.send(call.request(port), HttpResponse.BodyHandlers.ofString());
      System.out.println("transcoded " + call + "=" + answer.statusCode() + " " + answer.body());
    }
    MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
    int used = 0;
    for (String className : scannedTypes()) {
      Message type = Internal.getDefaultInstance(Class.forName(className).asSubclass(Message.class));
      String json = marshaller.writeValueAsString(type);
      if (!marshaller.readValue(json, type.getClass()).equals(type)) {
        throw new IllegalStateException(className + " did not read back as written: " + json);
      }
      used++;
    }
    System.out.println("aot=" + AotDetector.useGeneratedArtifacts());
    System.out.println("http=" + status);
    System.out.println("types=" + used);
    System.out.println("defined=" + ClassDefiner.definedClasses());
    System.exit(SpringApplication.exit(context));
  }

  /** The requests to the Directory service's routes, each of a kind that uses other types or code. */
  enum TranscodedCall {
    GET("GET", "/v1/people/3", null, null),
    POST("POST", "/v1/people:summarize", "{\"person\":[{\"name\":\"Ada\",\"address\":[{\"number\":7}]}]}", null),
    NOT_FOUND("GET", "/v1/people/50000", null, null),
    INVALID_QUERY("GET", "/v1/people?page_size=ten", null, null),
    INVALID_BODY("POST", "/v1/people:summarize", "{\"person\":[{\"name\":\"\"}]}", null),
    STREAM("GET", "/v1/people:stream?filter=Ada&limit=2&interval=0.1s", null, "application/x-ndjson"),
    EVENTS("GET", "/v1/people:stream?filter=Ada&limit=2&interval=0.1s", null, "text/event-stream"),
    COUNT("POST", "/v1/people:count", "[{\"name\":\"Ada\",\"mobile\":[\"+44 7700 900123\"]},{\"name\":\"Alan\"}]",
        null);

    private final String method;
    private final String path;
    private final String body;
    private final String accept;

    TranscodedCall(String method, String path, String body, String accept) {
      this.method = method;
      this.path = path;
      this.body = body;
      this.accept = accept;
    }

    HttpRequest request(int port) {
      HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
          .header("Content-Type", "application/json")
          .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
      return (accept == null ? request : request.header("Accept", accept)).build();
    }
  }

  /** The message types of protojson.packages, as the AOT processing recorded them. */
  private static String[] scannedTypes() throws IOException {
    Properties scanned = PropertiesLoaderUtils.loadAllProperties("META-INF/protojson/scanned-packages.properties");
    return scanned.getProperty("dev.protojson.demo", "").split(",");
  }
}
