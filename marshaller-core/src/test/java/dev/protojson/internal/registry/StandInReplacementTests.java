package dev.protojson.internal.registry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.internal.Options;
import dev.protojson.internal.TypeReader;
import dev.protojson.internal.TypeWriter;
import dev.protojson.internal.read.MessageReader;
import dev.protojson.test.proto3.TreeA;
import dev.protojson.test.proto3.TreeB;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A lazily registered type's code holds a stand-in for the code of a field's type that does not exist yet, and
 * the real writer or reader in its place once that exists: a nested message then costs no extra call.
 */
class StandInReplacementTests {

  private final Registry registry = new Registry(Options.builder().build(),
      Map.of(getClass().getClassLoader(), List.of(TreeA.class.getName())));

  @Test
  void aWriterHoldsAStandInForAFieldTypeUntilThatTypesWriterIsMade() throws Exception {
    TypeWriter treeA = registry.writer(TreeA.getDefaultInstance());
    // TreeA.b is field 1, TreeA.bs field 2, both of TreeB, which has no writer yet
    assertThat(held(treeA, "w1")).extracting(held -> held.getClass().getSimpleName()).isEqualTo("StandInWriter");
    TypeWriter treeB = registry.writer(TreeB.getDefaultInstance());
    assertThat(held(treeA, "w1")).isSameAs(treeB);
    assertThat(held(treeA, "w2")).isSameAs(treeB);
    // TreeB.a: TreeA's writer existed when TreeB's was made
    assertThat(held(treeB, "w1")).isSameAs(treeA);
  }

  @Test
  void aReaderHoldsAStandInForAFieldTypeUntilThatTypesReaderIsMade() throws Exception {
    TypeReader treeA = registry.reader(TreeA.newBuilder());
    assertThat(nested(treeA)[1].getClass().getSimpleName()).isEqualTo("StandInReader");
    TypeReader treeB = registry.reader(TreeB.newBuilder());
    assertThat(nested(treeA)[1]).isSameAs(treeB);
    assertThat(nested(treeA)[2]).isSameAs(treeB);
    assertThat(nested(treeB)[1]).isSameAs(treeA);
  }

  @Test
  void aStandInMakesTheCodeOnItsFirstCallAndIsThenReplaced() throws Exception {
    TypeReader treeA = registry.reader(TreeA.newBuilder());
    TreeA.Builder builder = TreeA.newBuilder();
    tools.jackson.core.JsonParser parser = tools.jackson.core.json.JsonFactory.builder().build()
        .createParser(tools.jackson.core.ObjectReadContext.empty(), "{\"b\":{\"id\":3}}");
    parser.nextToken();
    treeA.merge(parser, builder);
    assertThat(builder.getB().getId()).isEqualTo(3);
    assertThat(nested(treeA)[1]).isInstanceOf(MessageReader.class);
  }

  private static Object held(TypeWriter writer, String field) throws ReflectiveOperationException {
    return writer.getClass().getField(field).get(writer);
  }

  private static TypeReader[] nested(TypeReader reader) throws ReflectiveOperationException {
    Field field = MessageReader.class.getDeclaredField("nestedReaders");
    field.setAccessible(true);
    return (TypeReader[]) field.get(reader);
  }
}
