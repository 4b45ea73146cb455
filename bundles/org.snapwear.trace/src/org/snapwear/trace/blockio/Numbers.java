package org.snapwear.trace.blockio;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Exact parsing of the numbers found in traces (decimal times are scaled without binary floating point). */
final class Numbers {
    private Numbers() {
    }

    static long parseLong(String s, String what) throws BadLineException {
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new BadLineException(what + " is not a whole number: '" + s + "'");
        }
    }

    static long nonNegative(String s, String what) throws BadLineException {
        long v = parseLong(s, what);
        if (v < 0) {
            throw new BadLineException(what + " is negative: " + v);
        }
        return v;
    }

    /**
     * A decimal number times 10^scale, rounded half-up: {@code scaled("1.5", 6) = 1500000}. Plain decimals
     * are parsed digit by digit; anything else (exponents) goes through BigDecimal.
     */
    static long scaled(String s, int scale, String what) throws BadLineException {
        int i = 0;
        int n = s.length();
        boolean neg = false;
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            neg = s.charAt(i) == '-';
            i++;
        }
        long intPart = 0;
        int digits = 0;
        while (i < n && Character.isDigit(s.charAt(i)) && digits < 18) {
            intPart = intPart * 10 + (s.charAt(i++) - '0');
            digits++;
        }
        long frac = 0;
        int fracDigits = 0;
        boolean roundUp = false;
        boolean plain = digits > 0 || (i < n && s.charAt(i) == '.');
        if (plain && i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && Character.isDigit(s.charAt(i))) {
                int d = s.charAt(i++) - '0';
                if (fracDigits < scale) {
                    frac = frac * 10 + d;
                    fracDigits++;
                } else if (fracDigits == scale) {
                    roundUp = d >= 5;
                    fracDigits++;
                }
            }
        }
        if (plain && i == n && !(digits == 0 && fracDigits == 0)) {
            try {
                int used = Math.min(fracDigits, scale);
                long v = Math.addExact(Math.multiplyExact(intPart, pow10(scale)), frac * pow10(scale - used));
                v += roundUp ? 1 : 0;
                return neg ? -v : v;
            } catch (ArithmeticException e) {
                throw new BadLineException(what + " is out of range: '" + s + "'");
            }
        }
        try {
            return new BigDecimal(s).movePointRight(scale).setScale(0, RoundingMode.HALF_UP).longValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            throw new BadLineException(what + " is not a decimal number: '" + s + "'");
        }
    }

    private static long pow10(int k) {
        long p = 1;
        for (int j = 0; j < k; j++) {
            p *= 10;
        }
        return p;
    }

    /** Sectors of 512 bytes to bytes, with overflow check. */
    static long sectors(long sectors, String what) throws BadLineException {
        try {
            return Math.multiplyExact(sectors, 512L);
        } catch (ArithmeticException e) {
            throw new BadLineException(what + " is out of range: " + sectors + " sectors");
        }
    }

    /** Splits on runs of spaces and tabs (no regex: this runs once per line). */
    static String[] fields(String line) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>(12);
        int n = line.length();
        int i = 0;
        while (i < n) {
            while (i < n && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
                i++;
            }
            int start = i;
            while (i < n && line.charAt(i) != ' ' && line.charAt(i) != '\t') {
                i++;
            }
            if (i > start) {
                out.add(line.substring(start, i));
            }
        }
        return out.toArray(new String[0]);
    }

    static boolean isInteger(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    static boolean isDecimal(String s) {
        return s.matches("[0-9]+(\\.[0-9]*)?|\\.[0-9]+");
    }
}
