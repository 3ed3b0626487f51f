package dev.protojson.transcoding;

import com.google.protobuf.Descriptors;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.internal.BindingRule;
import dev.protojson.transcoding.internal.CallSink;
import dev.protojson.transcoding.internal.DirectCall;
import dev.protojson.transcoding.internal.ErrorWriter;
import dev.protojson.transcoding.internal.RequestBinder;
import dev.protojson.transcoding.internal.ResponseWriter;
import dev.protojson.transcoding.internal.RouteTrie;
import dev.protojson.transcoding.internal.RuleReader;
import dev.protojson.transcoding.internal.StreamingMethods;
import io.grpc.Attributes;
import io.grpc.Deadline;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.protobuf.ProtoServiceDescriptorSupplier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * Serves gRPC services as HTTP/JSON by their {@code google.api.http} rules, without Spring and without a network
 * hop: the route table, request binding, in-process dispatch and error bodies, for an HTTP adapter to drive.
 *
 * <pre>{@code
 * Transcoder transcoder = Transcoder.builder(marshaller).services(definitions).build();
 * RouteMatch match = transcoder.match(request.method(), request.rawPath());
 * if (match instanceof RouteMatch.Found found) {
 *   Message message = found.bindRequest(request.rawQuery(), request.body(), request.contentType());
 *   CallResult result = transcoder.call(found.route(), message, HeaderMapping.toMetadata(request.headers()),
 *       HeaderMapping.deadline(request.header("grpc-timeout"))).join();
 *   if (result.status().isOk()) {
 *     respond(200, found.route().responseContentType(result.message()), found.route().responseBytes(result.message()));
 *   } else {
 *     respond(StatusMapping.httpStatus(result.status().getCode()), "application/json",
 *         transcoder.errorBody(result.toStatusProto()));
 *   }
 * }
 * }</pre>
 *
 * <p>Built once from the {@link ServerServiceDefinition}s a gRPC server runs (with their interceptors), it is
 * immutable and safe to share between threads. Building it fails, naming the method and the rule, when a rule is
 * malformed, names fields that do not exist or cannot be bound, belongs to a streaming method, or when two rules can
 * match the same request (see {@link #match}).
 */
public final class Transcoder {

  /**
   * The attribute ({@code ServerCall.getAttributes()}) every transcoded call carries: its route. A server
   * interceptor tells a call that came as HTTP/JSON from a native gRPC call by it.
   */
  public static final Attributes.Key<Route> ROUTE = Attributes.Key.create("dev.protojson.transcoding.route");

  private final RouteTrie<Route> routes;
  private final List<Route> routeList;
  private final ErrorWriter errors;
  private final ScheduledExecutorService scheduler;

  private Transcoder(RouteTrie<Route> routes, List<Route> routeList, ErrorWriter errors,
      ScheduledExecutorService scheduler) {
    this.routes = routes;
    this.routeList = routeList;
    this.errors = errors;
    this.scheduler = scheduler;
  }

  /**
   * Starts a transcoder that reads and writes JSON with {@code marshaller}, the application's. It must know the
   * request and response types of the transcoded methods: register {@link #messageTypes} with it, or build it
   * {@code registeringTypesOnDemand()}.
   */
  public static Builder builder(MessageMarshaller marshaller) {
    return new Builder(marshaller);
  }

  /**
   * The message types to register with the application's marshaller for {@code services}: the request and response
   * types of every method whose marshallers carry protobuf prototypes, and {@code google.rpc.Status}, with which the
   * marshaller resolves the application's own error-detail types inside {@code Any} (the {@code google.rpc} ones
   * resolve without it).
   */
  public static List<Message> messageTypes(Iterable<ServerServiceDefinition> services) {
    List<io.grpc.ServiceDescriptor> descriptors = new java.util.ArrayList<>();
    services.forEach(service -> descriptors.add(service.getServiceDescriptor()));
    return messageTypesOf(descriptors);
  }

  /**
   * The same as {@link #messageTypes}, from the services' descriptors, which grpc-java's generated
   * {@code getServiceDescriptor()} gives without an instance of the service.
   */
  public static List<Message> messageTypesOf(Iterable<io.grpc.ServiceDescriptor> services) {
    Set<Message> types = new java.util.LinkedHashSet<>();
    for (io.grpc.ServiceDescriptor service : services) {
      for (MethodDescriptor<?, ?> method : service.getMethods()) {
        addPrototype(types, method.getRequestMarshaller());
        addPrototype(types, method.getResponseMarshaller());
      }
    }
    types.add(com.google.rpc.Status.getDefaultInstance());
    return List.copyOf(types);
  }

  /**
   * The message types a transcoder writes with a marshaller of its own, made when it is built: {@code
   * google.rpc.Status} and the {@code google.rpc} error details ({@code ErrorInfo}, {@code BadRequest}, ...), which
   * error bodies carry whether or not the application registered them. A build step that generates protojson's code
   * ahead of time ({@link dev.protojson.GeneratedCode}) generates theirs too, with the default options, so that
   * neither building a transcoder nor an error body defines a class at run time.
   */
  public static List<Message> errorMessageTypes() {
    return ErrorWriter.types();
  }

  private static void addPrototype(Set<Message> types, MethodDescriptor.Marshaller<?> marshaller) {
    if (marshaller instanceof MethodDescriptor.PrototypeMarshaller<?> prototypes
        && prototypes.getMessagePrototype() instanceof Message message) {
      types.add(message.getDefaultInstanceForType());
    }
  }

  /**
   * The route for an HTTP request.
   *
   * <p>The path is matched segment by segment against a trie of the templates: literal segments (compared
   * percent-decoded), then {@code *} and single-segment variables (a non-empty segment), then {@code **}, which takes
   * the rest of the path. When the last segment holds a {@code ':'} and some rule has the custom verb after it,
   * rules with that verb are tried first on the path without it, then rules without a verb on the whole path (so a
   * variable's value may contain {@code ':'}). No two rules of the same verb can match the same request, which
   * building checked, so the order only makes matching fast; it never picks between rules. A rule whose
   * {@code custom} kind is {@code *} matches every method.
   *
   * @param httpMethod the request's method, as sent ({@code GET})
   * @param rawPath the request's path as sent, still percent-encoded, without the query, and without any context
   *     path the server adds in front
   */
  public RouteMatch match(String httpMethod, String rawPath) {
    RouteTrie.Result<Route> result = routes.match(httpMethod, rawPath);
    if (result.entry() != null) {
      return new RouteMatch.Found(result.entry().target(), result.values());
    }
    return result.allowedMethods().isEmpty() ? new RouteMatch.NotFound()
        : new RouteMatch.MethodNotAllowed(result.allowedMethods());
  }

  /** Every route, in the order of the services, their methods, and each method's rules. */
  public List<Route> routes() {
    return routeList;
  }

  /**
   * Calls the route's method in process with {@code request}: its handler runs, with every interceptor of its
   * service definition, on this thread until it answers or hands the call to another thread. Cancelling the
   * returned future cancels the call ({@code CANCELLED}), as a client that went away does.
   *
   * @param request a message of the route's request type ({@link Route#requestPrototype()})
   * @param headers the call's metadata, as {@link HeaderMapping#toMetadata} makes it
   * @param deadline when the call fails with {@code DEADLINE_EXCEEDED}, or null for never
   * @throws IllegalArgumentException if {@code request} is of another type, or the method streams (see
   *     {@link #startCall})
   */
  public CompletableFuture<CallResult> call(Route route, Message request, Metadata headers, Deadline deadline) {
    Objects.requireNonNull(request, "request");
    Objects.requireNonNull(headers, "headers");
    if (route.streamsRequests() || route.streamsResponses()) {
      throw new IllegalArgumentException(route.fullMethodName() + " is a "
          + StreamingMethods.describe(route.methodType()) + " method: start its calls with startCall");
    }
    if (request.getClass() != route.requestPrototype().getClass()) {
      throw new IllegalArgumentException(route.fullMethodName() + " takes "
          + route.requestPrototype().getDescriptorForType().getFullName() + ", not "
          + request.getDescriptorForType().getFullName());
    }
    return start(route, route.serverMethod(), request, headers, deadline);
  }

  private <ReqT, RespT> CompletableFuture<CallResult> start(Route route, ServerMethodDefinition<ReqT, RespT> method,
      Message request, Metadata headers, Deadline deadline) {
    CompletableFuture<CallResult> result = new CompletableFuture<>();
    @SuppressWarnings("unchecked")
    ReqT typed = (ReqT) request;
    DirectCall<ReqT, RespT> call = DirectCall.start(method, headers, deadline, scheduler, route.callAttributes(),
        authority(headers), new ListenerSink<>(CallResult.collector(result::complete)));
    result.whenComplete((done, failure) -> {
      if (result.isCancelled()) {
        call.cancel(Status.CANCELLED.withDescription("The HTTP request was cancelled"));
      }
    });
    call.sendRequest(typed);
    call.halfClose();
    return result;
  }

  /**
   * Starts a call of {@code route}'s method that {@code listener} hears the answers of as they come, for streaming
   * methods: hand it the request messages with {@link TranscodedCall#send} and {@link TranscodedCall#halfClose()}.
   * The service's handler (and every interceptor) starts on this thread.
   *
   * @param headers the call's metadata, as {@link HeaderMapping#toMetadata} makes it
   * @param deadline when the call fails with {@code DEADLINE_EXCEEDED}, or null for never
   */
  public TranscodedCall startCall(Route route, Metadata headers, Deadline deadline, CallListener listener) {
    Objects.requireNonNull(headers, "headers");
    Objects.requireNonNull(listener, "listener");
    @SuppressWarnings("unchecked")
    ServerMethodDefinition<Object, Object> method = (ServerMethodDefinition<Object, Object>) route.serverMethod();
    DirectCall<Object, Object> call = DirectCall.start(method, headers, deadline, scheduler, route.callAttributes(),
        authority(headers), new ListenerSink<>(listener));
    return new TranscodedCall(call, route.requestPrototype());
  }

  /**
   * A writer of {@code route}'s response stream to {@code out} in {@code format}; see {@link ResponseStream}. Create
   * it when the first message comes: a call that fails before then is answered as an HTTP error instead.
   */
  public ResponseStream responseStream(Route route, StreamFormat format, java.io.OutputStream out) {
    return new ResponseStream(Objects.requireNonNull(format, "format"), route.writer(), errors,
        Objects.requireNonNull(out, "out"));
  }

  private static String authority(Metadata headers) {
    return headers.get(Metadata.Key.of("host", Metadata.ASCII_STRING_MARSHALLER));
  }

  /**
   * The JSON body of an HTTP error: {@code status} as proto3 JSON, written by the application's marshaller where it
   * can. The {@code google.rpc} error details ({@code ErrorInfo}, {@code BadRequest}, ...) are written without the
   * application registering them; a detail of a type nobody registered is written as
   * {@code {"@type": "<type URL>", "value": "<its bytes in base64>"}}, never left out.
   */
  public byte[] errorBody(com.google.rpc.Status status) {
    return errors.write(status);
  }

  /** Hands what a started call answers to the application's listener. */
  private static final class ListenerSink<RespT> implements CallSink<RespT> {

    private final CallListener listener;

    ListenerSink(CallListener listener) {
      this.listener = listener;
    }

    @Override
    public void onHeaders(Metadata headers) {
      listener.onHeaders(headers);
    }

    @Override
    public void onMessage(RespT message) {
      listener.onMessage((Message) message);
    }

    @Override
    public void onClose(Status status, Metadata trailers) {
      listener.onClose(status, trailers);
    }

    @Override
    public boolean isReady() {
      return listener.isReady();
    }
  }

  /** Configures and builds a {@link Transcoder}. */
  public static final class Builder {

    private final MessageMarshaller marshaller;
    private final List<ServerServiceDefinition> services = new ArrayList<>();
    private TranscodingRules rules = new TranscodingRules();
    private boolean ignoreUnknownQueryParameters;
    private ScheduledExecutorService scheduler;
    private Set<MethodDescriptor.MethodType> streaming = Set.of();
    private String streamingRefusal = "transcoding streaming methods is not supported yet";

    private Builder(MessageMarshaller marshaller) {
      this.marshaller = Objects.requireNonNull(marshaller, "marshaller");
    }

    /** Adds a service to transcode, as a gRPC server runs it: with its interceptors applied. */
    public Builder service(ServerServiceDefinition service) {
      services.add(Objects.requireNonNull(service, "service"));
      return this;
    }

    /** Adds services to transcode. */
    public Builder services(Iterable<ServerServiceDefinition> services) {
      services.forEach(this::service);
      return this;
    }

    /** Rules from configuration, beside or instead of the {@code .proto} files' rules. */
    public Builder rules(TranscodingRules rules) {
      this.rules = Objects.requireNonNull(rules, "rules");
      return this;
    }

    /**
     * Skips query parameters that name no field the query can set (unknown names, fields the path or the body
     * binds), for clients that add their own, such as cache busters. They are refused with
     * {@code INVALID_ARGUMENT} by default.
     */
    public Builder ignoringUnknownQueryParameters() {
      this.ignoreUnknownQueryParameters = true;
      return this;
    }

    /**
     * Serves streaming methods of {@code kinds} too, for an HTTP adapter that can write response streams
     * ({@link #responseStream}) or read request streams ({@link RouteMatch.Found#readRequests}). A method of another
     * streaming kind with a rule stops the build, with {@code refusal} as the reason.
     *
     * @param refusal why the other kinds are not served, in words for the message
     */
    public Builder streaming(Set<MethodDescriptor.MethodType> kinds, String refusal) {
      this.streaming = Set.copyOf(kinds);
      this.streamingRefusal = Objects.requireNonNull(refusal, "refusal");
      return this;
    }

    /** Runs call deadlines; by default one shared daemon thread of this module's. */
    public Builder deadlineScheduler(ScheduledExecutorService scheduler) {
      this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
      return this;
    }

    /**
     * The transcoder.
     *
     * @throws IllegalStateException if a rule is malformed or cannot bind its messages, belongs to a streaming
     *     method, names a method no service has, or can match the same requests as another rule; the message
     *     names the methods and rules
     */
    public Transcoder build() {
      RouteTrie.Builder<Route> trie = RouteTrie.builder();
      List<Route> routeList = new ArrayList<>();
      Map<String, TranscodingRules.MethodRules> configured = rules.byMethod();
      Set<String> seen = new HashSet<>();
      for (ServerServiceDefinition service : services) {
        Descriptors.ServiceDescriptor proto = protoDescriptor(service);
        for (MethodDescriptor<?, ?> declared : service.getServiceDescriptor().getMethods()) {
          ServerMethodDefinition<?, ?> method = service.getMethod(declared.getFullMethodName());
          MethodDescriptor<?, ?> descriptor = method.getMethodDescriptor();
          String name = descriptor.getFullMethodName();
          seen.add(name);
          TranscodingRules.MethodRules config = configured.get(name);
          List<BindingRule> bindings = RuleReader.bindings(name, protoMethod(proto, descriptor),
              config != null && config.replacesProto, config == null ? List.of() : config.rules,
              rules.isAutoMapping() && (config == null || !config.removed), descriptor.getType(), streaming,
              streamingRefusal);
          for (BindingRule binding : bindings) {
            Route route = route(binding, method);
            trie.add(binding.httpMethod(), binding.template(), route, name);
            routeList.add(route);
          }
        }
      }
      for (String name : configured.keySet()) {
        if (!seen.contains(name)) {
          throw new IllegalStateException("HTTP rules were configured for " + name
              + ", a method none of the transcoded services has");
        }
      }
      return new Transcoder(trie.build(), List.copyOf(routeList), new ErrorWriter(marshaller),
          scheduler != null ? scheduler : DefaultScheduler.INSTANCE);
    }

    private Route route(BindingRule binding, ServerMethodDefinition<?, ?> method) {
      MethodDescriptor<?, ?> descriptor = method.getMethodDescriptor();
      Message request = prototype(descriptor.getRequestMarshaller(), descriptor, "request");
      Message response = prototype(descriptor.getResponseMarshaller(), descriptor, "response");
      RequestBinder binder = RequestBinder.of(binding, request, marshaller, ignoreUnknownQueryParameters);
      if (!descriptor.getType().clientSendsOneMessage() && !binder.readsStreams()) {
        throw new IllegalStateException("The HTTP rule " + binding.describe() + " of "
            + descriptor.getFullMethodName() + ", a " + StreamingMethods.describe(descriptor.getType())
            + " method, cannot read its requests from the body: the requests of a client stream are the body, so its"
            + " rule needs body \"*\" or a singular message field");
      }
      ResponseWriter writer = ResponseWriter.of(binding, response.getDescriptorForType(), marshaller);
      return new Route(binding, method, request, binder, writer);
    }

    private static Message prototype(MethodDescriptor.Marshaller<?> marshaller, MethodDescriptor<?, ?> method,
        String which) {
      if (marshaller instanceof MethodDescriptor.PrototypeMarshaller<?> prototypes
          && prototypes.getMessagePrototype() instanceof Message message) {
        return message.getDefaultInstanceForType();
      }
      throw new IllegalStateException("The " + which + " marshaller of " + method.getFullMethodName()
          + " gives no protobuf message prototype, so its messages cannot be transcoded: it has an HTTP rule, but"
          + " its service definition does not carry the protobuf marshallers of generated code");
    }

    private static Descriptors.ServiceDescriptor protoDescriptor(ServerServiceDefinition service) {
      Object schema = service.getServiceDescriptor().getSchemaDescriptor();
      return schema instanceof ProtoServiceDescriptorSupplier supplier ? supplier.getServiceDescriptor() : null;
    }

    private static Descriptors.MethodDescriptor protoMethod(Descriptors.ServiceDescriptor service,
        MethodDescriptor<?, ?> method) {
      return service == null ? null : service.findMethodByName(method.getBareMethodName());
    }
  }

  /** The deadline thread used when none is given: created on first use, a daemon, shared by all transcoders. */
  private static final class DefaultScheduler {

    static final ScheduledExecutorService INSTANCE = create();

    private static ScheduledExecutorService create() {
      ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, task -> {
        Thread thread = new Thread(task, "protojson-transcoding-deadlines");
        thread.setDaemon(true);
        return thread;
      });
      executor.setRemoveOnCancelPolicy(true);
      return executor;
    }
  }
}
