package dev.protojson.spring.http;

import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.MessageMarshaller;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.ProtoJsonWriteException;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.internal.read.InputEncoding;
import dev.protojson.spring.internal.BodyMessageType;
import dev.protojson.spring.internal.JsonCharsets;
import dev.protojson.spring.internal.MessageMapBody;
import dev.protojson.spring.internal.ParseErrorDetail;
import dev.protojson.spring.internal.ProtoTypeParameters;
import dev.protojson.spring.internal.RequestSizeLimit;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PushbackInputStream;
import java.io.SequenceInputStream;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.HttpOutputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractSmartHttpMessageConverter;
import org.springframework.http.converter.HttpMessageConversionException;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.http.converter.HttpMessageNotWritableException;
import org.springframework.util.StreamUtils;
import org.springframework.util.unit.DataSize;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.TokenStreamLocation;

/**
 * Reads and writes protobuf messages as proto3 JSON through a {@link MessageMarshaller}: single messages, and
 * {@code List}s (or other {@code Collection}s) of one message type as JSON arrays, for {@code application/json}
 * and {@code application/*+json}. A request body declared as a {@code Map} of messages by string keys is read from
 * a JSON object whose values are messages. Needs nothing of Spring Boot:
 *
 * <pre>{@code
 * builder.addCustomConverter(new ProtoJsonHttpMessageConverter(marshaller));
 * }</pre>
 *
 * <p>Bodies are streamed: a message is written straight to the response body and read straight from the request
 * body. A JSON array is written and read with the marshaller's own generator and parser: it is indented as its
 * messages are (see {@link MessageMarshaller.Builder#prettyPrinting()}) and parsed as strictly. The charset of the
 * content type is honoured; JSON without one is UTF-8 (UTF-16 and UTF-32 are detected). Bytes that are not valid in
 * the charset are invalid input, never replaced. A response in a charset other than UTF-8 is rare: it is transcoded
 * from a buffer, with characters the charset cannot hold written as escapes.
 * Invalid input becomes a {@link ProtoJsonMessageNotReadableException} (a 400 in Spring MVC) naming the field path
 * and location. A request body over {@link #setMaxRequestSize(DataSize) the limit} becomes a
 * {@link RequestBodyTooLargeException} (a 413). Two failures are the server's and become a plain
 * {@link HttpMessageConversionException}, answered with a 500 and logged: a message type the marshaller does not
 * know (when it does not register types on demand), and a message holding a value proto3 JSON cannot represent,
 * such as a {@code Timestamp} out of range, named by its field path.
 *
 * <p>{@code DynamicMessage}s are written as generated messages are. A {@code DynamicMessage} request body (or a
 * {@code Message}, a builder of either, or a list, array or map of {@code DynamicMessage}s or {@code Message}s) is read
 * as the type that {@code @ProtoType} names on the handler's parameter, among the marshaller's registered
 * descriptors: {@code @RequestBody @ProtoType("shop.v1.Order") DynamicMessage order}.
 * Without the annotation, or with a name no registered descriptor has, it is a plain
 * {@link HttpMessageConversionException} naming the parameter, a 500.
 */
public class ProtoJsonHttpMessageConverter extends AbstractSmartHttpMessageConverter<Object> {

  /**
   * The largest message, by its binary size, written as one body with a {@code Content-Length}; larger ones are
   * streamed, so that their JSON (about twice the binary size) is never held in memory whole. Also the largest
   * request body, by its {@code Content-Length}, read whole into a byte array before it is parsed.
   */
  static final int WHOLE_BODY_LIMIT = 256 * 1024;

  /**
   * The most JSON held in memory for a response that is not written as one body above (a list, a larger message)
   * before it is streamed: a failure within it is still a 500; only a larger response can fail after part of it
   * has gone out, and then it ends cut off where it failed. A message whose binary form alone is larger is streamed
   * at once.
   */
  static final int BUFFERED_BODY_LIMIT = 1024 * 1024;

  private static final MediaType APPLICATION_ANY_JSON = new MediaType("application", "*+json");

  private final MessageMarshaller marshaller;

