package dev.protojson.spring.validation;

import dev.protojson.spring.test.validation.Address;
import dev.protojson.spring.test.validation.Signup;

/** Messages that keep every rule of validation.proto, for tests to break one rule at a time. */
final class Signups {

  private Signups() {}

  static Address address() {
    return Address.newBuilder().setStreet("St James's Square").setHouseNumber(12).build();
  }

  static Signup.Builder valid() {
    return Signup.newBuilder().setUserName("ada_l").setEmailAddress("ada@example.com").setAge(36).addTags("maths")
        .putLabels("env", 1).setAddress(address()).setPhone("+44 20 7946 0000").setPassword("analytical")
        .setPasswordConfirmation("analytical").addPreviousAddresses(address())
        .putAddressesByName("home", address());
  }
}
