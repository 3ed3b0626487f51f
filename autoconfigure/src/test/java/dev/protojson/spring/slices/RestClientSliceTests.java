package dev.protojson.spring.slices;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.content;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.method;
import static org.springframework.test.web.client.match.MockRestRequestMatchers.requestTo;
import static org.springframework.test.web.client.response.MockRestResponseCreators.withSuccess;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.restclient.test.autoconfigure.RestClientTest;
import org.springframework.http.HttpMethod;
import org.springframework.http.MediaType;
import org.springframework.test.json.JsonCompareMode;
import org.springframework.test.web.client.MockRestServiceServer;
import org.springframework.web.client.RestClientException;

/** A @RestClientTest slice loads protojson: the slice's RestClient.Builder sends and reads proto3 JSON. */
@RestClientTest(components = EventsClient.class, properties = SliceApplication.PACKAGES)
class RestClientSliceTests {

  @Autowired
  EventsClient client;

  @Autowired
  MockRestServiceServer server;

  @Test
  void aResponseIsReadAsProto3Json() {
    server.expect(requestTo(EventsClient.BASE_URL + "/events/5"))
        .andRespond(withSuccess(SliceSamples.eventJson(5), MediaType.APPLICATION_JSON));
    assertThat(client.event(5)).isEqualTo(SliceSamples.event(5));
    server.verify();
  }

  @Test
  void aRequestBodyIsWrittenAsProto3Json() {
    server.expect(requestTo(EventsClient.BASE_URL + "/events"))
        .andExpect(method(HttpMethod.POST))
        .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
        .andExpect(content().json(SliceSamples.eventJson(6), JsonCompareMode.STRICT))
        .andRespond(withSuccess(SliceSamples.eventJson(6), MediaType.APPLICATION_JSON));
    assertThat(client.send(SliceSamples.event(6))).isEqualTo(SliceSamples.event(6));
    server.verify();
  }

  @Test
  void aBadResponseNamesTheField() {
    server.expect(requestTo(EventsClient.BASE_URL + "/events/5"))
        .andRespond(withSuccess("{\"id\": \"5\", \"codes\": [1, \"x\"]}", MediaType.APPLICATION_JSON));
    // RestClient says what it was extracting; the converter's own exception, its cause, says what was wrong.
    assertThatThrownBy(() -> client.event(5)).isInstanceOf(RestClientException.class)
        .cause().hasMessageContaining("codes[1]");
  }
}
