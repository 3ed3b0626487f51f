package dev.protojson.spring.validation;

import com.google.protobuf.Any;
import com.google.protobuf.Message;
import com.google.rpc.BadRequest;
import com.google.rpc.Code;
import java.util.List;

/**
 * The {@code google.rpc.Status} of a gRPC request message that breaks protovalidate rules: {@code INVALID_ARGUMENT},
 * a message that counts the broken rules and names the message type, and a {@code google.rpc.BadRequest} with one
 * field violation per broken rule. Each names the field as the JSON does ({@code address.houseNumber}), says what
 * protovalidate says, and carries the rule's id ({@code int32.gt}, or a CEL rule's own id) as its {@code reason}.
 */
final class RefusedRequest {

  private RefusedRequest() {}

  /**
   * @param message the request message refused
   * @param violations every rule it breaks, at least one
   * @param index the message's place in a request stream, counted from 0; -1 for the one request of a call
   */
  static com.google.rpc.Status status(Message message, List<FieldViolation> violations, long index) {
    BadRequest.Builder badRequest = BadRequest.newBuilder();
    for (FieldViolation violation : violations) {
      badRequest.addFieldViolationsBuilder().setField(violation.field()).setDescription(violation.message())
          .setReason(violation.rule());
    }
    int count = violations.size();
    String which = index < 0 ? "The request" : "The request at index " + index + " of the stream";
    return com.google.rpc.Status.newBuilder().setCode(Code.INVALID_ARGUMENT_VALUE)
        .setMessage(which + " breaks " + count + " validation rule" + (count == 1 ? "" : "s") + " of "
            + message.getDescriptorForType().getFullName())
        .addDetails(Any.pack(badRequest.build()))
        .build();
  }
}
