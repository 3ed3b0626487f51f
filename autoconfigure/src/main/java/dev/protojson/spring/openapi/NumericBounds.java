package dev.protojson.spring.openapi;

import io.swagger.v3.oas.models.media.Schema;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The range of protovalidate's {@code gt}/{@code gte} and {@code lt}/{@code lte}. When the lower bound is above the
 * upper one, protovalidate reverses the range: the value must lie outside it, which the schema says with {@code not}.
 *
 * @param lower the lower bound, or null
 * @param lowerExclusive whether it is {@code gt}
 * @param upper the upper bound, or null
 * @param upperExclusive whether it is {@code lt}
 */
record NumericBounds(BigDecimal lower, boolean lowerExclusive, BigDecimal upper, boolean upperExclusive) {

  boolean isEmpty() {
    return lower == null && upper == null;
  }

  private boolean reversed() {
    return lower != null && upper != null && upper.compareTo(lower) < 0;
  }

  boolean admits(BigDecimal value) {
    boolean aboveLower = lower == null || (lowerExclusive ? value.compareTo(lower) > 0 : value.compareTo(lower) >= 0);
    boolean belowUpper = upper == null || (upperExclusive ? value.compareTo(upper) < 0 : value.compareTo(upper) <= 0);
    return reversed() ? aboveLower || belowUpper : aboveLower && belowUpper;
  }

  /** The bounds that are set, lower first. */
  List<BigDecimal> ends() {
    List<BigDecimal> ends = new ArrayList<>(2);
    if (lower != null) {
      ends.add(lower);
    }
    if (upper != null) {
      ends.add(upper);
    }
    return ends;
  }

  /** Whether {@code Infinity} ({@code positive}) or {@code -Infinity} keeps the bounds; {@code NaN} never does. */
  boolean admitsInfinity(boolean positive) {
    return reversed() || (positive ? upper == null : lower == null);
  }

  /** Adds the bounds to a number's schema, tightening the range of its type that it already has. */
  void applyTo(Schema<Object> number, SchemaDialect dialect, boolean openapi31) {
    if (reversed()) {
      // outside [upper, lower]: not within it, with each end's exclusiveness turned around
      Schema<Object> inside = dialect.any();
      setLower(inside, upper, !upperExclusive, openapi31);
      setUpper(inside, lower, !lowerExclusive, openapi31);
      number.not(inside);
      return;
    }
    if (lower != null) {
      setLower(number, lower, lowerExclusive, openapi31);
    }
    if (upper != null) {
      setUpper(number, upper, upperExclusive, openapi31);
    }
  }

  private static void setLower(Schema<Object> schema, BigDecimal bound, boolean exclusive, boolean openapi31) {
    if (exclusive && openapi31) {
      schema.setExclusiveMinimumValue(bound);
    } else if (schema.getMinimum() == null || bound.compareTo(schema.getMinimum()) >= 0) {
      // In 3.0 the exclusive bound is the minimum with exclusiveMinimum: true
      schema.setMinimum(bound);
      if (exclusive) {
        schema.setExclusiveMinimum(true);
      }
    }
  }

  private static void setUpper(Schema<Object> schema, BigDecimal bound, boolean exclusive, boolean openapi31) {
    if (exclusive && openapi31) {
      schema.setExclusiveMaximumValue(bound);
    } else if (schema.getMaximum() == null || bound.compareTo(schema.getMaximum()) <= 0) {
      schema.setMaximum(bound);
      if (exclusive) {
        schema.setExclusiveMaximum(true);
      }
    }
  }
}
