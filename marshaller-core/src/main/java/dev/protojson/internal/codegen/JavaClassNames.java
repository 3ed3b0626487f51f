package dev.protojson.internal.codegen;

import com.google.protobuf.DescriptorProtos.Edition;
import com.google.protobuf.DescriptorProtos.FileOptions;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;

/**
 * The binary names protoc's Java generator gives the classes of message and enum types: the Java package
 * ({@code java_package}, else the proto package), then the file's outer class unless the types have classes of
 * their own, then the nesting of the proto declaration. Top-level types have their own classes with
 * {@code java_multiple_files}, and from edition 2024 on by default. The outer class is
 * {@code java_outer_classname}, else the camel-cased file name, with {@code OuterClass} appended when a type or
 * service of the file has that name. An edition feature these rules do not read ({@code nest_in_file_class})
 * gives a name the class loader does not know; callers check that, and take a slower way then.
 */
public final class JavaClassNames {

  private JavaClassNames() {}

  /** The binary name of {@code type}'s class, e.g. {@code com.example.Shop$Order$Line}. */
  public static String of(Descriptor type) {
    return in(type.getFile(), nesting(type.getContainingType(), type.getName()));
  }

  /** The binary name of {@code type}'s enum class. */
  public static String of(EnumDescriptor type) {
    return in(type.getFile(), nesting(type.getContainingType(), type.getName()));
  }

  private static String nesting(Descriptor outer, String name) {
    StringBuilder path = new StringBuilder(name);
    for (; outer != null; outer = outer.getContainingType()) {
      path.insert(0, outer.getName() + '$');
    }
    return path.toString();
  }

  private static String in(FileDescriptor file, String path) {
    FileOptions options = file.getOptions();
    String javaPackage = options.hasJavaPackage() ? options.getJavaPackage() : file.getPackage();
    String prefix = javaPackage.isEmpty() ? "" : javaPackage + '.';
    if (options.getJavaMultipleFiles() || edition2024(file)) {
      return prefix + path;
    }
    return prefix + outerClassName(file) + '$' + path;
  }

  private static boolean edition2024(FileDescriptor file) {
    // proto2 and proto3 files leave the edition unset (EDITION_UNKNOWN, 0)
    return file.toProto().getEdition().getNumber() >= Edition.EDITION_2024.getNumber();
  }

  private static String outerClassName(FileDescriptor file) {
    if (file.getOptions().hasJavaOuterClassname()) {
      return file.getOptions().getJavaOuterClassname();
    }
    String base = file.getName().substring(file.getName().lastIndexOf('/') + 1);
    if (base.endsWith(".proto")) {
      base = base.substring(0, base.length() - ".proto".length());
    }
    // protoc camel-cases the file's name as it does field names
    String outer = Accessors.camelCase(base);
    boolean clashes = file.getEnumTypes().stream().anyMatch(t -> t.getName().equals(outer))
        || file.getServices().stream().anyMatch(t -> t.getName().equals(outer))
        || file.getMessageTypes().stream().anyMatch(t -> declares(t, outer));
    return clashes ? outer + "OuterClass" : outer;
  }

  /** Whether {@code type}, a type nested in it at any depth, or an enum in one of them is named {@code name}. */
  private static boolean declares(Descriptor type, String name) {
    return type.getName().equals(name) || type.getEnumTypes().stream().anyMatch(t -> t.getName().equals(name))
        || type.getNestedTypes().stream().anyMatch(t -> declares(t, name));
  }
}
