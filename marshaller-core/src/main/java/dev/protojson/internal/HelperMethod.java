package dev.protojson.internal;

import java.io.Serializable;
import java.lang.invoke.MethodHandleInfo;
import java.lang.invoke.SerializedLambda;
import java.lang.reflect.Method;

/**
 * Turns a method reference to a static helper (or to a public method of the object generated code reads from, such
 * as {@code ByteInput::readInt32}) into the {@link Method} that code generators emit a call to. Helpers
 * are named by references, which the compiler checks, rather than by strings, which would fail only when code is
 * generated for a field that needs them. A reference that is not to a public method fails here, when the
 * table that holds it is loaded.
 */
public final class HelperMethod {

  private HelperMethod() {}

  /** The static or instance method {@code reference} refers to. */
  public static Method of(Serializable reference) {
    SerializedLambda lambda;
    try {
      Method writeReplace = reference.getClass().getDeclaredMethod("writeReplace");
      writeReplace.setAccessible(true);
      lambda = (SerializedLambda) writeReplace.invoke(reference);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("Not a serializable method reference: " + reference, e);
    }
    int kind = lambda.getImplMethodKind();
    if ((kind != MethodHandleInfo.REF_invokeStatic && kind != MethodHandleInfo.REF_invokeVirtual)
        || lambda.getImplMethodName().startsWith("lambda$")) {
      throw new IllegalStateException("Not a reference to a helper method: " + lambda);
    }
    try {
      Class<?> owner = Class.forName(lambda.getImplClass().replace('/', '.'), false,
          HelperMethod.class.getClassLoader());
      for (Method method : owner.getMethods()) {
        if (method.getName().equals(lambda.getImplMethodName())
            && descriptor(method).equals(lambda.getImplMethodSignature())) {
          return method;
        }
      }
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("No class for " + lambda, e);
    }
    throw new IllegalStateException("No public helper for " + lambda);
  }

  private static String descriptor(Method method) {
    StringBuilder out = new StringBuilder("(");
    for (Class<?> parameter : method.getParameterTypes()) {
      out.append(parameter.descriptorString());
    }
    return out.append(')').append(method.getReturnType().descriptorString()).toString();
  }
}
