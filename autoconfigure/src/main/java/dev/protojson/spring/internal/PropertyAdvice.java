package dev.protojson.spring.internal;

/**
 * What the errors of the Spring Boot integration say about the {@code protojson.*} properties that would avoid them.
 *
 * <p>Not API: public only for the other packages of this module.
 */
public final class PropertyAdvice {

  /** The property that limits request bodies, named where a body over it is refused. */
  public static final String MAX_REQUEST_SIZE = "protojson.max-request-size";

  /** Added to the error for a message type the marshaller does not know. */
  public static final String UNREGISTERED_TYPE = "With Spring Boot, add its package to protojson.packages, or set"
      + " protojson.accept-unregistered-types=true.";

  private PropertyAdvice() {}
}
