package org.snapwear.codec.loss;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.snapwear.codec.lossy.FloatLanes;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.trace.tensor.DType;

/**
 * Tests a decoded tensor against its original under a {@link LossBound}, knowing nothing of the codec: the bound's
 * kind, value and block size are all it reads. Errors are computed in double from the exact values of both
 * tensors. Non-finite originals must come back bit for bit; an exact bound compares bytes.
 */
public final class BoundCheck {
    private BoundCheck() {
    }

    /**
     * Compares {@code decoded} with {@code original} (both little-endian element data from position 0 to limit).
     *
     * @throws IllegalArgumentException if the two differ in length, or a lossy bound is given a type other than
     *                                  fp32, bf16 or fp16
     */
    public static BoundReport check(String tensor, DType dtype, ByteBuffer original, ByteBuffer decoded,
            LossBound bound) {
        return check(tensor, dtype, original, decoded, null, bound);
    }

    /**
     * As {@link #check(String, DType, ByteBuffer, ByteBuffer, LossBound)}, with the reference the codec was given
     * (null for a baseline, read as zeros): the scale of {@link LossBound.Kind#RESIDUAL_PER_BLOCK_SCALE} is the
     * block's largest |original - reference|.
     */
    public static BoundReport check(String tensor, DType dtype, ByteBuffer original, ByteBuffer decoded,
            ByteBuffer reference, LossBound bound) {
        ByteBuffer o = original.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer d = decoded.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        if (o.remaining() != d.remaining()) {
            throw new IllegalArgumentException(tensor + ": decoded " + d.remaining() + " bytes for "
                    + o.remaining());
        }
        if (bound.isExact() || !FloatLanes.supports(dtype)) {
            return exact(tensor, dtype, o, d, bound);
        }
        o = o.slice().order(ByteOrder.LITTLE_ENDIAN);
        d = d.slice().order(ByteOrder.LITTLE_ENDIAN);
        int n = o.remaining() / dtype.byteSize();
        ByteBuffer r = reference == null ? null : reference.duplicate().order(ByteOrder.LITTLE_ENDIAN).slice()
                .order(ByteOrder.LITTLE_ENDIAN);
        if (r != null && r.remaining() != o.remaining()) {
            throw new IllegalArgumentException(tensor + ": reference of " + r.remaining() + " bytes for "
                    + o.remaining());
        }
        double[] scales = blockScales(dtype, o, r, n, bound);
        boolean sqrtDomain = bound.kind() == LossBound.Kind.SQRT_PER_BLOCK_SCALE;
        Accumulator acc = new Accumulator(tensor, sqrtDomain ? BoundReport.SQRT : BoundReport.VALUE);
        for (int i = 0; i < n; i++) {
            float ov = FloatLanes.get(o, dtype, i);
            float dv = FloatLanes.get(d, dtype, i);
            if (!Float.isFinite(ov)) {
                if (FloatLanes.bits(o, dtype, i) != FloatLanes.bits(d, dtype, i)) {
                    acc.violate(i, ov, dv, Double.NaN, "non-finite value not kept");
                }
                continue;
            }
            if (!Float.isFinite(dv)) {
                acc.violate(i, ov, dv, Double.NaN, "non-finite value decoded");
                continue;
            }
            acc.add(ov, dv);
            double scale = scales == null ? 0 : scales[i / bound.blockSize()];
            double allowed = allowed(bound, ov, scale);
            // a value that comes back unchanged keeps every bound (a negative value the square-root codec stored
            // exactly has no square root to compare)
            double err = dv == ov ? 0 : sqrtDomain
                    ? (dv < 0 || ov < 0 ? Double.POSITIVE_INFINITY : Math.abs(Math.sqrt(dv) - Math.sqrt(ov)))
                    : Math.abs((double) dv - ov);
            acc.addDomain(err, allowed);
            if (!(err <= allowed)) {
                acc.violate(i, ov, dv, allowed, "error above the bound");
            } else if (bound.zerosExact() && ov == 0 && dv != 0) {
                acc.violate(i, ov, dv, Double.NaN, "zero not kept");
            } else if (bound.signsKept() && ((ov > 0 && dv < 0) || (ov < 0 && dv > 0))) {
                acc.violate(i, ov, dv, Double.NaN, "sign flipped");
            }
        }
        return acc.report(n);
    }

