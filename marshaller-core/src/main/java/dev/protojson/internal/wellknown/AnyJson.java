package dev.protojson.internal.wellknown;

import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.ExtensionRegistry;
import com.google.protobuf.ExtensionRegistryLite;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.WriteFailure;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.Depth;
import dev.protojson.internal.read.Failures;
import dev.protojson.internal.read.JsonInput;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.RequiredFields;
import dev.protojson.internal.read.StrictJson;
import dev.protojson.internal.write.MessageWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonFactory;

/**
 * {@code google.protobuf.Any}: {@code {"@type": "type.googleapis.com/pkg.Msg", ...fields}}, or
 * {@code {"@type": ..., "value": <json>}} for well-known types with their own JSON. The type resolves only among
 * the marshaller's registered types and protobuf's own well-known types, never by loading a class. When {@code @type} is the first member the object
 * is read in one pass; otherwise the other members are buffered until it is found.
 */
public final class AnyJson {

  static final WellKnownType TYPE = WellKnownType.withReaderBytes(Any.getDescriptor(), Any.class, Reader::new,
      Writer::new, AnyJson::read);

  /** The longest type URL an error shows whole. */
  private static final int MAX_TYPE_URL_SHOWN = 256;

  private AnyJson() {}

  /**
   * For the byte-level methods: an Any from the input, whose type {@code reader} (the marshaller's Any reader)
   * resolves. Read in one pass when {@code "@type"} comes first and names a registered type of ordinary fields;
   * another order, a well-known type's {@code "value"} or a type that is not registered gives up.
   */
  public static Any read(TypeReader reader, ByteInput in) {
    if (!(reader.resolved() instanceof Reader any)) {
      throw ByteInput.giveUp();
    }
    return any.readAtByteLevel(in);
  }

  private static final class Reader extends TypeReader {

    private static final String TYPE_NAME = "@type";
    private static final byte[] QUOTED_TYPE_NAME = ('"' + TYPE_NAME + '"').getBytes(StandardCharsets.US_ASCII);
    private static final byte[] QUOTED_VALUE = "\"value\"".getBytes(StandardCharsets.US_ASCII);

    private final TypeLookup lookup;
    private final JsonFactory factory;
    private final int recursionLimit;
    private final boolean protoNames;

    Reader(WellKnownType.Context context) {
      this.lookup = context.lookup();
      this.factory = StrictJson.factory(context.options());
      this.recursionLimit = context.options().recursionLimit();
      this.protoNames = context.options().preservingProtoFieldNames();
    }

    @Override
    public void merge(JsonParser p, Message.Builder builder) {
      if (p.currentToken() != JsonToken.START_OBJECT) {
        throw Failures.invalidValue(p, "google.protobuf.Any", "expected an object with \"@type\"");
      }
      Depth.check(p, recursionLimit);
      Any.Builder any = (Any.Builder) builder;
      JsonToken token = p.nextToken();
      if (token == JsonToken.END_OBJECT) {
        return;
      }
      if (TYPE_NAME.equals(p.currentName())) {
        p.nextToken();
        String typeUrl = typeUrl(p);
        RegisteredType type = resolve(p, typeUrl);
        Message.Builder content = type.defaultInstance().newBuilderForType();
        if (WellKnownTypes.of(type.descriptor()) != null) {
          readWrapped(p, type, content);
        } else {
          ((MessageReader) type.reader()).mergeMembers(p, content);
        }
        any.setTypeUrl(typeUrl).setValue(packed(p, content));
        return;
      }
      readBuffered(p, any);
    }

    private Any readAtByteLevel(ByteInput in) {
      if (in.startObject()) {
        return Any.getDefaultInstance();
      }
      if (!in.name(QUOTED_TYPE_NAME)) {
        throw ByteInput.giveUp();
      }
      String typeUrl = in.readString();
      RegisteredType type = registered(typeUrl);
      if (type == null) {
        throw ByteInput.giveUp();
      }
      return Any.newBuilder().setTypeUrl(typeUrl).setValue(packedBytes(in, type)).build();
    }

    /** The packed message's binary form, from the members after {@code "@type"}. */
    private static ByteString packedBytes(ByteInput in, RegisteredType type) {
      WellKnownType wellKnown = WellKnownTypes.of(type.descriptor());
      if (wellKnown == null) {
        Message.Builder content = type.defaultInstance().newBuilderForType();
        if (in.nextMember()) {
          MessageReader.bytesReader(type.reader()).mergeMembersBytes(in, content);
        }
        // A payload that lacks a required field is the Jackson reader's to report.
        Message payload = content.buildPartial();
        if (!payload.isInitialized()) {
          throw ByteInput.giveUp();
        }
        return payload.toByteString();
      }
      if (!in.nextMember()) {
        return ByteString.EMPTY;
      }
      // The class check keeps a type registered from another copy of protobuf-java to the Jackson reader.
      if (!in.name(QUOTED_VALUE) || type.defaultInstance().getClass() != wellKnown.bytesForm().type()) {
        throw ByteInput.giveUp();
      }
      Message value = wellKnown.readAtByteLevel(type.reader(), in);
      if (in.nextMember()) {
        throw ByteInput.giveUp();
      }
      return value.toByteString();
    }

