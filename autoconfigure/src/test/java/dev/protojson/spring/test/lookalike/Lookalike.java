package dev.protojson.spring.test.lookalike;

/** Named like a generated message class (with a Builder and an OrBuilder beside it), but none. */
public class Lookalike {

  static {
    System.setProperty("protojson.test.lookalike.initialized", "true");
  }

  public static class Builder {}
}
