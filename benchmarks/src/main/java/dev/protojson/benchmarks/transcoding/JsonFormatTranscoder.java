package dev.protojson.benchmarks.transcoding;

import com.google.api.AnnotationsProto;
import com.google.api.HttpRule;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.grpc.MethodDescriptor;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.protobuf.ProtoServiceDescriptorSupplier;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * A minimal HTTP/JSON transcoder on {@code JsonFormat}, the baseline of the transcoding benchmarks: it matches a
 * request's path against each rule's template segment by segment (literals, {@code *}, and variables over them),
 * binds the body with {@code JsonFormat.parser()}, then the path variables and the query parameters by the fields'
 * types, dispatches the call, and prints the answer with {@code JsonFormat.printer()}. It reads each method's main
 * {@code google.api.http} rule, and only rules without {@code **} and custom verbs: enough for the library's list and
 * create routes, nothing more (no additional bindings, no {@code response_body}, no error bodies).
 */
public final class JsonFormatTranscoder {

  /** Calls a method with a request message and gives its answer. */
  @FunctionalInterface
  public interface Dispatcher {
    Message call(MethodDescriptor<?, ?> method, Message request);
  }

  private final List<JsonRoute> routes;
  private final Dispatcher dispatcher;
  private final JsonFormat.Parser parser = JsonFormat.parser();
  private final JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();

  private JsonFormatTranscoder(List<JsonRoute> routes, Dispatcher dispatcher) {
    this.routes = routes;
    this.dispatcher = dispatcher;
  }

  /** The transcoder of the methods of {@code service} that have a rule, calling them through {@code dispatcher}. */
  public static JsonFormatTranscoder of(ServerServiceDefinition service, Dispatcher dispatcher) {
    Descriptors.ServiceDescriptor proto =
        ((ProtoServiceDescriptorSupplier) service.getServiceDescriptor().getSchemaDescriptor()).getServiceDescriptor();
    List<JsonRoute> routes = new ArrayList<>();
    for (ServerMethodDefinition<?, ?> method : service.getMethods()) {
      MethodDescriptor<?, ?> descriptor = method.getMethodDescriptor();
      Descriptors.MethodDescriptor protoMethod = proto.findMethodByName(descriptor.getBareMethodName());
      if (protoMethod.getOptions().hasExtension(AnnotationsProto.http)) {
        HttpRule rule = protoMethod.getOptions().getExtension(AnnotationsProto.http);
        Message prototype = (Message) ((MethodDescriptor.PrototypeMarshaller<?>) descriptor.getRequestMarshaller())
            .getMessagePrototype();
        if (JsonRoute.supports(rule)) {
          routes.add(JsonRoute.of(rule, descriptor, prototype));
        }
      }
    }
    return new JsonFormatTranscoder(List.copyOf(routes), dispatcher);
  }

