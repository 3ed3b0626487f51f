package dev.protojson.benchmarks.ceiling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The ceiling benchmark reads every token and every value of the workload's document, checked against a tree read by
 * Jackson's databind, and the byte loop reads what Jackson reads and rejects what it rejects.
 */
class TokenizerCeilingBenchmarkTests {

  @ParameterizedTest
  @ValueSource(strings = {"all-types", "GitHub", "People", "one Person"})
  void readsEveryTokenAndValue(String workload) {
    TokenizerCeilingBenchmark benchmark = new TokenizerCeilingBenchmark();
    benchmark.workload = workload;
    benchmark.setup();
    JsonNode tree = JsonMapper.builder().build().readTree(benchmark.json);
    long[] expected = new long[2];
    count(tree, expected);
    assertThat(benchmark.jacksonTokens()).isEqualTo(expected[0]);
    assertThat(benchmark.jacksonValues()).isEqualTo(expected[1]);
    assertThat(ByteLoopTokens.read(benchmark.json).sum()).isEqualTo(expected[1]);
    assertThat(expected[0]).isGreaterThan(workload.equals("one Person") ? 10 : 300);
  }

  @Test
  void theByteLoopReadsWhatJacksonReads() {
    String[] documents = {
      "{}", "[]", " [ ] ", "0", "-0", "\"\"", "true", "null", "[false,true,null]",
      "{\"a\":1,\"b\":[1,2,{\"c\":-3}],\"d\":{}}",
      "[2147483647,2147483648,-2147483648,-2147483649,9223372036854775807,-9223372036854775808,123456789012345678]",
      "[1.5,-0.25,1e3,1E-3,2.5e+10,-1.0e-7,0.0,123456789.123456789]",
      "[\"plain\",\"with \\\"quotes\\\" and \\\\ and \\/\",\"\\b\\f\\n\\r\\t\",\"\\u00e9\\u20ac\\ud83d\\ude00\"]",
      "[\"Chloé Müller\",\"€ 😀 ½\",\"a long ASCII string that is longer than sixteen bytes\"]",
      "{\"ünïcödé name\":1,\"esc\\u0061ped\":2}",
      "\t{\n \"a\" : [ 1 , 2 ] ,\r\n \"b\" : \"x\" }\n",
    };
    for (String document : documents) {
      byte[] json = document.getBytes(StandardCharsets.UTF_8);
      assertThat(ByteLoopTokens.read(json).sum()).as(document)
          .isEqualTo(TokenizerCeilingBenchmark.jacksonValues(json));
    }
  }

  @Test
  void theByteLoopRejectsWhatJacksonRejects() {
    String[] documents = {
      "", "{", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":}", "{a:1}", "{'a':1}", "[01]", "[1.]", "[.5]", "[1e]",
      "[+1]", "[NaN]", "[tru]", "[nul]", "\"unterminated", "\"bad \\x escape\"", "\"short \\u12\"",
      "[1]]", "{} {}", "[1] x", "[\"tab\there\"]", "// comment\n[]",
    };
    for (String document : documents) {
      byte[] json = document.getBytes(StandardCharsets.UTF_8);
      assertThatThrownBy(() -> TokenizerCeilingBenchmark.jacksonValues(json)).as(document)
          .isInstanceOfAny(JacksonException.class, IllegalArgumentException.class);
      assertThatThrownBy(() -> ByteLoopTokens.read(json)).as(document)
          .isInstanceOf(IllegalArgumentException.class);
    }
    byte[] badUtf8 = {'[', '"', (byte) 0xC3, '"', ']'};
    assertThatThrownBy(() -> TokenizerCeilingBenchmark.jacksonValues(badUtf8)).isInstanceOf(JacksonException.class);
    assertThatThrownBy(() -> ByteLoopTokens.read(badUtf8)).isInstanceOf(IllegalArgumentException.class);
  }

  /** Adds the tokens of {@code node} to {@code counts[0]} and what {@code values()} sums for them to {@code counts[1]}. */
  private static void count(JsonNode node, long[] counts) {
    if (node.isObject()) {
      counts[0] += 2;
      counts[1] += 2;
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        counts[0]++;
        counts[1] += field.getKey().length();
        count(field.getValue(), counts);
      }
    } else if (node.isArray()) {
      counts[0] += 2;
      counts[1] += 2;
      for (JsonNode element : node) {
        count(element, counts);
      }
    } else {
      counts[0]++;
      if (node.isString()) {
        counts[1] += node.stringValue().length();
      } else if (node.isIntegralNumber()) {
        counts[1] += node.longValue();
      } else if (node.isNumber()) {
        counts[1] += (long) node.doubleValue();
      } else {
        counts[1]++;
      }
    }
  }
}
