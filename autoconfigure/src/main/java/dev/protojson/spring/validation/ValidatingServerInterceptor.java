package dev.protojson.spring.validation;

import build.buf.protovalidate.Validator;
import build.buf.protovalidate.exceptions.ValidationException;
import com.google.protobuf.Message;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import java.util.List;
import java.util.function.Predicate;
import org.springframework.core.Ordered;

/**
 * A gRPC server interceptor that checks every request message against protovalidate's rules before the service
 * sees it: the one request of a unary or server-streaming call, and each message of a client or bidirectional
 * stream. A message that breaks a rule ends the call with {@code INVALID_ARGUMENT}, whose {@code google.rpc.Status}
 * details hold a {@code google.rpc.BadRequest} listing every violation: the field's path in the JSON's names, what
 * protovalidate says, and the rule's id as the {@code reason}. The service hears that the call was cancelled.
 *
 * <p>The starter registers it as a global interceptor when {@code protojson.validation.grpc=true}. Transcoded calls
 * run through the same interceptors, so they are checked too. With {@code protojson.validation.mode=always} alone,
 * it checks transcoded calls only, which are request bodies like any other. It comes last of the ordered interceptors, right
 * before the service, so that authentication and observation see the call first.
 */
public final class ValidatingServerInterceptor implements ServerInterceptor, Ordered {

  private final Validator validator;

  private final ViolationPaths paths;

  private final Predicate<ServerCall<?, ?>> checked;

  /** @param checked which calls to check: all, or only transcoded ones */
  ValidatingServerInterceptor(Validator validator, ViolationPaths paths, Predicate<ServerCall<?, ?>> checked) {
    this.validator = validator;
    this.paths = paths;
    this.checked = checked;
  }

  @Override
  public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
      ServerCallHandler<ReqT, RespT> next) {
    if (!checked.test(call)) {
      return next.startCall(call, headers);
    }
    CheckedCall<ReqT, RespT> checked = new CheckedCall<>(call, this::violations);
    return checked.listener(next.startCall(checked, headers));
  }

  /**
   * Every rule {@code message} breaks, its paths in the JSON's field names.
   *
   * @throws IllegalStateException if protovalidate cannot compile or run the rules: the server's fault, which fails
   *     the call as an exception of the service does
   */
  List<FieldViolation> violations(Message message) {
    try {
      return paths.of(validator.validate(message), message.getDescriptorForType(), "");
    } catch (ValidationException e) {
      throw new IllegalStateException("Cannot check the validation rules of "
          + message.getDescriptorForType().getFullName() + ": " + e.getMessage(), e);
    }
  }

  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE;
  }
}
