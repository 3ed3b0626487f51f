package dev.protojson.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Timestamp;
import dev.protojson.MessageMarshaller;
import dev.protojson.spring.test.events.Event;
import dev.protojson.spring.test.openapi.Kinds;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.validation.Signup;
import dev.protojson.spring.test.wkt.Everything;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.source.InvalidConfigurationPropertyValueException;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * protojson.descriptor-sets: the message types of protoc's descriptor sets, registered for DynamicMessages at
 * start-up; a location that is missing, or a set that does not link, fails start-up naming the location.
 */
class DescriptorSetsPropertyTests {

  private static final String SET = "classpath:protojson-spring-test-protos.binpb";
  private static final String ORDER = "protojson.spring.test.Order";
  private static final String EVENT = "protojson.spring.test.events.Event";

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ProtoJsonAutoConfiguration.class));

  @Test
  void aClasspathSetIsRegisteredForDynamicMessages() {
    runner.withPropertyValues("protojson.descriptor-sets=" + SET).run(context -> {
      assertThat(context.getBean(ProtoJsonProperties.class).getDescriptorSets()).containsExactly(SET);
      MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
      Descriptor order = marshaller.findDescriptor(ORDER);
      assertThat(order).isNotNull().isNotSameAs(Order.getDescriptor());
      // every file of the set, and the types nested in them
      assertThat(marshaller.findDescriptor(ORDER + ".Item")).isNotNull();
      assertThat(marshaller.findDescriptor(Everything.getDescriptor().getFullName())).isNotNull();

      String json = "{\"id\":\"7\",\"customerName\":\"Ada\",\"items\":[{\"sku\":\"a\",\"quantity\":2}],"
          + "\"totalCents\":\"1200\"}";
      DynamicMessage read = marshaller.readValue(json, order);
      assertThat(read.getDescriptorForType()).isSameAs(order);
      assertThat(marshaller.writeValueAsString(read)).isEqualTo(json);
    });
  }

  @Test
  void aFileSetIsRegisteredAloneOrBesideAClasspathOne(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("events.binpb");
    // a file and its import, as protoc --include_imports writes them
    Files.write(file, FileDescriptorSet.newBuilder().addFile(Timestamp.getDescriptor().getFile().toProto())
        .addFile(Event.getDescriptor().getFile().toProto()).build().toByteArray());
    String location = file.toUri().toString();

    runner.withPropertyValues("protojson.descriptor-sets=" + location).run(context -> {
      MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
      assertThat(marshaller.findDescriptor(EVENT)).isNotNull().isNotSameAs(Event.getDescriptor());
      assertThat(marshaller.findDescriptor(ORDER)).isNull();
    });
    runner.withPropertyValues("protojson.descriptor-sets=" + location + "," + SET).run(context -> {
      MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
      assertThat(marshaller.findDescriptor(EVENT)).isNotNull();
      assertThat(marshaller.findDescriptor(ORDER)).isNotNull();
    });
  }

  /**
   * Sets that both hold a file share its types, as one set joined from them does: the type found by name is the one
   * the other set's fields refer to, so a message of it fits them.
   */
  @Test
  void setsListedTogetherShareTheFilesTheyBothHold(@TempDir Path directory) throws IOException {
    FileDescriptor kinds = Kinds.getDescriptor().getFile();
    FileDescriptor other = kinds.getDependencies().stream()
        .filter(file -> file.getName().equals("protojson/spring/test/openapi/other.proto")).findFirst().orElseThrow();
    FileDescriptorSet.Builder withKinds = FileDescriptorSet.newBuilder().addFile(other.toProto());
    kinds.getDependencies().stream().filter(file -> file != other).forEach(file -> withKinds.addFile(file.toProto()));
    Path first = Files.write(directory.resolve("kinds.binpb"), withKinds.addFile(kinds.toProto()).build()
        .toByteArray());
    Path second = Files.write(directory.resolve("other.binpb"), FileDescriptorSet.newBuilder()
        .addFile(other.toProto()).build().toByteArray());

    runner.withPropertyValues("protojson.descriptor-sets=" + second.toUri() + "," + first.toUri()).run(context -> {
      MessageMarshaller marshaller = context.getBean(MessageMarshaller.class);
      Descriptor address = marshaller.findDescriptor("protojson.spring.test.other.Address");
      Descriptor registeredKinds = marshaller.findDescriptor(Kinds.getDescriptor().getFullName());
      assertThat(registeredKinds.findFieldByName("other_address").getMessageType()).isSameAs(address);
      DynamicMessage message = DynamicMessage.newBuilder(registeredKinds).setField(
          registeredKinds.findFieldByName("other_address"), marshaller.readValue("{}", address)).build();
      assertThat(marshaller.writeValueAsString(message)).contains("\"otherAddress\":{}");
    });
  }

  @Test
  void withoutThePropertyNoDescriptorIsRegistered() {
    runner.run(context -> assertThat(context.getBean(MessageMarshaller.class).findDescriptor(ORDER)).isNull());
  }

  @Test
  void aMissingLocationFailsStartUpNamingIt() {
    runner.withPropertyValues("protojson.descriptor-sets=classpath:missing/api.binpb").run(context ->
        assertThat(context).getFailure().rootCause()
            .isInstanceOfSatisfying(InvalidConfigurationPropertyValueException.class, e -> {
              // What Boot's failure analysis shows, with where the value came from
              assertThat(e.getName()).isEqualTo("protojson.descriptor-sets");
              assertThat(e.getValue()).isEqualTo("classpath:missing/api.binpb");
              assertThat(e.getReason()).startsWith("No such resource exists").contains("--include_imports");
            })
            .hasMessageStartingWith("Property protojson.descriptor-sets with value 'classpath:missing/api.binpb' is"
                + " invalid: No such resource exists"));
  }

  @Test
  void aSetThatDoesNotLinkFailsStartUpNamingItAndTheMissingImport(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("without-imports.binpb");
    // protobuf-java ships the well-known types' files, not protovalidate's
    Files.write(file, FileDescriptorSet.newBuilder().addFile(Signup.getDescriptor().getFile().toProto()).build()
        .toByteArray());
    String location = file.toUri().toString();

    runner.withPropertyValues("protojson.descriptor-sets=" + location).run(context ->
        assertThat(context).getFailure().rootCause().isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining(Signup.getDescriptor().getFile().getName())
            .hasMessageContaining("buf/validate/validate.proto"));
    runner.withPropertyValues("protojson.descriptor-sets=" + location).run(context ->
        assertThat(context).getFailure().hasStackTraceContaining("Property protojson.descriptor-sets with value '"
            + location + "' is invalid: The descriptor set cannot be registered"));
  }

  @Test
  void bytesThatAreNoDescriptorSetFailStartUpNamingTheLocation(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("not-a-set.binpb");
    Files.writeString(file, "{\"json\": \"is not a descriptor set\"}");

    runner.withPropertyValues("protojson.descriptor-sets=" + file.toUri()).run(context ->
        assertThat(context).getFailure().hasStackTraceContaining("Property protojson.descriptor-sets with value '"
            + file.toUri() + "' is invalid: The descriptor set cannot be registered"));
  }
}
