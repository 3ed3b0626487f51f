package dev.protojson.spring.internal;

import com.google.protobuf.Message;
import org.springframework.core.ResolvableType;
import org.springframework.http.MediaType;

/**
 * Where Spring's generic machinery would mishandle a protobuf message, protojson refuses it: what is refused, and what
 * the refusal says.
 *
 * <ul>
 *   <li>A message taken from request parameters ({@code @ModelAttribute}, or a message parameter without annotation,
 *       which Spring treats the same): data binding would make one with the message's private constructor and find
 *       no setters, so the handler would get an empty message whatever the query string said. Refused as a 500
 *       naming the parameter and what to do instead.
 *   <li>A value whose declared type holds messages, asked of a Jackson converter or codec of a format other than JSON
 *       (YAML, CBOR, Smile, XML): its mapper knows nothing of protobuf and would write each message as a Java bean
 *       until it failed half-way. Refused there, such a value is a 406, or JSON when the client takes that too.
 * </ul>
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class MessageRefusal {

  /**
   * The one media type a Jackson converter or codec of another format declares for messages: JSON, which it does
   * not handle, so it takes a message in no type, and content negotiation sees only JSON, which protojson handles.
   * Declaring none at all would make it fall back to declaring all of its own: negotiation would pick, say, YAML for
   * a client that accepts JSON too, then find nothing that writes it, and a 406 would list YAML as acceptable.
   */
  public static final MediaType DECLARED_FOR_MESSAGES = MediaType.APPLICATION_JSON;

  private MessageRefusal() {}

  /** Whether data binding would leave a value of {@code type} empty: a message or a builder of one. */
  public static boolean isMessage(Class<?> type) {
    return Message.class.isAssignableFrom(type) || Message.Builder.class.isAssignableFrom(type);
  }

  /** Whether values of {@code type} can hold messages, which a converter of another format refuses. */
  public static boolean holdsMessages(ResolvableType type) {
    return MessageHoldingTypes.holdMessages(type);
  }

  /** The error for a message of {@code type} taken from request parameters, {@code which} naming the parameter. */
  public static IllegalStateException boundFromRequestParameters(Class<?> type, String which) {
    return new IllegalStateException("Cannot bind protobuf message " + type.getName() + " (" + which + ") from"
        + " request parameters: a message has no setters, so it would be empty. Take it as the @RequestBody, or"
        + " take the parameters one by one with @RequestParam");
  }
}
