package org.snapwear.codec.spi;

import java.util.Locale;
import java.util.Objects;

/**
 * What a codec promises about the values it gives back, per element of a float tensor. Exact codecs (every built-in
 * lossless codec, and the default of {@link SnapshotCodec#bound()}) give back every byte; a lossy codec declares a
 * kind and a value that an independent checker can test against the original and the decoded tensor without knowing
 * anything else of the codec. Whatever the kind, non-finite values (NaN with its payload, infinities) come back bit
 * for bit, an element that comes back unchanged keeps the bound, and integer tensors are never given to a lossy
 * codec.
 *
 * @param kind       how {@code value} limits the error of an element
 * @param value      the limit (0 for {@link Kind#EXACT})
 * @param blockSize  for the per-block kinds: the elements of a tensor are cut into blocks of this many elements
 *                   starting at element 0 of the tensor, and an element's scale is its block's largest finite
 *                   magnitude in the original; 0 for the other kinds
 * @param zerosExact an element that is 0 (either sign) comes back as 0
 * @param signsKept  no element comes back with the opposite sign (a positive value may come back as 0, never
 *                   negative)
 */
public record LossBound(Kind kind, double value, int blockSize, boolean zerosExact, boolean signsKept) {

    /** Every byte comes back. */
    public static final LossBound EXACT = new LossBound(Kind.EXACT, 0, 0, true, true);

    /** How the value of a bound limits the error |decoded - original| of one element. */
    public enum Kind {
        /** Bit for bit. */
        EXACT,
        /** |d - o| <= value. */
        ABSOLUTE,
        /** |d - o| <= value * |o| (so zeros are exact and signs kept). */
        RELATIVE,
        /** |d - o| <= value * s, s the largest finite |o| of the element's block. */
        ABSOLUTE_PER_BLOCK_SCALE,
        /**
         * For non-negative tensors (second moments): |sqrt(d) - sqrt(o)| <= value * sqrt(s), s the largest finite o of
         * the element's block; errors are measured in the square-root domain, where small values stay apart.
         */
        SQRT_PER_BLOCK_SCALE,
        /**
         * For codecs of residuals against a reference: |d - o| <= value * s, s the largest finite |o - r| of the
         * element's block, r the reference the codec was given (0 for a baseline); checking it needs the reference.
         */
        RESIDUAL_PER_BLOCK_SCALE;

        /** Lower-case id used in files and reports ({@code absolute_per_block_scale}). */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public LossBound {
        Objects.requireNonNull(kind, "kind");
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("bound value must be finite and >= 0: " + value);
        }
        boolean perBlock = kind == Kind.ABSOLUTE_PER_BLOCK_SCALE || kind == Kind.SQRT_PER_BLOCK_SCALE
                || kind == Kind.RESIDUAL_PER_BLOCK_SCALE;
        if (perBlock != blockSize > 0 || blockSize < 0) {
            throw new IllegalArgumentException("block size " + blockSize + " does not fit bound kind " + kind.id());
        }
        if (kind == Kind.EXACT && value != 0) {
            throw new IllegalArgumentException("an exact bound has value 0");
        }
    }

    /** True for {@link #EXACT}: byte-for-byte round trips. */
    public boolean isExact() {
        return kind == Kind.EXACT;
    }

    /** One line for listings: {@code absolute_per_block_scale 0.0079 (block 256, zeros exact, signs kept)}. */
    public String describe() {
        if (isExact()) {
            return "exact";
        }
        StringBuilder b = new StringBuilder(kind.id()).append(' ').append(String.format(Locale.ROOT, "%.4g", value));
        b.append(" (");
        if (blockSize > 0) {
            b.append("block ").append(blockSize).append(", ");
        }
        b.append(zerosExact ? "zeros exact" : "zeros within the bound");
        b.append(signsKept ? ", signs kept)" : ", signs may flip within the bound)");
        return b.toString();
    }
}
