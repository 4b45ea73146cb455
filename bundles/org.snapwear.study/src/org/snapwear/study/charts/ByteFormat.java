package org.snapwear.study.charts;

import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.Locale;

/**
 * Axis and tooltip format for byte counts with decimal prefixes (kB, MB, GB = 1000^n, as the CLI prints sizes),
 * so axes read "1.5 GB" instead of "1,500,000,000" while the datasets keep exact bytes.
 */
public final class ByteFormat extends NumberFormat {

    private static final long serialVersionUID = 1L;
    private static final String[] UNITS = {"B", "kB", "MB", "GB", "TB", "PB"};

    public static String bytes(double v) {
        double a = Math.abs(v);
        int u = 0;
        while (a >= 1000 && u < UNITS.length - 1) {
            a /= 1000;
            u++;
        }
        double scaled = Math.signum(v) * a;
        if (u == 0) {
            return String.format(Locale.ROOT, "%.0f B", scaled);
        }
        return String.format(Locale.ROOT, a >= 100 ? "%.0f %s" : a >= 10 ? "%.1f %s" : "%.2f %s", scaled, UNITS[u]);
    }

    @Override
    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(bytes(number));
    }

    @Override
    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(bytes(number));
    }

    @Override
    public Number parse(String source, ParsePosition parsePosition) {
        // Axes never parse; a format that only renders.
        return null;
    }
}
