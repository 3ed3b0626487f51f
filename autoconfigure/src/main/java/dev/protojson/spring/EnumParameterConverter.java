package dev.protojson.spring;

import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.ProtocolMessageEnum;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;

/**
 * A protobuf enum taken from a request parameter, a path variable or a header ({@code @RequestParam Color color}),
 * as proto3 JSON takes one: a value name (aliases too) or its number. Spring's own conversion takes Java constant
 * names only, so with {@code protojson.enums-as-ints} the numbers the application writes, and the OpenAPI document
 * describes, were refused. A name or number the enum does not have is refused, and Spring answers it with a 400.
 * (When this refuses a value, Spring's data binding still tries the Java constant's name itself, which is how
 * {@code UNRECOGNIZED} gets through.)
 */
final class EnumParameterConverter implements GenericConverter {

  private final ClassValue<Map<String, Object>> values = new ClassValue<>() {
    @Override
    protected Map<String, Object> computeValue(Class<?> type) {
      return valuesOf(type);
    }
  };

  @Override
  public Set<ConvertiblePair> getConvertibleTypes() {
    return Set.of(new ConvertiblePair(String.class, ProtocolMessageEnum.class));
  }

  @Override
  public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
    String text = ((String) source).trim();
    if (text.isEmpty()) {
      // As for Java enums: no value, which a required parameter then reports as missing
      return null;
    }
    Class<?> type = targetType.getType();
    Object value = values.get(type).get(text);
    if (value == null) {
      throw new IllegalArgumentException("\"" + text + "\" is not a value name or number of enum "
          + descriptorOf(type).getFullName());
    }
    return value;
  }

  /** Each constant by its value names and its number, as text; {@code UNRECOGNIZED} by neither. */
  private static Map<String, Object> valuesOf(Class<?> type) {
    Map<String, Object> byText = new HashMap<>();
    Map<Integer, Object> byNumber = new HashMap<>();
    for (Object constant : type.getEnumConstants()) {
      ProtocolMessageEnum value = (ProtocolMessageEnum) constant;
      if (!((Enum<?>) constant).name().equals("UNRECOGNIZED")
          || value.getDescriptorForType().findValueByName("UNRECOGNIZED") != null) {
        byNumber.putIfAbsent(value.getNumber(), constant);
      }
    }
    for (EnumValueDescriptor value : descriptorOf(type).getValues()) {
      Object constant = byNumber.get(value.getNumber());
      byText.put(value.getName(), constant);
      byText.putIfAbsent(Integer.toString(value.getNumber()), constant);
    }
    return byText;
  }

  private static EnumDescriptor descriptorOf(Class<?> type) {
    for (Object constant : type.getEnumConstants()) {
      ProtocolMessageEnum value = (ProtocolMessageEnum) constant;
      if (!((Enum<?>) constant).name().equals("UNRECOGNIZED")) {
        return value.getDescriptorForType();
      }
    }
    throw new IllegalArgumentException(type.getName() + " has no values");
  }
}
