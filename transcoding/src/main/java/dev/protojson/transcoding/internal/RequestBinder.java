package dev.protojson.transcoding.internal;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.UninitializedMessageException;
import dev.protojson.MessageMarshaller;
import dev.protojson.transcoding.InvalidRequestException;
import dev.protojson.transcoding.PathTemplate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds the request message of one HTTP binding from what the HTTP request carries: first the body, then the path
 * variables, which win over the body for the same field, then the query parameters, which may set only the fields
 * neither binds.
 */
public final class RequestBinder {

  private final Message prototype;
  private final List<PathVariable> variables;
  private final BodyReader body;
  private final QueryBinder query;
  private final ValueParser parser;

  private RequestBinder(Message prototype, List<PathVariable> variables, BodyReader body, QueryBinder query,
      ValueParser parser) {
    this.prototype = prototype;
    this.variables = variables;
    this.body = body;
    this.query = query;
    this.parser = parser;
  }

  /**
   * The binder of {@code rule} for requests of {@code prototype}'s type.
   *
   * @param ignoreUnknownQueryParameters skip query parameters that name no field the query can set, instead of
   *     refusing them
   * @throws IllegalStateException if the rule names a field that does not exist or cannot be bound so
   */
  public static RequestBinder of(BindingRule rule, Message prototype, MessageMarshaller marshaller,
      boolean ignoreUnknownQueryParameters) {
    Descriptor type = prototype.getDescriptorForType();
    try {
      List<PathVariable> variables = variables(rule.template(), type);
      Set<String> pathBound = new HashSet<>();
      for (PathVariable variable : variables) {
        pathBound.add(variable.fieldPath);
      }
      BodyReader body = rule.body().isEmpty() ? null : BodyReader.of(marshaller, type, rule.body());
      ValueParser parser = new ValueParser();
      String bodyField = body == null ? "" : body.field() == null ? "*" : body.field().getName();
      QueryBinder query = new QueryBinder(type, parser, new FieldNames(), pathBound, bodyField,
          ignoreUnknownQueryParameters);
      return new RequestBinder(prototype, variables, body, query, parser);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("The HTTP rule " + rule.describe() + " of " + rule.fullMethodName()
          + " cannot bind its request " + type.getFullName() + ": " + e.getMessage(), e);
    }
  }

  private static List<PathVariable> variables(PathTemplate template, Descriptor type) {
    List<PathVariable> variables = new ArrayList<>();
    for (PathTemplate.Variable variable : template.variables()) {
      List<FieldDescriptor> fields = FieldNames.resolve(type, variable.fieldPath());
      FieldDescriptor leaf = fields.get(fields.size() - 1);
      if (leaf.isRepeated() || !WellKnown.isScalarLeaf(leaf)) {
        throw new IllegalArgumentException("the path variable " + variable.fieldPath() + " is "
            + (leaf.isMapField() ? "a map" : leaf.isRepeated() ? "repeated" : "a message " + WellKnown.typeName(leaf))
            + ": a path variable binds a singular scalar, enum or wrapper field");
      }
      boolean singleSegment = variable.end() - variable.start() == 1
          && !template.segments().get(variable.start()).equals("**");
      variables.add(new PathVariable(variable.fieldPath(), fields, singleSegment));
    }
    return List.copyOf(variables);
  }

  /**
   * The request message.
   *
   * @param rawValues the matched template's variable values as sent, still percent-encoded, in template order
   * @param rawQuery the query string as sent, without {@code ?}; null for none
   * @param body the request body; null or empty for none. A rule without {@code body} ignores it.
   * @param contentType the request's {@code Content-Type}, or null
   * @throws InvalidRequestException if any of it does not fit the request message
   */
  public Message bind(String[] rawValues, String rawQuery, byte[] body, String contentType) {
    Message.Builder builder = prototype.newBuilderForType();
    if (this.body != null) {
      this.body.read(body == null ? new byte[0] : body, contentType, builder);
    }
    bindPath(rawValues, builder);
    query.bind(rawQuery, builder);
    return build(builder);
  }