  private final String unregisteredTypeAdvice;

  private RequestSizeLimit requestSizeLimit = RequestSizeLimit.NONE;

  /** A converter that reads and writes through {@code marshaller}. */
  public ProtoJsonHttpMessageConverter(MessageMarshaller marshaller) {
    this(marshaller, null);
  }

  /**
   * For a subclass that knows how its application registers message types.
   *
   * @param marshaller the marshaller to read and write through
   * @param unregisteredTypeAdvice added to the error for a message type the marshaller does not know, saying how to
   *     register it; or null
   */
  protected ProtoJsonHttpMessageConverter(MessageMarshaller marshaller, String unregisteredTypeAdvice) {
    super(MediaType.APPLICATION_JSON, APPLICATION_ANY_JSON);
    this.marshaller = marshaller;
    // after the marshaller's own advice, which ends without a full stop
    this.unregisteredTypeAdvice = unregisteredTypeAdvice == null ? "" : ". " + unregisteredTypeAdvice;
  }

  /**
   * The largest body this converter reads; larger ones raise {@link RequestBodyTooLargeException} (a 413 in
   * Spring MVC) once one byte more has been read, or at once when the declared {@code Content-Length} is larger.
   * Negative (the default) for no limit. Meant for the request bodies of a server.
   */
  public void setMaxRequestSize(DataSize maxRequestSize) {
    this.requestSizeLimit = new RequestSizeLimit(maxRequestSize.toBytes(), null);
  }

  @Override
  public boolean canRead(ResolvableType type, MediaType mediaType) {
    return BodyMessageType.messageClass(type) != null && canRead(mediaType);
  }

  @Override
  public boolean canWrite(ResolvableType type, Class<?> valueClass, MediaType mediaType) {
    boolean supported = BodyMessageType.isMessageClass(valueClass)
        || (Collection.class.isAssignableFrom(valueClass) && BodyMessageType.elementClass(type) != null)
        || (valueClass.isArray() && BodyMessageType.isMessageClass(valueClass.getComponentType()));
    return supported && canWrite(mediaType);
  }

  @Override
  protected boolean supportsRepeatableWrites(Object value) {
    return true;
  }

  @Override
  public Object read(ResolvableType type, HttpInputMessage inputMessage, Map<String, Object> hints)
      throws IOException {
    Class<? extends Message> messageClass = BodyMessageType.messageClass(type);
    if (messageClass == null) {
      throw new HttpMessageNotReadableException("Not a protobuf message type: " + type, inputMessage);
    }
    BodyMessageType bodyType = bodyType(messageClass, type, hints);
    Charset charset = charset(inputMessage.getHeaders().getContentType());
    InputStream body = StreamUtils.nonClosing(requestSizeLimit.body(inputMessage));
    if (charset == null) {
      PushbackInputStream start = new PushbackInputStream(body, 4);
      charset = detectedCharset(start);
      body = start;
    }
    try {
      if (Message.class.isAssignableFrom(type.toClass())) {
        return readMessage(bodyType, body, charset, inputMessage);
      }
      if (Message.Builder.class.isAssignableFrom(type.toClass())) {
        // A builder parameter (@ProtoType("shop.v1.Order") DynamicMessage.Builder) gets one holding what was read.
        return readMessage(bodyType, body, charset, inputMessage).toBuilder();
      }
      if (BodyMessageType.valueType(type) != ResolvableType.NONE) {
        return readMap(bodyType, body, charset);
      }
      // An array, a list or a set of messages: one JSON array, read under the same limits.
      return BodyMessageType.shaped(type.toClass(), messageClass, readArray(bodyType, body, charset, inputMessage));
    }
    catch (ProtoJsonParseException ex) {
      throw notReadable(bodyType, ex, inputMessage);
    }
    catch (JacksonException ex) {
      throw notReadable(bodyType, ex, inputMessage);
    }
    catch (UnregisteredTypeException ex) {
      throw new HttpMessageConversionException("Cannot read " + bodyType.describe() + ": " + ex.getMessage()
          + unregisteredTypeAdvice, ex);
    }
  }

