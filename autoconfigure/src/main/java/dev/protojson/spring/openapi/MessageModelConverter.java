package dev.protojson.spring.openapi;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.type.TypeFactory;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.MessageLiteOrBuilder;
import com.google.protobuf.ProtocolMessageEnum;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.core.util.AnnotationsUtils;
import io.swagger.v3.oas.models.media.Schema;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.Iterator;

/**
 * Describes protobuf messages as protojson writes them, from their descriptors, instead of letting swagger-core
 * walk the generated classes as beans (which documents {@code unknownFields}, {@code serializedSize} and the other
 * accessors of the protobuf runtime, and 64-bit integers as numbers). A {@code DynamicMessage} (or {@code Message},
 * or a builder) has no descriptor of its own: where {@code @ProtoType} names its type, it is described as that type.
 */
final class MessageModelConverter implements ModelConverter {

  private final SchemaOptions options;
  private final NamedMessageTypes namedTypes;

  /** A converter that knows no message type by name: a named {@code DynamicMessage} is documented as unregistered. */
  MessageModelConverter(SchemaOptions options) {
    this(options, new NamedMessageTypes(name -> null));
  }

  MessageModelConverter(SchemaOptions options, NamedMessageTypes namedTypes) {
    this.options = options;
    this.namedTypes = namedTypes;
  }

  @Override
  public Schema resolve(AnnotatedType type, ModelConverterContext context, Iterator<ModelConverter> chain) {
    Class<?> rawClass = rawClass(type.getType());
    io.swagger.v3.oas.annotations.media.Schema annotation = isProtobuf(rawClass) ? SchemaAnnotations.of(type) : null;
    if (annotation == null) {
      return resolve(rawClass, type, context, chain);
    }
    SchemaAnnotations annotations = new SchemaAnnotations(options.openapi31());
    if (annotation.implementation() != Void.class) {
      // The application says which type the property is written as: that type's schema, not the message's
      Schema implementation = context.resolve(new AnnotatedType(annotation.implementation()));
      return annotations.apply(implementation == null ? null : AnnotationsUtils.clone(implementation,
          options.openapi31()), annotation);
    }
    return annotations.apply(resolve(rawClass, type, context, chain), annotation);
  }

  private static boolean isProtobuf(Class<?> rawClass) {
    return rawClass != null && (MessageLiteOrBuilder.class.isAssignableFrom(rawClass)
        || (rawClass.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(rawClass)));
  }

  private Schema resolve(Class<?> rawClass, AnnotatedType type, ModelConverterContext context,
      Iterator<ModelConverter> chain) {
    if (rawClass != null && MessageLiteOrBuilder.class.isAssignableFrom(rawClass)) {
      Descriptor descriptor = descriptorOf(rawClass, Descriptor.class);
      if (descriptor != null) {
        return new MessageSchemas(options, context).forMessage(descriptor);
      }
      return namedOrGeneric(NamedMessageTypes.nameOf(type), context);
    }
    // An enum outside a message (a record's property) is written by protojson's Jackson module: by its value names,
    // or numbers with enums-as-ints (or as the property's @JsonFormat shape says), never UNRECOGNIZED.
    if (rawClass != null && rawClass.isEnum() && ProtocolMessageEnum.class.isAssignableFrom(rawClass)) {
      EnumDescriptor descriptor = descriptorOf(rawClass, EnumDescriptor.class);
      if (descriptor != null) {
        return new MessageSchemas(options, context).enumSchema(descriptor, enumsAsInts(type));
      }
    }
    // A ByteString outside a message is base64 too, by protojson's Jackson module; swagger-core would describe the
    // bean it is (isEmpty, isValidUtf8), the form the module exists to avoid.
    if (rawClass != null && ByteString.class.isAssignableFrom(rawClass)) {
      return new SchemaDialect(options.openapi31()).typed("string").format("byte");
    }
    return chain.hasNext() ? chain.next().resolve(type, context, chain) : null;
  }

  /**
   * A {@code DynamicMessage}, {@code Message} or builder: the type its {@code @ProtoType} names, as the generated
   * class of that type is described (the same component). Without a name nothing says which fields it has, but
   * its accessors are not them.
   */
  private Schema namedOrGeneric(String typeName, ModelConverterContext context) {
    Descriptor named = typeName == null ? null : namedTypes.find(typeName);
    if (named != null) {
      return new MessageSchemas(options, context).forMessage(named);
    }
    return new SchemaDialect(options.openapi31()).typed("object")
        .description(typeName == null ? "A protobuf message." : NamedMessageTypes.unregistered(typeName));
  }

  /** Whether a protobuf enum property is written as numbers: its {@code @JsonFormat} shape, else the options. */
  private boolean enumsAsInts(AnnotatedType type) {
    Annotation[] annotations = type.getCtxAnnotations();
    if (annotations != null) {
      for (Annotation annotation : annotations) {
        if (annotation instanceof JsonFormat format) {
          switch (format.shape()) {
            case NUMBER, NUMBER_INT:
              return true;
            case STRING:
              return false;
            default:
              break;
          }
        }
      }
    }
    return options.enumsAsInts();
  }

  @Override
  public boolean isOpenapi31() {
    return options.openapi31();
  }

  private static Class<?> rawClass(Type type) {
    if (type instanceof Class<?> rawClass) {
      return rawClass;
    }
    if (type instanceof JavaType javaType) {
      return javaType.getRawClass();
    }
    return type == null ? null : TypeFactory.defaultInstance().constructType(type).getRawClass();
  }

  /** The descriptor of a generated message or enum class: the static getDescriptor() that protoc writes into each. */
  private static <T> T descriptorOf(Class<?> generated, Class<T> descriptorType) {
    if (generated.isInterface() || Modifier.isAbstract(generated.getModifiers())) {
      return null;
    }
    try {
      Method getDescriptor = generated.getMethod("getDescriptor");
      if (Modifier.isStatic(getDescriptor.getModifiers()) && getDescriptor.getReturnType() == descriptorType) {
        return descriptorType.cast(getDescriptor.invoke(null));
      }
      return null;
    } catch (ReflectiveOperationException ex) {
      return null;
    }
  }

}
