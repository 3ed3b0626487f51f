package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.Descriptor;

/**
 * The names of generated classes: {@code dev.protojson.generated.<full$name>$JsonWriter} and
 * {@code ...$JsonReader}. '$' never occurs in proto names, so {@code a_b.C} and {@code a.b_C} stay apart. Each
 * batch has its own class loader, so marshallers never collide, and two copies of one type (from two class
 * loaders) get the same name in two loaders.
 */
final class GeneratedNames {

  private static final String PACKAGE = "dev.protojson.generated.";

  private GeneratedNames() {}

  static String writer(Descriptor type) {
    return PACKAGE + type.getFullName().replace('.', '$') + "$JsonWriter";
  }

  static String reader(Descriptor type) {
    return PACKAGE + type.getFullName().replace('.', '$') + "$JsonReader";
  }
}
