package dev.protojson.internal.registry;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Internal;
import com.google.protobuf.Message;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.internal.Options;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.codegen.ReaderFactory;
import dev.protojson.internal.codegen.WriterFactory;
import java.lang.System.Logger.Level;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The registered message types of one marshaller. Reads are lock-free on immutable maps; registering (at build
 * time, or on first use when types are registered on demand) replaces the maps under a lock.
 *
 * <p>A type is identified by its descriptor object, not its full name: the same {@code .proto} type loaded by two
 * class loaders (Spring Boot DevTools' restart loader next to the application loader, or two copies of the
 * generated code) has two descriptors and two classes, and each needs code linked against its own classes. The
 * full name is only for {@code Any}, whose payload is bytes that any of them can parse.
 */
public final class Registry implements TypeLookup {

  private static final System.Logger LOG = System.getLogger("dev.protojson");

  private final Options options;
  private volatile Map<Class<?>, RegisteredType> byClass = Map.of();
  // Descriptor does not override equals: this map is keyed by identity, one entry per loaded copy of a type.
  private volatile Map<Descriptor, RegisteredType> byDescriptor = Map.of();
  private volatile Map<String, RegisteredType> byFullName = Map.of();

  public Registry(Options options) {
    this.options = options;
  }

  public Options options() {
    return options;
  }

  /** The writer for {@code message}'s type. */
  public TypeWriter writer(Message message) {
    RegisteredType type = byClass.get(message.getClass());
    return (type != null ? type : onFirstUse(message.getDefaultInstanceForType())).writer();
  }

  /** The reader for {@code builder}'s type. */
  public TypeReader reader(Message.Builder builder) {
    RegisteredType type = byClass.get(builder.getClass());
    return (type != null ? type : onFirstUse(builder.getDefaultInstanceForType())).reader();
  }

  /** The registration of {@code type}, which must be a generated message class: its reader and a prototype. */
  public RegisteredType registered(Class<? extends Message> type) {
    RegisteredType registered = byClass.get(type);
    if (registered == null) {
      Message defaultInstance;
      try {
        defaultInstance = Internal.getDefaultInstance(type);
      } catch (RuntimeException e) {
        throw new IllegalArgumentException(type.getName() + " is not a generated protobuf message class", e);
      }
      registered = onFirstUse(defaultInstance);
    }
    return registered;
  }

  @Override
  public RegisteredType registered(Descriptor type) {
    return byDescriptor.get(type);
  }

  @Override
  public RegisteredType byFullName(String fullName) {
    return byFullName.get(fullName);
  }

  private RegisteredType onFirstUse(Message defaultInstance) {
    RegisteredType registered = byDescriptor.get(defaultInstance.getDescriptorForType());
    if (registered != null && registered.defaultInstance().getClass() == defaultInstance.getClass()) {
      return registered;
    }
    if (!options.registerOnDemand()) {
      throw unregistered(defaultInstance);
    }
    register(List.of(defaultInstance));
    LOG.log(Level.INFO, () -> "protojson generated code on first use for " + defaultInstance.getClass().getName()
        + " (class loader " + defaultInstance.getClass().getClassLoader() + ") and the types it reaches");
    return byClass.get(defaultInstance.getClass());
  }

  private UnregisteredTypeException unregistered(Message defaultInstance) {
    Class<?> type = defaultInstance.getClass();
    String fullName = defaultInstance.getDescriptorForType().getFullName();
    RegisteredType sameName = byFullName.get(fullName);
    if (sameName == null) {
      return new UnregisteredTypeException(fullName, type.getName());
    }
    // The usual cause is a second class loader, e.g. a restart loader that reloaded the application's classes.
    Class<?> other = sameName.defaultInstance().getClass();
    return new UnregisteredTypeException(fullName, type.getName(), "the registered " + fullName + " is "
        + other.getName() + " from class loader " + other.getClassLoader() + ", this one comes from class loader "
        + type.getClassLoader());
  }

  /** Registers {@code roots} and every message type reachable from their fields, generating code for new ones. */
  public synchronized void register(List<Message> roots) {
    Map<Descriptor, Message> fresh = new LinkedHashMap<>();
    for (Message root : roots) {
      collect(root.getDefaultInstanceForType(), fresh, byDescriptor);
    }
    if (fresh.isEmpty()) {
      return;
    }
    long start = System.nanoTime();
    List<Message> batch = List.copyOf(fresh.values());
    Map<Descriptor, TypeWriter> writers = WriterFactory.create(batch, options, this);
    Map<Descriptor, TypeReader> readers = ReaderFactory.create(batch, options, this);

    Map<Class<?>, RegisteredType> classes = new HashMap<>(byClass);
    Map<Descriptor, RegisteredType> descriptors = new HashMap<>(byDescriptor);
    Map<String, RegisteredType> names = new HashMap<>(byFullName);
    for (Message type : batch) {
      Descriptor descriptor = type.getDescriptorForType();
      RegisteredType registered =
          new RegisteredType(type, writers.get(descriptor), readers.get(descriptor));
      classes.put(type.getClass(), registered);
      classes.put(type.newBuilderForType().getClass(), registered);
      descriptors.put(descriptor, registered);
      names.putIfAbsent(descriptor.getFullName(), registered);
    }
    byClass = Map.copyOf(classes);
    byDescriptor = Map.copyOf(descriptors);
    byFullName = Map.copyOf(names);
    LOG.log(Level.DEBUG, () -> "protojson registered " + batch.size() + " message types in "
        + (System.nanoTime() - start) / 1_000_000 + " ms");
  }

  /** {@code roots} and every message type reachable from their fields, each once (map entries are not types). */
  public static List<Message> reachable(List<Message> roots) {
    Map<Descriptor, Message> found = new LinkedHashMap<>();
    for (Message root : roots) {
      collect(root.getDefaultInstanceForType(), found, Map.of());
    }
    return List.copyOf(found.values());
  }

  private static void collect(Message type, Map<Descriptor, Message> fresh, Map<Descriptor, ?> known) {
    Descriptor descriptor = type.getDescriptorForType();
    boolean mapEntry = descriptor.getOptions().getMapEntry();
    if (!mapEntry) {
      if (known.containsKey(descriptor) || fresh.containsKey(descriptor)) {
        return;
      }
      fresh.put(descriptor, type);
    }
    Message.Builder builder = type.newBuilderForType();
    for (FieldDescriptor field : descriptor.getFields()) {
      if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        collect(builder.newBuilderForField(field).getDefaultInstanceForType(), fresh, known);
      }
    }
  }
}
