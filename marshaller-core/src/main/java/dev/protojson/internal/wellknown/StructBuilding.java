package dev.protojson.internal.wellknown;

import com.google.protobuf.ListValue;
import com.google.protobuf.NullValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;

/**
 * How {@code Struct} ({@code S}), {@code Value} ({@code V}) and {@code ListValue} ({@code L}) messages are made, by
 * way of a struct's ({@code SB}) and a list's ({@code LB}) content: as protobuf-java's generated classes, or as
 * {@code DynamicMessage}s of their descriptors ({@link DynamicStructParts}). What is read from JSON stays in
 * {@link StructJson}, the same for both.
 */
interface StructBuilding<S, V, L, SB, LB> {

  /** The generated classes. */
  StructBuilding<Struct, Value, ListValue, Struct.Builder, ListValue.Builder> GENERATED = new StructBuilding<>() {

    private static final Value NULL = Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build();
    private static final Value TRUE = Value.newBuilder().setBoolValue(true).build();
    private static final Value FALSE = Value.newBuilder().setBoolValue(false).build();

    @Override
    public Struct.Builder newStruct() {
      return Struct.newBuilder();
    }

    @Override
    public boolean has(Struct.Builder struct, String key) {
      return struct.containsFields(key);
    }

    @Override
    public void put(Struct.Builder struct, String key, Value value) {
      struct.putFields(key, value);
    }

    @Override
    public Struct buildStruct(Struct.Builder struct) {
      return struct.build();
    }

    @Override
    public ListValue.Builder newList() {
      return ListValue.newBuilder();
    }

    @Override
    public void add(ListValue.Builder list, Value value) {
      list.addValues(value);
    }

    @Override
    public ListValue buildList(ListValue.Builder list) {
      return list.build();
    }

    @Override
    public Value ofNull() {
      return NULL;
    }

    @Override
    public Value ofBool(boolean value) {
      return value ? TRUE : FALSE;
    }

    @Override
    public Value ofString(String value) {
      return Value.newBuilder().setStringValue(value).build();
    }

    @Override
    public Value ofNumber(double value) {
      return Value.newBuilder().setNumberValue(value).build();
    }

    @Override
    public Value ofStruct(Struct struct) {
      return Value.newBuilder().setStructValue(struct).build();
    }

    @Override
    public Value ofList(ListValue list) {
      return Value.newBuilder().setListValue(list).build();
    }
  };

  SB newStruct();

  boolean has(SB struct, String key);

  void put(SB struct, String key, V value);

  S buildStruct(SB struct);

  LB newList();

  void add(LB list, V value);

  L buildList(LB list);

  /** The values without content are shared constants. */
  V ofNull();

  V ofBool(boolean value);

  V ofString(String value);

  V ofNumber(double value);

  V ofStruct(S struct);

  V ofList(L list);
}
