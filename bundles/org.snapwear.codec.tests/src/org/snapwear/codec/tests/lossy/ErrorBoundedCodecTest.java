package org.snapwear.codec.tests.lossy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.loss.BoundCheck;
import org.snapwear.codec.loss.BoundReport;
import org.snapwear.codec.lossy.ErrorBoundedCodec;
import org.snapwear.codec.lossy.ErrorBoundedParams;
import org.snapwear.codec.lossy.FloatLanes;
import org.snapwear.codec.spi.Chunk;
import org.snapwear.codec.spi.ChunkInput;
import org.snapwear.codec.spi.LossBound;
import org.snapwear.trace.tensor.DType;

/**
 * The SZ-style error-bounded codec, absolute and relative, as a baseline (previous-value prediction) and as a delta
 * against a reference, in fp32, bf16 and fp16, whole and in tiny chunks: the bound holds per {@link BoundCheck};
 * zeros, signs, NaN and infinities are kept; it compresses; corrupt chunks fail with an {@link IOException}.
 */
class ErrorBoundedCodecTest {

    @Test
    void absoluteAndRelativeBoundsHoldForBaselinesAndDeltas() throws Exception {
        ErrorBoundedParams[] configs = {new ErrorBoundedParams(false, 1e-4), new ErrorBoundedParams(false, 1e-7),
            new ErrorBoundedParams(true, 1e-3), new ErrorBoundedParams(true, 0.05)};
        for (ErrorBoundedParams p : configs) {
            ErrorBoundedCodec codec = new ErrorBoundedCodec(p);
            LossBound bound = codec.bound();
            assertEquals(p.relative() ? LossBound.Kind.RELATIVE : LossBound.Kind.ABSOLUTE, bound.kind());
            assertTrue(bound.zerosExact() && bound.signsKept());
            for (DType t : LossySamples.DTYPES) {
                for (int n : LossySamples.LENGTHS) {
                    for (boolean delta : new boolean[] {false, true}) {
                        for (int chunk : new int[] {64, 1 << 20}) {
                            ByteBuffer ref = LossySamples.values(t, n, n + 7L, false, true);
                            ByteBuffer data = delta ? LossySamples.step(t, ref, 1e-3, n) : ref;
                            ChunkRoundTrip.Result r = ChunkRoundTrip.run(codec, t, data, delta ? ref : null, chunk);
                            String what = codec.id() + " " + bound.describe() + " " + t + " n=" + n
                                    + (delta ? " delta" : " baseline") + " chunk=" + chunk;
                            BoundReport rep = BoundCheck.check(what, t, data, r.decoded(), codec.bound(r.params()));
                            assertTrue(rep.withinBound(), () -> rep.violation().get().message());
                        }
                    }
                }
            }
        }
    }

    /** A weight step of relative 1e-4 against its reference at a relative bound of 1e-3: far below raw. */
    @Test
    void compressesDeltasOfSmallSteps() throws Exception {
        int n = 1 << 16;
        ByteBuffer ref = LossySamples.values(DType.F32, n, 1, false, false);
        ByteBuffer cur = LossySamples.step(DType.F32, ref, 1e-4, 0, 2);
        ChunkRoundTrip.Result r = ChunkRoundTrip.run(new ErrorBoundedCodec(new ErrorBoundedParams(true, 1e-3)),
                DType.F32, cur, ref, 1 << 20);
        assertTrue(r.encodedBytes() < 4L * n / 4, r.encodedBytes() + " bytes for " + 4 * n + " raw");
    }

    /** Decoded values are exactly as the encoder predicted them: decoding twice gives the same bytes. */
    @Test
    void decodingIsDeterministic() throws Exception {
        ByteBuffer data = LossySamples.values(DType.BF16, 1001, 9, false, true);
        ErrorBoundedCodec codec = new ErrorBoundedCodec(new ErrorBoundedParams(false, 1e-3));
        ByteBuffer a = ChunkRoundTrip.run(codec, DType.BF16, data, null, 64).decoded();
        ByteBuffer b = ChunkRoundTrip.run(codec, DType.BF16, data, null, 64).decoded();
        assertEquals(a, b);
    }

    /** Truncated, extended and random encodings fail with an IOException (never another exception). */
    @Test
    void corruptChunksAreReported() throws Exception {
        ErrorBoundedCodec codec = new ErrorBoundedCodec(new ErrorBoundedParams(true, 1e-3));
        int n = 300;
        ByteBuffer data = LossySamples.values(DType.F32, n, 4, false, true);
        Chunk c = new Chunk(0, 0, 0, 4 * n, DType.F32);
        byte[] enc = codec.encodeChunk(codec.config(), new ChunkInput(c, data, null, null));
        ByteBuffer out = ByteBuffer.allocate(4 * n).order(ByteOrder.LITTLE_ENDIAN);
        ChunkInput in = new ChunkInput(c, null, null, null);
        assertThrows(IOException.class, () -> codec.decodeChunk(codec.config(), in,
                ByteBuffer.wrap(Arrays.copyOf(enc, enc.length - 1)), out));
        assertThrows(IOException.class, () -> codec.decodeChunk(codec.config(), in,
                ByteBuffer.wrap(Arrays.copyOf(enc, enc.length + 3)), out));
        assertThrows(IOException.class, () -> codec.decodeChunk(codec.config(), in, ByteBuffer.wrap(new byte[2]),
                out));
        SplittableRandom r = new SplittableRandom(5);
        for (int k = 0; k < 300; k++) {
            byte[] bad = enc.clone();
            bad[r.nextInt(bad.length)] ^= (byte) (1 << r.nextInt(8));
            try {
                codec.decodeChunk(codec.config(), in, ByteBuffer.wrap(bad), out);
            } catch (IOException expected) {
                // reported: fine
            }
        }
    }

    /** NaN payloads and infinities in the reference do not leak into decoded finite values. */
    @Test
    void nonFiniteReferencesAreNotUsedAsPredictions() throws Exception {
        ByteBuffer ref = LossySamples.values(DType.F32, 100, 2, false, true);
        ByteBuffer cur = ByteBuffer.allocate(400).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 100; i++) {
            cur.putFloat(4 * i, 0.5f + i);
        }
        ByteBuffer dec = ChunkRoundTrip.run(new ErrorBoundedCodec(new ErrorBoundedParams(false, 1e-2)), DType.F32,
                cur, ref, 1 << 20).decoded();
        for (int i = 0; i < 100; i++) {
            assertTrue(Math.abs(FloatLanes.get(dec, DType.F32, i) - (0.5f + i)) <= 1e-2, "element " + i);
        }
    }
}
