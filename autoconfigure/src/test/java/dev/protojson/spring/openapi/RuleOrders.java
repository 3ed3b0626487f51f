package dev.protojson.spring.openapi;

import dev.protojson.spring.test.rules.Address;
import dev.protojson.spring.test.rules.Order;
import dev.protojson.spring.test.rules.Status;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * Random orders that keep every rule of {@code validation_rules.proto}, and the ways to break exactly one rule of
 * one. A fixed seed repeats a run.
 */
final class RuleOrders {

  /**
   * One broken rule.
   *
   * @param name what is broken, for the test's messages
   * @param rule the rule id protovalidate reports
   * @param shown where the schema shows the rule, so rejects the order too
   * @param breaking breaks the rule on a valid order's builder
   */
  record Breach(String name, String rule, Shown shown, Consumer<Order.Builder> breaking) {

    boolean shownIn(boolean openapi31) {
      return shown == Shown.ALWAYS || (shown == Shown.OPENAPI_31 && openapi31);
    }
  }

  /** Which documents show a rule: map keys have a schema in 3.1 only ({@code propertyNames}). */
  enum Shown { ALWAYS, OPENAPI_31, NEVER }

  private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz";
  private static final List<String> COLORS = List.of("red", "green", "blue");
  private static final List<Long> BIGS = List.of(-5L, 0L, 12345678901L);

  private final Random random;

  RuleOrders(long seed) {
    this.random = new Random(seed);
  }

  Order valid() {
    Order.Builder order = Order.newBuilder()
        .setName(word(2, 8))
        .setCode(upper(3))
        .setEmail(word(1, 6) + "@" + word(2, 6) + ".example.com")
        .setColor(COLORS.get(random.nextInt(COLORS.size())))
        .setNickname(random.nextBoolean() ? "" : word(3, 9))
        .setQuantity(1 + random.nextInt(100))
        .setLevel(1 + random.nextInt(9))
        .setBig(BIGS.get(random.nextInt(BIGS.size())))
        .setRatio(1 - random.nextDouble())
        .setScore(random.nextInt(8) == 0 ? Double.POSITIVE_INFINITY : random.nextDouble() * 1000)
        .setPriority(random.nextBoolean() ? 1 + random.nextInt(1000) : -1 - random.nextInt(1000))
        .setAddress(Address.newBuilder().setStreet(word(1, 10)).setHouseNumber(1 + random.nextInt(500)))
        .setBudget(1 + (random.nextLong() >>> 1) % 1_000_000_000_000L)
        .setRank(random.nextBoolean() ? random.nextInt(5) - 1000 * random.nextInt(2) : 11 + random.nextInt(1000))
        .setNote(word(0, 10))
        .setStatus(random.nextBoolean() ? Status.STATUS_ACTIVE : Status.STATUS_PAUSED)
        .setAccepted(true);
    int low = random.nextInt(100) - 50;
    order.setLow(low).setHigh(low + random.nextInt(50));
    switch (random.nextInt(3)) {
      case 0 -> order.setAlias(word(4, 8));
      case 1 -> order.setHandle(word(1, 8));
      default -> { }
    }
    if (random.nextBoolean()) {
      order.setWebsite("https://" + word(2, 8) + ".example.com/" + word(0, 5));
    }
    if (random.nextBoolean()) {
      order.setId(new UUID(random.nextLong(), random.nextLong()).toString());
    }
    if (random.nextBoolean()) {
      order.setPhone(String.valueOf(100 + random.nextInt(1_000_000)));
    } else {
      order.setPager(word(0, 6));
    }
    Set<String> tags = new LinkedHashSet<>();
    int tagCount = 1 + random.nextInt(3);
    while (tags.size() < tagCount) {
      tags.add(word(0, 5));
    }
    order.addAllTags(tags);
    int labels = 1 + random.nextInt(3);
    while (order.getLabelsCount() < labels) {
      order.putLabels(word(2, 6), random.nextInt(1000));
    }
    return order.build();
  }

