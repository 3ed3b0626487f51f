package dev.protojson.spring.internal;

import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageNotReadableException;

/**
 * A request or response body of binary protobuf that protobuf cannot parse. Its message says what protobuf found
 * (a message cut short, a string that is not UTF-8), which Spring's own answer, "Failed to read request", hides.
 */
final class BinaryProtobufNotReadableException extends HttpMessageNotReadableException {

  private static final long serialVersionUID = 1L;

  BinaryProtobufNotReadableException(String message, Throwable cause, HttpInputMessage inputMessage) {
    super(message, cause, inputMessage);
  }
}
