package dev.protojson.internal.registry;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.protojson.UnregisteredTypeException;
import dev.protojson.internal.DefaultInstances;
import dev.protojson.internal.Options;
import dev.protojson.internal.RegisteredType;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.codegen.DynamicCode;
import dev.protojson.internal.codegen.ReaderFactory;
import dev.protojson.internal.codegen.WriterFactory;
import dev.protojson.internal.read.ExtensionReader;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.wellknown.WellKnownTypes;
import java.lang.System.Logger.Level;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The registered message types of one marshaller. Reads are lock-free; registering and making code happen under
 * the registry's lock.
 *
 * <p>Types registered by name ({@link DeclaredTypes}) and types registered on demand are registered lazily: a type
 * is loaded when it is first used, its writer made when it is first written and its reader when first read, and
 * the message types its fields reach are registered the same way as that code is made. What needs the whole set
 * before every type was used (an {@code Any} or a top-level use of a type no declared type was seen to reach, when
 * types are not registered on demand) loads the declared classes and registers what they reach, once.
 *
 * <p>A type is identified by its descriptor object, not its full name: the same {@code .proto} type loaded by two
 * class loaders (Spring Boot DevTools' restart loader next to the application loader, or two copies of the
 * generated code) has two descriptors and two classes, and each needs code linked against its own classes. The
 * full name is only for {@code Any}, whose payload is bytes that any of them can parse.
 */
public final class Registry implements TypeLookup, RegisteredType.Code {

  private static final System.Logger LOG = System.getLogger("dev.protojson");

  /**
   * How many descriptor-only types registered on first use are kept; those registered up front always are. A tool
   * that builds its descriptors again (per message, or on every reload of a descriptor set) meets a new copy of each
   * type every time, and keeping every copy with its code would grow without end. Past this many, the oldest are
   * forgotten, and registered again if met again.
   */
  static final int DYNAMIC_ON_FIRST_USE_KEPT = 2_048;

  private final Options options;
  private final DeclaredTypes declared;
  private volatile boolean declaredLoaded;
  private final Map<Class<?>, RegisteredType> byClass = new ConcurrentHashMap<>();
  // Descriptor does not override equals: this map is keyed by identity, one entry per loaded copy of a type.
  private final Map<Descriptor, RegisteredType> byDescriptor = new ConcurrentHashMap<>();
  private final Map<String, RegisteredType> byFullName = new ConcurrentHashMap<>();
  // Used under the registry's lock only.
  private final Map<FileDescriptor, Map<String, Map<String, ExtensionReader>>> extensionsByFile = new HashMap<>();
  /**
   * Types known by their descriptors alone, read and written as {@code DynamicMessage}s. Kept apart from the
   * generated classes: a descriptor of a generated class may be registered for {@code DynamicMessage}s too, and
   * each is read and written through its own code.
   */
  private final Map<Descriptor, RegisteredType> dynamicTypes = new ConcurrentHashMap<>();
  private final Map<String, RegisteredType> dynamicByFullName = new ConcurrentHashMap<>();
  // Used under the registry's lock only: the descriptor-only types registered on first use, oldest first.
  private final ArrayDeque<Descriptor> dynamicOnFirstUse = new ArrayDeque<>();
  private final Map<FileDescriptor, Map<String, Map<String, ExtensionReader>>> dynamicExtensionsByFile =
      new HashMap<>();
  private final TypeLookup dynamicLookup = new DynamicLookup();

  public Registry(Options options) {
    this(options, Map.of());
  }

  /** A registry whose lazily registered types are {@code declared}: binary class names by class loader. */
  public Registry(Options options, Map<ClassLoader, ? extends Iterable<String>> declared) {
    this.options = options;
    this.declared = new DeclaredTypes(declared);
    this.declaredLoaded = this.declared.isEmpty();
  }

  public Options options() {
    return options;
  }

  /** The writer for {@code message}'s type. */
  @Override
  public TypeWriter writer(Message message) {
    if (message instanceof DynamicMessage) {
      return dynamic(message.getDescriptorForType()).writer();
    }
    RegisteredType type = byClass.get(message.getClass());
    return (type != null ? type : onFirstUse(message.getDefaultInstanceForType(), message.getClass())).writer();
  }

  /** The reader for {@code builder}'s type. */
  public TypeReader reader(Message.Builder builder) {
    if (builder instanceof DynamicMessage.Builder) {
      return dynamic(builder.getDescriptorForType()).reader();
    }
    RegisteredType type = byClass.get(builder.getClass());
    return (type != null ? type : onFirstUse(builder.getDefaultInstanceForType(), builder.getClass())).reader();
  }

