package dev.protojson.internal.write;

import tools.jackson.core.io.SerializedString;

/**
 * A field's name, pre-encoded for Jackson's {@code writeName(SerializableString)} and, for protojson's own
 * generator, as the whole {@code ,"name":} between the previous value and this field's value, written in one copy.
 */
public final class FieldName extends SerializedString {

  private static final long serialVersionUID = 1L;

  /** {@code ,"name":} with the name escaped as Jackson escapes it. */
  final transient byte[] separated;

  public FieldName(String name) {
    super(name);
    byte[] quoted = asQuotedUTF8();
    byte[] bytes = new byte[quoted.length + 4];
    bytes[0] = ',';
    bytes[1] = '"';
    System.arraycopy(quoted, 0, bytes, 2, quoted.length);
    bytes[bytes.length - 2] = '"';
    bytes[bytes.length - 1] = ':';
    this.separated = bytes;
  }
}
