package dev.protojson.benchmarks.jmh;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.read.ByteInput;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.internal.read.StrictJson;
import dev.protojson.internal.registry.Registry;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * How often the byte-level reader gives up on a workload's documents, which the Jackson reader then reads again:
 * the workload's document itself, and each element of its top-level lists read as a document of its own. It tries
 * the byte-level read as {@code readValue(byte[], Class)} does, on a reader of its own (so no earlier give-up
 * pauses the tries), and names the position of each give-up. Nothing here runs when a benchmark measures.
 */
public final class ByteLevelFallbacks {

  private static final Options OPTIONS = Options.defaults();
  private static final JsonFactory FACTORY = StrictJson.factory(OPTIONS);
  private static final int CONTEXT = 24;

  /** Of {@code documents} documents read, {@code fallbacks} gave up, at the places {@code giveUps} shows. */
  public record Tally(int documents, int fallbacks, List<String> giveUps) {
    static final Tally NONE = new Tally(0, 0, List.of());

    Tally plus(Tally other) {
      List<String> places = new ArrayList<>(giveUps);
      places.addAll(other.giveUps);
      return new Tally(documents + other.documents, fallbacks + other.fallbacks, places);
    }

    @Override
    public String toString() {
      return fallbacks + " of " + documents + (giveUps.isEmpty() ? "" : " (first at " + giveUps.get(0) + ")");
    }
  }

  private final Registry registry = new Registry(OPTIONS);
  private final Set<Descriptor> registered = new HashSet<>();

  /** The whole document {@code json} as a message of {@code type}: one document, which falls back or not. */
  public Tally document(byte[] json, Message type) {
    if (registered.add(type.getDescriptorForType())) {
      registry.register(List.of(type));
    }
    MessageReader reader = MessageReader.bytesReader(registry.reader(type.newBuilderForType()));
    Message.Builder builder = type.newBuilderForType();
    ByteInput in = new ByteInput(json, OPTIONS.recursionLimit(), FACTORY.streamReadConstraints().getMaxStringLength());
    try {
      in.start();
      reader.mergeBytes(in, builder);
      in.finish();
    } catch (ByteInput.GiveUp e) {
      return new Tally(1, 1, List.of(around(json, in.position())));
    }
    // A required field left unset is the Jackson reader's to report.
    return builder.isInitialized() ? new Tally(1, 0, List.of())
        : new Tally(1, 1, List.of("the end: a required field is unset"));
  }

  /** Each element of the top-level lists of messages in {@code json}, read as a document of the element's type. */
  public Tally elements(byte[] json, Message type) {
    Tally tally = Tally.NONE;
    Descriptor descriptor = type.getDescriptorForType();
    try (JsonParser p = FACTORY.createParser(ObjectReadContext.empty(), json)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return tally;
      }
      for (String name; (name = p.nextName()) != null; ) {
        JsonToken value = p.nextToken();
        FieldDescriptor field = field(descriptor, name);
        if (value != JsonToken.START_ARRAY || field == null || field.isMapField()
            || field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
          p.skipChildren();
          continue;
        }
        Message element = type.newBuilderForType().newBuilderForField(field).getDefaultInstanceForType();
        while (p.nextToken() == JsonToken.START_OBJECT) {
          int start = (int) p.currentTokenLocation().getByteOffset();
          p.skipChildren();
          int end = (int) p.currentTokenLocation().getByteOffset() + 1;
          byte[] document = new byte[end - start];
          System.arraycopy(json, start, document, 0, document.length);
          tally = tally.plus(document(document, element));
        }
      }
    }
    return tally;
  }

  private static FieldDescriptor field(Descriptor type, String name) {
    for (FieldDescriptor field : type.getFields()) {
      if (field.getJsonName().equals(name) || field.getName().equals(name)) {
        return field;
      }
    }
    return null;
  }

  /** The text around {@code position}, the give-up marked with {@code >>}. */
  static String around(byte[] json, int position) {
    int at = Math.max(0, Math.min(position, json.length));
    int from = Math.max(0, at - CONTEXT);
    int to = Math.min(json.length, at + CONTEXT);
    String before = new String(json, from, at - from, StandardCharsets.UTF_8);
    String after = new String(json, at, to - at, StandardCharsets.UTF_8);
    return "byte " + at + ": " + (before + ">>" + after).replace('\n', ' ');
  }

  /**
   * Prints the tallies of every workload of {@link CorrectnessCheck#WORKLOADS}; with {@code --all}, every place a
   * list element gave up.
   */
  public static void main(String[] args) throws ReflectiveOperationException {
    boolean all = List.of(args).contains("--all");
    System.out.println("Documents the byte-level reader gives up on (then read again by the Jackson reader):");
    for (Class<? extends MessageBenchmark<?>> type : CorrectnessCheck.WORKLOADS) {
      MessageBenchmark<?> state = type.getConstructor().newInstance();
      state.setupAll();
      ByteLevelFallbacks fallbacks = new ByteLevelFallbacks();
      String workload = type.getSimpleName().replace("Benchmark", "");
      Tally elements = fallbacks.elements(state.json, state.message);
      System.out.println("  " + workload + ": the document " + fallbacks.document(state.json, state.message)
          + "; its list elements " + elements);
      if (all) {
        elements.giveUps().forEach(place -> System.out.println("    " + place));
      }
    }
  }
}
