package dev.protojson.benchmarks.transcoding;

import com.google.api.AnnotationsProto;
import com.google.api.HttpRule;
import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.MethodDescriptorProto;
import com.google.protobuf.DescriptorProtos.MethodOptions;
import com.google.protobuf.DescriptorProtos.ServiceDescriptorProto;
import com.google.protobuf.Descriptors;
import com.google.protobuf.DynamicMessage;
import io.grpc.MethodDescriptor;
import io.grpc.ServerServiceDefinition;
import io.grpc.ServiceDescriptor;
import io.grpc.protobuf.ProtoServiceDescriptorSupplier;
import io.grpc.protobuf.ProtoUtils;
import io.grpc.stub.ServerCalls;
import java.util.ArrayList;
import java.util.List;

/**
 * A gRPC service of many unary methods with {@code google.api.http} rules, built from descriptors at run time, for
 * the route-table benchmarks. Methods come five to a resource collection {@code things<r>}, as an API's standard
 * methods do: get, list, create ({@code body: "thing"}), delete, and a custom verb ({@code :archive},
 * {@code body: "*"}), on templates such as {@code /v1/{name=projects/*}/things17/*}. Every method answers an empty
 * {@code Thing}.
 */
public final class ManyMethods {

  private static final String PACKAGE = "bench.routes";
  private static final String SERVICE = "Things";
  private static final String[] KINDS = {"Get", "List", "Create", "Delete", "Archive"};

  private final ServerServiceDefinition service;
  private final List<String[]> requests;

  private ManyMethods(ServerServiceDefinition service, List<String[]> requests) {
    this.service = service;
    this.requests = requests;
  }

