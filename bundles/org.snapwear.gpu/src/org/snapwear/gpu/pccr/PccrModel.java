package org.snapwear.gpu.pccr;

import java.util.function.DoubleUnaryOperator;

/**
 * Closed forms of the PCCR paper (section II), re-derived so that every branch is continuous (see
 * docs/gpu.md for how they relate to the printed formulas). With k = Bf / b:
 * <ul>
 * <li>uncompressed: Tu(p) = Tc + max(S / b, p S / Bf) - the file system saturates at p = k;</li>
 * <li>serial compression: Tz(p) = Tc + Tzip + max(S / b, p delta S / Bf) - saturates at k' = k / delta;</li>
 * <li>pipelined: Tp(p) = max(T, S / b, p delta S / Bf) with T = max(Tc, Tzip) - saturates at
 * k'' = max(T, S / b) Bf / (delta S), which is the paper's T Bf / (delta S) whenever T >= S / b (the paper's
 * premise that collection or compression, not the per-process I/O, limits a process).</li>
 * </ul>
 * Beyond saturation each extra process adds S / Bf (resp. delta S / Bf), the slopes of Fig. 4.
 */
public final class PccrModel {
    private final PccrParameters m;

    public PccrModel(PccrParameters parameters) {
        this.m = parameters;
    }

    public PccrParameters parameters() {
        return m;
    }

    /** Saturation point without compression, k = Bf / b. */
    public double k() {
        return m.fsBandwidth() / m.ioRate();
    }

    /** Saturation point with serial compression, k' = k / delta. */
    public double kPrime() {
        return k() / m.delta();
    }

    /** T = max(T'c, T'zip): time of a process's pipeline when the file system is not the bottleneck. */
    public double pipelineStageTime() {
        return Math.max(m.collectSeconds(), m.zipSeconds());
    }

    /** Saturation point of the pipelined scheme, k'' = max(T, S / b) Bf / (delta S). */
    public double kDoublePrime() {
        return Math.max(pipelineStageTime(), storeSeconds()) * m.fsBandwidth() / (m.delta() * m.sizeBytes());
    }

    /** S / b: one process alone storing its checkpoint. */
    public double storeSeconds() {
        return m.sizeBytes() / m.ioRate();
    }

    public double tu(double p) {
        return m.collectSeconds() + Math.max(storeSeconds(), p * m.sizeBytes() / m.fsBandwidth());
    }

    public double tz(double p) {
        return m.collectSeconds() + m.zipSeconds()
                + Math.max(storeSeconds(), p * m.delta() * m.sizeBytes() / m.fsBandwidth());
    }

    public double tp(double p) {
        return Math.max(Math.max(pipelineStageTime(), storeSeconds()),
                p * m.delta() * m.sizeBytes() / m.fsBandwidth());
    }

    /** Beneficial point p0 of serial compression: where Tz(p) falls below Tu(p) (see firstCrossing), or +inf. */
    public double beneficialPoint() {
        return firstCrossing(p -> tz(p) - tu(p), new double[] {k(), kPrime()});
    }

    /** Beneficial point p0' of pipelined compression: where Tp(p) falls below Tu(p), or +inf. */
    public double pipelinedBeneficialPoint() {
        return firstCrossing(p -> tp(p) - tu(p), new double[] {k(), kDoublePrime()});
    }

    /**
     * Break-even point of a piecewise-linear f (kinks only at the breakpoints): the first p >= 1 from which f is
     * negative, i.e. compression is strictly faster just after it. Stretches where f == 0 (both schemes equally
     * fast, e.g. both limited by the per-process I/O) do not count. +inf if f never becomes negative.
     */
    static double firstCrossing(DoubleUnaryOperator f, double[] kinks) {
        double[] pts = kinks.clone();
        java.util.Arrays.sort(pts);
        double a = 1;
        for (int i = 0; i <= pts.length; i++) {
            double b = i < pts.length ? pts[i] : Double.POSITIVE_INFINITY;
            if (b <= a) {
                continue;
            }
            double fa = f.applyAsDouble(a);
            if (fa < 0) {
                return a;
            }
            double slope = Double.isInfinite(b) ? f.applyAsDouble(a + 1) - fa : (f.applyAsDouble(b) - fa) / (b - a);
            if (slope < 0) {
                double root = a - fa / slope;
                if (root < b) {
                    return root;
                }
            }
            a = b;
        }
        return Double.POSITIVE_INFINITY;
    }
}
