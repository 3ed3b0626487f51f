package dev.protojson.jackson;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The protobuf type of a {@code DynamicMessage} property, by its full name, so that {@link ProtoJsonModule} can read
 * it: a {@code DynamicMessage} has no type of its own, and its descriptor is looked up among the descriptors
 * registered with the module's marshaller ({@code MessageMarshaller.findDescriptor}).
 *
 * <pre>{@code
 * record Audit(String who, @ProtoType("shop.v1.Order") DynamicMessage order) {}
 * }</pre>
 *
 * <p>It applies to properties declared as {@code DynamicMessage}, {@code Message} or their builders, and to the
 * elements of a {@code List}, {@code Set}, array, {@code Map} value or {@code Optional} so declared: the whole
 * property is annotated, as {@code @ProtoType("shop.v1.Order") List<DynamicMessage> orders}. Such a property is
 * read as {@code DynamicMessage}s of that type. On a property of a generated message class it must name that class's
 * type. A name no registered descriptor has is an error when the property is first read.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface ProtoType {

  /** The message type's full name, {@code package.Message} ({@code shop.v1.Order.Line} for a nested type). */
  String value();
}