  /**
   * What the body is read as: a generated class, or a {@code DynamicMessage} of the type the handler parameter's
   * {@code @ProtoType} names. A {@code DynamicMessage} of no known type is the server's mistake, a 500.
   */
  private BodyMessageType bodyType(Class<? extends Message> messageClass, ResolvableType type,
      Map<String, Object> hints) {
    if (messageClass != DynamicMessage.class) {
      return BodyMessageType.of(messageClass);
    }
    MethodParameter parameter = ProtoTypeParameters.parameterOf(type, hints);
    try {
      return BodyMessageType.dynamic(ProtoTypeParameters.descriptor(marshaller,
          ProtoTypeParameters.typeName(parameter), ProtoTypeParameters.describe(parameter)));
    }
    catch (IllegalStateException ex) {
      throw new HttpMessageConversionException(ex.getMessage(), ex);
    }
  }

  private Message readMessage(BodyMessageType bodyType, InputStream body, Charset charset,
      HttpInputMessage inputMessage) throws IOException {
    if (charset == null) {
      long length = inputMessage.getHeaders().getContentLength();
      if (length >= 0 && length <= WHOLE_BODY_LIMIT) {
        // A body of known, modest size is read whole: a byte array is read by the marshaller's fastest reader.
        byte[] declared = body.readNBytes((int) length);
        int next = body.read();
        if (next < 0) {
          return bodyType.read(marshaller, declared);
        }
        // Longer than its Content-Length: a RequestBodyAdvice or filter that decoded it (gunzip) kept the
        // request's headers. The body is all of it.
        InputStream rest = new SequenceInputStream(new ByteArrayInputStream(new byte[] {(byte) next}), body);
        return bodyType.read(marshaller, new SequenceInputStream(new ByteArrayInputStream(declared), rest));
      }
      return bodyType.read(marshaller, body);
    }
    // The marshaller's own parser, as strict as when it reads bytes; closing it leaves the body open.
    try (JsonParser parser = marshaller.createParser(JsonCharsets.strictReader(body, charset))) {
      Message message = bodyType.read(marshaller, parser);
      requireEnd(parser, bodyType, inputMessage);
      return message;
    }
  }

  private List<Message> readArray(BodyMessageType bodyType, InputStream body, Charset charset,
      HttpInputMessage inputMessage) {
    List<Message> result = new ArrayList<>();
    // The array is parsed with the marshaller's settings too: its nesting counts against the recursion limit.
    try (JsonParser parser = charset == null ? marshaller.createParser(body)
        : marshaller.createParser(JsonCharsets.strictReader(body, charset))) {
      if (parser.nextToken() != JsonToken.START_ARRAY) {
        throw notReadable(bodyType, "Expected a JSON array of " + bodyType.simpleName() + " but found "
            + describe(parser.currentToken()), "", parser.currentTokenLocation(), null, inputMessage);
      }
      for (int index = 0; parser.nextToken() != JsonToken.END_ARRAY; index++) {
        String path = "[" + index + "]";
        if (parser.currentToken() == JsonToken.VALUE_NULL && !bodyType.readsNull()) {
          throw notReadable(bodyType, "null is not allowed as element " + path + " of a JSON array of "
              + bodyType.simpleName(), path, parser.currentTokenLocation(), null, inputMessage);
        }
        // Errors inside the element name it: the marshaller's field path starts at the parser's array index.
        result.add(bodyType.read(marshaller, parser));
      }
      requireEnd(parser, bodyType, inputMessage);
    }
    return result;
  }

  /** A map of messages by string keys: one JSON object, parsed with the marshaller's settings as an array is. */
  private Map<String, Message> readMap(BodyMessageType bodyType, InputStream body, Charset charset) {
    try (JsonParser parser = charset == null ? marshaller.createParser(body)
        : marshaller.createParser(JsonCharsets.strictReader(body, charset))) {
      return MessageMapBody.read(marshaller, bodyType, parser);
    }
  }

