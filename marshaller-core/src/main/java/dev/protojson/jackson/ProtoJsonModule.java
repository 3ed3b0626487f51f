package dev.protojson.jackson;

import dev.protojson.MessageMarshaller;
import java.util.Objects;
import tools.jackson.core.Version;
import tools.jackson.databind.JacksonModule;

/**
 * A Jackson 3 module that reads and writes protobuf messages wherever Jackson meets them: as properties of records
 * and POJOs, elements of collections and arrays, map values, {@code Optional}s, generic wrappers, or the value
 * handed to {@code JsonMapper} itself. Every message goes through the {@link MessageMarshaller}'s generated code,
 * on the parser or generator Jackson is using, so the message's JSON is proto3 JSON with the marshaller's options.
 *
 * <pre>{@code
 * JsonMapper mapper = JsonMapper.builder()
 *     .addModule(new ProtoJsonModule(marshaller))
 *     .build();
 * String json = mapper.writeValueAsString(new OrderView(order, "gift"));
 * OrderView view = mapper.readValue(json, OrderView.class);
 * }</pre>
 *
 * <ul>
 *   <li>Generated message classes and their builders are read and written as proto3 JSON; the well-known types
 *       ({@code Timestamp}, {@code Duration}, {@code Struct}, {@code Value}, wrappers, {@code FieldMask},
 *       {@code Any}, {@code Empty}) have their special forms. A type the marshaller does not know follows its rule:
 *       registered on first use, or with {@code registeringTypesOnDemand(false)} an
 *       {@link tools.jackson.databind.exc.InvalidDefinitionException} caused by an
 *       {@link dev.protojson.UnregisteredTypeException}.
 *   <li>A {@code DynamicMessage} is written by its descriptor. Read, it needs its type: a property declared as
 *       {@code DynamicMessage} (or {@code Message}, or a collection of them) is read by the descriptor its
 *       {@link ProtoType} names among those registered with the marshaller; without it, reading is an
 *       {@link tools.jackson.databind.exc.InvalidDefinitionException} that names the property.
 *   <li>Protobuf enums are written by value name (or number, when the marshaller prints enums as ints) and read from
 *       names and numbers; an unknown name or number is an error, or {@code null} when the marshaller ignores unknown
 *       fields. {@code google.protobuf.NullValue} is JSON {@code null}.
 *   <li>JSON {@code null} for a message is Java {@code null} (for {@code google.protobuf.Value}, a null value).
 *   <li>Input that is not valid proto3 JSON for a message is an {@link InvalidProtoJsonException} naming the whole
 *       path, Jackson's part and the message's: {@code orders[2].order.items[1].quantity}.
 * </ul>
 *
 * <p>Names inside a message follow the marshaller ({@code preservingProtoFieldNames()}); Jackson's naming strategy
 * applies to the properties of the enclosing Java types only.
 */
public final class ProtoJsonModule extends JacksonModule {

  private final MessageMarshaller marshaller;

  /** A module whose serializers and deserializers use {@code marshaller}. */
  public ProtoJsonModule(MessageMarshaller marshaller) {
    this.marshaller = Objects.requireNonNull(marshaller, "marshaller");
  }

  @Override
  public String getModuleName() {
    return "protojson";
  }

  @Override
  public Version version() {
    return Version.unknownVersion();
  }

  @Override
  public void setupModule(SetupContext context) {
    context.addSerializers(new ProtoJsonSerializers(marshaller));
    context.addDeserializers(new ProtoJsonDeserializers(marshaller));
    EnumKeys enumKeys = new EnumKeys(marshaller);
    context.addKeySerializers(enumKeys);
    MessageKeys messageKeys = new MessageKeys();
    context.addKeySerializers(messageKeys);
    ByteStringKeys byteStringKeys = new ByteStringKeys();
    context.addKeySerializers(byteStringKeys);
    context.addKeyDeserializers(byteStringKeys);
    context.addKeyDeserializers(enumKeys);
    context.addKeyDeserializers(messageKeys);
  }
}
