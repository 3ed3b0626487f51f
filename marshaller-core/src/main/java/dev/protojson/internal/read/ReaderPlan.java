package dev.protojson.internal.read;

import com.google.protobuf.Descriptors.Descriptor;
import java.util.Map;
import tools.jackson.core.sym.PropertyNameMatcher;

/**
 * Everything a {@link MessageReader} is constructed from, made by the code generator and passed on by the
 * generated subclass.
 */
public final class ReaderPlan {

  final Descriptor type;
  final FieldInfo[] fields;
  final int oneofCount;
  /** Each name a member may have and the index of its field ({@link FieldNames}). */
  final Map<String, Integer> byName;
  final PropertyNameMatcher matcher;
  final int[] fieldByMatch;
  final boolean ignoringUnknown;
  final int recursionLimit;
  final Map<String, ExtensionReader> extensions;

  public ReaderPlan(Descriptor type, FieldInfo[] fields, int oneofCount, Map<String, Integer> byName,
      PropertyNameMatcher matcher, int[] fieldByMatch, boolean ignoringUnknown, int recursionLimit,
      Map<String, ExtensionReader> extensions) {
    this.type = type;
    this.fields = fields;
    this.oneofCount = oneofCount;
    this.byName = byName;
    this.matcher = matcher;
    this.fieldByMatch = fieldByMatch;
    this.ignoringUnknown = ignoringUnknown;
    this.recursionLimit = recursionLimit;
    this.extensions = extensions;
  }

  public Descriptor type() {
    return type;
  }

  /** The fields in index order: index i is case i of the generated switches. */
  public FieldInfo[] fields() {
    return fields.clone();
  }
}
