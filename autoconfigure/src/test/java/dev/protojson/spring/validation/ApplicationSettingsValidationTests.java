package dev.protojson.spring.validation;

import static dev.protojson.spring.validation.ValidationHttp.json;
import static dev.protojson.spring.validation.ValidationHttp.violations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.protojson.spring.MessageMarshallerBuilderCustomizer;
import dev.protojson.spring.test.validation.Address;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The violations follow the JSON the application's marshaller writes, also where code set it up (a customizer
 * preserving proto names), and keep their four documented properties whatever the application's Jackson settings
 * (a naming strategy, an inclusion that leaves empty strings out).
 */
@SpringBootTest(classes = { ValidationApplication.class, ApplicationSettingsValidationTests.ProtoNames.class },
    webEnvironment = WebEnvironment.RANDOM_PORT,
    properties = { ValidationApplication.PACKAGES, "spring.jackson.property-naming-strategy=SNAKE_CASE",
        "spring.jackson.default-property-inclusion=non_empty" })
class ApplicationSettingsValidationTests {

  @Configuration(proxyBeanMethods = false)
  static class ProtoNames {

    @Bean
    MessageMarshallerBuilderCustomizer protoNames() {
      return builder -> builder.preservingProtoFieldNames();
    }
  }

  @LocalServerPort
  int port;

  @Test
  void violationsAreNamedAsTheMarshallerWritesAndKeepTheirProperties() throws Exception {
    ValidationHttp http = new ValidationHttp(port);
    assertThat(violations(http.post("/signups", json(Signups.valid().setEmailAddress("ada")
        .addPreviousAddresses(Address.newBuilder().setStreet("Strand"))))))
        .containsExactlyInAnyOrder(List.of("email_address", "email_address", "string.email"),
            List.of("previous_addresses[1].house_number", "previous_addresses[1].house_number", "int32.gt"));
    // a rule of the whole body: its path is "", still written
    assertThat(violations(http.post("/signups", json(Signups.valid().setPasswordConfirmation("analytic")))))
        .containsExactly(List.of("", "", "signup.passwords_match"));
  }
}
