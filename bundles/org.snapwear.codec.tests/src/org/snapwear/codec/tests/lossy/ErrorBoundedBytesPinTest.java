package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.container.SnapshotChunks;
import org.snapwear.codec.lossy.ErrorBoundedCodec;
import org.snapwear.codec.lossy.ErrorBoundedParams;
import org.snapwear.codec.lossy.FloatLanes;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.codec.tests.codecs.RunDeltas;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.tensor.DType;

/**
 * Pins the bytes the error-bounded codec writes, and the values it decodes, to SHA-256 prefixes recorded before the
 * 2026-11-29 speed work on its element loops (commit ff74f53): speed work must not change a byte, so stores written
 * before it still decode to the same values and new ones are the same. Two inputs: seeded tensors in fp32, bf16 and
 * fp16 that mix weight-like values over five decades with +0 and -0, NaN with payloads, infinities, subnormals,
 * values near the largest finite one and arbitrary bit patterns, as baselines and as deltas against a reference
 * holding the same kinds of values, whole and in chunks of 4 KiB; and the real hf_charlm_adamw run's float tensors
 * as baselines and deltas. Absolute and relative bounds, including the extremes of their ranges.
 * That the decoded values are within the bound is {@link ErrorBoundedCodecTest}'s question.
 */
class ErrorBoundedBytesPinTest {
    private static final ErrorBoundedParams[] CONFIGS = {new ErrorBoundedParams(false, 1e-3),
        new ErrorBoundedParams(false, 1e-4), new ErrorBoundedParams(false, 1e-7), new ErrorBoundedParams(false, 0.5),
        new ErrorBoundedParams(false, 1e30), new ErrorBoundedParams(true, 1e-3), new ErrorBoundedParams(true, 1e-9),
        new ErrorBoundedParams(true, 0.05), new ErrorBoundedParams(true, 0.5)};

    /** Per configuration: digest of the encoded chunks, digest of the decoded values (recorded with ff74f53). */
    private static final String[] SYNTHETIC = {
        "abs=0.001 7d3445656b799ecb 1c6bb11efd6cdb60",
        "abs=1.0E-4 40de4e108cd8ffe2 9abcde4e47586bea",
        "abs=1.0E-7 b6be90100847f248 5049388e43e73869",
        "abs=0.5 29d89be5145da5e9 4fc5ec0fd442a38c",
        "abs=1.0E30 eb548baae19708a0 5a50c35c33b7b2ad",
        "rel=0.001 d07b099b08ea6f29 dc48aa0c0937d977",
        "rel=1.0E-9 b2c22ddf17f506ee dc4717dcac54b17b",
        "rel=0.05 883aa85032b7560b 3ce0d3ba5e438fa4",
        "rel=0.5 f342c82069b3b04c 9b7802e1888bcb0f",
    };

    /** Per configuration of the fixture run: encoded and decoded digests (recorded with ff74f53). */
    private static final String[] FIXTURE = {
        "abs=0.001 2f4b36fb28f6abde b091df0c96962ae8",
        "abs=1.0E-4 33d3e7439d7d2968 070d5c108c73c364",
        "rel=0.001 79db45b43e0d736f 633b7cddd0ec8789",
    };

    @Test
    void seededTensorsEncodeAndDecodeToTheRecordedBytes() throws IOException {
        List<String> got = new ArrayList<>();
        for (ErrorBoundedParams p : CONFIGS) {
            ErrorBoundedCodec codec = new ErrorBoundedCodec(p);
            CodecDigests d = new CodecDigests();
            for (DType t : LossySamples.DTYPES) {
                ByteBuffer ref = varied(t, 20011, 11);
                ByteBuffer cur = next(t, ref, 12);
                for (int chunkBytes : new int[] {1 << 20, 4096}) {
                    d.code(codec, t, ref, null, chunkBytes);
                    d.code(codec, t, cur, ref, chunkBytes);
                }
            }
            got.add(name(p) + " " + d.hex());
        }
        System.out.println("ErrorBoundedBytesPinTest seeded digests:\n" + String.join("\n", got));
        assertEquals(String.join("\n", SYNTHETIC), String.join("\n", got));
    }

