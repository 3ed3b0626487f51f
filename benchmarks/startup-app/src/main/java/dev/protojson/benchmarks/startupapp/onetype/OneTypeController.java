package dev.protojson.benchmarks.startupapp.onetype;

import dev.protojson.benchmarks.startup1.proto.Type0000;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** What the application serves: its message type as proto3 JSON, in and out. */
@RestController
class OneTypeController {

  @GetMapping("/type")
  Type0000 type() {
    return Type0000.newBuilder().setName("one").setId(1).build();
  }

  @PostMapping("/type")
  Type0000 echo(@RequestBody Type0000 message) {
    return message;
  }
}
