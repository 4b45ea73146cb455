package org.snapwear.trace.tests.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapwear.trace.stats.ExponentHistogram;
import org.snapwear.trace.stats.ExponentHistograms;
import org.snapwear.trace.stats.PairComparator;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.tensor.DType;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * The fast statistics against a slow, obviously-correct reference: bit strings compared character by
 * character, pages compared on one concatenated byte array, exponents from Math.getExponent.
 */
class RandomStatisticsTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void matchesSlowReference(long seed) throws Exception {
        Random r = new Random(seed);
        // Odd element counts and a 2-byte tensor between 4-byte ones: pages straddle tensors, the last is partial.
        float[] a1 = new float[3000 + r.nextInt(2000)];
        short[] a2 = new short[777 + r.nextInt(100)]; // bf16 bit patterns
        short[] a3 = new short[1001]; // fp16
        double[] a4 = new double[513];
        byte[] a5 = new byte[37];
        float[] b1 = new float[a1.length];
        short[] b2 = new short[a2.length];
        short[] b3 = new short[a3.length];
        double[] b4 = new double[a4.length];
        byte[] b5 = new byte[a5.length];
        for (int i = 0; i < a1.length; i++) {
            a1[i] = (float) (r.nextGaussian() * 0.05);
            b1[i] = perturb(r, a1[i]);
        }
        for (int i = 0; i < a2.length; i++) {
            a2[i] = (short) r.nextInt();
            b2[i] = r.nextInt(5) == 0 ? a2[i] : (short) (a2[i] ^ (1 << r.nextInt(16)));
        }
        for (int i = 0; i < a3.length; i++) {
            a3[i] = (short) r.nextInt();
            b3[i] = (short) (a3[i] + r.nextInt(3) - 1);
        }
        for (int i = 0; i < a4.length; i++) {
            a4[i] = r.nextGaussian();
            b4[i] = r.nextBoolean() ? a4[i] : a4[i] * (1 + 1e-9 * r.nextGaussian());
        }
        for (int i = 0; i < a5.length; i++) {
            a5[i] = (byte) r.nextInt();
            b5[i] = r.nextBoolean() ? a5[i] : (byte) r.nextInt();
        }
        // Make one whole 4 KB-aligned region equal so equal pages occur: the first 1024 floats.
        for (int i = 0; i < 1024; i++) {
            b1[i] = a1[i];
        }
        Snapshot a = snapshot(10, a1, a2, a3, a4, a5);
        Snapshot b = snapshot(20, b1, b2, b3, b4, b5);
        for (int pageSize : new int[] {4096, 100, 1}) {
            PairStatistics p = PairComparator.compare(a, b, pageSize);
            long[] expectedAtLeast = new long[17];
            long expectedEqual = 0;
            long n = 0;
            List<String[]> bits = new ArrayList<>();
            for (int i = 0; i < a1.length; i++) {
                bits.add(new String[] {bits32(Float.floatToRawIntBits(a1[i])), bits32(Float.floatToRawIntBits(b1[i]))});
            }
            for (int i = 0; i < a2.length; i++) {
                bits.add(new String[] {bits16(a2[i]), bits16(b2[i])});
            }
            for (int i = 0; i < a3.length; i++) {
                bits.add(new String[] {bits16(a3[i]), bits16(b3[i])});
            }
            for (int i = 0; i < a4.length; i++) {
                bits.add(new String[] {bits64(Double.doubleToRawLongBits(a4[i])), bits64(Double.doubleToRawLongBits(b4[i]))});
            }
            for (int i = 0; i < a5.length; i++) {
                bits.add(new String[] {bits8(a5[i]), bits8(b5[i])});
            }
            for (String[] pair : bits) {
                int same = 0;
                while (same < pair[0].length() && pair[0].charAt(same) == pair[1].charAt(same)) {
                    same++;
                }
                for (int k = 0; k <= Math.min(same, 16); k++) {
                    expectedAtLeast[k]++;
                }
                expectedEqual += pair[0].equals(pair[1]) ? 1 : 0;
                n++;
            }
            assertEquals(n, p.parameters());
            assertEquals(expectedEqual, p.equalParameters());
            // Elements narrower than k bits only count when... never: an equal byte shares 8 bits, not 9. The
            // reference reproduces that because 'same' stops at the element width.
            for (int k = 0; k <= 16; k++) {
                assertEquals(expectedAtLeast[k], p.atLeast(k), "heading bits >= " + k);
            }
            byte[] x = concat(a);
            byte[] y = concat(b);
            long pages = 0;
            long equalPages = 0;
            for (int off = 0; off < x.length; off += pageSize) {
                int end = Math.min(x.length, off + pageSize);
                pages++;
                if (java.util.Arrays.equals(x, off, end, y, off, end)) {
                    equalPages++;
                }
            }
            assertEquals(pages, p.pages(), "pages of " + pageSize);
            assertEquals(equalPages, p.equalPages(), "equal pages of " + pageSize);
            if (pageSize == 4096) {
                assertEquals(true, equalPages >= 1, "the equal first page is found");
            }
        }
        checkExponents(b, b1, b2, b3, b4);
    }

    private static void checkExponents(Snapshot s, float[] f32, short[] bf16, short[] f16, double[] f64) {
        List<ExponentHistogram> hs = ExponentHistograms.of(s);
        assertEquals(4, hs.size(), "F64, F32, F16, BF16 (no histogram for the U8 tensor)");
        for (ExponentHistogram h : hs) {
            long[] expected = new long[1 << h.dtype().exponentBits()];
            switch (h.dtype()) {
                case F32 -> {
                    for (float v : f32) {
                        expected[Math.getExponent(v) + 127]++;
                    }
                }
                case F64 -> {
                    for (double v : f64) {
                        expected[Math.getExponent(v) + 1023]++;
                    }
                }
                case BF16 -> {
                    // bf16 is the upper half of an fp32: widen and use the fp32 exponent.
                    for (short v : bf16) {
                        expected[Math.getExponent(Float.intBitsToFloat((v & 0xFFFF) << 16)) + 127]++;
                    }
                }
                case F16 -> {
                    for (short v : f16) {
                        expected[Integer.parseInt(bits16(v).substring(1, 6), 2)]++;
                    }
                }
                default -> throw new AssertionError(h.dtype());
            }
            org.junit.jupiter.api.Assertions.assertArrayEquals(expected, h.counts(), h.dtype().toString());
            assertEquals(20, h.iteration());
        }
    }

    /** Nearby values like SGD produces, plus some exactly equal and some sign flips. */
    private static float perturb(Random r, float v) {
        switch (r.nextInt(6)) {
            case 0: return v;
            case 1: return -v;
            case 2: return Float.intBitsToFloat(Float.floatToRawIntBits(v) ^ (1 << r.nextInt(32)));
            default: return v * (float) (1 + r.nextGaussian() * Math.pow(10, -1 - r.nextInt(6)));
        }
    }

    private static Snapshot snapshot(long iteration, float[] f32, short[] bf16, short[] f16, double[] f64, byte[] u8) {
        ByteBuffer b1 = le(f32.length * 4);
        for (float v : f32) {
            b1.putFloat(v);
        }
        ByteBuffer b2 = le(bf16.length * 2);
        for (short v : bf16) {
            b2.putShort(v);
        }
        ByteBuffer b3 = le(f16.length * 2);
        for (short v : f16) {
            b3.putShort(v);
        }
        ByteBuffer b4 = le(f64.length * 8);
        for (double v : f64) {
            b4.putDouble(v);
        }
        List<Tensor> ts = List.of(
                Tensor.of("w", DType.F32, new long[] {f32.length}, b1.array()),
                Tensor.of("e", DType.BF16, new long[] {bf16.length}, b2.array()),
                Tensor.of("h", DType.F16, new long[] {f16.length}, b3.array()),
                Tensor.of("d", DType.F64, new long[] {f64.length}, b4.array()),
                Tensor.of("u", DType.U8, new long[] {u8.length}, u8.clone()));
        return new Snapshot(null, iteration, ts);
    }

    private static ByteBuffer le(int n) {
        return ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
    }

    private static byte[] concat(Snapshot s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Tensor t : s.tensors()) {
            out.writeBytes(t.toByteArray());
        }
        return out.toByteArray();
    }

    private static String bits8(byte v) {
        return pad(Integer.toBinaryString(v & 0xFF), 8);
    }

    private static String bits16(short v) {
        return pad(Integer.toBinaryString(v & 0xFFFF), 16);
    }

    private static String bits32(int v) {
        return pad(Integer.toBinaryString(v), 32);
    }

    private static String bits64(long v) {
        return pad(Long.toBinaryString(v), 64);
    }

    private static String pad(String s, int width) {
        return "0".repeat(width - s.length()) + s;
    }
}
