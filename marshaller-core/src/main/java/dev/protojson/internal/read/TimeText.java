package dev.protojson.internal.read;

import com.google.protobuf.Duration;
import com.google.protobuf.Timestamp;

/**
 * RFC 3339 timestamps and proto3 JSON durations, parsed by hand with fixed-size fields straight from the parser's
 * character buffer: a timestamp costs no {@code String} and no {@code java.time} objects.
 */
final class TimeText {

  static final long MIN_TIMESTAMP_SECONDS = -62_135_596_800L;
  static final long MAX_TIMESTAMP_SECONDS = 253_402_300_799L;
  static final long MAX_DURATION_SECONDS = 315_576_000_000L;

  private TimeText() {}

  /**
   * Sets {@code into} from {@code yyyy-MM-ddTHH:mm:ss[.f{1,9}](Z|+HH:MM|-HH:MM)} in {@code c[start, start + n)}
   * and returns true, or returns false if the text is malformed or names a day that does not exist. The range is
   * checked by the caller.
   */
  static boolean timestamp(char[] c, int start, int n, Timestamp.Builder into) {
    if (n < 20 || c[start + 4] != '-' || c[start + 7] != '-' || c[start + 10] != 'T' || c[start + 13] != ':'
        || c[start + 16] != ':') {
      return false;
    }
    int year = digits(c, start, 4);
    int month = digits(c, start + 5, 2);
    int day = digits(c, start + 8, 2);
    int hour = digits(c, start + 11, 2);
    int minute = digits(c, start + 14, 2);
    int second = digits(c, start + 17, 2);
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour < 0 || hour > 23
        || minute < 0 || minute > 59 || second < 0 || second > 59) {
      return false;
    }
    int end = start + n;
    int i = start + 19;
    int nanos = 0;
    if (c[i] == '.') {
      int fraction = ++i;
      while (i < end && isDigit(c[i])) {
        i++;
      }
      if (i == fraction || i - fraction > 9) {
        return false;
      }
      nanos = nanos(c, fraction, i);
    }
    if (i >= end) {
      return false;
    }
    int offsetSeconds;
    char zone = c[i];
    if (zone == 'Z') {
      if (i + 1 != end) {
        return false;
      }
      offsetSeconds = 0;
    } else if (zone == '+' || zone == '-') {
      if (i + 6 != end || c[i + 3] != ':') {
        return false;
      }
      int offsetHours = digits(c, i + 1, 2);
      int offsetMinutes = digits(c, i + 4, 2);
      if (offsetHours < 0 || offsetHours > 23 || offsetMinutes < 0 || offsetMinutes > 59) {
        return false;
      }
      offsetSeconds = (offsetHours * 3600 + offsetMinutes * 60) * (zone == '-' ? -1 : 1);
    } else {
      return false;
    }
    long seconds = daysSinceEpoch(year, month, day) * 86_400L + hour * 3600L + minute * 60L + second;
    into.setSeconds(seconds - offsetSeconds).setNanos(nanos);
    return true;
  }

  /**
   * Sets {@code into} from {@code -?\d+(\.\d{1,9})?s} in {@code c[start, start + n)} and returns true, or returns
   * false if the text is malformed; the range is checked by the caller.
   */
  static boolean duration(char[] c, int start, int n, Duration.Builder into) {
    int end = start + n;
    if (n < 2 || c[end - 1] != 's') {
      return false;
    }
    int i = start;
    boolean negative = c[i] == '-';
    if (negative) {
      i++;
    }
    int whole = i;
    long seconds = 0;
    while (i < end - 1 && isDigit(c[i])) {
      seconds = seconds * 10 + (c[i] - '0');
      i++;
    }
    // Twelve digits hold every valid duration and cannot overflow.
    if (i == whole || i - whole > 12) {
      return false;
    }
    int nanos = 0;
    if (i < end - 1) {
      if (c[i] != '.') {
        return false;
      }
      int fraction = ++i;
      while (i < end - 1 && isDigit(c[i])) {
        i++;
      }
      if (i != end - 1 || i == fraction || i - fraction > 9) {
        return false;
      }
      nanos = nanos(c, fraction, i);
    }
    into.setSeconds(negative ? -seconds : seconds).setNanos(negative ? -nanos : nanos);
    return true;
  }

  /** Days from 1970-01-01 to a proleptic Gregorian date, counted in 400-year eras of 146,097 days. */
  private static long daysSinceEpoch(int year, int month, int day) {
    int y = month <= 2 ? year - 1 : year;
    int era = Math.floorDiv(y, 400);
    int yearOfEra = y - era * 400;
    int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return era * 146_097L + dayOfEra - 719_468L;
  }

  private static int daysInMonth(int year, int month) {
    if (month == 2) {
      boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
      return leap ? 29 : 28;
    }
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
  }

  private static int nanos(char[] c, int start, int end) {
    int value = 0;
    for (int k = start; k < start + 9; k++) {
      value = value * 10 + (k < end ? c[k] - '0' : 0);
    }
    return value;
  }

  /** The value of {@code count} decimal digits, or -1 if one is not a digit. */
  private static int digits(char[] c, int start, int count) {
    int value = 0;
    for (int k = start; k < start + count; k++) {
      if (!isDigit(c[k])) {
        return -1;
      }
      value = value * 10 + (c[k] - '0');
    }
    return value;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
