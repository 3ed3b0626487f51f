package dev.protojson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.TypeRegistry;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.internal.registry.DescriptorSets;
import dev.protojson.test.editions.EditionTypes;
import dev.protojson.test.proto2.Proto2Types;
import dev.protojson.test.proto3.AllTypes;
import dev.protojson.testing.JsonTrees;
import dev.protojson.testing.RandomMessages;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The core's test protos as protoc's descriptor set ({@code --descriptor_set_out --include_imports}, written by the
 * build), registered from its bytes alone: no descriptor of a generated test class is used by the marshaller or the
 * oracle. Random messages, parsed from their binary form into {@code DynamicMessage}s of the loaded descriptors,
 * are written by protojson and by {@code JsonFormat} with a {@code TypeRegistry} of the same descriptors, compared
 * as JSON trees. What protojson reads from {@code JsonFormat}'s text, {@code JsonFormat} prints as it printed the
 * original; and {@code JsonFormat} reads protojson's text as it reads its own.
 */
class DescriptorSetRoundTripTests {

  private static final long SEED = Long.getLong("protojson.seed", 0x5EED_0045L);
  private static final int PER_TYPE = 150;

  @Test
  void messagesOfTheLoadedDescriptorsMatchJsonFormat() throws Exception {
    byte[] set = descriptorSet();
    MessageMarshaller marshaller = MessageMarshaller.builder().registeringTypesOnDemand(false)
        .registerFileDescriptorSet(set).build();
    List<FileDescriptor> files = DescriptorSets.files(set);
    TypeRegistry.Builder types = TypeRegistry.newBuilder();
    List<Descriptor> all = new ArrayList<>();
    files.forEach(file -> file.getMessageTypes().forEach(type -> collect(type, all)));
    TypeRegistry registry = types.add(all).build();
    JsonFormat.Printer printer = JsonFormat.printer().usingTypeRegistry(registry);
    JsonFormat.Parser parser = JsonFormat.parser().usingTypeRegistry(registry);
    RandomMessages random = new RandomMessages(SEED, 2);
    int compared = 0;
    for (Message type : List.of(AllTypes.getDefaultInstance(), Proto2Types.getDefaultInstance(),
        EditionTypes.getDefaultInstance())) {
      Descriptor loaded = find(all, type.getDescriptorForType().getFullName());
      assertThat(loaded).isNotSameAs(type.getDescriptorForType());
      for (int i = 0; i < PER_TYPE; i++) {
        DynamicMessage message = DynamicMessage.parseFrom(loaded, random.next(type).toByteString());
        String failure = loaded.getName() + " #" + i + " of seed " + SEED;
        String ours = marshaller.writeValueAsString(message);
        String theirs = printer.print(message);
        String difference = JsonTrees.difference(JsonTrees.read(theirs), JsonTrees.read(ours), "$");
        if (difference != null) {
          fail(failure + ": " + difference + "\nJsonFormat: " + theirs + "\nprotojson:  " + ours);
        }
        DynamicMessage readByUs = marshaller.readValue(theirs, loaded);
        assertThat(readByUs.getDescriptorForType()).isSameAs(loaded);
        sameWithoutNulls(theirs, printer.print(readByUs), failure + ": read by protojson");
        // JsonFormat reads both texts to the same message (it reads -0.0 as 0.0, from either).
        assertThat(readByJsonFormat(parser, ours, loaded, failure)).as(failure + ": read by JsonFormat")
            .isEqualTo(readByJsonFormat(parser, theirs, loaded, failure));
        compared++;
      }
    }
    assertThat(compared).isEqualTo(3 * PER_TYPE);
  }

  /** The same trees but for null members: see {@link JsonTrees#withoutNullProperties}. */
  private static void sameWithoutNulls(String expected, String actual, String failure) {
    String difference = JsonTrees.difference(JsonTrees.withoutNullProperties(JsonTrees.read(expected)),
        JsonTrees.withoutNullProperties(JsonTrees.read(actual)), "$");
    if (difference != null) {
      fail(failure + ": " + difference + "\nexpected: " + expected + "\nactual:   " + actual);
    }
  }

  private static DynamicMessage readByJsonFormat(JsonFormat.Parser parser, String json, Descriptor type,
      String failure) {
    DynamicMessage.Builder builder = DynamicMessage.newBuilder(type);
    try {
      parser.merge(json, builder);
    } catch (InvalidProtocolBufferException e) {
      throw new AssertionError(failure + ": JsonFormat cannot read " + json, e);
    }
    return builder.buildPartial();
  }

  private static byte[] descriptorSet() throws IOException {
    try (InputStream in = DescriptorSetRoundTripTests.class.getResourceAsStream("/protojson-test-protos.binpb")) {
      assertThat(in).as("the test protos' descriptor set, written by the build").isNotNull();
      byte[] bytes = in.readAllBytes();
      // Written with its imports: protobuf's own files are in it, as protoc --include_imports writes them.
      assertThat(FileDescriptorSet.parseFrom(bytes).getFileList()).extracting(file -> file.getName())
          .contains("protojson/test/all_types.proto", "google/protobuf/any.proto");
      return bytes;
    }
  }

  private static void collect(Descriptor type, List<Descriptor> into) {
    into.add(type);
    type.getNestedTypes().forEach(nested -> collect(nested, into));
  }

  private static Descriptor find(List<Descriptor> types, String fullName) {
    return types.stream().filter(type -> type.getFullName().equals(fullName)).findFirst().orElseThrow();
  }
}
