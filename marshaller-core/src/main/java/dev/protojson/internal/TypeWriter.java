package dev.protojson.internal;

import com.google.protobuf.Message;
import tools.jackson.core.JsonGenerator;

/** Writes messages of one type as proto3 JSON. Instances are immutable and shared between threads. */
public abstract class TypeWriter {

  /** Writes the whole JSON value of {@code message}: an object for most types, a string or number for some. */
  public abstract void write(Message message, JsonGenerator generator);
}