    /** {@code "value": <json>} and the end of the object, the parser being on the {@code @type} value. */
    private static void readWrapped(JsonParser p, RegisteredType type, Message.Builder content) {
      JsonToken token = p.nextToken();
      if (token == JsonToken.END_OBJECT) {
        return;
      }
      if (!"value".equals(p.currentName())) {
        throw Failures.at(p, "Unexpected member \"" + Failures.shorten(p.currentName()) + "\" in google.protobuf.Any "
            + "holding " + type.descriptor().getFullName() + " at ", ": only \"@type\" and \"value\" are allowed");
      }
      p.nextToken();
      type.reader().merge(p, content);
      if (p.nextToken() != JsonToken.END_OBJECT) {
        throw Failures.at(p, "Unexpected member \"" + Failures.shorten(p.currentName()) + "\" in google.protobuf.Any "
            + "holding " + type.descriptor().getFullName() + " at ", ": only \"@type\" and \"value\" are allowed");
      }
    }

    private void readBuffered(JsonParser p, Any.Builder any) {
      String prefix = Failures.path(p, true);
      TokenStreamLocation start = p.currentTokenLocation();
      StringWriter buffer = new StringWriter();
      String typeUrl = null;
      RegisteredType type = null;
      try (JsonGenerator copy = factory.createGenerator(ObjectWriteContext.empty(), buffer)) {
        copy.writeStartObject();
        for (JsonToken token = p.currentToken(); token != JsonToken.END_OBJECT; token = p.nextToken()) {
          String name = p.currentName();
          p.nextToken();
          if (TYPE_NAME.equals(name)) {
            if (typeUrl != null) {
              throw Failures.at(p, "\"@type\" is given twice in google.protobuf.Any ", "");
            }
            typeUrl = typeUrl(p);
            type = resolve(p, typeUrl);
          } else {
            copy.writeName(name);
            copyValue(p, copy);
          }
        }
        copy.writeEndObject();
      }
      if (typeUrl == null) {
        throw Failures.at(p, "google.protobuf.Any ", " has members but no \"@type\"");
      }
      Message.Builder content = type.defaultInstance().newBuilderForType();
      try (JsonParser replay = factory.createParser(ObjectReadContext.empty(), buffer.toString())) {
        try {
          replay.nextToken();
          if (WellKnownTypes.of(type.descriptor()) != null) {
            readWrapped(replay, type, content);
          } else {
            type.reader().merge(replay, content);
          }
        } catch (RuntimeException e) {
          RuntimeException translated = JsonInput.translate(replay, e);
          if (translated instanceof ProtoJsonParseException parse) {
            throw parse.withPathPrefix(prefix).atLocation(start.getLineNr(), start.getColumnNr());
          }
          throw translated;
        }
      }
      any.setTypeUrl(typeUrl).setValue(packed(p, content));
    }

    /**
     * The binary form of an Any's payload, the parser being on the Any's end. protobuf checks the required fields of
     * the message it builds but not those of the payload inside an Any, so they are checked here, at any depth.
     */
    private ByteString packed(JsonParser p, Message.Builder content) {
      Message payload = content.buildPartial();
      if (!payload.isInitialized()) {
        TokenStreamLocation end = p.currentTokenLocation();
        throw RequiredFields.missingIn(payload, Failures.path(p), protoNames, end.getLineNr(), end.getColumnNr());
      }
      return payload.toByteString();
    }

    /**
     * Copies the value at the current token token by token: numbers as their text (never converted, so
     * {@code 1e999999999} costs nothing here), strings as read (an unpaired surrogate is reported where it is used).
     */
    private static void copyValue(JsonParser p, JsonGenerator copy) {
      int depth = 0;
      do {
        switch (p.currentToken()) {
          case START_OBJECT -> {
            copy.writeStartObject();
            depth++;
          }
          case START_ARRAY -> {
            copy.writeStartArray();
            depth++;
          }
          case END_OBJECT -> {
            copy.writeEndObject();
            depth--;
          }
          case END_ARRAY -> {
            copy.writeEndArray();
            depth--;
          }
          case PROPERTY_NAME -> copy.writeName(p.currentName());
          case VALUE_STRING -> copy.writeString(p.getString());
          case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> copy.writeNumber(p.getText());
          case VALUE_TRUE -> copy.writeBoolean(true);
          case VALUE_FALSE -> copy.writeBoolean(false);
          case VALUE_NULL -> copy.writeNull();
          default -> throw Failures.at(p, "Unexpected token in google.protobuf.Any ", "");
        }
      } while (depth > 0 && p.nextToken() != null);
    }

