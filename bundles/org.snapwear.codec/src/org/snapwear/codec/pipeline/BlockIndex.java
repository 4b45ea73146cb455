package org.snapwear.codec.pipeline;

import java.util.Arrays;

/**
 * Stored and raw length of every block, in block order: 12 bytes per block, so memory grows with the block count
 * but not with the data (a 1 TB input in 16 KB blocks needs 768 MB of index; use larger blocks for such inputs).
 */
final class BlockIndex {
    private int[] stored = new int[1024];
    private int[] raw = new int[1024];
    private int[] crc = new int[1024];
    private int size;

    void add(long sequence, int storedWithFlag, int rawLength, int crc32c) {
        if (sequence != size) {
            throw new IllegalStateException("block " + sequence + " indexed out of order (expected " + size + ")");
        }
        if (size == stored.length) {
            stored = Arrays.copyOf(stored, size * 2);
            raw = Arrays.copyOf(raw, size * 2);
            crc = Arrays.copyOf(crc, size * 2);
        }
        stored[size] = storedWithFlag;
        raw[size] = rawLength;
        crc[size] = crc32c;
        size++;
    }

    int size() {
        return size;
    }

    byte[] toBytes() {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(size * PipelineFormat.INDEX_ENTRY_BYTES)
                .order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < size; i++) {
            b.putInt(stored[i]).putInt(raw[i]).putInt(crc[i]);
        }
        return b.array();
    }
}