  /** Every way to break one rule: each rule the schema shows, and a few it only describes. */
  static List<Breach> breaches() {
    List<Breach> breaches = new ArrayList<>();
    breaches.add(new Breach("name too short", "string.min_len", Shown.ALWAYS, order -> order.setName("a")));
    breaches.add(new Breach("name too long", "string.max_len", Shown.ALWAYS, order -> order.setName("abcdefghi")));
    breaches.add(new Breach("no name", "string.min_len", Shown.ALWAYS, Order.Builder::clearName));
    breaches.add(new Breach("code off the pattern", "string.pattern", Shown.ALWAYS, order -> order.setCode("AB1")));
    breaches.add(new Breach("no code", "string.pattern", Shown.ALWAYS, Order.Builder::clearCode));
    breaches.add(new Breach("not an email", "string.email", Shown.ALWAYS, order -> order.setEmail("ada.example.com")));
    breaches.add(new Breach("no email", "string.email_empty", Shown.ALWAYS, Order.Builder::clearEmail));
    breaches.add(new Breach("not a URI", "string.uri", Shown.ALWAYS, order -> order.setWebsite("example.com/no-scheme")));
    breaches.add(new Breach("not a UUID", "string.uuid", Shown.ALWAYS, order -> order.setId("123e4567-e89b-12d3-a456")));
    breaches.add(new Breach("a color not listed", "string.in", Shown.ALWAYS, order -> order.setColor("purple")));
    breaches.add(new Breach("no color", "string.in", Shown.ALWAYS, Order.Builder::clearColor));
    breaches.add(new Breach("a nickname too short", "string.min_len", Shown.ALWAYS, order -> order.setNickname("ab")));
    breaches.add(new Breach("no quantity", "int32.gt_lte", Shown.ALWAYS, Order.Builder::clearQuantity));
    breaches.add(new Breach("quantity over", "int32.gt_lte", Shown.ALWAYS, order -> order.setQuantity(101)));
    breaches.add(new Breach("quantity under", "int32.gt_lte", Shown.ALWAYS, order -> order.setQuantity(-3)));
    breaches.add(new Breach("level under", "uint32.gte_lt", Shown.ALWAYS, order -> order.setLevel(0)));
    breaches.add(new Breach("level over", "uint32.gte_lt", Shown.ALWAYS, order -> order.setLevel(10)));
    breaches.add(new Breach("big not listed", "int64.in", Shown.ALWAYS, order -> order.setBig(7)));
    breaches.add(new Breach("no ratio", "double.gt_lte", Shown.ALWAYS, Order.Builder::clearRatio));
    breaches.add(new Breach("ratio over", "double.gt_lte", Shown.ALWAYS, order -> order.setRatio(1.5)));
    breaches.add(new Breach("ratio NaN", "double.gt_lte", Shown.ALWAYS, order -> order.setRatio(Double.NaN)));
    breaches.add(new Breach("ratio infinite", "double.gt_lte", Shown.ALWAYS,
        order -> order.setRatio(Double.POSITIVE_INFINITY)));
    breaches.add(new Breach("score negative", "double.gte", Shown.ALWAYS, order -> order.setScore(-0.5)));
    breaches.add(new Breach("score NaN", "double.gte", Shown.ALWAYS, order -> order.setScore(Double.NaN)));
    breaches.add(new Breach("score -Infinity", "double.gte", Shown.ALWAYS,
        order -> order.setScore(Double.NEGATIVE_INFINITY)));
    breaches.add(new Breach("no tags", "repeated.min_items", Shown.ALWAYS, Order.Builder::clearTags));
    breaches.add(new Breach("four tags", "repeated.max_items", Shown.ALWAYS,
        order -> order.clearTags().addTags("a").addTags("b").addTags("c").addTags("d")));
    breaches.add(new Breach("a tag twice", "repeated.unique", Shown.ALWAYS,
        order -> order.clearTags().addTags("x").addTags("x")));
    breaches.add(new Breach("a tag too long", "string.max_len", Shown.ALWAYS,
        order -> order.clearTags().addTags("sixsix")));
    breaches.add(new Breach("no labels", "map.min_pairs", Shown.ALWAYS, Order.Builder::clearLabels));
    breaches.add(new Breach("four labels", "map.max_pairs", Shown.ALWAYS,
        order -> order.clearLabels().putLabels("aa", 1).putLabels("bb", 2).putLabels("cc", 3).putLabels("dd", 4)));
    breaches.add(new Breach("a label key too short", "string.min_len", Shown.OPENAPI_31,
        order -> order.clearLabels().putLabels("a", 1)));
    breaches.add(new Breach("a negative label", "int32.gte", Shown.ALWAYS,
        order -> order.clearLabels().putLabels("env", -1)));
    breaches.add(new Breach("no priority", "required", Shown.ALWAYS, Order.Builder::clearPriority));
    breaches.add(new Breach("no address", "required", Shown.ALWAYS, Order.Builder::clearAddress));
    breaches.add(new Breach("an empty street", "string.min_len", Shown.ALWAYS,
        order -> order.getAddressBuilder().setStreet("")));
    breaches.add(new Breach("house number zero", "int32.gt", Shown.ALWAYS,
        order -> order.getAddressBuilder().setHouseNumber(0)));
    breaches.add(new Breach("no contact", "required", Shown.ALWAYS, Order.Builder::clearContact));
    breaches.add(new Breach("a phone number off the pattern", "string.pattern", Shown.ALWAYS,
        order -> order.setPhone("12")));
    breaches.add(new Breach("no budget", "int64.gt", Shown.ALWAYS, Order.Builder::clearBudget));
    breaches.add(new Breach("rank within the excluded range", "int32.gt_lt_exclusive", Shown.ALWAYS,
        order -> order.setRank(7)));
    breaches.add(new Breach("no status", "enum.in", Shown.ALWAYS, Order.Builder::clearStatus));
    breaches.add(new Breach("a status not listed", "enum.in", Shown.ALWAYS,
        order -> order.setStatus(Status.STATUS_CLOSED)));
    breaches.add(new Breach("not accepted", "bool.const", Shown.ALWAYS, Order.Builder::clearAccepted));
    breaches.add(new Breach("an alias too short", "string.min_len", Shown.ALWAYS,
        order -> order.clearHandle().setAlias("abc")));
    // Rules that only the description states
    breaches.add(new Breach("low above high", "order.range_ordered", Shown.NEVER,
        order -> order.setLow(order.getHigh() + 1)));
    breaches.add(new Breach("budget negative", "int64.gt", Shown.NEVER, order -> order.setBudget(-4)));
    breaches.add(new Breach("an alias and a handle", "message.oneof", Shown.NEVER,
        order -> order.setAlias("abcd").setHandle("h")));
    breaches.add(new Breach("a space in the note", "note.no_spaces", Shown.NEVER, order -> order.setNote("a b")));
    return breaches;
  }

  private String word(int min, int max) {
    StringBuilder word = new StringBuilder();
    int length = min + random.nextInt(max - min + 1);
    for (int i = 0; i < length; i++) {
      word.append(LETTERS.charAt(random.nextInt(LETTERS.length())));
    }
    return word.toString();
  }

  private String upper(int length) {
    return word(length, length).toUpperCase(java.util.Locale.ROOT);
  }
}
