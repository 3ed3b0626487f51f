package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumOptions;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import dev.protojson.ProtoJsonParseException;
import dev.protojson.internal.Options;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * Enum values read by name from the parser's characters find exactly the names a map of {@code String}s would:
 * names whose hashes collide, prefixes and extensions of names, escaped and non-ASCII text, aliases, through
 * protojson's parser and Jackson's own.
 */
class EnumReaderTests {

  private static final JsonFactory DIRECT = StrictJson.factory(Options.defaults());
  private static final JsonFactory JACKSON = StrictJson.configured(Options.defaults()).build();

  @Test
  void findsExactlyTheNamesOfTheEnumAmongCollidingAndNearbyTexts() throws DescriptorValidationException {
    // "Aa" and "BB" have the same String hash, so do all their concatenations of equal length.
    Map<String, Integer> names = new LinkedHashMap<>();
    String[] pieces = {"Aa", "BB"};
    int number = 0;
    for (String a : pieces) {
      names.put(a, number++);
      for (String b : pieces) {
        names.put(a + b, number++);
        for (String c : pieces) {
          names.put(a + b + c, number++);
        }
      }
    }
    names.put("RED", number++);
    names.put("ALIAS_OF_RED", names.get("RED"));
    names.put("A_LONGER_NAME_THAN_SIXTEEN_CHARACTERS", number++);
    EnumReader reader = new EnumReader(enumOf(names), false);

    List<String> texts = new ArrayList<>(names.keySet());
    texts.addAll(List.of("", "A", "a", "AaA", "AaB", "BBA", "RE", "REDD", "red", "RED ", " RED", "R\u00c8D",
        "Aaaa", "AaBb", "A_LONGER_NAME_THAN_SIXTEEN_CHARACTERs", "\u00c9"));
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 2_000; i++) {
      StringBuilder text = new StringBuilder();
      for (int k = random.nextInt(5); k > 0; k--) {
        text.append(random.nextBoolean() ? pieces[random.nextInt(2)] : "AB".charAt(random.nextInt(2)));
      }
      texts.add(text.toString());
    }
    for (String text : texts) {
      Integer expected = names.get(text);
      for (String json : List.of(quoted(text), escaped(text))) {
        for (JsonFactory factory : List.of(DIRECT, JACKSON)) {
          try (JsonParser p = factory.createParser(ObjectReadContext.empty(), json.getBytes(StandardCharsets.UTF_8))) {
            p.nextToken();
            if (expected != null) {
              assertThat(reader.read(p, false)).as(json).isEqualTo(expected);
            } else {
              assertThatThrownBy(() -> reader.read(p, true)).as(json).isSameAs(SkipValue.INSTANCE);
              assertThatThrownBy(() -> reader.read(p, false)).as(json)
                  .isInstanceOf(ProtoJsonParseException.class).hasMessageContaining("unknown enum value name");
            }
          }
        }
      }
    }
  }

  private static String quoted(String text) {
    return "\"" + text + "\"";
  }

  /** Every character as a JSON escape: the same string after decoding, none of the same bytes. */
  private static String escaped(String text) {
    StringBuilder json = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      json.append(String.format("\\u%04x", (int) c));
    }
    return json.append('"').toString();
  }

  private static EnumDescriptor enumOf(Map<String, Integer> names) throws DescriptorValidationException {
    EnumDescriptorProto.Builder type = EnumDescriptorProto.newBuilder().setName("Colliding")
        .setOptions(EnumOptions.newBuilder().setAllowAlias(true));
    names.forEach((name, number) -> type.addValue(
        EnumValueDescriptorProto.newBuilder().setName(name).setNumber(number)));
    FileDescriptorProto file = FileDescriptorProto.newBuilder().setName("colliding.proto").setPackage("collide")
        .setSyntax("proto3").addEnumType(type).build();
    return FileDescriptor.buildFrom(file, new FileDescriptor[0]).findEnumTypeByName("Colliding");
  }
}
