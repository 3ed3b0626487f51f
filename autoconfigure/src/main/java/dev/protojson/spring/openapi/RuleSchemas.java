package dev.protojson.spring.openapi;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import io.swagger.v3.oas.models.media.Schema;

/**
 * Validation rules added to the schemas of messages. An interface without protovalidate's types, so that the schemas
 * are made the same way, only without rules, when protovalidate is not on the class path.
 */
interface RuleSchemas {

  RuleSchemas NONE = new RuleSchemas() {
    @Override
    public Schema<Object> field(FieldDescriptor field, Schema<Object> property, Schema<Object> component) {
      return property;
    }

    @Override
    public void message(Descriptor type, Schema<Object> component) {
    }
  };

  /**
   * The property's schema with the field's rules; a field the rules make necessary is added to the component's
   * {@code required}.
   */
  Schema<Object> field(FieldDescriptor field, Schema<Object> property, Schema<Object> component);

  /** The rules of the message as a whole and of its oneofs, on its component. */
  void message(Descriptor type, Schema<Object> component);
}
