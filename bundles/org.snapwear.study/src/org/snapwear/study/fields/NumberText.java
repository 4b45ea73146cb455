package org.snapwear.study.fields;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * How a measured number reads on a terminal: rounded, never in a Java spelling ({@code 0.19999999999999996},
 * {@code 1.0E-4}, {@code NaN}). The files a run writes (CSV, JSON) keep every digit; this is for people.
 */
public final class NumberText {

    /** What a number that was not measured (NaN, an infinity) reads as. */
    public static final String NONE = "-";

    private NumberText() {
    }

    /**
     * {@code v} rounded: at most four decimals from 1 up, four significant digits below 1, no trailing zeros, no
     * exponent ({@code 0.2}, {@code 1.3975}, {@code 12.5}, {@code 0.0001234}, {@code 3}); {@link #NONE} for NaN
     * and infinities.
     */
    public static String of(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return NONE;
        }
        if (v == 0) {
            return "0";
        }
        BigDecimal d = new BigDecimal(v);
        d = Math.abs(v) >= 1 ? d.setScale(4, RoundingMode.HALF_EVEN) : d.round(new MathContext(4, RoundingMode.HALF_EVEN));
        String s = d.stripTrailingZeros().toPlainString();
        return s.equals("-0") ? "0" : s;
    }
}
