package dev.protojson.internal.write;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int64Value;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import dev.protojson.MessageMarshaller;
import dev.protojson.test.proto3.AllTypes;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

/**
 * 64-bit integers, timestamps and durations are formatted digit by digit into a scratch buffer; here they are
 * checked against the JDK's own formatting over their whole ranges. Doubles and floats are protojson's shortest
 * decimals ({@code ShortestDecimalTests} checks those digits); here, that every way of writing gives them.
 */
class NumberAndTimeFormattingWriterTests {

  private final MessageMarshaller marshaller =
      MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).build();
  private final SplittableRandom random = new SplittableRandom(7);

  private String quoted(String text) {
    return "\"" + text + "\"";
  }

  @Test
  void int64AndUint64MatchTheJdk() {
    long[] edges = {0, 1, -1, 9, 10, -10, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1, 1L << 53,
        -(1L << 63) / 10, 9_999_999_999_999_999L};
    for (long value : edges) {
      checkLong(value);
    }
    for (int i = 0; i < 20_000; i++) {
      checkLong(random.nextLong() >> random.nextInt(64));
    }
  }

  private void checkLong(long value) {
    assertThat(marshaller.writeValueAsString(Int64Value.of(value))).isEqualTo(quoted(Long.toString(value)));
    assertThat(marshaller.writeValueAsString(UInt64Value.of(value)))
        .isEqualTo(quoted(Long.toUnsignedString(value)));
  }

  @Test
  void timestampsMatchInstantToStringOverTheWholeRange() {
    long min = -62_135_596_800L;
    long max = 253_402_300_799L;
    int[] nanos = {0, 1, 999_999_999, 1_000, 1_000_000, 120_000_000, 500};
    for (long seconds : new long[] {min, max, 0, -1, 1, 951_782_400L /* 2000-02-29 */, -2_203_891_200L}) {
      for (int n : nanos) {
        checkTimestamp(seconds, n);
      }
    }
    for (int i = 0; i < 20_000; i++) {
      int n = switch (random.nextInt(4)) {
        case 0 -> 0;
        case 1 -> random.nextInt(1000) * 1_000_000;
        case 2 -> random.nextInt(1_000_000) * 1_000;
        default -> random.nextInt(1_000_000_000);
      };
      checkTimestamp(random.nextLong(min, max + 1), n);
    }
  }

  private void checkTimestamp(long seconds, int nanos) {
    Timestamp timestamp = Timestamp.newBuilder().setSeconds(seconds).setNanos(nanos).build();
    // ISO_INSTANT writes 0, 3, 6 or 9 fractional digits too.
    assertThat(marshaller.writeValueAsString(timestamp))
        .as("%d s %d ns", seconds, nanos).isEqualTo(quoted(Instant.ofEpochSecond(seconds, nanos).toString()));
  }

  @Test
  void durationsMatchTheirDecimalValue() {
    long max = 315_576_000_000L;
    for (int i = 0; i < 20_000; i++) {
      long seconds = random.nextLong(-max, max + 1) >> random.nextInt(40);
      int nanos = random.nextInt(1_000_000_000) / (int) Math.pow(10, random.nextInt(10));
      if (seconds < 0 || (seconds == 0 && random.nextBoolean())) {
        nanos = -nanos;
      }
      String json = marshaller.writeValueAsString(Duration.newBuilder().setSeconds(seconds).setNanos(nanos).build());
      String text = json.substring(1, json.length() - 2);
      assertThat(json).endsWith("s\"");
      assertThat(new BigDecimal(text)).isEqualByComparingTo(BigDecimal.valueOf(seconds).add(BigDecimal.valueOf(nanos, 9)));
      int dot = text.indexOf('.');
      assertThat(dot < 0 ? 0 : text.length() - dot - 1).isIn(0, 3, 6, 9);
    }
  }

  /**
   * Written with more digits by Java 17's and 18's {@code toString}: 6.7269869E8, -7.0875382461867507E17 and the
   * subnormal float 2.24E-44; and the subnormal double twice the smallest as another decimal, 1.0E-323.
   */
  private static final AllTypes DECIMALS = AllTypes.newBuilder().setFFloat(6.726987E8f)
      .setFDouble(-7.0875382461867507E17).addRFloat(0.1f).addRFloat(Float.intBitsToFloat(16)).addRDouble(1e300)
      .addRDouble(-1.5).addRDouble(Double.longBitsToDouble(2))
      .setWktDouble(DoubleValue.of(2.5E-5)).setWktFloat(FloatValue.of(1.0E10f))
      .setWktValue(Value.newBuilder().setNumberValue(0.001)).build();
  private static final String DECIMALS_JSON = "{\"fFloat\":6.726987E8,\"fDouble\":-7.087538246186751E17,"
      + "\"rFloat\":[0.1,2.2E-44],\"rDouble\":[1.0E300,-1.5,9.9E-324],\"wktValue\":0.001,\"wktDouble\":2.5E-5,"
      + "\"wktFloat\":1.0E10}";

  @Test
  void doublesAndFloatsAreTheirShortestDecimalOnEveryJavaVersionAndEveryWay() {
    assertThat(marshaller.writeValueAsString(DECIMALS)).isEqualTo(DECIMALS_JSON);
    assertThat(new String(marshaller.writeValueAsBytes(DECIMALS), StandardCharsets.UTF_8)).isEqualTo(DECIMALS_JSON);
    String pretty = MessageMarshaller.builder().register(AllTypes.getDefaultInstance()).prettyPrinting().build()
        .writeValueAsString(DECIMALS);
    assertThat(pretty.replaceAll("\\s", "")).isEqualTo(DECIMALS_JSON);
    StringWriter out = new StringWriter();
    try (JsonGenerator generator = JsonFactory.builder().build().createGenerator(ObjectWriteContext.empty(), out)) {
      marshaller.writeValue(DECIMALS, generator);
    }
    assertThat(out.toString()).isEqualTo(DECIMALS_JSON);
  }

  /** The difference from JsonFormat the README lists: it writes Java's {@code toString}, version by version. */
  @Test
  void jsonFormatWritesWhatTheJavaVersionsToStringGives() throws Exception {
    String theirs = JsonFormat.printer().omittingInsignificantWhitespace().print(DECIMALS);
    assertThat(theirs).contains("\"fFloat\":" + Float.toString(6.726987E8f))
        .contains("\"fDouble\":" + Double.toString(-7.0875382461867507E17));
    if (Runtime.version().feature() < 19) {
      assertThat(theirs).contains("6.7269869E8").contains("-7.0875382461867507E17").contains("2.24E-44")
          .contains("1.0E-323");
    } else {
      assertThat(theirs).isEqualTo(DECIMALS_JSON);
    }
    AllTypes.Builder back = AllTypes.newBuilder();
    JsonFormat.parser().merge(marshaller.writeValueAsString(DECIMALS), back);
    assertThat(back.build()).isEqualTo(DECIMALS);
  }

  @Test
  void callersOwnGeneratorsWorkToo() {
    StringWriter out = new StringWriter();
    try (JsonGenerator generator = JsonFactory.builder().build().createGenerator(ObjectWriteContext.empty(), out)) {
      marshaller.writeValue(AllTypes.newBuilder().setFInt64(Long.MIN_VALUE).setFUint64(-1)
          .setWktTimestamp(Timestamp.newBuilder().setSeconds(1)).build(), generator);
    }
    assertThat(out.toString()).isEqualTo("{\"fInt64\":\"-9223372036854775808\",\"fUint64\":\"18446744073709551615\","
        + "\"wktTimestamp\":\"1970-01-01T00:00:01Z\"}");
  }
}
