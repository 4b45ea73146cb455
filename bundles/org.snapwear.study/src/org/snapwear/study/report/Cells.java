package org.snapwear.study.report;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;

/** How report files spell cells, and when two cells (or summary values) are the same value. */
final class Cells {

    private Cells() {
    }

    /** Integral numbers as integers, floating ones with Double.toString (parses back to the same double). */
    static String text(Object v) {
        if (v == null) {
            return "";
        }
        if (v instanceof Double || v instanceof Float) {
            return Double.toString(((Number) v).doubleValue());
        }
        return v.toString();
    }

    static boolean integral(Number n) {
        return n instanceof Integer || n instanceof Long || n instanceof Short || n instanceof Byte
                || n instanceof BigInteger || n instanceof java.util.concurrent.atomic.AtomicInteger
                || n instanceof java.util.concurrent.atomic.AtomicLong;
    }

    /**
     * Same value: integral numbers compare as integers whatever their Java type (JSON keeps no int/long
     * distinction), floating ones by double value (NaN equals NaN), everything else by equals.
     */
    static boolean same(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            if (integral(x) && integral(y)) {
                return new BigInteger(x.toString()).equals(new BigInteger(y.toString()));
            }
            if (integral(x) || integral(y)) {
                return false;
            }
            if (x instanceof BigDecimal bx && y instanceof BigDecimal by) {
                return bx.compareTo(by) == 0;
            }
            return Double.compare(x.doubleValue(), y.doubleValue()) == 0;
        }
        return Objects.equals(a, b);
    }
}
