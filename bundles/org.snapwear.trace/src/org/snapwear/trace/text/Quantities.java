package org.snapwear.trace.text;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one rule for numbers typed with a unit suffix, wherever Snapwear reads them (every command-line count and
 * size, {@code pccr}'s sizes and rates): decimal prefixes {@code k M G T}, with or without {@code B} and in any
 * case, are powers of 1000 ({@code 10M} = 10,000,000, {@code 229MB} = 229,000,000); binary prefixes
 * {@code KiB MiB GiB TiB} are powers of 1024 ({@code 1MiB} = 1,048,576); a bare number (or {@code B}) is the
 * value itself. Underscores may group digits ({@code 1_000}); a fraction or exponent is allowed where the result
 * is what the caller needs ({@code 1.5GiB}, {@code 2.5k} = 2500 as a whole number). Exact: parsed as decimal, so a
 * whole number is never rounded through a double.
 */
public final class Quantities {
    private static final Pattern FORM = Pattern.compile("([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*(\\p{Alpha}*)");
    private static final BigDecimal KILO = BigDecimal.valueOf(1000);
    private static final BigDecimal KIBI = BigDecimal.valueOf(1024);

    private Quantities() {
    }

    /** Why a text is not a quantity. */
    public static final class QuantityException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;
        private final String unit;

        QuantityException(String message, String unit) {
            super(message);
            this.unit = unit;
        }

        /** The unknown unit, or null when the number itself is malformed or not a whole number. */
        public String unit() {
            return unit;
        }
    }

    /** The exact value of a text such as {@code 10M}, {@code 1.5GiB}, {@code 4096} or {@code 1_000}. */
    public static BigDecimal parse(String text) {
        String t = text.replace("_", "").trim();
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            throw new QuantityException("'" + text + "' is not a number with an optional unit", null);
        }
        BigDecimal v = new BigDecimal(m.group(1));
        String unit = m.group(2);
        return v.multiply(multiplier(unit, text));
    }

    /** The value as a whole number. @throws QuantityException if it has a fraction or does not fit a long */
    public static long parseLong(String text) {
        BigDecimal v = parse(text);
        try {
            return v.stripTrailingZeros().longValueExact();
        } catch (ArithmeticException e) {
            throw new QuantityException("'" + text + "' is not a whole number within the range of a long", null);
        }
    }

    /** The value as a double (sizes and rates of models that compute in doubles). */
    public static double parseDouble(String text) {
        return parse(text).doubleValue();
    }

    private static BigDecimal multiplier(String unit, String text) {
        switch (unit.toLowerCase(Locale.ROOT)) {
            case "": case "b": return BigDecimal.ONE;
            case "k": case "kb": return KILO;
            case "m": case "mb": return KILO.pow(2);
            case "g": case "gb": return KILO.pow(3);
            case "t": case "tb": return KILO.pow(4);
            case "kib": return KIBI;
            case "mib": return KIBI.pow(2);
            case "gib": return KIBI.pow(3);
            case "tib": return KIBI.pow(4);
            default:
                throw new QuantityException("'" + text + "': unknown unit '" + unit
                        + "' (use B, kB, MB, GB, TB, KiB, MiB, GiB, TiB)", unit);
        }
    }
}
