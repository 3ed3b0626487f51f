package dev.protojson.spring.validation;

import java.util.List;
import java.util.function.UnaryOperator;

/** The properties of a record, named as the JSON names them: where the messages inside a record body are. */
interface RecordProperties {

  /** Without Jackson's databind no record is read from JSON, so none has properties to look into. */
  RecordProperties NONE = recordType -> List.of();

  /** @param recordType a record class */
  List<Property> of(Class<?> recordType);

  /**
   * @param name the property's name in the JSON
   * @param value reads the property's value from a record
   */
  record Property(String name, UnaryOperator<Object> value) {}
}
