package org.snapwear.gpu.buddy;

/**
 * Target compression ratio of an allocation: how much of each 128 B entry lives in device memory. 1x, 1.33x,
 * 2x and 4x keep 4, 3, 2, 1 sectors of 32 B; 16x (only for allocations that are entirely zero) keeps 8 B.
 * Compressed bits beyond the device share go to buddy memory in whole 32 B sectors.
 */
public enum TargetRatio {
    X1("1", 128), X1_33("1.33", 96), X2("2", 64), X4("4", 32), X16("16", 8);

    private final String label;
    private final int deviceBytes;

    TargetRatio(String label, int deviceBytes) {
        this.label = label;
        this.deviceBytes = deviceBytes;
    }

    /** Spelling on the command line and in JSON: 1, 1.33, 2, 4, 16. */
    public String label() {
        return label;
    }

    /** Device-memory bytes kept per 128 B entry. */
    public int deviceBytes() {
        return deviceBytes;
    }

    /** Device-memory bits per entry. */
    public int deviceBits() {
        return deviceBytes * 8;
    }

    /** Nominal ratio 128 / device bytes (1.333.. for 1.33x). */
    public double ratio() {
        return 128.0 / deviceBytes;
    }

    /** Buddy-memory sectors an entry of {@code bits} compressed bits needs under this target. */
    public int buddySectors(int bits) {
        int over = bits - deviceBits();
        return over <= 0 ? 0 : (over + 255) >>> 8;
    }

    /** Buddy-memory bytes reserved per entry so any entry can overflow completely (128 B - device bytes). */
    public int buddyReserveBytes() {
        return 128 - deviceBytes;
    }

    /** The sector targets a profiling pass chooses from, most aggressive first. */
    static final TargetRatio[] SECTOR_TARGETS_DESCENDING = {X4, X2, X1_33, X1};

    /** Parses 1, 1.33, 2, 4 or 16 (also "1x", "4X"). */
    public static TargetRatio parse(String text) {
        String t = text.trim();
        if (t.endsWith("x") || t.endsWith("X")) {
            t = t.substring(0, t.length() - 1);
        }
        for (TargetRatio r : values()) {
            if (r.label.equals(t)) {
                return r;
            }
        }
        if (t.equals("1.333") || t.equals("4/3")) {
            return X1_33;
        }
        throw new IllegalArgumentException("target ratio must be one of 1, 1.33, 2, 4, 16; got '" + text + "'");
    }
}
