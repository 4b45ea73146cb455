package org.snapwear.gpu.bpc;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Loads 128 B entries as 32 little-endian words, zero-padding an allocation's last partial entry. */
public final class EntryWords {
    private EntryWords() {
    }

    /**
     * Reads the entry starting at {@code byteOffset} of {@code data} (absolute, position ignored) into
     * {@code words}; bytes past {@code data.limit()} read as zero.
     */
    public static void load(ByteBuffer data, long byteOffset, int[] words) {
        int off = Math.toIntExact(byteOffset);
        int limit = data.limit();
        if (off + EntryCompressor.ENTRY_BYTES <= limit) {
            ByteBuffer le = data.order() == ByteOrder.LITTLE_ENDIAN ? data : data.duplicate().order(ByteOrder.LITTLE_ENDIAN);
            for (int i = 0; i < 32; i++) {
                words[i] = le.getInt(off + 4 * i);
            }
            return;
        }
        for (int i = 0; i < 32; i++) {
            int w = 0;
            for (int b = 0; b < 4; b++) {
                int p = off + 4 * i + b;
                if (p < limit) {
                    w |= (data.get(p) & 0xFF) << (8 * b);
                }
            }
            words[i] = w;
        }
    }

    /** Reads an entry from a little-endian byte array (128 bytes from {@code offset}). */
    public static void load(byte[] bytes, int offset, int[] words) {
        load(ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN), offset, words);
    }

    /** Writes 32 words as 128 little-endian bytes. */
    public static void store(int[] words, byte[] bytes, int offset) {
        for (int i = 0; i < 32; i++) {
            int w = words[i];
            for (int b = 0; b < 4; b++) {
                bytes[offset + 4 * i + b] = (byte) (w >>> (8 * b));
            }
        }
    }
}