    private static String typeUrl(JsonParser p) {
      if (p.currentToken() != JsonToken.VALUE_STRING) {
        throw Failures.invalidValue(p, "google.protobuf.Any @type", "expected a type URL string");
      }
      return p.getString();
    }

    private RegisteredType resolve(JsonParser p, String typeUrl) {
      RegisteredType type = registered(typeUrl);
      if (type == null) {
        // Whole up to a length no real type name reaches: cut at a field name's length, it would not say which type
        throw Failures.at(p, "Type URL \"" + Failures.shorten(typeUrl, MAX_TYPE_URL_SHOWN)
            + "\" in google.protobuf.Any ", " names no "
            + "registered message type (register it with the marshaller's builder)");
      }
      return type;
    }

    /** The registered type with a reader that {@code typeUrl} names after its last '/', or null. */
    private RegisteredType registered(String typeUrl) {
      int slash = typeUrl.lastIndexOf('/');
      RegisteredType type = slash < 0 ? null : lookup.byFullName(typeUrl.substring(slash + 1));
      return type == null || type.reader() == null ? null : type;
    }
  }

  private static final class Writer extends TypeWriter {

    private static final SerializedString TYPE_NAME = new SerializedString("@type");
    private static final SerializedString VALUE = new SerializedString("value");

    private final TypeLookup registered;
    /** By payload type: the registry of its extensions, or the empty one. */
    private final Map<Descriptor, ExtensionRegistryLite> extensionsByType = new ConcurrentHashMap<>();

    Writer(WellKnownType.Context context) {
      this.registered = context.lookup();
    }

    /**
     * The extensions of the payload's type the marshaller knows: parsed without them, a payload's extensions
     * would be unknown fields, which have no JSON form, and would be left out without a word. An extension whose
     * message type is not registered is parsed as a {@code DynamicMessage}, so that where it is set it is refused
     * when written, naming its type; such a registry is not kept, as the type may be registered later.
     */
    private ExtensionRegistryLite extensionsOf(RegisteredType type) {
      ExtensionRegistryLite known = extensionsByType.get(type.descriptor());
      if (known != null) {
        return known;
      }
      List<FieldDescriptor> extensions = type.reader().resolved().extensions();
      if (extensions.isEmpty()) {
        extensionsByType.put(type.descriptor(), ExtensionRegistryLite.getEmptyRegistry());
        return ExtensionRegistryLite.getEmptyRegistry();
      }
      ExtensionRegistry registry = ExtensionRegistry.newInstance();
      boolean complete = true;
      for (FieldDescriptor extension : extensions) {
        if (extension.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          RegisteredType content = registered.registered(extension.getMessageType());
          complete &= content != null;
          registry.add(extension, content != null ? content.defaultInstance()
              : DynamicMessage.getDefaultInstance(extension.getMessageType()));
        } else {
          registry.add(extension);
        }
      }
      ExtensionRegistryLite result = registry.getUnmodifiable();
      if (complete) {
        extensionsByType.put(type.descriptor(), result);
      }
      return result;
    }

    @Override
    public void write(Message message, JsonGenerator generator) {
      Any any = (Any) message;
      String url = any.getTypeUrl();
      if (url.isEmpty() && any.getValue().isEmpty()) {
        // The empty Any, as JsonFormat writes it.
        generator.writeStartObject(any);
        generator.writeEndObject();
        return;
      }
      int slash = url.lastIndexOf('/');
      if (slash < 0) {
        throw new WriteFailure("Any type URL \"" + url + "\" has no '/' before the type name");
      }
      String typeName = url.substring(slash + 1);
      RegisteredType type = registered.byFullName(typeName);
      if (type == null || type.writer() == null) {
        throw new WriteFailure("Any type URL \"" + url + "\" names " + typeName
            + ", which is not registered with this MessageMarshaller: register it with"
            + " MessageMarshaller.builder().register(...)");
      }
      Message payload;
      try {
        payload = type.defaultInstance().getParserForType().parsePartialFrom(any.getValue(), extensionsOf(type));
      } catch (InvalidProtocolBufferException e) {
        throw new WriteFailure("Any value is not a valid " + typeName + ": " + e.getMessage(), e);
      }
      generator.writeStartObject(any);
      generator.writeName(TYPE_NAME);
      generator.writeString(url);
      try {
        if (type.writer() instanceof MessageWriter fields) {
          fields.writeFields(payload, generator);
        } else {
          generator.writeName(VALUE);
          type.writer().write(payload, generator);
        }
      } catch (WriteFailure e) {
        throw e.under("[" + typeName + "]");
      }
      generator.writeEndObject();
    }
  }
}
