package dev.protojson.internal.read;

import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/** RFC 3339 timestamps and proto3 JSON durations, parsed by hand with fixed-size fields. */
final class TimeText {

  static final long MIN_TIMESTAMP_SECONDS = -62_135_596_800L;
  static final long MAX_TIMESTAMP_SECONDS = 253_402_300_799L;
  static final long MAX_DURATION_SECONDS = 315_576_000_000L;

  private TimeText() {}

  /** {seconds, nanos} of {@code yyyy-MM-ddTHH:mm:ss[.f{1,9}](Z|+HH:MM|-HH:MM)}, or null if malformed. */
  static long[] timestamp(String text) {
    int n = text.length();
    if (n < 20 || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
        || text.charAt(13) != ':' || text.charAt(16) != ':') {
      return null;
    }
    int year = digits(text, 0, 4);
    int month = digits(text, 5, 2);
    int day = digits(text, 8, 2);
    int hour = digits(text, 11, 2);
    int minute = digits(text, 14, 2);
    int second = digits(text, 17, 2);
    if (year < 1 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) {
      return null;
    }
    int i = 19;
    int nanos = 0;
    if (text.charAt(i) == '.') {
      int start = ++i;
      while (i < n && isDigit(text.charAt(i))) {
        i++;
      }
      if (i == start || i - start > 9) {
        return null;
      }
      nanos = nanos(text, start, i);
    }
    if (i >= n) {
      return null;
    }
    int offsetSeconds;
    char zone = text.charAt(i);
    if (zone == 'Z') {
      if (i + 1 != n) {
        return null;
      }
      offsetSeconds = 0;
    } else if (zone == '+' || zone == '-') {
      if (i + 6 != n || text.charAt(i + 3) != ':') {
        return null;
      }
      int offsetHours = digits(text, i + 1, 2);
      int offsetMinutes = digits(text, i + 4, 2);
      if (offsetHours < 0 || offsetHours > 23 || offsetMinutes < 0 || offsetMinutes > 59) {
        return null;
      }
      offsetSeconds = (offsetHours * 3600 + offsetMinutes * 60) * (zone == '-' ? -1 : 1);
    } else {
      return null;
    }
    long seconds;
    try {
      seconds = LocalDateTime.of(year, month, day, hour, minute, second).toEpochSecond(ZoneOffset.UTC);
    } catch (DateTimeException e) {
      return null;
    }
    return new long[] {seconds - offsetSeconds, nanos};
  }

  /** {seconds, nanos} of {@code -?\d+(\.\d{1,9})?s}, or null if malformed; range is checked by the caller. */
  static long[] duration(String text) {
    int n = text.length();
    if (n < 2 || text.charAt(n - 1) != 's') {
      return null;
    }
    int i = 0;
    boolean negative = text.charAt(0) == '-';
    if (negative) {
      i++;
    }
    int start = i;
    while (i < n - 1 && isDigit(text.charAt(i))) {
      i++;
    }
    if (i == start || i - start > 12) {
      return null;
    }
    long seconds = Long.parseLong(text, start, i, 10);
    int nanos = 0;
    if (i < n - 1) {
      if (text.charAt(i) != '.') {
        return null;
      }
      int fracStart = ++i;
      while (i < n - 1 && isDigit(text.charAt(i))) {
        i++;
      }
      if (i != n - 1 || i == fracStart || i - fracStart > 9) {
        return null;
      }
      nanos = nanos(text, fracStart, i);
    }
    return negative ? new long[] {-seconds, -nanos} : new long[] {seconds, nanos};
  }

  private static int nanos(String text, int start, int end) {
    int value = 0;
    for (int k = start; k < start + 9; k++) {
      value = value * 10 + (k < end ? text.charAt(k) - '0' : 0);
    }
    return value;
  }

  private static int digits(String text, int start, int count) {
    int value = 0;
    for (int k = start; k < start + count; k++) {
      char c = text.charAt(k);
      if (!isDigit(c)) {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
