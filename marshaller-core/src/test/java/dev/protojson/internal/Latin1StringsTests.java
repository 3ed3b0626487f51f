package dev.protojson.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A string's Latin-1 bytes are read on the JDKs where that is quiet (17 to 23), unless {@code -Dprotojson.unsafe=false}
 * says not to use {@code Unsafe} (the {@code no-unsafe} test execution), and never claimed for a string that is not
 * Latin-1.
 */
class Latin1StringsTests {

  @Test
  void availableOnJdk17To23Only() {
    boolean switchedOff = "false".equals(System.getProperty(Switches.UNSAFE_PROPERTY));
    assertThat(Switches.UNSAFE).isEqualTo(!switchedOff);
    assertThat(Latin1Strings.AVAILABLE).as("JDK %s", Runtime.version())
        .isEqualTo(Runtime.version().feature() < 24 && !switchedOff);
  }

  @Test
  void aLatin1StringsBytesAreItsCharacters() {
    String ascii = new StringBuilder("plain ").append(42).toString();
    String accented = "caf" + (char) 0xE9 + (char) 0xFF;
    if (Latin1Strings.AVAILABLE) {
      assertThat(Latin1Strings.bytes(ascii)).isEqualTo(ascii.getBytes(StandardCharsets.ISO_8859_1));
      assertThat(Latin1Strings.bytes(accented)).isEqualTo(accented.getBytes(StandardCharsets.ISO_8859_1));
      assertThat(Latin1Strings.bytes("")).isEmpty();
    } else {
      assertThat(Latin1Strings.bytes(ascii)).isNull();
    }
  }

  @Test
  void aStringWithACharacterAboveLatin1HasNoBytes() {
    assertThat(Latin1Strings.bytes("euro \u20ac")).isNull();
    assertThat(Latin1Strings.bytes("\u0100")).isNull();
    assertThat(Latin1Strings.bytes("smile \ud83d\ude00")).isNull();
    assertThat(Latin1Strings.bytes("lone \ud83d")).isNull();
  }
}
