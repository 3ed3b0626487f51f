package dev.protojson.spring.internal;

import com.google.protobuf.MessageOrBuilder;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.Set;
import org.springframework.core.ResolvableType;

/**
 * Whether a declared type can hold protobuf messages: a message itself, or one as a type argument ({@code
 * List<Person>}, {@code Page<Person>}), an array's component, or the field of a record or class of the application's
 * own, at any depth. A value declared as {@code Object} or a raw {@code List} is not looked into.
 */
final class MessageHoldingTypes {

  /** Packages whose classes are not walked field by field; their type arguments still are. */
  private static final String[] LIBRARY_PACKAGES = {"java.", "javax.", "jakarta.", "kotlin.", "scala.",
      "org.springframework.", "com.google.protobuf.", "tools.jackson.", "com.fasterxml.jackson."};

  private MessageHoldingTypes() {}

  static boolean holdMessages(ResolvableType type) {
    try {
      return holds(type, new HashSet<>());
    } catch (LinkageError | RuntimeException unresolvable) {
      // A field or generic signature naming a type missing from the class path: judged as before, by class,
      // without the error escaping into content negotiation, where it would fail requests in every format.
      return false;
    }
  }

  private static boolean holds(ResolvableType type, Set<Class<?>> walked) {
    Class<?> raw = type.resolve();
    if (raw == null || raw.isPrimitive()) {
      return false;
    }
    if (MessageOrBuilder.class.isAssignableFrom(raw)) {
      return true;
    }
    if (raw.isArray()) {
      return holds(type.getComponentType(), walked);
    }
    for (ResolvableType argument : type.getGenerics()) {
      if (holds(argument, walked)) {
        return true;
      }
    }
    if (raw.isEnum() || raw.isInterface() || fromLibrary(raw) || !walked.add(raw)) {
      return false;
    }
    for (Class<?> declaring = raw; declaring != null && declaring != Object.class;
        declaring = declaring.getSuperclass()) {
      for (Field field : declaring.getDeclaredFields()) {
        int modifiers = field.getModifiers();
        if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers) && !field.isSynthetic()
            && holds(ResolvableType.forField(field, type), walked)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean fromLibrary(Class<?> type) {
    String name = type.getName();
    for (String prefix : LIBRARY_PACKAGES) {
      if (name.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
