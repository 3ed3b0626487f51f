package dev.protojson.spring.openapi;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.google.protobuf.ByteString;
import com.google.protobuf.Timestamp;
import dev.protojson.spring.test.openapi.Kinds;
import dev.protojson.spring.test.legacy.Ticket;
import dev.protojson.spring.test.openapi.Legacy;
import dev.protojson.spring.test.openapi.Mood;
import dev.protojson.spring.test.openapi.editions.Edition;
import dev.protojson.spring.test.shop.ShopProto.Order;
import dev.protojson.spring.test.wkt.Everything;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** A service whose handlers take and return messages, lists of them and records holding them. */
@SpringBootApplication
class OpenApiApplication {

  /**
   * A record that holds messages: its own properties come from Jackson, the messages (and the protobuf enums and
   * {@code ByteString}, which protojson's Jackson module writes) from protojson.
   */
  record Envelope(String id, int attempt, Kinds kinds, List<Legacy> legacies, Mood mood, Kinds.Size size,
      ByteString checksum) {
  }

  @RestController
  static class KindsController {

    @PostMapping("/kinds")
    Kinds echo(@RequestBody Kinds kinds) {
      return kinds;
    }

    @GetMapping("/kinds")
    List<Kinds> list() {
      return List.of(Kinds.getDefaultInstance());
    }

    @PostMapping("/legacy")
    Legacy legacy(@RequestBody Legacy legacy) {
      return legacy;
    }

    @GetMapping("/envelope")
    Envelope envelope() {
      return new Envelope("1", 1, Kinds.getDefaultInstance(), List.of(), Mood.HAPPY, Kinds.Size.LARGE,
          ByteString.copyFromUtf8("sum"));
    }

    @PostMapping("/edition")
    Edition edition(@RequestBody Edition edition) {
      return edition;
    }

    // Messages of the other test protos, outside the scanned package
    @PostMapping("/everything")
    Everything everything(@RequestBody Everything everything) {
      return everything;
    }

    @PostMapping("/orders")
    Order order(@RequestBody Order order) {
      return order;
    }

    @PostMapping("/tickets")
    Ticket ticket(@RequestBody Ticket ticket) {
      return ticket;
    }

    @GetMapping("/now")
    Timestamp now() {
      return Timestamp.getDefaultInstance();
    }

    @GetMapping("/annotated")
    Annotated annotated() {
      return new Annotated(Timestamp.getDefaultInstance(), Kinds.Address.getDefaultInstance(), null, Mood.GRUMPY,
          null, null);
    }
  }

  /** springdoc's annotations on a record's components that hold a well-known type or a message. */
  record Annotated(
      @Schema(description = "When it happened.", example = "2024-01-01T00:00:00Z") Timestamp at,
      @Schema(description = "Where it happened.", deprecated = true) Kinds.Address address,
      @Schema(implementation = String.class, description = "Written as text.") Kinds.Address asText,
      @JsonFormat(shape = JsonFormat.Shape.NUMBER) Mood moodNumber,
      @Schema(description = "Where it may happen.", nullable = true) Kinds.Address maybe,
      @Schema(nullable = true) Mood maybeMood) {
  }
}
