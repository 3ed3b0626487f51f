package dev.protojson.spring.validation;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.protojson.spring.test.validation.Address;
import dev.protojson.spring.test.validation.Signup;
import jakarta.validation.constraints.NotBlank;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A record body holding messages, read by Jackson with protojson's module: a message, a list and a map of them, a
 * nested record renamed by {@code @JsonProperty}, and a list of records. Its reference has a Bean Validation
 * constraint.
 */
final class Orders {

  private Orders() {}

  record Order(@NotBlank String reference, Signup customer, List<Address> stops, Map<String, Address> depots,
      @JsonProperty("deliverTo") Delivery delivery, List<Delivery> legs) {}

  record Delivery(Address address, String note) {}

  /** Messages in the other places a record may hold them: an Optional, a builder, a set and an array. */
  record Parcel(Optional<Address> from, Address.Builder to, Set<Address> stops, Address[] depots) {}

  /** An order as a client writes it, with these messages in it. */
  static String json(String reference, Signup customer, List<Address> stops, Map<String, Address> depots,
      Address deliveryAddress, Address legAddress) {
    StringBuilder body = new StringBuilder("{\"reference\":\"").append(reference).append("\",\"customer\":")
        .append(ValidationHttp.json(customer)).append(",\"stops\":[");
    for (int i = 0; i < stops.size(); i++) {
      body.append(i == 0 ? "" : ",").append(ValidationHttp.json(stops.get(i)));
    }
    body.append("],\"depots\":{");
    String separator = "";
    for (Map.Entry<String, Address> depot : depots.entrySet()) {
      body.append(separator).append('"').append(depot.getKey()).append("\":")
          .append(ValidationHttp.json(depot.getValue()));
      separator = ",";
    }
    return body.append("},\"deliverTo\":").append(delivery(deliveryAddress)).append(",\"legs\":[")
        .append(delivery(Signups.address())).append(',').append(delivery(legAddress)).append("]}").toString();
  }

  private static String delivery(Address address) {
    return "{\"address\":" + ValidationHttp.json(address) + ",\"note\":\"ring twice\"}";
  }

  /** An order whose messages keep every rule. */
  static String valid() {
    return json("A-1", Signups.valid().build(), List.of(Signups.address(), Signups.address()),
        Map.of("north", Signups.address()), Signups.address(), Signups.address());
  }

  /** An order breaking a rule in each place a message can be: its violations, as [field, protoField, rule]. */
  static final List<List<String>> BROKEN_VIOLATIONS = List.of(
      List.of("customer.age", "customer.age", "int32.lte"),
      List.of("stops[1].houseNumber", "stops[1].house_number", "int32.gt"),
      List.of("depots[\"north\"].street", "depots[\"north\"].street", "string.min_len"),
      List.of("deliverTo.address.houseNumber", "deliverTo.address.house_number", "int32.gt"),
      List.of("legs[1].address.street", "legs[1].address.street", "string.min_len"));

  static String broken() {
    return json("A-1", Signups.valid().setAge(151).build(),
        List.of(Signups.address(), Signups.address().toBuilder().setHouseNumber(0).build()),
        Map.of("north", Signups.address().toBuilder().setStreet("").build()),
        Signups.address().toBuilder().setHouseNumber(-1).build(),
        Signups.address().toBuilder().setStreet("").build());
  }
}
