package org.snapwear.gpu.tests.bpc;

import java.util.Random;

/** Random 32-word blocks of the shapes memory images contain: noise, small ints, floats, ReLU zeros, ramps. */
public final class TestBlocks {
    public static final int KINDS = 9;

    private TestBlocks() {
    }

    public static void fill(Random r, int kind, int[] w) {
        switch (kind) {
            case 0: // uniform random words
                for (int i = 0; i < 32; i++) {
                    w[i] = r.nextInt();
                }
                break;
            case 1: // small signed integers
                for (int i = 0; i < 32; i++) {
                    w[i] = r.nextInt(64) - 32;
                }
                break;
            case 2: // gaussian weights
                for (int i = 0; i < 32; i++) {
                    w[i] = Float.floatToRawIntBits((float) (r.nextGaussian() * 0.05));
                }
                break;
            case 3: // ReLU activations: half exact zeros
                for (int i = 0; i < 32; i++) {
                    w[i] = r.nextBoolean() ? 0 : Float.floatToRawIntBits((float) Math.abs(r.nextGaussian()));
                }
                break;
            case 4: // ramps with random start and stride
                int start = r.nextInt();
                int stride = r.nextInt(1 << r.nextInt(31)) * (r.nextBoolean() ? 1 : -1);
                for (int i = 0; i < 32; i++) {
                    w[i] = start + i * stride;
                }
                break;
            case 5: // sparse single bits
                java.util.Arrays.fill(w, r.nextInt(3) - 1);
                for (int n = r.nextInt(4); n > 0; n--) {
                    w[r.nextInt(32)] ^= 1 << r.nextInt(32);
                }
                break;
            case 6: // constant with an occasional extreme value
                java.util.Arrays.fill(w, r.nextInt());
                if (r.nextBoolean()) {
                    w[r.nextInt(32)] = r.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE;
                }
                break;
            case 7: // extremes alternating (33-bit deltas of both signs)
                for (int i = 0; i < 32; i++) {
                    w[i] = r.nextBoolean() ? Integer.MIN_VALUE + r.nextInt(4) : Integer.MAX_VALUE - r.nextInt(4);
                }
                break;
            default: // Adam second moments: small positive floats with similar exponents
                for (int i = 0; i < 32; i++) {
                    w[i] = Float.floatToRawIntBits((float) (1e-6 * (1 + r.nextDouble())));
                }
                break;
        }
    }
}
