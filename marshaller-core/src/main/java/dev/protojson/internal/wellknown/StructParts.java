package dev.protojson.internal.wellknown;

import com.google.protobuf.ListValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import java.util.Map;

/**
 * How the parts of a {@code Struct} ({@code S}), a {@code Value} ({@code V}) and a {@code ListValue} ({@code L}) are
 * fetched: from protobuf-java's generated classes, or from the fields of {@code DynamicMessage}s of their descriptors
 * ({@link DynamicStructParts}). The JSON written from them stays in {@link StructJson}, the same for both.
 */
interface StructParts<S, V, L> {

  /** The parts of the generated classes. */
  StructParts<Struct, Value, ListValue> GENERATED = new StructParts<>() {
    @Override
    public Map<String, Value> fields(Struct struct) {
      return struct.getFieldsMap();
    }

    @Override
    public Value.KindCase kind(Value value) {
      return value.getKindCase();
    }

    @Override
    public double number(Value value) {
      return value.getNumberValue();
    }

    @Override
    public String string(Value value) {
      return value.getStringValue();
    }

    @Override
    public boolean bool(Value value) {
      return value.getBoolValue();
    }

    @Override
    public Struct struct(Value value) {
      return value.getStructValue();
    }

    @Override
    public ListValue list(Value value) {
      return value.getListValue();
    }

    @Override
    public int count(ListValue list) {
      return list.getValuesCount();
    }

    @Override
    public Value element(ListValue list, int index) {
      return list.getValues(index);
    }
  };

  /** A struct's values by key, in the order a generated {@code Struct} keeps them; a key given again replaces. */
  Map<String, V> fields(S struct);

  Value.KindCase kind(V value);

  double number(V value);

  String string(V value);

  boolean bool(V value);

  S struct(V value);

  L list(V value);

  int count(L list);

  V element(L list, int index);
}
