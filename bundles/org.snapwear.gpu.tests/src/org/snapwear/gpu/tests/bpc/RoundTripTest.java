package org.snapwear.gpu.tests.bpc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.EntryCompressors;
import org.snapwear.gpu.bpc.EntryWords;
import org.snapwear.gpu.bpc.ZeroMaskCompressor;
import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.testsupport.Fixtures;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/** Every compressor decodes its own encodings bit-exactly, on synthetic blocks and on real trained weights. */
class RoundTripTest {

    static Path fixtures() {
        return Fixtures.dir();
    }

    private static void roundTrip(EntryCompressor c, int[] w) {
        long[] enc = new long[EntryCompressor.MAX_ENCODED_LONGS];
        int bits = c.encode(w, enc);
        assertTrue(bits > 0 && bits <= EntryCompressor.ENTRY_BITS, c.id() + " size " + bits);
        assertEquals(bits, c.compressedBits(w), c.id() + " size-only path");
        int[] back = new int[32];
        c.decode(enc, bits, back);
        assertArrayEquals(w, back, c.id());
    }

    @Test
    void syntheticBlocksRoundTrip() {
        Random r = new Random(11);
        int[] w = new int[32];
        for (int trial = 0; trial < 20_000; trial++) {
            TestBlocks.fill(r, trial % TestBlocks.KINDS, w);
            for (EntryCompressor c : EntryCompressors.all()) {
                roundTrip(c, w);
            }
        }
        for (EntryCompressor c : EntryCompressors.all()) {
            roundTrip(c, new int[32]);
        }
    }

    @Test
    void zeroMaskSizeIsMaskPlusNonZeroWords() {
        int[] w = new int[32];
        w[0] = 9;
        w[31] = -1;
        assertEquals(32 + 64, ZeroMaskCompressor.instance().compressedBits(w));
    }

    @Test
    void realWeightBlocksRoundTrip() throws Exception {
        Path f = fixtures().resolve("cnn_digits_sgd/snap_iter010000.fp32.safetensors");
        assertTrue(Files.exists(f), "missing fixture " + f);
        int[] w = new int[32];
        long blocks = 0;
        try (Snapshot s = CheckpointFormats.read(f)) {
            for (Tensor t : s.tensors()) {
                ByteBuffer d = t.data();
                for (long off = 0; off < d.limit(); off += 128) {
                    EntryWords.load(d, off, w);
                    for (EntryCompressor c : EntryCompressors.all()) {
                        roundTrip(c, w);
                    }
                    blocks++;
                }
            }
        }
        // ceil(bytes / 128) per tensor: 720, 80, 36000, 200, 409600, 512, 5120, 40 bytes
        assertEquals(6 + 1 + 282 + 2 + 3200 + 4 + 40 + 1, blocks, "entries over the 8 tensors (tails padded)");
    }
}