  /** A service of {@code count} methods. */
  public static ManyMethods of(int count) {
    Descriptors.FileDescriptor file = file(count);
    Descriptors.ServiceDescriptor proto = file.findServiceByName(SERVICE);
    Supplier schema = new Supplier(proto);
    ServiceDescriptor.Builder descriptor = ServiceDescriptor.newBuilder(PACKAGE + "." + SERVICE)
        .setSchemaDescriptor(schema);
    List<MethodDescriptor<DynamicMessage, DynamicMessage>> methods = new ArrayList<>();
    for (Descriptors.MethodDescriptor method : proto.getMethods()) {
      MethodDescriptor<DynamicMessage, DynamicMessage> grpc = MethodDescriptor.<DynamicMessage, DynamicMessage>newBuilder()
          .setType(MethodDescriptor.MethodType.UNARY)
          .setFullMethodName(MethodDescriptor.generateFullMethodName(proto.getFullName(), method.getName()))
          .setRequestMarshaller(ProtoUtils.marshaller(DynamicMessage.getDefaultInstance(method.getInputType())))
          .setResponseMarshaller(ProtoUtils.marshaller(DynamicMessage.getDefaultInstance(method.getOutputType())))
          .setSchemaDescriptor(schema)
          .build();
      methods.add(grpc);
      descriptor.addMethod(grpc);
    }
    ServerServiceDefinition.Builder service = ServerServiceDefinition.builder(descriptor.build());
    DynamicMessage answer = DynamicMessage.getDefaultInstance(file.findMessageTypeByName("Thing"));
    for (MethodDescriptor<DynamicMessage, DynamicMessage> method : methods) {
      service.addMethod(method, ServerCalls.asyncUnaryCall((request, responses) -> {
        responses.onNext(answer);
        responses.onCompleted();
      }));
    }
    List<String[]> requests = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      requests.add(request(i));
    }
    return new ManyMethods(service.build(), List.copyOf(requests));
  }

  /** The service, as a gRPC server runs it. */
  public ServerServiceDefinition service() {
    return service;
  }

  /**
   * For each method in order, a request that only its rule matches: {@code {httpMethod, rawPath, fullMethodName}}.
   */
  public List<String[]> requests() {
    return requests;
  }

  private static String[] request(int method) {
    String collection = "/v1/projects/p" + method % 7 + "/things" + method / KINDS.length;
    String item = collection + "/t" + method;
    String[] verbAndPath = switch (method % KINDS.length) {
      case 0 -> new String[] {"GET", item};
      case 1 -> new String[] {"GET", collection};
      case 2 -> new String[] {"POST", collection};
      case 3 -> new String[] {"DELETE", item};
      default -> new String[] {"POST", item + ":archive"};
    };
    return new String[] {verbAndPath[0], verbAndPath[1], PACKAGE + "." + SERVICE + "/" + KINDS[method % KINDS.length]
        + method / KINDS.length};
  }

  private static HttpRule rule(int method) {
    int resource = method / KINDS.length;
    String collection = "/v1/{parent=projects/*}/things" + resource;
    String item = "/v1/{name=projects/*/things" + resource + "/*}";
    return switch (method % KINDS.length) {
      case 0 -> HttpRule.newBuilder().setGet(item).build();
      case 1 -> HttpRule.newBuilder().setGet(collection).build();
      case 2 -> HttpRule.newBuilder().setPost(collection).setBody("thing").build();
      case 3 -> HttpRule.newBuilder().setDelete(item).build();
      default -> HttpRule.newBuilder().setPost(item + ":archive").setBody("*").build();
    };
  }

  private static Descriptors.FileDescriptor file(int count) {
    FileDescriptorProto.Builder file = FileDescriptorProto.newBuilder()
        .setName("bench/routes/things.proto")
        .setPackage(PACKAGE)
        .setSyntax("proto3")
        .addDependency(AnnotationsProto.getDescriptor().getName())
        .addMessageType(message("Thing", string("name", 1), string("title", 2), string("description", 3)))
        .addMessageType(message("GetThingRequest", string("name", 1)))
        .addMessageType(message("ListThingsRequest", string("parent", 1), int32("page_size", 2),
            string("page_token", 3), string("filter", 4)))
        .addMessageType(message("CreateThingRequest", string("parent", 1),
            field("thing", 2, FieldDescriptorProto.Type.TYPE_MESSAGE).setTypeName("." + PACKAGE + ".Thing"),
            string("thing_id", 3)))
        .addMessageType(message("ArchiveThingRequest", string("name", 1), string("reason", 2)));
    String[] inputs = {"GetThingRequest", "ListThingsRequest", "CreateThingRequest", "GetThingRequest",
        "ArchiveThingRequest"};
    ServiceDescriptorProto.Builder service = ServiceDescriptorProto.newBuilder().setName(SERVICE);
    for (int i = 0; i < count; i++) {
      service.addMethod(MethodDescriptorProto.newBuilder()
          .setName(KINDS[i % KINDS.length] + i / KINDS.length)
          .setInputType("." + PACKAGE + "." + inputs[i % KINDS.length])
          .setOutputType("." + PACKAGE + ".Thing")
          .setOptions(MethodOptions.newBuilder().setExtension(AnnotationsProto.http, rule(i))));
    }
    try {
      return Descriptors.FileDescriptor.buildFrom(file.addService(service).build(),
          new Descriptors.FileDescriptor[] {AnnotationsProto.getDescriptor()});
    } catch (Descriptors.DescriptorValidationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static DescriptorProto message(String name, FieldDescriptorProto.Builder... fields) {
    DescriptorProto.Builder message = DescriptorProto.newBuilder().setName(name);
    for (FieldDescriptorProto.Builder field : fields) {
      message.addField(field);
    }
    return message.build();
  }

  private static FieldDescriptorProto.Builder string(String name, int number) {
    return field(name, number, FieldDescriptorProto.Type.TYPE_STRING);
  }

  private static FieldDescriptorProto.Builder int32(String name, int number) {
    return field(name, number, FieldDescriptorProto.Type.TYPE_INT32);
  }

  private static FieldDescriptorProto.Builder field(String name, int number, FieldDescriptorProto.Type type) {
    return FieldDescriptorProto.newBuilder().setName(name).setNumber(number).setType(type)
        .setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
  }

  /** What grpc-java's generated code attaches to a service: its protobuf descriptor. */
  private record Supplier(Descriptors.ServiceDescriptor service) implements ProtoServiceDescriptorSupplier {

    @Override
    public Descriptors.FileDescriptor getFileDescriptor() {
      return service.getFile();
    }

    @Override
    public Descriptors.ServiceDescriptor getServiceDescriptor() {
      return service;
    }
  }
}
