package dev.protojson.benchmarks.data;

import com.google.protobuf.Timestamp;
import dev.protojson.benchmarks.listings.Listing;
import dev.protojson.benchmarks.listings.ListingPage;
import dev.protojson.benchmarks.listings.ListingStatus;
import dev.protojson.benchmarks.listings.Seller;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A page of a marketplace's listings as another service sends it, fixed text built once from a seed together with
 * the message it means: strings with escapes ({@code \"}, {@code \\}, {@code \n}, {@code \t}, {@code \/},
 * {@code \u00e9}, escaped surrogate pairs) and raw UTF-8 of every length (accents, Greek, Cyrillic, Japanese,
 * emoji); numbers in every form proto3 JSON reads (integers as strings, {@code 1e2}, {@code 12.0}, {@code -0},
 * exponents, {@code "NaN"} and {@code "Infinity"}, 64-bit integers as strings and as numbers, doubles as strings);
 * members in a shuffled order, some under their proto names; {@code null} for absent messages; timestamps with
 * fractions and offsets.
 */
public final class ListingsData {

  /** The document to read and the message it holds. */
  public record Page(String json, ListingPage message) {}

  private static final String[] TITLES = {
    "USB-C charger 65W",
    "Vintage \"Leica\" camera, boxed",
    "Caf\u00e9 cr\u00e8me espresso cups \u00e0 la fran\u00e7aise",
    "\u0394\u03b9\u03ba\u03c4\u03c5\u03b1\u03ba\u03cc\u03c2 "
        + "\u03b4\u03c1\u03bf\u03bc\u03bf\u03bb\u03bf\u03b3\u03b7\u03c4\u03ae\u03c2",
    "\u041a\u043d\u0438\u0433\u0430 \u0440\u0435\u0446\u0435\u043f\u0442\u043e\u0432 "
        + "\u0431\u0430\u0431\u0443\u0448\u043a\u0438",
    "\u6771\u4eac \u5730\u56f3 \u30ac\u30a4\u30c9\u30d6\u30c3\u30af",
    "Rocket lamp \uD83D\uDE80 with remote \uD83C\uDF19",
    "Backup drive for C:\\tools\\bin",
    "Stra\u00dfenkarte M\u00fcnchen \u2013 Ausgabe 2024",
    "Ni\u00f1o's first guitar \uD83C\uDFB8",
  };
  private static final String[] SENTENCES = {
    "Barely used, works perfectly.",
    "Ships in 1\u20132 days \u2708\uFE0F.",
    "Line one\nLine two\tindented",
    "Size: 42 \u00bd \u2013 \"fits true to size\".",
    "\u0421\u043e\u0441\u0442\u043e\u044f\u043d\u0438\u0435 \u043e\u0442\u043b\u0438\u0447\u043d\u043e\u0435.",
    "\u72b6\u614b\u306f\u826f\u597d\u3067\u3059\u3002\u9001\u6599\u7121\u6599\uFF01",
    "See https://example.com/items?id=7&ref=home for photos.",
    "\u039a\u03b1\u03b9\u03bd\u03bf\u03cd\u03c1\u03b3\u03b9\u03bf, "
        + "\u03c3\u03c6\u03c1\u03b1\u03b3\u03b9\u03c3\u03bc\u03ad\u03bd\u03bf.",
    "Smoke-free home \uD83D\uDEAD\uD83D\uDC31",
    "Path: \\\\server\\share\\photos",
  };
  private static final String[] TAGS = {
    "vintage", "caf\u00e9", "\u65e5\u672c", "\u0440\u0435\u0434\u043a\u0438\u0439", "gift \uD83C\uDF81", "\"rare\"",
    "back\\slash", "\u03b5\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba\u03ac", "new", "line\nbreak"
  };
  private static final String[][] ATTRIBUTES = {
    {"color", "midnight blue"},
    {"gr\u00f6\u00dfe", "XL \u2013 \u00fcbergro\u00df"},
    {"\u043c\u0430\u0442\u0435\u0440\u0438\u0430\u043b", "\u0445\u043b\u043e\u043f\u043e\u043a 100%"},
    {"\u30b5\u30a4\u30ba", "\uFF2D"},
    {"note", "\"as is\"\tno returns"},
    {"emoji", "\uD83D\uDC4D\uD83C\uDFFD"},
  };
  private static final String[] SELLERS = {
    "Jos\u00e9's Vintage", "\u30bf\u30ca\u30ab\u5546\u5e97", "\u0391\u03b8\u03b7\u03bd\u03ac Store",
    "\u0418\u0432\u0430\u043d \u041f.", "plain-seller-42", "Caf\u00e9 \"Le Coin\" \uD83E\uDD50"
  };
  private static final String[] COUNTRIES = {"FR", "JP", "GR", "RU", "US", "DE", "ES"};
  private static final ListingStatus[] STATUSES = {ListingStatus.ACTIVE, ListingStatus.SOLD_OUT,
      ListingStatus.ARCHIVED};
  private static final DateTimeFormatter OFFSET_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssXXX");

  private ListingsData() {}

  /** A page of {@code items} listings, the same for the same count. */
  public static Page page(int items) {
    SplittableRandom random = new SplittableRandom(47L);
    ListingPage.Builder page = ListingPage.newBuilder();
    List<String> listings = new ArrayList<>();
    for (int i = 0; i < items; i++) {
      Listing.Builder listing = Listing.newBuilder();
      listings.add(listing(random, i, listing));
      page.addItems(listing);
    }
    page.setTotalCount(12_345L).setNextPageToken("cursor:\u00e9t\u00e9/2024+page=2").setPartial(false);
    JsonObject json = new JsonObject(random);
    json.member("totalCount", "total_count", "\"12345\"");
    json.member("items", "items", "[" + String.join(",", listings) + "]");
    json.member("partial", "partial", "false");
    json.member("nextPageToken", "next_page_token", JsonText.string(page.getNextPageToken(), random));
    return new Page(json.text(), page.build());
  }

  /** Fills {@code b} with listing {@code index} and returns its JSON text. */
  private static String listing(SplittableRandom random, int index, Listing.Builder b) {
    JsonObject json = new JsonObject(random);
    long id = 9_000_000_000L + random.nextLong(1_000_000_000L);
    b.setId(id);
    json.member("id", "id", JsonText.int64(id, random));
    String title = TITLES[random.nextInt(TITLES.length)];
    b.setTitle(title);
    json.member("title", "title", JsonText.string(title, random));
    String description =
        SENTENCES[random.nextInt(SENTENCES.length)] + " " + SENTENCES[random.nextInt(SENTENCES.length)];
    b.setDescription(description);
    json.member("description", "description", JsonText.string(description, random));
    BigDecimal price = BigDecimal.valueOf(random.nextLong(100, 500_000), 2);
    String priceText = JsonText.decimal(price, random);
    b.setPrice(Double.parseDouble(unquoted(priceText)));
    json.member("price", "price", priceText);
    BigDecimal rating = BigDecimal.valueOf(random.nextInt(21) * 25L, 2);
    String ratingText = JsonText.decimal(rating, random);
    b.setRating(Float.parseFloat(unquoted(ratingText)));
    json.member("rating", "rating", ratingText);
    // Every tenth listing has no reviews and says so with a negative zero.
    boolean negativeZero = index % 10 == 3;
    int reviews = negativeZero || random.nextInt(8) == 0 ? 0 : random.nextInt(5_000);
    b.setReviewCount(reviews);
    json.member("reviewCount", "review_count", negativeZero ? "-0" : JsonText.integer(reviews, random));
    int stock = random.nextInt(4) == 0 ? random.nextInt(10) * 10 : random.nextInt(300);
    b.setStock(stock);
    json.member("stock", "stock", JsonText.integer(stock, random));
    boolean available = stock > 0;
    b.setAvailable(available);
    json.member("available", "available", Boolean.toString(available));
    ListingStatus status = STATUSES[random.nextInt(STATUSES.length)];
    b.setStatus(status);
    json.member("status", "status", random.nextBoolean() ? "\"" + status.name() + "\"" : "" + status.getNumber());
    long created = 1_600_000_000L + random.nextLong(100_000_000L);
    b.setCreatedAt(timestamp(created, random));
    json.member("createdAt", "created_at", JsonText.timestamp(b.getCreatedAt(), random));
    if (random.nextInt(5) == 0) {
      json.member("updatedAt", "updated_at", "null");
    } else {
      b.setUpdatedAt(timestamp(created + random.nextLong(10_000_000L), random));
      json.member("updatedAt", "updated_at", JsonText.timestamp(b.getUpdatedAt(), random));
    }
    Seller.Builder seller = Seller.newBuilder();
    json.member("seller", "seller", seller(random, seller));
    b.setSeller(seller);
    int tags = random.nextInt(6);
    List<String> tagTexts = new ArrayList<>();
    for (int t = 0; t < tags; t++) {
      String tag = TAGS[random.nextInt(TAGS.length)];
      b.addTags(tag);
      tagTexts.add(JsonText.string(tag, random));
    }
    json.member("tags", "tags", "[" + String.join(",", tagTexts) + "]");
    List<String> entries = new ArrayList<>();
    int first = random.nextInt(ATTRIBUTES.length);
    int attributes = 1 + random.nextInt(3);
    for (int a = 0; a < attributes; a++) {
      String[] attribute = ATTRIBUTES[(first + a) % ATTRIBUTES.length];
      b.putAttributes(attribute[0], attribute[1]);
      entries.add(JsonText.string(attribute[0], random) + ":" + JsonText.string(attribute[1], random));
    }
    json.member("attributes", "attributes", "{" + String.join(",", entries) + "}");
    String discount = JsonText.discount(index);
    b.setDiscount(JsonText.discountValue(discount));
    json.member("discount", "discount", discount);
    long views = random.nextInt(10) == 0 ? -1L : random.nextLong(1_000_000_000_000L);
    b.setViews(views);
    json.member("views", "views", JsonText.uint64(views, random));
    return json.text();
  }

  private static String seller(SplittableRandom random, Seller.Builder b) {
    JsonObject json = new JsonObject(random);
    long id = random.nextLong(1_000_000_000_000L);
    b.setId(id);
    json.member("id", "id", JsonText.int64(id, random));
    String name = SELLERS[random.nextInt(SELLERS.length)];
    b.setDisplayName(name);
    json.member("displayName", "display_name", JsonText.string(name, random));
    String country = COUNTRIES[random.nextInt(COUNTRIES.length)];
    b.setCountry(country);
    json.member("country", "country", JsonText.string(country, random));
    boolean verified = random.nextBoolean();
    b.setVerified(verified);
    json.member("verified", "verified", Boolean.toString(verified));
    BigDecimal score = BigDecimal.valueOf(random.nextInt(1_001), 3);
    String scoreText = JsonText.decimal(score, random);
    b.setScore(Double.parseDouble(unquoted(scoreText)));
    json.member("score", "score", scoreText);
    return json.text();
  }

  private static Timestamp timestamp(long seconds, SplittableRandom random) {
    int nanos = switch (random.nextInt(4)) {
      case 0 -> 0;
      case 1 -> random.nextInt(1_000) * 1_000_000;
      case 2 -> random.nextInt(1_000_000) * 1_000;
      default -> random.nextInt(1_000_000_000);
    };
    return Timestamp.newBuilder().setSeconds(seconds).setNanos(nanos).build();
  }

  private static String unquoted(String number) {
    return number.startsWith("\"") ? number.substring(1, number.length() - 1) : number;
  }

  /** The members of one JSON object, in a shuffled order, each under its JSON name or, now and then, its proto name. */
  private static final class JsonObject {
    private final SplittableRandom random;
    private final boolean protoNames;
    private final List<String> members = new ArrayList<>();

    JsonObject(SplittableRandom random) {
      this.random = random;
      this.protoNames = random.nextInt(4) == 0;
    }

    void member(String jsonName, String protoName, String value) {
      String name = protoNames || random.nextInt(10) == 0 ? protoName : jsonName;
      members.add("\"" + name + "\":" + value);
    }

    String text() {
      // Fisher-Yates with the workload's random, so the order is fixed too.
      for (int i = members.size() - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        String member = members.get(i);
        members.set(i, members.get(j));
        members.set(j, member);
      }
      return "{" + String.join(",", members) + "}";
    }
  }

  /** The JSON text of values, each in one of the forms proto3 JSON reads, chosen at random. */
  static final class JsonText {

    private JsonText() {}

    /**
     * A JSON string of {@code value}: quotes, backslashes and control characters escaped as they must be; now and
     * then a slash, a non-ASCII character or an emoji escaped too (the last as a surrogate pair); the rest as UTF-8.
     */
    static String string(String value, SplittableRandom random) {
      StringBuilder out = new StringBuilder(value.length() + 2).append('"');
      for (int i = 0; i < value.length(); i++) {
        char c = value.charAt(i);
        switch (c) {
          case '"' -> out.append("\\\"");
          case '\\' -> out.append("\\\\");
          case '\n' -> out.append("\\n");
          case '\t' -> out.append("\\t");
          case '/' -> out.append(random.nextInt(3) == 0 ? "\\/" : "/");
          default -> {
            // A surrogate pair is escaped as a whole or not at all.
            int length = Character.isHighSurrogate(c) ? 2 : 1;
            boolean escaped = c < 0x20 || (c >= 0x80 && random.nextInt(4) == 0);
            for (int k = i; k < i + length; k++) {
              char unit = value.charAt(k);
              out.append(escaped ? String.format("\\u%04x", (int) unit) : String.valueOf(unit));
            }
            i += length - 1;
          }
        }
      }
      return out.append('"').toString();
    }

    /** A 64-bit integer as a string (as writers send them) or as a number. */
    static String int64(long value, SplittableRandom random) {
      return random.nextBoolean() ? "\"" + value + "\"" : Long.toString(value);
    }

    /** An unsigned 64-bit integer ({@code value}'s bits) as a string, a number or, when round, an exponent. */
    static String uint64(long value, SplittableRandom random) {
      String digits = Long.toUnsignedString(value);
      return switch (random.nextInt(3)) {
        case 0 -> "\"" + digits + "\"";
        case 1 -> digits;
        default -> exponent(new BigDecimal(digits));
      };
    }

    /** A non-negative 32-bit integer: a number, a string, with a zero fraction, as an exponent, quoted or not. */
    static String integer(int value, SplittableRandom random) {
      return switch (random.nextInt(value == 0 ? 7 : 6)) {
        case 0 -> Integer.toString(value);
        case 1 -> "\"" + value + "\"";
        case 2 -> value + ".0";
        case 3 -> exponent(BigDecimal.valueOf(value));
        case 4 -> "\"" + exponent(BigDecimal.valueOf(value)) + "\"";
        case 5 -> "\"" + value + ".00\"";
        default -> "-0";
      };
    }

    /** A decimal: as written, in exponent form, as an integer when whole, quoted or not. */
    static String decimal(BigDecimal value, SplittableRandom random) {
      BigDecimal plain = value.stripTrailingZeros();
      String text = switch (random.nextInt(4)) {
        case 0 -> plain.scale() <= 0 ? plain.toBigInteger().toString() : plain.toPlainString();
        case 1 -> exponent(plain);
        case 2 -> value.toPlainString();
        default -> plain.unscaledValue() + "E" + (-plain.scale());
      };
      return random.nextInt(4) == 0 ? "\"" + text + "\"" : text;
    }

    /** {@code d.ddde±n}: one digit before the point. */
    private static String exponent(BigDecimal value) {
      BigDecimal plain = value.stripTrailingZeros();
      if (plain.signum() == 0) {
        return "0e0";
      }
      int exponent = plain.precision() - plain.scale() - 1;
      BigDecimal mantissa = plain.movePointLeft(exponent);
      return mantissa.toPlainString() + "e" + (exponent >= 0 ? "+" : "") + exponent;
    }

    private static final String[] DISCOUNTS = {
      "0.15", "1.5E-1", "\"0.25\"", "\"NaN\"", "\"Infinity\"", "\"-Infinity\"", "0", "2.5e-2", "\"-0.5e-1\""
    };

    /**
     * Listing {@code index}'s discount, each of the forms of doubles proto3 JSON reads in turn, special values
     * included. Not -0.0: JsonFormat, which checks every writer's output here, reads it as 0.0. Integers have their
     * {@code -0}.
     */
    static String discount(int index) {
      return DISCOUNTS[index % DISCOUNTS.length];
    }

    static double discountValue(String text) {
      return switch (text) {
        case "\"NaN\"" -> Double.NaN;
        case "\"Infinity\"" -> Double.POSITIVE_INFINITY;
        case "\"-Infinity\"" -> Double.NEGATIVE_INFINITY;
        default -> Double.parseDouble(unquoted(text));
      };
    }

    /** A timestamp in UTC with 0, 3, 6 or 9 fraction digits, or now and then with an offset. */
    static String timestamp(Timestamp t, SplittableRandom random) {
      Instant instant = Instant.ofEpochSecond(t.getSeconds(), t.getNanos());
      if (t.getNanos() == 0 && random.nextInt(3) == 0) {
        int hours = random.nextInt(-11, 13);
        return "\"" + OFFSET_TIME.format(instant.atOffset(ZoneOffset.ofHours(hours))) + "\"";
      }
      // Instant's text has 0, 3, 6 or 9 fraction digits, as proto3 JSON writers give them.
      return "\"" + instant + "\"";
    }
  }
}
