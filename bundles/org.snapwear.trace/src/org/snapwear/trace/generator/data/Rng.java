package org.snapwear.trace.generator.data;

/**
 * SplitMix64 (Steele, Lea, Flood 2014) with Gaussian samples from Box-Muller on {@link StrictMath}, so the same
 * seed gives the same stream on every JVM and platform (java.util.Random's Gaussian uses Math.log, whose
 * last bit may differ between the interpreter and JIT intrinsics).
 */
public final class Rng {
    private long state;
    private double spareGaussian;
    private boolean hasSpare;

    public Rng(long seed) {
        this.state = seed;
    }

    /**
     * The generator's whole state, for a resumable checkpoint: {@code new Rng(state())} continues the same stream.
     * Only defined between Gaussian pairs (a pending Box-Muller sample is not part of it).
     */
    public long state() {
        if (hasSpare) {
            throw new IllegalStateException("a Gaussian sample is pending; the state is not a single word");
        }
        return state;
    }

    /** An independent stream derived from this seed and a stream label (data, init, shuffle, ...). */
    public static Rng stream(long seed, long label) {
        return new Rng(mix(seed ^ mix(label + 0x5DEECE66DL)));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public long nextLong() {
        state += 0x9E3779B97F4A7C15L;
        return mix(state);
    }

    /** Uniform in {@code [0, bound)}, by Lemire's multiply-shift (bias below 2^-32 for the bounds used here). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        return (int) (((nextLong() >>> 32) * bound) >>> 32);
    }

    /** Uniform in {@code [0, 1)} with 53 random bits. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in {@code [lo, hi)}. */
    public double uniform(double lo, double hi) {
        return lo + (hi - lo) * nextDouble();
    }

    /** Standard normal sample. */
    public double nextGaussian() {
        if (hasSpare) {
            hasSpare = false;
            return spareGaussian;
        }
        double u1;
        do {
            u1 = nextDouble();
        } while (u1 == 0.0);
        double u2 = nextDouble();
        double r = StrictMath.sqrt(-2.0 * StrictMath.log(u1));
        double a = 2.0 * Math.PI * u2;
        spareGaussian = r * StrictMath.sin(a);
        hasSpare = true;
        return r * StrictMath.cos(a);
    }

    /** Fisher-Yates shuffle in place. */
    public void shuffle(int[] a) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}