  private static void requireEnd(JsonParser parser, BodyMessageType bodyType, HttpInputMessage inputMessage) {
    JsonToken next = parser.nextToken();
    if (next != null) {
      throw notReadable(bodyType, "Unexpected " + describe(next) + " after the end of the JSON value", "",
          parser.currentTokenLocation(), null, inputMessage);
    }
  }

  @Override
  protected void writeInternal(Object value, ResolvableType type, HttpOutputMessage outputMessage,
      Map<String, Object> hints) throws IOException {
    if (!(value instanceof Message || value instanceof Collection || value instanceof Object[])) {
      throw new HttpMessageNotWritableException("Cannot write " + value.getClass().getName() + " as "
          + outputMessage.getHeaders().getContentType() + ": protojson's converter was chosen for the protobuf"
          + " message the handler returned, which was then replaced (by a ResponseBodyAdvice?) with this value, and"
          + " no converter after it writes it");
    }
    MediaType contentType = outputMessage.getHeaders().getContentType();
    Charset charset = charset(contentType);
    // The data of a server-sent event (SseEmitter, a Flux served as text/event-stream) is one line: an indented
    // message's second line would lack the "data:" that Spring writes before the first.
    boolean oneLine = contentType != null && MediaType.TEXT_EVENT_STREAM.isCompatibleWith(contentType);
    if (charset == null && !oneLine && value instanceof Message message
        && message.getSerializedSize() <= WHOLE_BODY_LIMIT) {
      writeWhole(message, outputMessage);
      return;
    }
    try {
      if (charset == null) {
        if (value instanceof Message message && message.getSerializedSize() > BUFFERED_BODY_LIMIT) {
          // Its JSON is larger than the limit anyway: streamed at once, without first filling the buffer.
          writeUtf8(value, StreamUtils.nonClosing(outputMessage.getBody()), oneLine);
          return;
        }
        BufferedBody body = new BufferedBody(outputMessage, BUFFERED_BODY_LIMIT);
        writeUtf8(value, body, oneLine);
        body.finish();
        return;
      }
      ByteArrayOutputStream utf8 = new ByteArrayOutputStream();
      writeUtf8(value, utf8, oneLine);
      transcode(utf8.toString(StandardCharsets.UTF_8), charset, StreamUtils.nonClosing(outputMessage.getBody()));
    }
    catch (IllegalArgumentException ex) {
      throw writeFailure(describeValue(value), "", ex);
    }
    catch (JacksonException ex) {
      throw new HttpMessageNotWritableException("Cannot write " + describeValue(value) + ": "
          + ex.getOriginalMessage(), ex);
    }
  }

  /**
   * Writes a message of a size that fits in memory as one body with its {@code Content-Length}: built in the
   * marshaller's per-thread buffers and handed to the server in one piece, instead of streamed in chunks.
   */
  private void writeWhole(Message message, HttpOutputMessage outputMessage) throws IOException {
    try {
      marshaller.writeValue(message, length -> {
        outputMessage.getHeaders().setContentLength(length);
        return outputMessage.getBody();
      });
    }
    catch (IllegalArgumentException ex) {
      throw writeFailure(describeValue(message), "", ex);
    }
  }

  private void writeUtf8(Object value, OutputStream body, boolean oneLine) {
    if (value instanceof Message message && !oneLine) {
      marshaller.writeValue(message, body);
      return;
    }
    // The marshaller's generator: an array is compact or indented as its elements are.
    JsonGenerator generator = oneLine ? marshaller.createCompactGenerator(body) : marshaller.createGenerator(body);
    if (value instanceof Message message) {
      marshaller.writeValue(message, generator);
      generator.close();
      return;
    }
    generator.writeStartArray();
    int index = 0;
    for (Object element : value instanceof Object[] array ? Arrays.asList(array) : (Collection<?>) value) {
      if (!(element instanceof Message message)) {
        throw new HttpMessageNotWritableException("Cannot write " + (element == null ? "a null element"
            : element.getClass().getName()) + " in a JSON array of protobuf messages");
      }
      try {
        marshaller.writeValue(message, generator);
      }
      catch (IllegalArgumentException ex) {
        throw writeFailure("a JSON array of " + message.getDescriptorForType().getFullName(), "[" + index + "]", ex);
      }
      index++;
    }
    generator.writeEndArray();
    // Closed only on success: closing after a failure would flush a truncated document to the client.
    generator.close();
  }

