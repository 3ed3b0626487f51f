package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.problem;
import static dev.protojson.spring.validation.ValidationHttp.tree;
import static dev.protojson.spring.validation.ValidationHttp.violations;
import static org.assertj.core.api.Assertions.assertThat;

import build.buf.validate.ValidateProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.DynamicMessage;
import dev.protojson.jackson.ProtoType;
import dev.protojson.spring.test.rules.Nickname;
import dev.protojson.spring.test.validation.Address;
import dev.protojson.spring.test.validation.Signup;
import jakarta.validation.Valid;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * A {@code DynamicMessage} body of a type from a descriptor set is checked against the protovalidate rules its
 * descriptor carries, with the same answer as a body of the generated class: the set holds the sign-up's file and
 * protovalidate's, as {@code protoc --include_imports} writes them (protobuf-java's own files left out).
 */
@SpringBootTest(classes = DynamicMessageValidationTests.DynamicSignups.class,
    webEnvironment = WebEnvironment.RANDOM_PORT, properties = ValidationApplication.PACKAGES)
class DynamicMessageValidationTests {

  @LocalServerPort
  int port;

  private ValidationHttp http;

  @DynamicPropertySource
  static void descriptorSet(DynamicPropertyRegistry registry) {
    registry.add("protojson.descriptor-sets", () -> descriptorSetFile().toUri().toString());
  }

  @BeforeEach
  void client() {
    http = new ValidationHttp(port);
  }

  @Test
  void aBodyThatKeepsEveryRuleReachesTheController() throws Exception {
    String body = json(Signups.valid());
    HttpResponse<String> response = http.post("/dynamic/signups", body);
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
    assertThat(tree(response.body())).isEqualTo(tree(body));
  }

  @Test
  void aBrokenBodyIsRefusedAsTheGeneratedClassIs() throws Exception {
    List<Signup.Builder> broken = List.of(Signups.valid().setUserName("ab"), Signups.valid().setAge(151),
        Signups.valid().clearTags(), Signups.valid().putLabels("env", -1), Signups.valid().clearContact(),
        Signups.valid().clearAddress(), Signups.valid().setPasswordConfirmation("analytic"),
        Signups.valid().addPreviousAddresses(Address.newBuilder().setHouseNumber(3)),
        Signups.valid().setUserName("ab").setAge(151).clearAddress().putLabels("env", -1));
    for (Signup.Builder signup : broken) {
      HttpResponse<String> generated = http.post("/signups", json(signup));
      HttpResponse<String> dynamic = http.post("/dynamic/signups", json(signup));

      assertThat(violations(dynamic)).as(json(signup)).isNotEmpty().isEqualTo(violations(generated));
      assertThat(problem(dynamic).required("detail")).isEqualTo(problem(generated).required("detail"));
    }
  }

  /**
   * A predefined rule the set declares (an extension of StringRules) is compiled with the set's own copy of
   * protovalidate's types, as for the generated class: not a 500.
   */
  @Test
  void aPredefinedRuleOfTheSetIsCheckedAsForTheGeneratedClass() throws Exception {
    HttpResponse<String> valid = http.post("/dynamic/nicknames", "{\"nick\":\"ada\"}");
    assertThat(valid.statusCode()).as(valid.body()).isEqualTo(200);
    String broken = "{\"nick\":\"ada l\"}";
    HttpResponse<String> generated = http.post("/nicknames", broken);
    assertThat(violations(generated)).containsExactly(List.of("nick", "nick", "string.no_spaces"));
    assertThat(violations(http.post("/dynamic/nicknames", broken))).isEqualTo(violations(generated));
  }

  @Test
  void aBodyWithoutTheAnnotationIsNotChecked() throws Exception {
    HttpResponse<String> response = http.post("/dynamic/signups/unannotated", json(Signups.valid().setAge(151)));
    assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
  }

  private static Path descriptorSetFile() {
    try {
      Path file = Files.createTempFile("signups", ".binpb");
      file.toFile().deleteOnExit();
      Files.write(file, FileDescriptorSet.newBuilder().addFile(ValidateProto.getDescriptor().toProto())
          .addFile(Signup.getDescriptor().getFile().toProto())
          .addFile(Nickname.getDescriptor().getFile().toProto()).build().toByteArray());
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  @Import({SignupController.class, DynamicSignupController.class})
  static class DynamicSignups {
  }

  @RestController
  static class DynamicSignupController {

    @PostMapping("/dynamic/signups")
    DynamicMessage signup(@Valid @RequestBody @ProtoType("protojson.spring.test.validation.Signup")
        DynamicMessage signup) {
      return signup;
    }

    @PostMapping("/dynamic/nicknames")
    DynamicMessage nickname(@Valid @RequestBody @ProtoType("protojson.spring.test.rules.Nickname")
        DynamicMessage nickname) {
      return nickname;
    }

    @PostMapping("/nicknames")
    Nickname generatedNickname(@Valid @RequestBody Nickname nickname) {
      return nickname;
    }

    @PostMapping("/dynamic/signups/unannotated")
    DynamicMessage unannotated(@RequestBody @ProtoType("protojson.spring.test.validation.Signup")
        DynamicMessage signup) {
      return signup;
    }
  }
}