  /** The registration of {@code type}, which must be a generated message class: its reader and a prototype. */
  public RegisteredType registered(Class<? extends Message> type) {
    RegisteredType registered = byClass.get(type);
    if (registered == null) {
      if (!DefaultInstances.isGeneratedMessage(type)) {
        throw notGenerated(type, null);
      }
      Message defaultInstance;
      try {
        defaultInstance = DefaultInstances.of(type);
      } catch (RuntimeException e) {
        throw notGenerated(type, e);
      }
      registered = onFirstUse(defaultInstance, type);
    }
    return registered;
  }

  private static IllegalArgumentException notGenerated(Class<?> type, RuntimeException cause) {
    if (type == DynamicMessage.class) {
      return new IllegalArgumentException("A DynamicMessage is read by its descriptor: readValue(json, descriptor)",
          cause);
    }
    return new IllegalArgumentException(type.getName() + " is not a class generated by protoc: protojson reads"
        + " and writes the generated message classes and DynamicMessage only", cause);
  }

  /**
   * The registration of {@code type} for {@code DynamicMessage}s: registered now, with every type it reaches, if
   * types are registered on demand.
   *
   * @throws UnregisteredTypeException if it is not registered and types are not registered on demand
   */
  public RegisteredType dynamic(Descriptor type) {
    RegisteredType registered = dynamicTypes.get(type);
    if (registered == null) {
      // Another copy of a registered descriptor (the same descriptor set loaded again) is the same type.
      boolean copy = isCopyOfRegistered(type);
      if (!copy && !options.registerOnDemand()) {
        throw new UnregisteredTypeException(type.getFullName(), DynamicMessage.class.getName());
      }
      // Logged once per name: a new version of a type met again and again is not news each time.
      boolean named = dynamicByFullName.containsKey(type.getFullName());
      registered = registerDynamicOnFirstUse(type);
      if (!copy && !named) {
        LOG.log(Level.INFO, () -> "protojson registered the descriptor of " + type.getFullName() + " on first use");
      }
    }
    return registered;
  }

  private synchronized RegisteredType registerDynamicOnFirstUse(Descriptor type) {
    List<Descriptor> batch = registerDynamic(List.of(type), false);
    dynamicOnFirstUse.addAll(batch);
    RegisteredType registered = dynamicTypes.get(type);
    while (dynamicOnFirstUse.size() > DYNAMIC_ON_FIRST_USE_KEPT) {
      forget(dynamicOnFirstUse.removeFirst());
    }
    return registered;
  }

  /** Forgets a type registered on first use; code already linked to its registration keeps it. */
  private void forget(Descriptor type) {
    RegisteredType registered = dynamicTypes.remove(type);
    dynamicExtensionsByFile.remove(type.getFile());
    String name = type.getFullName();
    if (registered != null && dynamicByFullName.remove(name, registered)) {
      // An Any payload of the name resolves to another registration of it, if one is left.
      for (RegisteredType other : dynamicTypes.values()) {
        if (other.descriptor().getFullName().equals(name)) {
          dynamicByFullName.putIfAbsent(name, other);
          break;
        }
      }
    }
  }

  /** How many descriptor-only types are registered now, for tests. */
  int dynamicTypeCount() {
    return dynamicTypes.size();
  }

  private boolean isCopyOfRegistered(Descriptor type) {
    RegisteredType sameName = dynamicByFullName.get(type.getFullName());
    return sameName != null && sameName.descriptor().toProto().equals(type.toProto());
  }

  /** The descriptor registered for {@code DynamicMessage}s under {@code fullName} (the first one); null if none. */
  public Descriptor dynamicDescriptor(String fullName) {
    RegisteredType registered = dynamicByFullName.get(fullName);
    return registered == null ? null : registered.descriptor();
  }

  /**
   * Registers {@code roots} and every message type reachable from their fields for {@code DynamicMessage}s, and
   * makes their writers and readers now.
   */
  public synchronized void registerDynamic(List<Descriptor> roots) {
    registerDynamic(roots, true);
  }

  /**
   * @param upFront whether the types are kept for the marshaller's life, also those registered on first use before
   * @return the types registered now, in order
   */
  private List<Descriptor> registerDynamic(List<Descriptor> roots, boolean upFront) {
    if (upFront && !dynamicOnFirstUse.isEmpty()) {
      Map<Descriptor, Descriptor> reached = new LinkedHashMap<>();
      for (Descriptor root : roots) {
        collectDescriptors(root, reached, Set.of());
      }
      dynamicOnFirstUse.removeIf(reached::containsKey);
    }
    Map<Descriptor, Descriptor> fresh = new LinkedHashMap<>();
    for (Descriptor root : roots) {
      collectDescriptors(root, fresh, dynamicTypes.keySet());
    }
    if (fresh.isEmpty()) {
      return List.of();
    }
    List<Descriptor> batch = new ArrayList<>(fresh.keySet());
    Map<Descriptor, TypeWriter> writers = DynamicCode.writers(batch, options, dynamicLookup, this);
    Map<Descriptor, TypeReader> readers = DynamicCode.readers(batch, options, dynamicLookup, this,
        dynamicExtensionsByFile);
    for (Descriptor type : batch) {
      RegisteredType registered = new RegisteredType(DynamicMessage.getDefaultInstance(type), writers.get(type),
          readers.get(type));
      dynamicTypes.put(type, registered);
      dynamicByFullName.putIfAbsent(type.getFullName(), registered);
    }
    return batch;
  }