  /**
   * Whether the body can be a stream of request messages, read one JSON value at a time: the whole message
   * ({@code *}) or a singular message field.
   */
  public boolean readsStreams() {
    return body != null && body.readsValues();
  }

  /**
   * The binder of the elements of one request stream: each JSON value of the body becomes one request message,
   * with the path variables and query parameters bound into it as into a single request. The path and the query
   * are checked here, once, before any element is read.
   *
   * @throws InvalidRequestException if a path variable or query parameter does not fit the request message
   * @throws IllegalStateException if the rule's body cannot be a stream ({@link #readsStreams()})
   */
  public StreamElements streamElements(String[] rawValues, String rawQuery) {
    if (!readsStreams()) {
      throw new IllegalStateException("The body of this rule is not a stream of messages");
    }
    Message.Builder bound = prototype.newBuilderForType();
    bindPath(rawValues, bound);
    query.bind(rawQuery, bound);
    return new StreamElements(bound.buildPartial(), rawValues);
  }

  private void bindPath(String[] rawValues, Message.Builder builder) {
    for (int i = 0; i < variables.size(); i++) {
      variables.get(i).bind(rawValues[i], builder, parser);
    }
  }

  private static Message build(Message.Builder builder) {
    try {
      return builder.build();
    } catch (UninitializedMessageException e) {
      throw new InvalidRequestException("The request leaves required fields unset: "
          + String.join(", ", e.getMissingFields()), e.getMissingFields().get(0));
    }
  }

  /** Turns the JSON values of a request stream into request messages, the path winning over the body. */
  public final class StreamElements {

    private final Message bound;
    private final String[] rawValues;

    private StreamElements(Message bound, String[] rawValues) {
      this.bound = bound;
      this.rawValues = rawValues;
    }

    /** A parser of the stream's body with the marshaller's settings; closing it leaves {@code body} open. */
    public tools.jackson.core.JsonParser parser(java.io.InputStream body) {
      return RequestBinder.this.body.parser(body);
    }

    /**
     * Reads the JSON value {@code json} is on (or before) into one request message.
     *
     * @throws dev.protojson.ProtoJsonParseException if the value is not proto3 JSON for the body
     * @throws InvalidRequestException if the message leaves a required field unset
     */
    public Message read(tools.jackson.core.JsonParser json) {
      Message.Builder builder = bound.toBuilder();
      body.readValue(json, builder);
      bindPath(rawValues, builder);
      return build(builder);
    }

    /** As {@link #read(tools.jackson.core.JsonParser)}, from the UTF-8 bytes of exactly one JSON value. */
    public Message read(byte[] json) {
      Message.Builder builder = bound.toBuilder();
      body.readValue(json, builder);
      bindPath(rawValues, builder);
      return build(builder);
    }
  }

  /** A template variable and the fields it goes through. */
  private record PathVariable(String fieldPath, List<FieldDescriptor> fields, boolean singleSegment) {

    void bind(String raw, Message.Builder root, ValueParser parser) {
      String where = "path variable " + fieldPath;
      String value;
      try {
        value = PercentDecoder.decodePath(raw, !singleSegment);
      } catch (IllegalArgumentException e) {
        throw new InvalidRequestException("Invalid " + where + ": " + e.getMessage(), fieldPath);
      }
      Message.Builder builder = root;
      for (int i = 0; ; i++) {
        FieldDescriptor field = fields.get(i);
        // The path wins over the body for the same field, but a body's other member of a oneof is no such field.
        FieldDescriptor set = Oneofs.otherMember(builder, field);
        if (set != null) {
          throw new InvalidRequestException("Invalid " + where + ": " + Oneofs.conflict(field, set), fieldPath);
        }
        if (i == fields.size() - 1) {
          break;
        }
        builder = builder.getFieldBuilder(field);
      }
      FieldDescriptor leaf = fields.get(fields.size() - 1);
      try {
        builder.setField(leaf, parser.parse(leaf, value, builder, where));
      } catch (IllegalArgumentException e) {
        throw new InvalidRequestException(e.getMessage(), fieldPath, -1, -1, e.getCause());
      }
    }
  }
}
