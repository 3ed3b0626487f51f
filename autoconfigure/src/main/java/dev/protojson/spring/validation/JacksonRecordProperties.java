package dev.protojson.spring.validation;

import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.introspect.AnnotatedMember;
import tools.jackson.databind.introspect.BeanPropertyDefinition;
import tools.jackson.databind.json.JsonMapper;

/**
 * A record's properties as the application's {@link JsonMapper} reads them: the names Jackson gives them
 * ({@code @JsonProperty}, a naming strategy, mix-ins included), so that a violation inside a record is named as the
 * request named it. Each record type is described once.
 */
final class JacksonRecordProperties implements RecordProperties {

  private final ObjectProvider<JsonMapper> mapper;

  private final ClassValue<List<Property>> described = new ClassValue<>() {
    @Override
    protected List<Property> computeValue(Class<?> recordType) {
      return describe(recordType);
    }
  };

  /** @param mapper the application's mapper, looked up on the first record: the one that read the bodies */
  JacksonRecordProperties(ObjectProvider<JsonMapper> mapper) {
    this.mapper = mapper;
  }

  @Override
  public List<Property> of(Class<?> recordType) {
    return described.get(recordType);
  }

  private List<Property> describe(Class<?> recordType) {
    JsonMapper jsonMapper = mapper.getIfAvailable(JsonMapper::shared);
    BeanDescription description = jsonMapper._deserializationContext()
        .introspectBeanDescriptionForCreation(jsonMapper.constructType(recordType));
    List<Property> properties = new ArrayList<>();
    for (BeanPropertyDefinition property : description.findProperties()) {
      AnnotatedMember accessor = property.getAccessor();
      if (accessor != null) {
        // A package-private record's public accessors are not callable from here without it
        accessor.fixAccess(true);
        properties.add(new Property(property.getName(), accessor::getValue));
      }
    }
    return List.copyOf(properties);
  }
}
