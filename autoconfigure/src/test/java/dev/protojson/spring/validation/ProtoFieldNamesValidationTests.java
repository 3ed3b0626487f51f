package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.violations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.test.validation.Address;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

/** {@code protojson.field-names=proto}: the JSON names fields as the proto does, and so do the violations. */
@SpringBootTest(classes = ValidationApplication.class, webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ValidationApplication.PACKAGES, "protojson.field-names=proto" })
class ProtoFieldNamesValidationTests {

  @LocalServerPort
  int port;

  @Test
  void theFieldIsNamedAsInTheProto() throws Exception {
    assertThat(violations(new ValidationHttp(port).post("/signups", json(Signups.valid().setEmailAddress("ada")
        .addPreviousAddresses(Address.newBuilder().setStreet("Strand"))))))
        .containsExactlyInAnyOrder(List.of("email_address", "email_address", "string.email"),
            List.of("previous_addresses[1].house_number", "previous_addresses[1].house_number", "int32.gt"));
  }
}
