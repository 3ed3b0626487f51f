package dev.protojson.transcoding;

import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.internal.BindingRule;
import dev.protojson.transcoding.internal.RequestBinder;
import dev.protojson.transcoding.internal.ResponseWriter;
import io.grpc.Attributes;
import io.grpc.ServerMethodDefinition;
import java.io.IOException;

/**
 * One HTTP binding of a gRPC method: a {@code google.api.http} rule, one of its {@code additional_bindings}, or a
 * rule from {@link TranscodingRules}. It knows how to build the request message from an HTTP request
 * ({@link RouteMatch.Found#bindRequest}) and how to write the response, and which method definition a call goes to.
 */
public final class Route {

  private final BindingRule rule;
  private final ServerMethodDefinition<?, ?> serverMethod;
  private final Message requestPrototype;
  private final RequestBinder binder;
  private final ResponseWriter writer;
  private final Attributes callAttributes;

  Route(BindingRule rule, ServerMethodDefinition<?, ?> serverMethod, Message requestPrototype, RequestBinder binder,
      ResponseWriter writer) {
    this.rule = rule;
    this.serverMethod = serverMethod;
    this.requestPrototype = requestPrototype;
    this.binder = binder;
    this.writer = writer;
    this.callAttributes = Attributes.newBuilder().set(Transcoder.ROUTE, this).build();
  }

  /** The attributes of each of this route's calls, made once: calls are many. */
  Attributes callAttributes() {
    return callAttributes;
  }

  /** The gRPC method, {@code package.Service/Method}. */
  public String fullMethodName() {
    return rule.fullMethodName();
  }

  /** {@code GET}, {@code PUT}, {@code POST}, {@code DELETE}, {@code PATCH}, a custom kind, or {@code *} for any. */
  public String httpMethod() {
    return rule.httpMethod();
  }

  /** The path template. */
  public PathTemplate template() {
    return rule.template();
  }

  /** The rule's {@code body}: empty for none, {@code *} for the whole request, or a top-level field name. */
  public String body() {
    return rule.body();
  }

  /** The rule's {@code response_body}: empty for the whole response, or a top-level field name. */
  public String responseBody() {
    return rule.responseBody();
  }

  /** The default instance of the request message type. */
  public Message requestPrototype() {
    return requestPrototype;
  }

  /** The method definition calls go to, with the interceptors of the service definition it came from. */
  public ServerMethodDefinition<?, ?> serverMethod() {
    return serverMethod;
  }

  /**
   * The {@code Content-Type} of the response body for {@code response}: {@code application/json}, or the content
   * type of a {@code google.api.HttpBody} response.
   */
  public String responseContentType(Message response) {
    return writer.contentType(response);
  }

  /**
   * Writes the response body for {@code response}: the message, or its {@code response_body} field, as proto3 JSON
   * by the application's {@link MessageMarshaller}; the bytes of a {@code google.api.HttpBody}.
   *
   * @throws IOException if {@code out} fails
   */
  public void writeResponse(Message response, MessageMarshaller.SizedOutput out) throws IOException {
    writer.write(response, out);
  }

  /** The response body for {@code response} as {@link #writeResponse} writes it. */
  public byte[] responseBytes(Message response) {
    return writer.toBytes(response);
  }

  /** The kind of gRPC method: unary, or which side streams. */
  public io.grpc.MethodDescriptor.MethodType methodType() {
    return serverMethod.getMethodDescriptor().getType();
  }

  /** Whether the method answers a stream of messages, written with {@link Transcoder#responseStream}. */
  public boolean streamsResponses() {
    return !methodType().serverSendsOneMessage();
  }

  /** Whether the method takes a stream of requests, read with {@link RouteMatch.Found#readRequests}. */
  public boolean streamsRequests() {
    return !methodType().clientSendsOneMessage();
  }

  ResponseWriter writer() {
    return writer;
  }

  RequestBinder binder() {
    return binder;
  }

  /** {@code GET /v1/{name=shelves/*} of library.Library/GetShelf}. */
  @Override
  public String toString() {
    return rule.describe() + " of " + rule.fullMethodName();
  }
}
