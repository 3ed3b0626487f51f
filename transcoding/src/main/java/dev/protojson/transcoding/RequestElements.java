package dev.protojson.transcoding;

import com.google.protobuf.Message;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.transcoding.internal.RequestBinder;

/**
 * The request messages of a client stream whose body a non-blocking reader has already cut into the bytes of its
 * JSON values (the elements of an array, or the lines of NDJSON): each value becomes one request message, with the
 * path variables and query parameters bound into it. The blocking counterpart, which reads the body itself, is
 * {@link RequestStream}.
 */
public final class RequestElements {

  private final RequestBinder.StreamElements elements;

  RequestElements(RequestBinder.StreamElements elements) {
    this.elements = elements;
  }

  /**
   * The request message of one value.
   *
   * @param json the value's UTF-8 bytes, exactly one JSON value
   * @param index its place in the stream, from 0
   * @param line the 1-based line of the body where it begins
   * @param column the 1-based column of the body where it begins
   * @throws InvalidRequestException if it is not proto3 JSON of a request; the path starts with {@code [index]}, and
   *     the line and column are the body's
   */
  public Message read(byte[] json, long index, long line, long column) {
    try {
      // the marshaller's byte-level reader, with no stream to wrap the bytes in
      return elements.read(json);
    } catch (ProtoJsonParseException e) {
      ProtoJsonParseException inBody = e.getLine() > 0
          ? e.atLocation(line + e.getLine() - 1, e.getLine() == 1 ? column + e.getColumn() - 1 : e.getColumn())
          : e;
      throw RequestStream.atIndex(inBody, index);
    } catch (InvalidRequestException e) {
      throw RequestStream.atIndex(e, index);
    }
  }
}
