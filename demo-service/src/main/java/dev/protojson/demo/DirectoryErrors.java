package dev.protojson.demo;

import com.google.protobuf.Any;
import com.google.protobuf.Message;
import com.google.rpc.BadRequest;
import com.google.rpc.Code;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;

/** The errors of the Directory service: gRPC statuses with a {@code google.rpc} detail that a REST client gets too. */
final class DirectoryErrors {

  private DirectoryErrors() {}

  /** INVALID_ARGUMENT, with a {@code BadRequest} naming the field. */
  static StatusRuntimeException badRequest(String field, String description) {
    return error(Code.INVALID_ARGUMENT, "Invalid " + field + ": " + description, BadRequest.newBuilder()
        .addFieldViolations(BadRequest.FieldViolation.newBuilder().setField(field).setDescription(description))
        .build());
  }

  static StatusRuntimeException error(Code code, String message, Message detail) {
    return StatusProto.toStatusRuntimeException(com.google.rpc.Status.newBuilder()
        .setCode(code.getNumber())
        .setMessage(message)
        .addDetails(Any.pack(detail))
        .build());
  }
}
