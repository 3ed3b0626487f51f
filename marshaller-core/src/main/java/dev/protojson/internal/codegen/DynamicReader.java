package dev.protojson.internal.codegen;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.TypeLookup;
import dev.protojson.internal.kind.FieldKind;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.ByteValueReader;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.wellknown.DynamicWellKnown;
import dev.protojson.internal.read.FieldInfo;
import dev.protojson.internal.read.ReaderPlan;
import dev.protojson.internal.read.RequiredFields;
import dev.protojson.internal.read.ValueReader;
import java.util.List;
import tools.jackson.core.JsonParser;

/**
 * Reads the messages of a type known by its descriptor alone into {@code DynamicMessage.Builder}s, by the plan a
 * generated reader of the type is made from ({@link ReaderPlan}) and with the same member loop
 * ({@link ReaderTemplate}, inherited here rather than copied), so names, duplicates, oneofs, {@code null}, unknown
 * fields, extensions, depth and every error are handled exactly as for generated classes. Values are read by the
 * kind's helpers ({@link FieldKind#valueReader}); only how they are stored differs: {@code setField},
 * {@code addRepeatedField}, and map entries as entry messages, a key read again replacing its entry.
 *
 * <p>Whole byte-array documents are read by the byte-level loop first, as for generated classes, with the kinds'
 * byte-level reads ({@link FieldKind#byteValueReader}) and, for well-known types, their byte-level methods.
 */
final class DynamicReader extends ReaderTemplate {

  private final FieldDescriptor[] descriptors;
  /** The reader of each scalar or enum field's values (of a map's values), as {@code setField} takes them. */
  private final ValueReader[] values;
  /** The reader of each map field's keys. */
  private final ValueReader[] keys;
  /** {@link #values} and {@link #keys} at the byte level. */
  private final ByteValueReader[] byteValues;
  private final ByteValueReader[] byteKeys;
  /** Each map field's key and value fields. */
  private final FieldDescriptor[] entryKeys;
  private final FieldDescriptor[] entryValues;
  private final boolean mayLackRequiredFields;

  DynamicReader(ReaderPlan plan, TypeLookup lookup) {
    super(plan);
    FieldInfo[] fields = plan.fields();
    this.descriptors = new FieldDescriptor[fields.length];
    this.values = new ValueReader[fields.length];
    this.keys = new ValueReader[fields.length];
    this.byteValues = new ByteValueReader[fields.length];
    this.byteKeys = new ByteValueReader[fields.length];
    this.entryKeys = new FieldDescriptor[fields.length];
    this.entryValues = new FieldDescriptor[fields.length];
    this.mayLackRequiredFields = RequiredFields.possibleIn(plan.type());
    for (int i = 0; i < fields.length; i++) {
      FieldDescriptor field = fields[i].descriptor();
      descriptors[i] = field;
      FieldDescriptor value = FieldInfo.valueField(field);
      FieldKind kind = FieldKind.of(value);
      if (kind != FieldKind.MESSAGE) {
        values[i] = kind.valueReader(value, fields[i], lookup);
        byteValues[i] = kind.byteValueReader(value, fields[i]);
      }
      if (field.isMapField()) {
        entryKeys[i] = field.getMessageType().findFieldByNumber(1);
        entryValues[i] = value;
        FieldKind keyKind = FieldKind.of(entryKeys[i]);
        keys[i] = keyKind.mapKeyReader();
        byteKeys[i] = keyKind.mapKeyByteReader();
      }
    }
  }

  @Override
  protected void readField(int field, JsonParser p, Message.Builder builder) {
    FieldDescriptor descriptor = descriptors[field];
    ValueReader scalar = values[field];
    // A message is merged in place, as a generated reader merges through the field's own builder.
    builder.setField(descriptor, scalar != null ? scalar.read(p) : merged(field, p, builder.hasField(descriptor)
        ? ((Message) builder.getField(descriptor)).toBuilder() : builder.newBuilderForField(descriptor)));
  }

  @Override
  protected void readElement(int field, JsonParser p, Message.Builder builder) {
    FieldDescriptor descriptor = descriptors[field];
    ValueReader scalar = values[field];
    builder.addRepeatedField(descriptor, scalar != null ? scalar.read(p)
        : merged(field, p, builder.newBuilderForField(descriptor)));
  }

  @Override
  protected void readEntry(int field, JsonParser p, Message.Builder builder) {
    FieldDescriptor descriptor = descriptors[field];
    Message.Builder entry = builder.newBuilderForField(descriptor);
    Object key = keys[field].read(p);
    ValueReader scalar = values[field];
    Object value = scalar != null ? scalar.read(p) : merged(field, p, entry.newBuilderForField(entryValues[field]));
    MapEntries.put(builder, descriptor, key, entry.setField(entryKeys[field], key)
        .setField(entryValues[field], value).buildPartial());
  }

  /** The message of field {@code field}'s type (a map's value type) read into {@code content}. */
  private Message merged(int field, JsonParser p, Message.Builder content) {
    nestedReaders[field].merge(p, content);
    return content.buildPartial();
  }

  @Override
  protected int mapSize(int field, JsonParser p, Message.Builder builder) {
    return builder.getRepeatedFieldCount(descriptors[field]);
  }

  @Override
  public boolean mayLackRequiredFields() {
    return mayLackRequiredFields;
  }

  @Override
  protected void readFieldBytes(int field, ByteInput in, Message.Builder builder) {
    // The builder holds no message here (MessageReader.mergesBytesInto), and a field given twice gives up: no
    // value to merge into.
    ByteValueReader scalar = byteValues[field];
    builder.setField(descriptors[field], scalar != null ? scalar.read(in)
        : mergedBytes(field, in, builder.newBuilderForField(descriptors[field])));
  }

  @Override
  protected void readElementBytes(int field, ByteInput in, Message.Builder builder) {
    ByteValueReader scalar = byteValues[field];
    builder.addRepeatedField(descriptors[field], scalar != null ? scalar.read(in)
        : mergedBytes(field, in, builder.newBuilderForField(descriptors[field])));
  }

  @Override
  protected void readEntryBytes(int field, ByteInput in, Message.Builder builder) {
    FieldDescriptor descriptor = descriptors[field];
    Message.Builder entry = builder.newBuilderForField(descriptor);
    Object key = byteKeys[field].read(in.key());
    in.afterKey();
    ByteValueReader scalar = byteValues[field];
    Object value = scalar != null ? scalar.read(in) : mergedBytes(field, in, entry.newBuilderForField(entryValues[field]));
    // Into an empty map: a key given twice is found once the map is read (distinctKeysBytes), not per entry.
    builder.addRepeatedField(descriptor, entry.setField(entryKeys[field], key)
        .setField(entryValues[field], value).buildPartial());
  }

  @Override
  protected int distinctKeysBytes(int field, Message.Builder builder) {
    return MapEntries.distinctKeys((List<?>) builder.getField(descriptors[field]), entryKeys[field]);
  }

  @Override
  protected void reserveEntriesBytes(int field, ByteInput in, Message.Builder builder) {
    // A DynamicMessage keeps a map as a list of entries, which has no table to size.
  }

  /** The message of field {@code field}'s type (a map's value type) read from the input into {@code content}. */
  private Message mergedBytes(int field, ByteInput in, Message.Builder content) {
    TypeReader nested = nestedReaders[field];
    if (nested instanceof DynamicWellKnown.Reader wellKnown) {
      return wellKnown.readBytes(in, content);
    }
    MessageReader.bytesReader(nested).mergeBytes(in, content);
    return content.buildPartial();
  }
}