    @Test
    void fixtureRunEncodesAndDecodesToTheRecordedBytes() throws IOException {
        List<RunDeltas.Part> parts = RunDeltas.of(Fixtures.path("hf_charlm_adamw"));
        List<String> got = new ArrayList<>();
        for (int k : new int[] {0, 1, 5}) {
            ErrorBoundedParams p = CONFIGS[k];
            ErrorBoundedCodec codec = new ErrorBoundedCodec(p);
            CodecDigests d = new CodecDigests();
            for (RunDeltas.Part part : parts) {
                for (boolean delta : new boolean[] {false, true}) {
                    ChunkLayout layout = new ChunkLayout(part.current().infos(), 1 << 20);
                    SnapshotChunks source = new SnapshotChunks(layout, part.current(), delta
                            ? part.references().subList(0, 1) : List.of());
                    for (int i = 0; i < layout.chunkCount(); i++) {
                        ChunkInput in = source.chunk(i);
                        d.chunk(codec, in);
                    }
                }
            }
            got.add(name(p) + " " + d.hex());
        }
        System.out.println("ErrorBoundedBytesPinTest fixture digests:\n" + String.join("\n", got));
        assertEquals(String.join("\n", FIXTURE), String.join("\n", got));
    }

    /**
     * n elements of type t: weight-like values over five decades (half of them), +0 and -0, NaN with random
     * payloads and signs, infinities, subnormals, values near the largest finite one, arbitrary bit patterns and
     * values near 1e-3 and 1e-4 (the absolute bounds' scale). Built from integers and exact float products only, so
     * the same on every JVM.
     */
    static ByteBuffer varied(DType t, int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        ByteBuffer b = ByteBuffer.allocate(n * t.byteSize()).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            FloatLanes.putBits(b, t, i, element(t, r));
        }
        return b;
    }

    private static int element(DType t, SplittableRandom r) {
        boolean f32 = t == DType.F32;
        int sign = r.nextBoolean() ? (f32 ? 0x80000000 : 0x8000) : 0;
        int mantBits = f32 ? 23 : t.mantissaBits();
        int expShift = mantBits;
        int expMax = f32 ? 0xff : t == DType.BF16 ? 0xff : 0x1f;
        int kind = r.nextInt(20);
        if (kind < 10) {
            float scale = new float[] {1f, 0.1f, 0.01f, 1e-3f, 1e-4f}[r.nextInt(5)];
            return FloatLanes.toBits(t, (float) ((r.nextDouble() * 2 - 1) * scale));
        }
        switch (kind) {
            case 10:
                return sign; // +0 or -0
            case 11: // NaN, payload never 0
                return sign | expMax << expShift | (1 + r.nextInt((1 << mantBits) - 1));
            case 12:
                return sign | expMax << expShift; // infinity
            case 13:
                return sign | (1 + r.nextInt((1 << mantBits) - 1)); // subnormal
            case 14: // the largest binade
                return sign | (expMax - 1) << expShift | r.nextInt(1 << mantBits);
            case 15: // any finite pattern
                return sign | r.nextInt(expMax) << expShift | r.nextInt(1 << mantBits);
            default: // around the absolute bounds
                float near = (kind % 2 == 0 ? 1e-3f : 1e-4f) * (float) (0.5 + 2 * r.nextDouble());
                return FloatLanes.toBits(t, sign != 0 ? -near : near);
        }
    }

    /**
     * The next save of {@code ref}: most finite values moved by a relative step of about 1e-3 and an absolute one of
     * about 1e-4, some unchanged, some replaced by a fresh element (special values among them).
     */
    static ByteBuffer next(DType t, ByteBuffer ref, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = ref.remaining() / t.byteSize();
        ByteBuffer b = ByteBuffer.allocate(ref.remaining()).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            float v = FloatLanes.get(ref, t, i);
            int kind = r.nextInt(10);
            int bits;
            if (kind == 0 || !Float.isFinite(v)) {
                bits = element(t, r);
            } else if (kind == 1) {
                bits = FloatLanes.bits(ref, t, i);
            } else {
                double u = r.nextDouble() * 2 - 1;
                double w = r.nextDouble() * 2 - 1;
                bits = FloatLanes.toBits(t, (float) (v * (1 + 1e-3 * u) + 1e-4 * w));
            }
            FloatLanes.putBits(b, t, i, bits);
        }
        return b;
    }

    private static String name(ErrorBoundedParams p) {
        return (p.relative() ? "rel=" : "abs=") + p.value();
    }
}
