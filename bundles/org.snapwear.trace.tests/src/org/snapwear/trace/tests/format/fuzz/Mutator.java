package org.snapwear.trace.tests.format.fuzz;

import java.util.Arrays;
import java.util.Random;

/**
 * Deterministic mutations of a valid file: bit flips, overwrites with interesting values, truncation, and
 * inflation of what may be a length field (little-endian 2/4/8-byte maxima and huge protobuf varints).
 * The same seed always gives the same mutation.
 */
public final class Mutator {
    private static final long[] INTERESTING = {0, 1, 0x7F, 0x80, 0xFF, 0x7FFF, 0xFFFF, 0x7FFFFFFFL, 0x80000000L,
        0xFFFFFFFFL, Long.MAX_VALUE, -1L, 1L << 40};

    private Mutator() {
    }

    /** Returns the mutated bytes and a one-line description (for the failure message). */
    public static Object[] mutate(byte[] in, long seed) {
        Random r = new Random(seed);
        byte[] b = in.clone();
        StringBuilder what = new StringBuilder();
        int rounds = 1 + r.nextInt(3);
        for (int k = 0; k < rounds && b.length > 0; k++) {
            int kind = r.nextInt(6);
            int at = r.nextInt(b.length);
            switch (kind) {
                case 0: {
                    int flips = 1 + r.nextInt(8);
                    for (int i = 0; i < flips; i++) {
                        int p = r.nextInt(b.length);
                        b[p] ^= (byte) (1 << r.nextInt(8));
                    }
                    what.append(flips).append(" bit flips; ");
                    break;
                }
                case 1: {
                    long v = INTERESTING[r.nextInt(INTERESTING.length)];
                    int width = new int[] {1, 2, 4, 8}[r.nextInt(4)];
                    for (int i = 0; i < width && at + i < b.length; i++) {
                        b[at + i] = (byte) (v >>> (8 * i));
                    }
                    what.append("write ").append(Long.toHexString(v)).append('/').append(width).append(" at ").append(at).append("; ");
                    break;
                }
                case 2: {
                    int len = r.nextInt(b.length);
                    b = Arrays.copyOf(b, len);
                    what.append("truncate to ").append(len).append("; ");
                    break;
                }
                case 3: {
                    // varint 0xFFFFFFFF (a protobuf length of 4 GiB) or a big LE length
                    byte[] v = r.nextBoolean() ? new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x0F}
                            : new byte[] {(byte) 0xF0, (byte) 0xFF, (byte) 0xFF, 0x7F};
                    for (int i = 0; i < v.length && at + i < b.length; i++) {
                        b[at + i] = v[i];
                    }
                    what.append("inflate length at ").append(at).append("; ");
                    break;
                }
                case 4: {
                    // increment a byte that may be part of a length (off-by-some)
                    b[at] += (byte) (1 + r.nextInt(16));
                    what.append("bump byte at ").append(at).append("; ");
                    break;
                }
                default: {
                    // duplicate a random chunk in place (shifts structures)
                    int len = Math.min(1 + r.nextInt(32), b.length - at);
                    byte[] nb = new byte[b.length + len];
                    System.arraycopy(b, 0, nb, 0, at + len);
                    System.arraycopy(b, at, nb, at + len, b.length - at);
                    b = nb;
                    what.append("duplicate ").append(len).append(" bytes at ").append(at).append("; ");
                    break;
                }
            }
        }
        return new Object[] {b, what.toString()};
    }
}
