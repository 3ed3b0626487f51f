package dev.protojson.spring.internal;

import com.google.protobuf.Message;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.DefaultInstances;

/**
 * How a body that is not valid proto3 JSON for its message type is described, in one place for Spring MVC's
 * converter, the WebFlux decoder and the answer to a message inside another type:
 * {@code Invalid proto3 JSON for shop.Order: <problem> at line L, column C}. It is the message of the exception
 * raised and the {@code detail} of the 400 answered.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class ParseErrorDetail {

  private ParseErrorDetail() {}

  /** The description of {@code error}, found reading a message of generated class {@code type}. */
  public static String of(Class<? extends Message> type, ProtoJsonParseException error) {
    return of(DefaultInstances.of(type).getDescriptorForType().getFullName(), error);
  }

  /** The description of {@code error}, found reading a message of the type of full name {@code typeName}. */
  public static String of(String typeName, ProtoJsonParseException error) {
    return "Invalid proto3 JSON for " + typeName + ": " + error.getMessage();
  }
}