    private static double allowed(LossBound bound, float ov, double scale) {
        switch (bound.kind()) {
            case ABSOLUTE:
                return bound.value();
            case RELATIVE:
                return bound.value() * Math.abs((double) ov);
            case ABSOLUTE_PER_BLOCK_SCALE:
            case RESIDUAL_PER_BLOCK_SCALE:
                return bound.value() * scale;
            case SQRT_PER_BLOCK_SCALE:
                return bound.value() * Math.sqrt(scale);
            default:
                return 0;
        }
    }

    /**
     * Per block the largest finite magnitude of the original (of original - reference for the residual kind, over
     * elements where both are finite), or null for kinds without blocks.
     */
    private static double[] blockScales(DType dtype, ByteBuffer o, ByteBuffer r, int n, LossBound bound) {
        int b = bound.blockSize();
        if (b == 0) {
            return null;
        }
        boolean residual = bound.kind() == LossBound.Kind.RESIDUAL_PER_BLOCK_SCALE;
        double[] s = new double[(n + b - 1) / b];
        for (int i = 0; i < n; i++) {
            float v = FloatLanes.get(o, dtype, i);
            float ref = residual && r != null ? FloatLanes.get(r, dtype, i) : 0;
            if (Float.isFinite(v) && Float.isFinite(ref)) {
                s[i / b] = Math.max(s[i / b], Math.abs((double) v - ref));
            }
        }
        return s;
    }

    private static BoundReport exact(String tensor, DType dtype, ByteBuffer o, ByteBuffer d, LossBound bound) {
        int es = dtype.byteSize();
        int n = o.remaining() / es;
        Accumulator acc = new Accumulator(tensor, BoundReport.VALUE);
        int base = o.position();
        int dbase = d.position();
        for (int i = 0; i < n; i++) {
            boolean same = true;
            for (int k = 0; k < es; k++) {
                same &= o.get(base + i * es + k) == d.get(dbase + i * es + k);
            }
            if (!same) {
                acc.violate(i, Double.NaN, Double.NaN, Double.NaN, bound.isExact() ? "bytes differ"
                        : "bytes differ (" + dtype.safetensorsName() + " tensors are kept exactly)");
            }
        }
        return acc.report(n);
    }

    /** Running sums over the finite elements and the first violation. */
    private static final class Accumulator {
        private final String tensor;
        private double maxAbs;
        private double sumAbs;
        private long finite;
        private double maxRel;
        private double sumRel;
        private long nonZero;
        private long pruned;
        private BoundViolation first;
        private final String domain;
        private double domainMaxAbs;
        private double maxErrorOfBound;

        Accumulator(String tensor, String domain) {
            this.tensor = tensor;
            this.domain = domain;
        }

        /** One finite element's error in the bound's domain and what the bound allows there. */
        void addDomain(double err, double allowed) {
            if (!(err <= Double.MAX_VALUE)) {
                return; // a violation (a negative value in the square-root domain), reported as such
            }
            domainMaxAbs = Math.max(domainMaxAbs, err);
            if (err > 0) {
                maxErrorOfBound = Math.max(maxErrorOfBound, allowed > 0 ? err / allowed : Double.POSITIVE_INFINITY);
            }
        }

        void add(float ov, float dv) {
            double err = Math.abs((double) dv - ov);
            maxAbs = Math.max(maxAbs, err);
            sumAbs += err;
            finite++;
            if (ov != 0) {
                double rel = err / Math.abs((double) ov);
                maxRel = Math.max(maxRel, rel);
                sumRel += rel;
                nonZero++;
                if (dv == 0) {
                    pruned++;
                }
            }
        }

        void violate(long element, double ov, double dv, double allowed, String reason) {
            if (first == null) {
                first = new BoundViolation(tensor, element, ov, dv, allowed, reason);
            }
        }

        BoundReport report(long elements) {
            return new BoundReport(tensor, elements, maxAbs, finite == 0 ? 0 : sumAbs / finite, maxRel,
                    nonZero == 0 ? 0 : sumRel / nonZero, nonZero == 0 ? 0 : (double) pruned / nonZero,
                    java.util.Optional.ofNullable(first), domain,
                    domain.equals(BoundReport.VALUE) ? maxAbs : domainMaxAbs, maxErrorOfBound);
        }
    }
}
