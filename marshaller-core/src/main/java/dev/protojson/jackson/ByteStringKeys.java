package dev.protojson.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.google.protobuf.ByteString;
import dev.protojson.internal.read.ReadSupport;
import java.util.Base64;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.deser.KeyDeserializers;
import tools.jackson.databind.ser.Serializers;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * {@code ByteString}s as map keys ({@code Map<ByteString, ...>}) in base64, as their values are: Jackson would
 * write the key's {@code toString()}, a description that changes from run to run and drops bytes, and could not read
 * it back.
 */
final class ByteStringKeys implements Serializers, KeyDeserializers {

  private static final ValueSerializer<ByteString> BASE64 = new StdSerializer<>(ByteString.class) {
    @Override
    public void serialize(ByteString value, JsonGenerator generator, SerializationContext context) {
      generator.writeName(Base64.getEncoder().encodeToString(value.toByteArray()));
    }
  };

  private static final KeyDeserializer FROM_BASE64 = new KeyDeserializer() {
    @Override
    public Object deserializeKey(String key, DeserializationContext context) {
      byte[] bytes = ReadSupport.base64(key);
      if (bytes == null) {
        return context.handleWeirdKey(ByteString.class, key, "not base64 (standard or URL-safe, padded or not)");
      }
      return ByteString.copyFrom(bytes);
    }
  };

  @Override
  public ValueSerializer<?> findSerializer(SerializationConfig config, JavaType type,
      BeanDescription.Supplier beanDescRef, JsonFormat.Value formatOverrides) {
    return ByteString.class.isAssignableFrom(type.getRawClass()) ? BASE64 : null;
  }

  @Override
  public KeyDeserializer findKeyDeserializer(JavaType type, DeserializationConfig config,
      BeanDescription.Supplier beanDescRef) {
    return ByteString.class.isAssignableFrom(type.getRawClass()) ? FROM_BASE64 : null;
  }
}
