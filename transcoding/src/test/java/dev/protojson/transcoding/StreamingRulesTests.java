package dev.protojson.transcoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import com.google.api.HttpRule;
import dev.protojson.transcoding.test.FeedsGrpc;
import io.grpc.MethodDescriptor.MethodType;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** Which streaming methods an HTTP adapter serves, and the rules a client stream needs. */
class StreamingRulesTests {

  private static final String STREAMS = "protojson.transcoding.test.Streams/";

  private Transcoder.Builder builder() {
    return Transcoder.builder(ServerStreamTests.marshaller().build()).service(new StreamsService().bindService());
  }

  @Test
  void anAdapterServesTheKindsItNamesAndRefusesTheOthersWithItsReason() {
    assertThatIllegalStateException()
        .isThrownBy(() -> builder().streaming(EnumSet.of(MethodType.SERVER_STREAMING, MethodType.CLIENT_STREAMING),
            "full duplex is not possible here").build())
        .withMessage("The gRPC method " + STREAMS + "Chat is bidirectional-streaming and has an HTTP rule, but full"
            + " duplex is not possible here: remove its google.api.http rule, or replace it with none through"
            + " TranscodingRules.remove(\"" + STREAMS + "Chat\")");

    Transcoder transcoder = builder().streaming(EnumSet.of(MethodType.SERVER_STREAMING, MethodType.CLIENT_STREAMING),
        "full duplex is not possible here").rules(new TranscodingRules().remove(STREAMS + "Chat")).build();
    assertThat(transcoder.routes()).extracting(Route::fullMethodName).containsExactlyInAnyOrder(
        STREAMS + "WatchShelves", STREAMS + "ImportBooks", STREAMS + "ImportShelves", STREAMS + "DownloadShelves");
    assertThat(transcoder.routes()).filteredOn(route -> route.fullMethodName().endsWith("WatchShelves"))
        .singleElement().satisfies(route -> {
          assertThat(route.streamsResponses()).isTrue();
          assertThat(route.streamsRequests()).isFalse();
        });
  }

  @Test
  void aClientStreamsRuleNeedsTheWholeMessageOrAMessageFieldAsItsBody() {
    for (String body : new String[] {"", "parent"}) {
      assertThatIllegalStateException()
          .isThrownBy(() -> builder().streaming(EnumSet.allOf(MethodType.class), "")
              .rules(new TranscodingRules().replace(STREAMS + "ImportBooks",
                  HttpRule.newBuilder().setPost("/v1/books:import").setBody(body).build()))
              .build())
          .withMessage("The HTTP rule POST /v1/books:import" + (body.isEmpty() ? "" : " (body: parent)") + " of "
              + STREAMS + "ImportBooks, a client-streaming method, cannot read its requests from the body: the"
              + " requests of a client stream are the body, so its rule needs body \"*\" or a singular message"
              + " field");
    }
  }

  @Test
  void autoMappingTakesTheStreamingKindsServed() {
    String feeds = "protojson.transcoding.test.Feeds/";
    Transcoder transcoder = Transcoder.builder(ServerStreamTests.marshaller().build())
        .service(new FeedsGrpc.FeedsImplBase() {}.bindService())
        .streaming(EnumSet.of(MethodType.CLIENT_STREAMING), "only client streams")
        .rules(new TranscodingRules().autoMapping(true).remove(feeds + "WatchShelf"))
        .build();

    assertThat(transcoder.routes()).extracting(Route::toString)
        .containsExactly("POST /" + feeds + "Unannotated (body: *) of " + feeds + "Unannotated");
  }
}
