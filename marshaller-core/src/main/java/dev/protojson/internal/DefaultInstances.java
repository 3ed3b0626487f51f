package dev.protojson.internal;

import com.google.protobuf.GeneratedMessage;
import com.google.protobuf.Message;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Modifier;

/**
 * Generated message classes and their default instances. protobuf-java's {@code Internal.getDefaultInstance} finds
 * the static {@code getDefaultInstance()} by reflection, which makes a {@code Method} of every public method of the
 * class and loads every class their signatures name: about half a millisecond for a class of a dozen fields, the
 * same again as generating its code. A method handle resolves the one method, once per class.
 */
public final class DefaultInstances {

  private static final ClassValue<Message> CACHE = new ClassValue<>() {
    @Override
    protected Message computeValue(Class<?> type) {
      return lookUp(type.asSubclass(Message.class));
    }
  };

  private DefaultInstances() {}

  /**
   * Whether {@code type} is a message class protoc generated: a concrete subclass of {@code GeneratedMessage} (which
   * the older {@code GeneratedMessageV3} extends). Interfaces, the abstract bases and {@code DynamicMessage} are
   * not: no code can be made for them.
   */
  public static boolean isGeneratedMessage(Class<?> type) {
    return GeneratedMessage.class.isAssignableFrom(type) && !type.isInterface()
        && !Modifier.isAbstract(type.getModifiers());
  }

  /**
   * {@code type}'s default instance, looked up once per class.
   *
   * @throws IllegalArgumentException if {@code type} has no public static {@code getDefaultInstance()} returning
   *     itself, as generated message classes have
   */
  public static <M extends Message> M of(Class<M> type) {
    return type.cast(CACHE.get(type));
  }

  /**
   * The default instance of {@code type} if it is a generated message class ({@link #isGeneratedMessage}) whose
   * default instance can be had; null for any other class.
   */
  public static Message ofGeneratedClass(Class<?> type) {
    if (!isGeneratedMessage(type)) {
      return null;
    }
    try {
      return of(type.asSubclass(Message.class));
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static Message lookUp(Class<? extends Message> type) {
    MethodHandle getter;
    try {
      getter = MethodHandles.publicLookup().findStatic(type, "getDefaultInstance", MethodType.methodType(type));
    } catch (NoSuchMethodException | IllegalAccessException e) {
      throw new IllegalArgumentException(type.getName() + " has no public static getDefaultInstance()", e);
    }
    try {
      return (Message) getter.invoke();
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      // getDefaultInstance() declares nothing; a checked exception can only come from the class's initialisation
      throw new IllegalStateException("Cannot get the default instance of " + type.getName(), e);
    }
  }
}
