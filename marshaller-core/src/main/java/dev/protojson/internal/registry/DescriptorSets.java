package dev.protojson.internal.registry;

import com.google.protobuf.AnyProto;
import com.google.protobuf.ApiProto;
import com.google.protobuf.DescriptorProtos;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DurationProto;
import com.google.protobuf.EmptyProto;
import com.google.protobuf.FieldMaskProto;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.JavaFeaturesProto;
import com.google.protobuf.SourceContextProto;
import com.google.protobuf.StructProto;
import com.google.protobuf.TimestampProto;
import com.google.protobuf.TypeProto;
import com.google.protobuf.WrappersProto;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The files of a serialized {@code FileDescriptorSet} ({@code protoc --descriptor_set_out --include_imports}),
 * built in dependency order: each file after the files it imports. An import of one of the files protobuf-java
 * ships ({@code google/protobuf/timestamp.proto}, ...) that the set lacks is protobuf-java's own: a set made without
 * {@code --include_imports} still links when those are all it imports.
 */
public final class DescriptorSets {

  private static final Map<String, FileDescriptor> BUNDLED = bundled(AnyProto.getDescriptor(),
      ApiProto.getDescriptor(), DescriptorProtos.getDescriptor(), DurationProto.getDescriptor(),
      EmptyProto.getDescriptor(), FieldMaskProto.getDescriptor(), JavaFeaturesProto.getDescriptor(),
      SourceContextProto.getDescriptor(), StructProto.getDescriptor(), TimestampProto.getDescriptor(),
      TypeProto.getDescriptor(), WrappersProto.getDescriptor());

  private DescriptorSets() {}

  /**
   * @throws IllegalArgumentException if the bytes are no {@code FileDescriptorSet}, a file imports one the set
   *     lacks (naming both), the imports form a cycle, or a file does not link (naming it and why)
   */
  public static List<FileDescriptor> files(byte[] serialized) {
    return files(serialized, Map.of());
  }

  /**
   * As {@link #files(byte[])}; a file of {@code earlier} (by name) that the set holds unchanged is taken as it was
   * built, not built again, so that the types of sets sharing an import are the same descriptors.
   */
  public static List<FileDescriptor> files(byte[] serialized, Map<String, FileDescriptor> earlier) {
    FileDescriptorSet set;
    try {
      set = FileDescriptorSet.parseFrom(serialized);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException("Not a serialized google.protobuf.FileDescriptorSet: " + e.getMessage(), e);
    }
    return files(set, earlier);
  }

  /**
   * @throws IllegalArgumentException if a file imports one the set lacks (naming both), the imports form a cycle,
   *     or a file does not link (naming it and why)
   */
  public static List<FileDescriptor> files(FileDescriptorSet set) {
    return files(set, Map.of());
  }

  /** As {@link #files(FileDescriptorSet)}, taking the files of {@code earlier} the set holds unchanged. */
  public static List<FileDescriptor> files(FileDescriptorSet set, Map<String, FileDescriptor> earlier) {
    Map<String, FileDescriptorProto> byName = new LinkedHashMap<>();
    for (FileDescriptorProto file : set.getFileList()) {
      FileDescriptorProto before = byName.putIfAbsent(file.getName(), file);
      // Sets written apart and joined (serialized sets concatenate into one) repeat the files they share.
      if (before != null && !before.equals(file)) {
        throw new IllegalArgumentException("The descriptor set holds two different files named " + file.getName());
      }
    }
    Map<String, FileDescriptor> built = new LinkedHashMap<>();
    for (FileDescriptorProto file : byName.values()) {
      FileDescriptor known = earlier.get(file.getName());
      if (known != null && unchanged(known, byName)) {
        built.put(file.getName(), known);
      }
    }
    for (FileDescriptorProto file : byName.values()) {
      build(file, byName, built, new LinkedHashSet<>());
    }
    return List.copyOf(built.values());
  }

  private static FileDescriptor build(FileDescriptorProto file, Map<String, FileDescriptorProto> byName,
      Map<String, FileDescriptor> built, Set<String> importing) {
    FileDescriptor done = built.get(file.getName());
    if (done != null) {
      return done;
    }
    if (!importing.add(file.getName())) {
      throw new IllegalArgumentException("The descriptor set's file " + file.getName() + " imports itself, through "
          + String.join(" -> ", importing));
    }
    List<FileDescriptor> dependencies = new ArrayList<>();
    for (String dependency : file.getDependencyList()) {
      FileDescriptorProto imported = byName.get(dependency);
      if (imported == null && BUNDLED.containsKey(dependency)) {
        dependencies.add(BUNDLED.get(dependency));
        continue;
      }
      if (imported == null) {
        throw new IllegalArgumentException("The descriptor set's file " + file.getName() + " imports " + dependency
            + ", which the set does not hold and protobuf-java does not ship: make it with protoc --include_imports");
      }
      dependencies.add(build(imported, byName, built, importing));
    }
    importing.remove(file.getName());
    FileDescriptor descriptor;
    try {
      descriptor = FileDescriptor.buildFrom(file, dependencies.toArray(new FileDescriptor[0]));
    } catch (DescriptorValidationException e) {
      throw new IllegalArgumentException("The descriptor set's file " + file.getName() + " does not link: "
          + e.getMessage(), e);
    }
    built.put(file.getName(), descriptor);
    return descriptor;
  }

  /** Whether the set holds {@code known} as it is, and every file it imports as it is (or not at all). */
  private static boolean unchanged(FileDescriptor known, Map<String, FileDescriptorProto> byName) {
    FileDescriptorProto held = byName.get(known.getName());
    if (held != null && !held.equals(known.toProto())) {
      return false;
    }
    for (FileDescriptor dependency : known.getDependencies()) {
      if (!unchanged(dependency, byName)) {
        return false;
      }
    }
    return true;
  }

  private static Map<String, FileDescriptor> bundled(FileDescriptor... files) {
    Map<String, FileDescriptor> byName = new LinkedHashMap<>();
    for (FileDescriptor file : files) {
      byName.put(file.getName(), file);
    }
    return Map.copyOf(byName);
  }
}
