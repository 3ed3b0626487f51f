package dev.protojson.benchmarks.startupapp.thousandtypes;

import dev.protojson.benchmarks.startup1000.proto.Type0000;
import dev.protojson.benchmarks.startup1000.proto.Type0999;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** What the application serves: two of its message types as proto3 JSON, in and out. */
@RestController
class ThousandTypesController {

  @GetMapping("/type")
  Type0000 type() {
    return Type0000.newBuilder().setName("first").setId(1).build();
  }

  @PostMapping("/type")
  Type0999 echo(@RequestBody Type0999 message) {
    return message;
  }
}