  /** Puts {@code type} and every type its fields reach into {@code found}, but for those {@code known}. */
  private static void collectDescriptors(Descriptor type, Map<Descriptor, Descriptor> found, Set<Descriptor> known) {
    if (known.contains(type) || found.containsKey(type)) {
      return;
    }
    found.put(type, type);
    for (FieldDescriptor field : type.getFields()) {
      if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        collectDescriptors(field.getMessageType(), found, known);
      }
    }
  }

  /** The registered {@code DynamicMessage} types, for their own code: a nested type's registration is its own. */
  private final class DynamicLookup implements TypeLookup {

    @Override
    public RegisteredType registered(Descriptor type) {
      return dynamicTypes.get(type);
    }

    @Override
    public RegisteredType byFullName(String fullName) {
      return Registry.this.byFullName(fullName);
    }

    @Override
    public TypeWriter writer(Message message) {
      return Registry.this.writer(message);
    }
  }

  @Override
  public RegisteredType registered(Descriptor type) {
    RegisteredType registered = byDescriptor.get(type);
    if (registered == null && !declaredLoaded) {
      loadDeclared();
      registered = byDescriptor.get(type);
    }
    return registered;
  }

  @Override
  public RegisteredType byFullName(String fullName) {
    RegisteredType registered = byFullName.get(fullName);
    if (registered == null && !declaredLoaded) {
      List<Message> named = declared.named(fullName);
      if (named.isEmpty()) {
        loadDeclared();
      } else {
        registerLazily(named);
      }
      registered = byFullName.get(fullName);
    }
    if (registered == null) {
      Message wellKnown = WellKnownTypes.anyPayload(fullName);
      if (wellKnown != null) {
        registerLazily(List.of(wellKnown));
        registered = byFullName.get(fullName);
      }
    }
    // A generated class of the name wins: a descriptor-only type is one no generated class stands for.
    return registered != null ? registered : dynamicByFullName.get(fullName);
  }

  /**
   * The registration of a type first used through {@code key} (its message or builder class), which is then
   * remembered for it: a field's type is registered by its descriptor before its class is known.
   */
  private RegisteredType onFirstUse(Message defaultInstance, Class<?> key) {
    requireGenerated(defaultInstance);
    RegisteredType registered = found(defaultInstance);
    if (registered == null) {
      registered = register(defaultInstance);
    }
    byClass.put(key, registered);
    return registered;
  }

  /**
   * Only a class protoc generated has the accessors the generated code calls. Code made for another class (a
   * {@code DynamicMessage}) would also be named after the proto type, and stand in for its generated class.
   */
  private static void requireGenerated(Message type) {
    if (!DefaultInstances.isGeneratedMessage(type.getClass())) {
      throw new IllegalArgumentException(type.getClass().getName() + " (of "
          + type.getDescriptorForType().getFullName() + ") is neither a class generated by protoc nor a"
          + " DynamicMessage: protojson reads and writes those only");
    }
  }

  private RegisteredType found(Message defaultInstance) {
    RegisteredType registered = byDescriptor.get(defaultInstance.getDescriptorForType());
    return registered != null && registered.defaultInstance().getClass() == defaultInstance.getClass()
        ? registered : null;
  }

  private RegisteredType register(Message defaultInstance) {
    if (declared.contains(defaultInstance.getClass())) {
      registerLazily(List.of(defaultInstance));
      return found(defaultInstance);
    }
    if (!options.registerOnDemand()) {
      // A type that is not declared itself may be reached by one that is.
      if (!declaredLoaded) {
        loadDeclared();
        RegisteredType registered = found(defaultInstance);
        if (registered != null) {
          return registered;
        }
      }
      throw unregistered(defaultInstance);
    }
    registerLazily(List.of(defaultInstance));
    LOG.log(Level.INFO, () -> "protojson registered " + defaultInstance.getClass().getName() + " on first use"
        + " (class loader " + defaultInstance.getClass().getClassLoader() + ")");
    return found(defaultInstance);
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

  /** Registers every declared type and the types they reach, lazily; once. */
  private void loadDeclared() {
    synchronized (this) {
      if (declaredLoaded) {
        return;
      }
      long start = System.nanoTime();
      List<Message> types = declared.all();
      Map<Descriptor, Message> fresh = new LinkedHashMap<>();
      for (Message type : types) {
        collect(type, fresh, byDescriptor);
      }
      fresh.values().forEach(this::put);
      declaredLoaded = true;
      LOG.log(Level.DEBUG, () -> "protojson loaded the " + types.size() + " declared message types and "
          + (fresh.size() - types.size()) + " more they reach in " + (System.nanoTime() - start) / 1_000_000 + " ms");
    }
  }

  /** Registers {@code types} (not the types they reach) lazily: their code is made on first use. */
  private synchronized void registerLazily(List<Message> types) {
    for (Message type : types) {
      if (!byDescriptor.containsKey(type.getDescriptorForType())) {
        put(type);
      }
    }
  }

  private void put(Message type) {
    put(type.getDescriptorForType(), new RegisteredType(type, this));
  }

  private void put(Descriptor descriptor, RegisteredType registered) {
    byDescriptor.put(descriptor, registered);
    byFullName.putIfAbsent(descriptor.getFullName(), registered);
  }

  @Override
  public synchronized TypeWriter writer(RegisteredType type) {
    if (!type.hasWriter()) {
      registerFieldTypes(type.defaultInstance());
      type.writerMade(WriterFactory.create(List.of(type.defaultInstance()), options, this).get(type.descriptor()));
    }
    return type.writer();
  }

  @Override
  public synchronized TypeReader reader(RegisteredType type) {
    if (!type.hasReader()) {
      registerFieldTypes(type.defaultInstance());
      type.readerMade(ReaderFactory.create(List.of(type.defaultInstance()), options, this,
          extensionsByFile).get(type.descriptor()));
    }
    return type.reader();
  }

  /**
   * Registers lazily the message types of {@code type}'s fields (of its map fields' values) that are not registered
   * yet, by descriptor: their classes are loaded when their code is first needed.
   */
  private void registerFieldTypes(Message type) {
    for (FieldDescriptor field : type.getDescriptorForType().getFields()) {
      FieldDescriptor value = FieldInfo.valueField(field);
      if (value.getJavaType() == FieldDescriptor.JavaType.MESSAGE
          && !byDescriptor.containsKey(value.getMessageType())) {
        put(value.getMessageType(),
            new RegisteredType(value.getMessageType(), () -> MessageClasses.fieldType(type, field), this));
      }
    }
  }

  /**
   * Registers {@code roots} and every message type reachable from their fields, generating code for new ones now.
   */
  public synchronized void register(List<Message> roots) {
    Map<Descriptor, Message> fresh = new LinkedHashMap<>();
    List<Descriptor> dynamic = new ArrayList<>();
    for (Message root : roots) {
      if (root instanceof DynamicMessage) {
        dynamic.add(root.getDescriptorForType());
        continue;
      }
      requireGenerated(root);
      collect(root.getDefaultInstanceForType(), fresh, byDescriptor);
    }
    registerDynamic(dynamic);
    if (fresh.isEmpty()) {
      return;
    }
    long start = System.nanoTime();
    List<Message> batch = List.copyOf(fresh.values());
    Map<Descriptor, TypeWriter> writers = WriterFactory.create(batch, options, this);
    Map<Descriptor, TypeReader> readers = ReaderFactory.create(batch, options, this, extensionsByFile);
    for (Message type : batch) {
      Descriptor descriptor = type.getDescriptorForType();
      RegisteredType registered = new RegisteredType(type, writers.get(descriptor), readers.get(descriptor));
      byClass.put(type.getClass(), registered);
      byClass.put(type.newBuilderForType().getClass(), registered);
      put(descriptor, registered);
    }
    LOG.log(Level.DEBUG, () -> "protojson registered " + batch.size() + " message types in "
        + (System.nanoTime() - start) / 1_000_000 + " ms");
  }

  /** The message types of {@code names} (binary class names by class loader), loaded; other classes skipped. */
  public static List<Message> load(Map<ClassLoader, ? extends Iterable<String>> names) {
    return new DeclaredTypes(names).all();
  }

  /** {@code roots} and every message type reachable from their fields (map values included), each once. */
  public static List<Message> reachable(List<Message> roots) {
    Map<Descriptor, Message> found = new LinkedHashMap<>();
    for (Message root : roots) {
      collect(root.getDefaultInstanceForType(), found, Map.of());
    }
    return List.copyOf(found.values());
  }

  private static void collect(Message type, Map<Descriptor, Message> fresh, Map<Descriptor, ?> known) {
    Descriptor descriptor = type.getDescriptorForType();
    if (known.containsKey(descriptor) || fresh.containsKey(descriptor)) {
      return;
    }
    fresh.put(descriptor, type);
    for (FieldDescriptor field : descriptor.getFields()) {
      if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        Message fieldType = MessageClasses.fieldType(type, field);
        if (fieldType != null) {
          collect(fieldType, fresh, known);
        }
      }
    }
  }
}
