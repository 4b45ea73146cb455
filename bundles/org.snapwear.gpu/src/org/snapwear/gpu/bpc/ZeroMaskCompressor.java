package org.snapwear.gpu.bpc;

import org.snapwear.gpu.bpc.internal.BitReader;
import org.snapwear.gpu.bpc.internal.BitWriter;

/**
 * Zero-aware entry compressor for ReLU activations and sparse gradients: a 32-bit mask of the non-zero words
 * followed by those words verbatim (32 + 32 x non-zero bits), raw when that reaches 1024 bits. It is the
 * simplest code that exploits exact zeros, which BPC handles poorly when they alternate with random mantissas.
 */
public final class ZeroMaskCompressor implements EntryCompressor {
    private static final ZeroMaskCompressor INSTANCE = new ZeroMaskCompressor();
    private static final ThreadLocal<BitWriter> WRITER = ThreadLocal.withInitial(BitWriter::new);
    private static final ThreadLocal<BitReader> READER = ThreadLocal.withInitial(BitReader::new);

    private ZeroMaskCompressor() {
    }

    public static ZeroMaskCompressor instance() {
        return INSTANCE;
    }

    @Override
    public String id() {
        return "zeromask";
    }

    @Override
    public int compressedBits(int[] words) {
        BpcCompressor.checkWords(words);
        int nz = 0;
        for (int w : words) {
            nz += w != 0 ? 1 : 0;
        }
        return Math.min(ENTRY_BITS, 32 + 32 * nz);
    }

    @Override
    public int encode(int[] words, long[] out) {
        int bits = compressedBits(words);
        BitWriter w = WRITER.get().reset(out);
        if (bits == ENTRY_BITS) {
            for (int x : words) {
                w.write(x, 32);
            }
            return bits;
        }
        int mask = 0;
        for (int i = 0; i < 32; i++) {
            mask |= (words[i] != 0 ? 1 : 0) << i;
        }
        w.write(mask, 32);
        for (int x : words) {
            if (x != 0) {
                w.write(x, 32);
            }
        }
        return w.position();
    }

    @Override
    public void decode(long[] in, int bits, int[] words) {
        BpcCompressor.checkWords(words);
        BitReader r = READER.get().reset(in, bits);
        if (bits == ENTRY_BITS) {
            for (int i = 0; i < 32; i++) {
                words[i] = (int) r.read(32);
            }
            return;
        }
        int mask = (int) r.read(32);
        for (int i = 0; i < 32; i++) {
            words[i] = ((mask >>> i) & 1) != 0 ? (int) r.read(32) : 0;
            if (((mask >>> i) & 1) != 0 && words[i] == 0) {
                throw new IllegalArgumentException("zeromask: word " + i + " marked non-zero but is zero");
            }
        }
        if (r.position() != bits) {
            throw new IllegalArgumentException("zeromask: encoding ends at bit " + r.position() + " of " + bits);
        }
    }
}
