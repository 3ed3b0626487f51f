package dev.protojson;

import com.google.protobuf.DynamicMessage;

/**
 * A message type was written or read that the marshaller does not know, and it was built with
 * {@link MessageMarshaller.Builder#registeringTypesOnDemand(boolean) registeringTypesOnDemand(false)}. This is
 * a mistake in how the marshaller was set up, not in the message or the input: register the type (or a type that
 * reaches it), or register on demand.
 *
 * <p>It is an {@link IllegalArgumentException}, as it has always been, so existing handlers keep working; catch it
 * before {@link ProtoJsonWriteException} and {@code IllegalArgumentException} to tell the cases apart.
 */
public class UnregisteredTypeException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final String typeName;
  private final String className;

  /**
   * @param typeName the full proto name of the type, e.g. {@code shop.Order}
   * @param className the name of its generated Java class
   */
  public UnregisteredTypeException(String typeName, String className) {
    this(typeName, className, null);
  }

  /**
   * @param typeName the full proto name of the type, e.g. {@code shop.Order}
   * @param className the name of its generated Java class
   * @param detail more about the cause, such as a class of the same name from another class loader; or null
   */
  public UnregisteredTypeException(String typeName, String className, String detail) {
    super("Message type " + typeName + " (" + className + ") is not registered with this MessageMarshaller"
        + (detail == null ? "" : " (" + detail + ")")
        + ": register it with MessageMarshaller.builder()" + registration(className)
        + ", or build the marshaller with registeringTypesOnDemand(true)");
    this.typeName = typeName;
    this.className = className;
  }

  /** The full proto name of the type, e.g. {@code shop.Order}. */
  public String getTypeName() {
    return typeName;
  }

  /** The name of the type's generated Java class. */
  public String getClassName() {
    return className;
  }

  private static String registration(String className) {
    // A DynamicMessage's type is its descriptor, which the class name does not give.
    if (className.equals(DynamicMessage.class.getName())) {
      return ".register(DynamicMessage.getDefaultInstance(descriptor)) or .registerFiles(descriptor.getFile())";
    }
    String simpleName = className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
    return ".register(" + simpleName + ".getDefaultInstance())";
  }
}
