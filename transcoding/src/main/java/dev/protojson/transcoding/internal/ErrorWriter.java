package dev.protojson.transcoding.internal;

import com.google.protobuf.Any;
import com.google.protobuf.Message;
import com.google.rpc.BadRequest;
import com.google.rpc.DebugInfo;
import com.google.rpc.ErrorInfo;
import com.google.rpc.Help;
import com.google.rpc.LocalizedMessage;
import com.google.rpc.PreconditionFailure;
import com.google.rpc.QuotaFailure;
import com.google.rpc.RequestInfo;
import com.google.rpc.ResourceInfo;
import com.google.rpc.RetryInfo;
import com.google.rpc.Status;
import dev.protojson.MessageMarshaller;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import tools.jackson.core.JsonGenerator;

/**
 * Writes a {@code google.rpc.Status} as the proto3 JSON body of an HTTP error: {@code {"code": 5, "message": "…",
 * "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", …}]}}.
 *
 * <p>The application's marshaller writes it when it knows every type involved, so that all its options apply.
 * Otherwise each detail is written by the first that can: the application's marshaller (the application's own
 * detail types), then one that knows the {@code google.rpc} error details ({@code ErrorInfo}, {@code BadRequest},
 * {@code RetryInfo} and the others of {@code google/rpc/error_details.proto}), with the application's choice of
 * field names and enum form. A detail whose type neither knows is still written, never dropped:
 * {@code {"@type": "<its type URL>", "value": "<its bytes in base64>"}}, the two fields of the {@code Any} itself.
 */
public final class ErrorWriter {

  /** What the marshaller of the error details registers: the status and the google.rpc error details. */
  private static final List<Message> TYPES = List.of(Status.getDefaultInstance(), ErrorInfo.getDefaultInstance(),
      RetryInfo.getDefaultInstance(), DebugInfo.getDefaultInstance(), QuotaFailure.getDefaultInstance(),
      PreconditionFailure.getDefaultInstance(), BadRequest.getDefaultInstance(), RequestInfo.getDefaultInstance(),
      ResourceInfo.getDefaultInstance(), Help.getDefaultInstance(), LocalizedMessage.getDefaultInstance());

  private final MessageMarshaller application;
  /** Made on the first error the application's marshaller cannot write alone: most applications never need it. */
  private volatile MessageMarshaller errorDetails;

  public ErrorWriter(MessageMarshaller application) {
    this.application = application;
  }

  private MessageMarshaller errorDetails() {
    MessageMarshaller made = errorDetails;
    if (made == null) {
      synchronized (this) {
        made = errorDetails;
        if (made == null) {
          MessageMarshaller.Builder builder = MessageMarshaller.builder();
          TYPES.forEach(builder::register);
          if (application.isPreservingProtoFieldNames()) {
            builder.preservingProtoFieldNames();
          }
          if (application.isPrintingEnumsAsInts()) {
            builder.printingEnumsAsInts();
          }
          made = builder.build();
          errorDetails = made;
        }
      }
    }
    return made;
  }

  /**
   * The types the writer's own marshaller registers, with no option that shapes generated code: what a build step
   * generates code for ahead of time, so that building a writer defines no class.
   */
  public static List<Message> types() {
    return TYPES;
  }

  /** The JSON of {@code status}. */
  public byte[] write(Status status) {
    try {
      return application.writeValueAsBytes(status);
    } catch (IllegalArgumentException e) {
      // a type the application did not register: the status, or one of its details
      return writeEachDetail(status);
    }
  }

  /** The JSON of {@code status} on one line, as an element of a stream. */
  public byte[] writeLine(Status status) {
    return OneLine.of(write(status));
  }

  private byte[] writeEachDetail(Status status) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator generator = application.createGenerator(out)) {
      generator.writeStartObject();
      generator.writeName("code");
      generator.writeNumber(status.getCode());
      if (!status.getMessage().isEmpty()) {
        generator.writeName("message");
        generator.writeString(status.getMessage());
      }
      if (status.getDetailsCount() > 0) {
        generator.writeName("details");
        generator.writeStartArray();
        for (Any detail : status.getDetailsList()) {
          generator.writeRawValue(new String(detail(detail), StandardCharsets.UTF_8));
        }
        generator.writeEndArray();
      }
      generator.writeEndObject();
    }
    return out.toByteArray();
  }

  private byte[] detail(Any detail) {
    try {
      return application.writeValueAsBytes(detail);
    } catch (IllegalArgumentException notTheApplications) {
      try {
        return errorDetails().writeValueAsBytes(detail);
      } catch (IllegalArgumentException unknown) {
        return raw(detail);
      }
    }
  }

  private byte[] raw(Any detail) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator generator = errorDetails().createCompactGenerator(out)) {
      generator.writeStartObject();
      generator.writeName("@type");
      generator.writeString(detail.getTypeUrl());
      generator.writeName("value");
      generator.writeString(Base64.getEncoder().encodeToString(detail.getValue().toByteArray()));
      generator.writeEndObject();
    }
    return out.toByteArray();
  }
}
