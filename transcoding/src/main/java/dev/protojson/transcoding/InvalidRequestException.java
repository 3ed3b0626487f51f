package dev.protojson.transcoding;

import com.google.protobuf.Any;
import com.google.rpc.BadRequest;
import com.google.rpc.Code;

/**
 * Bad input in a transcoded HTTP request: a path variable, query parameter, header or body that does not fit the
 * request message. It names the field path ({@code page_size}, {@code book.author.born}) and, for a JSON body, the
 * line and column of the offending token. It becomes {@code INVALID_ARGUMENT} (HTTP 400) whose details hold a
 * {@code google.rpc.BadRequest} with one field violation ({@link #toStatus()}).
 */
public class InvalidRequestException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final String fieldPath;
  private final long line;
  private final long column;

  /**
   * @param description what is wrong, in words for whoever sent the request
   * @param fieldPath the path of the field in the request message, or the name of the parameter or header; empty for
   *     the whole body
   * @param line the 1-based line in the JSON body, or -1
   * @param column the 1-based column in the JSON body, or -1
   * @param cause the underlying exception, or null
   */
  public InvalidRequestException(String description, String fieldPath, long line, long column, Throwable cause) {
    super(description, cause);
    this.fieldPath = fieldPath == null ? "" : fieldPath;
    this.line = line;
    this.column = column;
  }

  /** An error with no place in a JSON body. */
  public InvalidRequestException(String description, String fieldPath) {
    this(description, fieldPath, -1, -1, null);
  }

  /** The field path, parameter or header the problem is in; empty for the body as a whole. */
  public String getFieldPath() {
    return fieldPath;
  }

  /** The 1-based line of the offending token in a JSON body, or -1. */
  public long getLine() {
    return line;
  }

  /** The 1-based column of the offending token in a JSON body, or -1. */
  public long getColumn() {
    return column;
  }

  /**
   * The error as a {@code google.rpc.Status}: {@code INVALID_ARGUMENT}, this exception's message, and a
   * {@code google.rpc.BadRequest} with one field violation naming {@link #getFieldPath()}.
   */
  public com.google.rpc.Status toStatus() {
    BadRequest badRequest = BadRequest.newBuilder()
        .addFieldViolations(BadRequest.FieldViolation.newBuilder()
            .setField(fieldPath)
            .setDescription(getMessage()))
        .build();
    return com.google.rpc.Status.newBuilder()
        .setCode(Code.INVALID_ARGUMENT_VALUE)
        .setMessage(getMessage())
        .addDetails(Any.pack(badRequest))
        .build();
  }
}
