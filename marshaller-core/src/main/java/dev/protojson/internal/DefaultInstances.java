package dev.protojson.internal;

import com.google.protobuf.Message;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * The default instance of a generated message class, by its static {@code getDefaultInstance()}. protobuf-java's
 * {@code Internal.getDefaultInstance} finds that method by reflection, which makes a {@code Method} of every public
 * method of the class and loads every class their signatures name: about half a millisecond for a class of a dozen
 * fields, the same again as generating its code. A method handle resolves the one method.
 */
public final class DefaultInstances {

  private DefaultInstances() {}

  /**
   * {@code type}'s default instance.
   *
   * @throws IllegalArgumentException if {@code type} has no public static {@code getDefaultInstance()} returning
   *     itself, as generated message classes have
   */
  public static <M extends Message> M of(Class<M> type) {
    MethodHandle getter;
    try {
      getter = MethodHandles.publicLookup().findStatic(type, "getDefaultInstance", MethodType.methodType(type));
    } catch (NoSuchMethodException | IllegalAccessException e) {
      throw new IllegalArgumentException(type.getName() + " has no public static getDefaultInstance()", e);
    }
    try {
      return type.cast(getter.invoke());
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      // getDefaultInstance() declares nothing; a checked exception can only come from the class's initialisation
      throw new IllegalStateException("Cannot get the default instance of " + type.getName(), e);
    }
  }
}
