package dev.protojson.internal.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import com.google.protobuf.Message;
import dev.protojson.internal.Switches;
import dev.protojson.test.bytes.Plain;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Numbers in the forms proto3 JSON takes besides the one every writer uses: integers with a zero fraction or an
 * exponent ({@code 12.0}, {@code 1.2e1}, {@code "1e2"}, {@code -0}), doubles and floats given as strings
 * ({@code "1.5"}). The byte-level methods read them exactly as the Jackson reader does, and give up where it
 * reports an error; map keys stay in their one canonical form.
 */
class ByteLevelNumberFormsTests {

  private static final Message PLAIN = Plain.getDefaultInstance();
  private static final String[] INTEGER_FIELDS = {"fInt32", "fInt64", "fUint32", "fUint64", "fSint32", "fSint64",
      "fFixed32", "fFixed64", "fSfixed32", "fSfixed64", "fEnum", "wInt64", "wUint32"};
  private static final String[] INTEGER_LISTS = {"rInt32", "rInt64", "rUint32", "rUint64", "rInt32Value"};
  private static final String[] FLOATING_FIELDS = {"fFloat", "fDouble", "wDouble"};
  private static final String[] FLOATING_LISTS = {"rFloat", "rDouble"};
  /** Map fields by key kind: int32, uint64, sint64, fixed32. */
  private static final String[][] MAPS = {{"mLeaf", "{}"}, {"mEnum", "\"HAPPY\""}, {"mDouble", "1.5"},
      {"mBytes", "\"AQI=\""}};

  private final ByteLevelReads reads = new ByteLevelReads();

  @BeforeEach
  void byteLevelIsOn() {
    assumeThat(Switches.FAST_PATHS).isTrue();
  }

  @Test
  void exactIntegerFormsAreReadAtTheByteLevelAsTheJacksonReaderReadsThem() {
    List<String> forms = List.of("12.0", "1.2e1", "1.2E+1", "120e-1", "-0", "-0.0", "0.000", "0e7", "-0e-3",
        "1e2", "-1e2", "4294967295.0", "4.294967295e9", "2.147483647e9", "-2.147483648E9",
        "9.223372036854775807e18", "-9.223372036854775808e18", "1.8446744073709551615e19",
        "18446744073709551615.000", "12345678901234567890e-1", "-12345678901234567890E-2", "0.0000000001e10",
        "1200e-2", "0.000120e7", "1e00000000000000000002", "123456789012345678e0", "1234567890123456789e0",
        "1.00000000000000000000000e3", "0e5000", "-0.0e-5000", "4.2e1000");
    int read = 0;
    for (String field : INTEGER_FIELDS) {
      for (String form : forms) {
        for (String value : new String[] {form, '"' + form + '"'}) {
          read += compare("{\"" + field + "\":" + value + "}");
        }
      }
    }
    for (String field : INTEGER_LISTS) {
      read += compare("{\"" + field + "\":[1.0,\"2e0\",-0,\"3.00\",4E0]}");
    }
    // Every form above is in range of some kinds: hundreds are read at the byte level.
    assertThat(read).isGreaterThan(200);
  }

  @Test
  void inexactAndBadIntegerFormsAreGivenUp() {
    List<String> forms = List.of("1.5", "1e-1", "12.01", "1e400", "1e-400", "01", "01.0", "-01", "1.", ".5", "1e",
        "1e+", "+1", "-", "--1", "1.0.0", "0x10", "1e2e3", " 1", "1 ", "", "-0.5", "1E20", "-9.3e18", "2e19",
        "4294967296.0", "-1.0");
    for (String field : INTEGER_FIELDS) {
      for (String form : forms) {
        for (String value : new String[] {form, '"' + form + '"'}) {
          String document = "{\"" + field + "\":" + value + "}";
          Object jackson = reads.jackson(document, PLAIN);
          Message bytes = reads.bytes(document, PLAIN);
          if (jackson instanceof Message) {
            // Negative values of unsigned kinds and the like: in range of the kinds that take them.
            assertThat(bytes).as(document).isEqualTo(jackson);
          } else {
            assertThat(bytes).as(document).isNull();
          }
        }
      }
    }
  }

  @Test
  void floatingPointNumbersGivenAsStringsAreReadAtTheByteLevelAsTheJacksonReaderReadsThem() {
    List<String> forms = List.of("1.5", "-0", "-0.0", "0", "1e3", "2.5E-3", "1E+2", "123456789012345678901234567890",
        "3.4028235E38", "3.4028235677973366e38", "1.00000005960464477539062500", "4.9e-324", "1.7976931348623157e308",
        "0.1", "1.0000000000000000000000000001");
    int read = 0;
    for (String field : FLOATING_FIELDS) {
      for (String form : forms) {
        read += compare("{\"" + field + "\":\"" + form + "\"}");
      }
    }
    for (String field : FLOATING_LISTS) {
      read += compare("{\"" + field + "\":[\"1.5\",\"NaN\",\"-2e-3\",\"Infinity\",\"7\"]}");
    }
    assertThat(read).isGreaterThan(40);
  }

