package dev.protojson.isolation;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import dev.protojson.MessageMarshaller;

/**
 * A marshaller of a descriptor set's types, reached by reflection from a class loader that may not share its classes:
 * only JDK types cross, messages as their binary form. It refers to protobuf, protojson and the JDK alone, so that
 * it can be defined in a loader without the generated test classes.
 */
public final class DescriptorSetMarshalling {

  private final MessageMarshaller marshaller;

  public DescriptorSetMarshalling(byte[] descriptorSet) {
    marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false).registerFileDescriptorSet(descriptorSet)
        .build();
  }

  /** The message of {@code type} that {@code binary} encodes, as proto3 JSON. */
  public String write(String type, byte[] binary) throws InvalidProtocolBufferException {
    return marshaller.writeValueAsString(DynamicMessage.parseFrom(descriptor(type), binary));
  }

  /** The message of {@code type} read from proto3 JSON, in its binary form. */
  public byte[] read(String type, String json) {
    DynamicMessage read = marshaller.readValue(json, descriptor(type));
    if (read.getDescriptorForType() != descriptor(type)) {
      throw new IllegalStateException("Read as " + read.getDescriptorForType() + ", not as the registered type");
    }
    return read.toByteArray();
  }

  /** Whether the loader of this class can load {@code className}. */
  public boolean canLoad(String className) {
    try {
      Class.forName(className, false, DescriptorSetMarshalling.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  private Descriptor descriptor(String type) {
    Descriptor descriptor = marshaller.findDescriptor(type);
    if (descriptor == null) {
      throw new IllegalArgumentException("The descriptor set has no message type " + type);
    }
    return descriptor;
  }
}
