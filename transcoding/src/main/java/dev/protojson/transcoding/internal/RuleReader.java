package dev.protojson.transcoding.internal;

import com.google.api.AnnotationsProto;
import com.google.api.HttpRule;
import com.google.protobuf.Descriptors;
import dev.protojson.transcoding.PathTemplate;
import io.grpc.MethodDescriptor.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The HTTP bindings of one gRPC method: its {@code google.api.http} option unless configuration replaced it, the
 * rules configuration added, or, with auto-mapping and nothing else, {@code POST /package.Service/Method} with the
 * whole request as the body. Each rule gives itself and its {@code additional_bindings}.
 */
public final class RuleReader {

  private RuleReader() {}

  /**
   * @param fullMethodName {@code package.Service/Method}
   * @param proto the method's protobuf descriptor, or null if the service has none
   * @param replaceProto whether configuration replaced the rule of the {@code .proto} file
   * @param configured the rules configuration gave the method
   * @param autoMapping whether a unary method without rules gets {@code POST /package.Service/Method}
   * @param type the kind of method
   * @param streaming the kinds of streaming method the HTTP adapter serves
   * @param streamingRefusal why the adapter serves no other kind, for the message
   * @throws IllegalStateException if a rule is malformed, or the method is of a kind not served and has a rule
   */
  public static List<BindingRule> bindings(String fullMethodName, Descriptors.MethodDescriptor proto,
      boolean replaceProto, List<HttpRule> configured, boolean autoMapping, MethodType type,
      Set<MethodType> streaming, String streamingRefusal) {
    List<HttpRule> rules = new ArrayList<>();
    if (!replaceProto && proto != null && proto.getOptions().hasExtension(AnnotationsProto.http)) {
      rules.add(proto.getOptions().getExtension(AnnotationsProto.http));
    }
    rules.addAll(configured);
    if (rules.isEmpty()) {
      if (autoMapping && StreamingMethods.isTranscodable(type, streaming)) {
        return List.of(new BindingRule(fullMethodName, "POST", PathTemplate.parse("/" + fullMethodName), "*", ""));
      }
      return List.of();
    }
    StreamingMethods.refuse(fullMethodName, type, streaming, streamingRefusal);
    List<BindingRule> bindings = new ArrayList<>();
    for (HttpRule rule : rules) {
      checkSelector(fullMethodName, rule);
      bindings.add(binding(fullMethodName, rule));
      for (HttpRule additional : rule.getAdditionalBindingsList()) {
        if (additional.getAdditionalBindingsCount() > 0) {
          throw invalid(fullMethodName, additional, "additional_bindings cannot have additional_bindings of their own");
        }
        bindings.add(binding(fullMethodName, additional));
      }
    }
    return bindings;
  }

  private static BindingRule binding(String fullMethodName, HttpRule rule) {
    String method;
    String path;
    switch (rule.getPatternCase()) {
      case GET -> {
        method = "GET";
        path = rule.getGet();
      }
      case PUT -> {
        method = "PUT";
        path = rule.getPut();
      }
      case POST -> {
        method = "POST";
        path = rule.getPost();
      }
      case DELETE -> {
        method = "DELETE";
        path = rule.getDelete();
      }
      case PATCH -> {
        method = "PATCH";
        path = rule.getPatch();
      }
      case CUSTOM -> {
        method = rule.getCustom().getKind();
        path = rule.getCustom().getPath();
        if (method.isEmpty()) {
          throw invalid(fullMethodName, rule, "a custom pattern needs a kind, the HTTP method");
        }
      }
      default -> throw invalid(fullMethodName, rule, "it has no pattern: set one of get, put, post, delete, patch"
          + " or custom");
    }
    PathTemplate template;
    try {
      template = PathTemplate.parse(path);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("The HTTP rule " + method + " \"" + path + "\" of " + fullMethodName
          + " is invalid: " + e.getMessage(), e);
    }
    return new BindingRule(fullMethodName, method, template, rule.getBody(), rule.getResponseBody());
  }

  private static void checkSelector(String fullMethodName, HttpRule rule) {
    String selector = rule.getSelector();
    if (!selector.isEmpty() && !MethodNames.canonical(selector).equals(fullMethodName)) {
      throw invalid(fullMethodName, rule, "its selector names " + selector);
    }
  }

  private static IllegalStateException invalid(String fullMethodName, HttpRule rule, String problem) {
    return new IllegalStateException("An HTTP rule of " + fullMethodName + " is invalid: " + problem + " (rule: "
        + com.google.protobuf.TextFormat.shortDebugString(rule) + ")");
  }
}
