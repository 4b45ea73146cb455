package org.snapwear.model.ranges;

/**
 * The closed interval [min, max] a numeric parameter must lie in, with what the user reads about it. Bounds are
 * doubles; whole-number ranges keep them at most 2^53 so that every bound is exact.
 *
 * @param id       the study file's attribute name, e.g. {@code gcThreshold}
 * @param label    how messages and the workbench name it, e.g. "GC threshold"
 * @param min      smallest allowed value
 * @param max      largest allowed value
 * @param integral true for whole numbers (counts, bytes, iterations)
 * @param unit     the unit after a value ("bytes", "iterations"), or "" for none
 */
public record ParameterRange(String id, String label, double min, double max, boolean integral, String unit) {

    /** Largest whole number every bound can be without losing precision as a double. */
    public static final long MAX_EXACT = 1L << 53;

    public ParameterRange {
        if (!(min <= max) || (integral && (Math.abs(min) > MAX_EXACT || Math.abs(max) > MAX_EXACT))) {
            throw new IllegalArgumentException("bad range for " + id + ": [" + min + ", " + max + "]");
        }
        unit = unit == null ? "" : unit;
    }

    /** A range of whole numbers. */
    public static ParameterRange whole(String id, String label, long min, long max, String unit) {
        return new ParameterRange(id, label, min, max, true, unit);
    }

    /** A range of real numbers. */
    public static ParameterRange real(String id, String label, double min, double max, String unit) {
        return new ParameterRange(id, label, min, max, false, unit);
    }

    public boolean contains(long value) {
        return value >= min && value <= max;
    }

    /** False for NaN, and for a fraction where a whole number is required. */
    public boolean contains(double value) {
        return value >= min && value <= max && (!integral || value == Math.rint(value));
    }

    /** Smallest value as a long (whole-number ranges). */
    public long minLong() {
        return (long) min;
    }

    /** Largest value as a long (whole-number ranges). */
    public long maxLong() {
        return (long) max;
    }

    /** The allowed values in words: "between 1 and 1024 bytes". */
    public String allowed() {
        return "between " + format(min) + " and " + format(max) + (unit.isEmpty() ? "" : " " + unit);
    }

    /** What the study validator says about a value outside the range: "channels must be between 1 and 1024 (is 0)". */
    public String violation(double value) {
        return subject() + " must be " + allowed() + " (is " + format(value) + ")";
    }

    /** The label, and the attribute name where it differs: "GC threshold (gcThreshold)". */
    public String subject() {
        return label.equals(id) ? id : label + " (" + id + ")";
    }

    /** A bound or value without a spurious ".0": 1024, 0.5, 2147483647, NaN. */
    public static String format(double v) {
        if (v == Math.rint(v) && Math.abs(v) <= MAX_EXACT) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
