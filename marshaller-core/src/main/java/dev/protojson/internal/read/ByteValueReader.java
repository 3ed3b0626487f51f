package dev.protojson.internal.read;

/** Reads one value at a {@link ByteInput}'s position, boxed, in the form {@code Message.Builder.setField} takes. */
@FunctionalInterface
public interface ByteValueReader {
  Object read(ByteInput in);
}
