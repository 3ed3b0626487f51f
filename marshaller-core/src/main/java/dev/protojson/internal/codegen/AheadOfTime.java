package dev.protojson.internal.codegen;

import com.google.protobuf.Message;
import dev.protojson.internal.Options;
import dev.protojson.internal.read.ReaderPlan;
import dev.protojson.internal.read.StrictJson;
import dev.protojson.internal.wellknown.WellKnownTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.core.json.JsonFactory;

/**
 * Generates the classes of types without loading them, for a build to save next to the message classes. At run
 * time {@link PregeneratedClasses} finds them under the same names the run-time generation would define.
 */
public final class AheadOfTime {

  private AheadOfTime() {}

  /** The writer and reader class of every type in {@code types} that is not a well-known type. */
  public static List<GeneratedClass> classes(List<Message> types, Options options) {
    JsonFactory factory = StrictJson.factory(options);
    List<GeneratedClass> classes = new ArrayList<>();
    for (Message type : types) {
      if (WellKnownTypes.of(type.getDescriptorForType()) != null) {
        continue;
      }
      String fingerprint = GeneratedNames.fingerprint(type);
      classes.add(WriterGenerator.generate(type, options, fingerprint));
      // Extensions are data of the plan, found when the reader is created; the code does not depend on them.
      ReaderPlan plan = ReaderFactory.plan(type.getDescriptorForType(), options, factory, Map.of());
      classes.add(ReaderGenerator.generate(type, plan, fingerprint));
    }
    return classes;
  }
}
