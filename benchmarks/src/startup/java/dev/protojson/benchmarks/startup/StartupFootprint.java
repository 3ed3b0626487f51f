package dev.protojson.benchmarks.startup;

import com.google.protobuf.Descriptors;
import com.google.protobuf.Message;
import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.benchmarks.startup.proto.Type000;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * Prints what a marshaller for 200 message types (or, given the name of {@code Type0000} of the start-up-1000 proto,
 * 1,000) costs beyond what the application and protojson already loaded:
 * the time of the build, heap still used after a full collection, and metaspace (where generated classes live).
 * The message and builder classes are loaded first, and protojson's own classes by building a marshaller for a
 * one-type message, so the figures are the 200 types' share. One line of {@code key=value} pairs, for
 * {@code run.sh}.
 */
public final class StartupFootprint {

  private StartupFootprint() {}

  /** @param args optionally the first message type of another start-up proto, e.g. its {@code Type0000} */
  public static void main(String[] args) throws ReflectiveOperationException {
    Message root = args.length > 0 ? defaultInstance(args[0]) : Type000.getDefaultInstance();
    loadMessageClasses(root);
    MessageMarshaller.builder().register(Timestamp.getDefaultInstance()).build();
    long heapBefore = heapAfterGc();
    long metaBefore = metaspace();
    long start = System.nanoTime();
    MessageMarshaller marshaller = MessageMarshaller.builder().register(root).build();
    long millis = (System.nanoTime() - start) / 1_000_000;
    long heapAfter = heapAfterGc();
    long metaAfter = metaspace();
    System.out.printf("first_build_ms=%d retained_heap_kb=%d metaspace_kb=%d marshaller=%s%n", millis,
        (heapAfter - heapBefore) / 1024, (metaAfter - metaBefore) / 1024,
        Integer.toHexString(System.identityHashCode(marshaller)));
  }

  private static void loadMessageClasses(Message root) throws ReflectiveOperationException {
    for (Descriptors.Descriptor type : root.getDescriptorForType().getFile().getMessageTypes()) {
      defaultInstance(root.getClass().getPackageName() + "." + type.getName()).newBuilderForType().build();
    }
  }

  static Message defaultInstance(String className) throws ReflectiveOperationException {
    return (Message) Class.forName(className).getMethod("getDefaultInstance").invoke(null);
  }

  private static long heapAfterGc() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  private static long metaspace() {
    long used = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.NON_HEAP && pool.getName().contains("Metaspace")) {
        used += pool.getUsage().getUsed();
      }
    }
    return used;
  }
}
