package dev.protojson.spring.validation;

import static org.hamcrest.Matchers.contains;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import dev.protojson.spring.test.validation.Signup;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webflux.test.autoconfigure.WebFluxTest;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.test.web.servlet.MockMvc;

/** The test slices of Spring MVC and WebFlux check message bodies as the application does. */
class ValidationSliceTests {

  private static final Signup TWO_BROKEN_RULES = Signups.valid().setUserName("ab").setAge(151).build();

  @Nested
  @WebMvcTest(controllers = SignupController.class, properties = ValidationApplication.PACKAGES)
  @ContextConfiguration(classes = SignupController.class)
  class WebMvc {

    @Autowired
    MockMvc mvc;

    @Test
    void aBodyThatBreaksRulesIsA400ListingThem() throws Exception {
      mvc.perform(post("/signups").contentType(MediaType.APPLICATION_JSON).content(ValidationHttp.json(
          TWO_BROKEN_RULES)))
          .andExpect(status().isBadRequest())
          .andExpect(jsonPath("$.violations[*].field").value(contains("userName", "age")))
          .andExpect(jsonPath("$.violations[*].rule").value(contains("string.min_len", "int32.lte")));
    }
  }

  @Nested
  @WebFluxTest(controllers = SignupController.class, properties = ValidationApplication.PACKAGES)
  @ContextConfiguration(classes = SignupController.class)
  class WebFlux {

    @Autowired
    WebTestClient client;

    @Test
    void aBodyThatBreaksRulesIsA400ListingThem() {
      client.post().uri("/signups").contentType(MediaType.APPLICATION_JSON)
          .bodyValue(ValidationHttp.json(TWO_BROKEN_RULES)).exchange()
          .expectStatus().isBadRequest()
          .expectBody()
          .jsonPath("$.violations[*].field").value(contains("userName", "age"))
          .jsonPath("$.violations[*].rule").value(contains("string.min_len", "int32.lte"));
    }
  }
}