  @Test
  void badNumbersGivenAsStringsAreGivenUp() {
    List<String> forms = List.of("1e400", "-1e400", "3.5e38", "01", "1.", ".5", "+1", "1e", " 1", "1 ", "", "nan",
        "infinity", "-Inf", "0x1p3", "1_000", "\\u0031", "1.5f");
    for (String field : FLOATING_FIELDS) {
      for (String form : forms) {
        String document = "{\"" + field + "\":\"" + form + "\"}";
        Object jackson = reads.jackson(document, PLAIN);
        Message bytes = reads.bytes(document, PLAIN);
        if (jackson instanceof Message) {
          // Read by the Jackson reader, which decodes the escape; the byte-level methods leave it to it.
          assertThat(bytes).as(document).isIn(null, jackson);
        } else {
          assertThat(bytes).as(document).isNull();
        }
      }
    }
  }

  @Test
  void mapKeysTakeOnlyTheirCanonicalForm() {
    for (String[] map : MAPS) {
      compare("{\"" + map[0] + "\":{\"12\":" + map[1] + ",\"7\":" + map[1] + "}}");
      for (String key : new String[] {"12.0", "1.2e1", "-0", "1e0", "012", "0.0"}) {
        String document = "{\"" + map[0] + "\":{\"" + key + "\":" + map[1] + "}}";
        assertThat(reads.jackson(document, PLAIN)).as(document).isInstanceOf(String.class);
        assertThat(reads.bytes(document, PLAIN)).as(document).isNull();
      }
    }
  }

  /**
   * Random numbers of JSON's grammar and near it, for every kind, quoted and not: whatever the byte-level methods
   * read, the Jackson reader reads the same; and every integer form the Jackson reader reads is read at the byte
   * level too.
   */
  @Test
  void randomNumberTextIsReadAsTheJacksonReaderReadsIt() {
    SplittableRandom random = new SplittableRandom(Long.getLong("protojson.seed", 20_261_207L));
    List<String> fields = new ArrayList<>(List.of(INTEGER_FIELDS));
    fields.addAll(List.of(FLOATING_FIELDS));
    int integersRead = 0;
    for (int i = 0; i < 20_000; i++) {
      String field = fields.get(random.nextInt(fields.size()));
      String number = number(random);
      boolean quoted = random.nextBoolean();
      String document = "{\"" + field + "\":" + (quoted ? '"' + number + '"' : number) + "}";
      Object jackson = reads.jackson(document, PLAIN);
      Message bytes = reads.bytes(document, PLAIN);
      boolean integer = List.of(INTEGER_FIELDS).contains(field);
      if (jackson instanceof Message && (integer || quoted)) {
        assertThat(bytes).as(document).isNotNull().isEqualTo(jackson);
        integersRead += integer ? 1 : 0;
      } else if (bytes != null) {
        assertThat(bytes).as(document).isEqualTo(jackson);
      }
    }
    assertThat(integersRead).isGreaterThan(1_000);
  }

  /** A number of JSON's grammar, now and then broken: signs, leading zeros, fractions, exponents of every size. */
  private static String number(SplittableRandom random) {
    StringBuilder text = new StringBuilder();
    if (random.nextInt(3) == 0) {
      text.append('-');
    }
    int digits = random.nextInt(4) == 0 ? 1 + random.nextInt(22) : 1 + random.nextInt(5);
    text.append(random.nextInt(6) == 0 ? '0' : (char) ('1' + random.nextInt(9)));
    for (int i = 1; i < digits; i++) {
      text.append(random.nextInt(3) == 0 ? '0' : (char) ('0' + random.nextInt(10)));
    }
    if (random.nextInt(3) == 0) {
      text.append('.');
      int fraction = random.nextInt(8) == 0 ? 0 : 1 + random.nextInt(6);
      for (int i = 0; i < fraction; i++) {
        text.append(random.nextInt(2) == 0 ? '0' : (char) ('0' + random.nextInt(10)));
      }
    }
    if (random.nextInt(3) == 0) {
      text.append(random.nextBoolean() ? 'e' : 'E');
      int sign = random.nextInt(3);
      text.append(sign == 0 ? "" : sign == 1 ? "+" : "-");
      text.append(random.nextInt(random.nextInt(10) == 0 ? 400 : 25));
    }
    if (random.nextInt(40) == 0) {
      text.insert(random.nextInt(text.length() + 1), "-.e+x0 ".charAt(random.nextInt(7)));
    }
    return text.toString();
  }

  /** Reads {@code document} both ways: the same, if the byte-level methods read it; 1 if they did. */
  private int compare(String document) {
    Object jackson = reads.jackson(document, PLAIN);
    Message bytes = reads.bytes(document, PLAIN);
    if (jackson instanceof Message) {
      assertThat(bytes).as(document).isNotNull().isEqualTo(jackson);
      return 1;
    }
    assertThat(bytes).as(document).isNull();
    return 0;
  }
}