  /**
   * A message that cannot be written is the server's fault, answered with a 500 and logged. Only a type the
   * marshaller does not know calls for the advice on registering types; a value that cannot be written (the
   * marshaller names its field path) does not.
   */
  private HttpMessageConversionException writeFailure(String what, String element, IllegalArgumentException ex) {
    if (ex instanceof UnregisteredTypeException) {
      return new HttpMessageConversionException("Cannot write " + what + ": " + ex.getMessage()
          + unregisteredTypeAdvice, ex);
    }
    if (ex instanceof ProtoJsonWriteException write) {
      String path = element + (element.isEmpty() || write.getFieldPath().isEmpty() ? "" : ".")
          + write.getFieldPath();
      return new HttpMessageConversionException("Cannot write " + what + " as proto3 JSON: "
          + (path.isEmpty() ? "" : "field " + path + ": ") + write.getProblem(), ex);
    }
    return new HttpMessageConversionException("Cannot write " + what + (element.isEmpty() ? "" : ", element "
        + element) + ": " + ex.getMessage(), ex);
  }

  /**
   * Re-encodes JSON text in {@code charset}. Outside strings JSON is ASCII, so a character the charset cannot hold
   * is always inside a string, where its backslash-u escape means the same.
   */
  private static void transcode(String json, Charset charset, OutputStream body) throws IOException {
    Charset encoding = JsonCharsets.forWriting(charset);
    CharsetEncoder encoder = encoding.newEncoder();
    Writer writer = new OutputStreamWriter(body, encoding);
    for (int i = 0; i < json.length(); i++) {
      char c = json.charAt(i);
      if (c < 0x80 || encoder.canEncode(c)) {
        writer.write(c);
      }
      else {
        writer.write(String.format("\\u%04X", (int) c));
      }
    }
    writer.flush();
  }

  /**
   * The charset of a body without a declared one that is not UTF-8 (UTF-16 or UTF-32), from its first bytes, which
   * are left to be read; null for UTF-8. Such a body is decoded here, strictly, not by Jackson.
   */
  private static Charset detectedCharset(PushbackInputStream body) throws IOException {
    byte[] start = body.readNBytes(4);
    body.unread(start);
    return InputEncoding.detect(start, 0, start.length);
  }

  /** The charset to decode or encode with, or null for UTF-8 and no charset: bytes then go to Jackson directly. */
  private static Charset charset(MediaType contentType) {
    Charset charset = contentType == null ? null : contentType.getCharset();
    return charset == null || StandardCharsets.UTF_8.equals(charset) ? null : charset;
  }

  private static ProtoJsonMessageNotReadableException notReadable(BodyMessageType bodyType,
      ProtoJsonParseException ex, HttpInputMessage inputMessage) {
    return new ProtoJsonMessageNotReadableException(ParseErrorDetail.of(bodyType.fullName(), ex), ex, inputMessage);
  }

  private static ProtoJsonMessageNotReadableException notReadable(BodyMessageType bodyType, JacksonException ex,
      HttpInputMessage inputMessage) {
    return notReadable(bodyType, ProtoJsonParseException.describe(ex), "", ex.getLocation(), ex, inputMessage);
  }

  private static ProtoJsonMessageNotReadableException notReadable(BodyMessageType bodyType, String description,
      String path, TokenStreamLocation location, Throwable cause, HttpInputMessage inputMessage) {
    long line = location == null ? -1 : location.getLineNr();
    long column = location == null ? -1 : location.getColumnNr();
    return notReadable(bodyType, new ProtoJsonParseException(description, path, line, column, cause), inputMessage);
  }

  private static String describe(JsonToken token) {
    return token == null ? "the end of the input" : token.toString();
  }

  private static String describeValue(Object value) {
    return value instanceof Message message ? message.getDescriptorForType().getFullName()
        : "a JSON array of protobuf messages";
  }
}