  /**
   * The JSON answer to a request.
   *
   * @throws IllegalArgumentException if no rule matches, or the request does not fit the message
   */
  public byte[] handle(String httpMethod, String rawPath, String rawQuery, byte[] body) {
    String[] segments = rawPath.substring(1).split("/", -1);
    for (JsonRoute route : routes) {
      if (!route.httpMethod.equals(httpMethod)) {
        continue;
      }
      String[] values = route.match(segments);
      if (values != null) {
        Message response = dispatcher.call(route.method, bind(route, values, rawQuery, body));
        try {
          return printer.print(response).getBytes(StandardCharsets.UTF_8);
        } catch (InvalidProtocolBufferException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    throw new IllegalArgumentException("No rule matches " + httpMethod + " " + rawPath);
  }

  private Message bind(JsonRoute route, String[] values, String rawQuery, byte[] body) {
    Message.Builder builder = route.prototype.newBuilderForType();
    try {
      if (route.body.equals("*")) {
        parser.merge(new String(body, StandardCharsets.UTF_8), builder);
      } else if (!route.body.isEmpty()) {
        FieldDescriptor field = builder.getDescriptorForType().findFieldByName(route.body);
        parser.merge(new String(body, StandardCharsets.UTF_8), builder.getFieldBuilder(field));
      }
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    for (int i = 0; i < values.length; i++) {
      set(builder, route.variables.get(i).fieldPath(), values[i]);
    }
    if (rawQuery != null && !rawQuery.isEmpty()) {
      for (String parameter : rawQuery.split("&")) {
        int equals = parameter.indexOf('=');
        String name = decode(equals < 0 ? parameter : parameter.substring(0, equals));
        set(builder, name, equals < 0 ? "" : decode(parameter.substring(equals + 1)));
      }
    }
    return builder.build();
  }

  /** Sets the field at a dotted path of proto or JSON names to a value in its query-string form. */
  private static void set(Message.Builder root, String fieldPath, String value) {
    Message.Builder builder = root;
    String[] names = fieldPath.split("\\.");
    for (int i = 0; i < names.length; i++) {
      FieldDescriptor field = field(builder.getDescriptorForType(), names[i]);
      if (i < names.length - 1) {
        builder = builder.getFieldBuilder(field);
      } else if (field.isRepeated()) {
        builder.addRepeatedField(field, scalar(field, value));
      } else {
        builder.setField(field, scalar(field, value));
      }
    }
  }

  private static FieldDescriptor field(Descriptors.Descriptor type, String name) {
    FieldDescriptor field = type.findFieldByName(name);
    if (field == null) {
      for (FieldDescriptor candidate : type.getFields()) {
        if (candidate.getJsonName().equals(name)) {
          return candidate;
        }
      }
      throw new IllegalArgumentException(type.getFullName() + " has no field " + name);
    }
    return field;
  }

  private static Object scalar(FieldDescriptor field, String value) {
    return switch (field.getJavaType()) {
      case INT -> Integer.parseInt(value);
      case LONG -> Long.parseLong(value);
      case FLOAT -> Float.parseFloat(value);
      case DOUBLE -> Double.parseDouble(value);
      case BOOLEAN -> Boolean.parseBoolean(value);
      case STRING -> value;
      case BYTE_STRING -> ByteString.copyFrom(Base64.getDecoder().decode(value));
      case ENUM -> {
        Descriptors.EnumValueDescriptor named = field.getEnumType().findValueByName(value);
        yield named != null ? named : field.getEnumType().findValueByNumber(Integer.parseInt(value));
      }
      case MESSAGE -> throw new IllegalArgumentException(field.getFullName() + " is a message");
    };
  }

  private static String decode(String raw) {
    return URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
  }

  /** One rule: its verb, its template's segments and variables, its body, and the method it calls. */
  private record JsonRoute(String httpMethod, List<String> segments, List<Variable> variables, String body,
      MethodDescriptor<?, ?> method, Message prototype) {

    /** Whether the rule is a verb and a template of literals, {@code *} and variables over them. */
    static boolean supports(HttpRule rule) {
      String template = template(rule);
      return template != null && !template.contains(":") && !template.contains("**");
    }

    private static String template(HttpRule rule) {
      return switch (rule.getPatternCase()) {
        case GET -> rule.getGet();
        case POST -> rule.getPost();
        case PUT -> rule.getPut();
        case DELETE -> rule.getDelete();
        case PATCH -> rule.getPatch();
        default -> null;
      };
    }

    static JsonRoute of(HttpRule rule, MethodDescriptor<?, ?> method, Message prototype) {
      String template = template(rule);
      List<String> segments = new ArrayList<>();
      List<Variable> variables = new ArrayList<>();
      String[] parts = template.substring(1).split("/");
      for (int i = 0; i < parts.length; i++) {
        if (!parts[i].startsWith("{")) {
          segments.add(parts[i]);
          continue;
        }
        int start = segments.size();
        String inside = parts[i].substring(1);
        int equals = inside.indexOf('=');
        String fieldPath = equals < 0 ? inside.substring(0, inside.length() - 1) : inside.substring(0, equals);
        if (equals < 0) {
          segments.add("*");
        } else {
          String pattern = inside.substring(equals + 1);
          while (!pattern.endsWith("}")) {
            segments.add(pattern);
            pattern = parts[++i];
          }
          segments.add(pattern.substring(0, pattern.length() - 1));
        }
        variables.add(new Variable(fieldPath, start, segments.size()));
      }
      return new JsonRoute(rule.getPatternCase().name(), List.copyOf(segments), List.copyOf(variables),
          rule.getBody(), method, prototype);
    }

    /** The variables' values, decoded, or null if the path does not match. */
    String[] match(String[] path) {
      if (path.length != segments.size()) {
        return null;
      }
      for (int i = 0; i < path.length; i++) {
        String segment = segments.get(i);
        if (segment.equals("*") ? path[i].isEmpty() : !segment.equals(decode(path[i]))) {
          return null;
        }
      }
      String[] values = new String[variables.size()];
      for (int v = 0; v < values.length; v++) {
        Variable variable = variables.get(v);
        StringBuilder value = new StringBuilder();
        for (int i = variable.start(); i < variable.end(); i++) {
          value.append(i > variable.start() ? "/" : "").append(decode(path[i]));
        }
        values[v] = value.toString();
      }
      return values;
    }
  }

  private record Variable(String fieldPath, int start, int end) {}
}
