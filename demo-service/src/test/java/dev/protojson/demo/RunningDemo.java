package dev.protojson.demo;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The whole service on a random port, with the generators that tell what its answers should hold. */
// The gRPC server on a free port too, beside the web server
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "spring.grpc.server.port=0")
abstract class RunningDemo {

  @LocalServerPort
  int port;

  @Autowired
  PeopleDirectory directory;

  @Autowired
  RepositoryGenerator generator;

  DemoClient client;

  @BeforeEach
  void connect() {
    client = new DemoClient(port);
  }

  /** Parses with protobuf's own JsonFormat, the reference reader of proto3 JSON. */
  static <M extends Message> M parseWithJsonFormat(String json, M defaultInstance)
      throws InvalidProtocolBufferException {
    Message.Builder builder = defaultInstance.newBuilderForType();
    JsonFormat.parser().merge(json, builder);
    @SuppressWarnings("unchecked")
    M message = (M) builder.build();
    return message;
  }
}
