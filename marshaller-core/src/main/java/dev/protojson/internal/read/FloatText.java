package dev.protojson.internal.read;

/**
 * A {@code float} field's number is read as a double and then narrowed: rounded twice. That gives the float nearest
 * the text except when the double lands exactly halfway between two floats (or on the bound past which floats
 * round to infinity), where the text itself may be off that midpoint: 3.4028235677973366e38 would be out of range,
 * 1.00000005960464477539062500001 would be 1.0 instead of 1.0000001. Such a number is rounded again from its text,
 * once, straight to a float.
 */
final class FloatText {

  /** Float.MAX_VALUE plus half its ulp: a double from here up narrows to infinity. */
  private static final double OVERFLOW_BOUND = 0x1.ffffffp127;

  private FloatText() {}

  /** Whether narrowing {@code value} to a float would round it a second time from exactly halfway. */
  static boolean onMidpoint(double value) {
    float narrowed = (float) value;
    if (Float.isInfinite(narrowed)) {
      return Math.abs(value) == OVERFLOW_BOUND;
    }
    if (narrowed == value || Double.isNaN(value)) {
      return false;
    }
    float below = value > narrowed ? narrowed : Math.nextDown(narrowed);
    // Two adjacent floats' sum and half are exact in a double.
    return value == ((double) below + (double) Math.nextUp(below)) / 2;
  }
}
