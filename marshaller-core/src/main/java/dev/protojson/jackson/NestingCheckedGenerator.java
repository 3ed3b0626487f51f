package dev.protojson.jackson;

import tools.jackson.core.JsonGenerator;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.json.JsonGeneratorBase;
import tools.jackson.core.util.JsonGeneratorDelegate;

/**
 * A generator that enforces its nesting limit as Jackson's JSON generators do, around one that may not: the token
 * buffer of {@code convertValue} and {@code updateValue}, the tree builder of {@code valueToTree}, other formats'
 * generators. The marshaller relies on that limit to refuse a message nested too deep for the stack; without it a
 * deep enough message ends in a {@code StackOverflowError}.
 */
final class NestingCheckedGenerator extends JsonGeneratorDelegate {

  private final int maxDepth;
  /** Counted here: the tree builder does not count the depth of its context. */
  private int depth;

  private NestingCheckedGenerator(JsonGenerator delegate) {
    super(delegate, false);
    this.maxDepth = delegate.streamWriteConstraints().getMaxNestingDepth();
    this.depth = delegate.streamWriteContext().getNestingDepth();
  }

  /** {@code generator} itself if it is (or delegates to) a JSON generator, which checks nesting; else one around it. */
  static JsonGenerator around(JsonGenerator generator) {
    JsonGenerator inner = generator;
    while (inner instanceof JsonGeneratorDelegate delegate) {
      inner = delegate.delegate();
    }
    return inner instanceof JsonGeneratorBase ? generator : new NestingCheckedGenerator(generator);
  }

  private void opening() {
    if (depth + 1 > maxDepth) {
      throw new StreamConstraintsException("Document nesting depth (" + (depth + 1) + ") exceeds the maximum allowed"
          + " (" + maxDepth + ", from `StreamWriteConstraints.getMaxNestingDepth()`)");
    }
    depth++;
  }

  @Override
  public JsonGenerator writeEndArray() {
    depth--;
    return super.writeEndArray();
  }

  @Override
  public JsonGenerator writeEndObject() {
    depth--;
    return super.writeEndObject();
  }

  @Override
  public JsonGenerator writeStartArray() {
    opening();
    return super.writeStartArray();
  }

  @Override
  public JsonGenerator writeStartArray(Object forValue) {
    opening();
    return super.writeStartArray(forValue);
  }

  @Override
  public JsonGenerator writeStartArray(Object forValue, int size) {
    opening();
    return super.writeStartArray(forValue, size);
  }

  @Override
  public JsonGenerator writeStartObject() {
    opening();
    return super.writeStartObject();
  }

  @Override
  public JsonGenerator writeStartObject(Object forValue) {
    opening();
    return super.writeStartObject(forValue);
  }

  @Override
  public JsonGenerator writeStartObject(Object forValue, int size) {
    opening();
    return super.writeStartObject(forValue, size);
  }
}
