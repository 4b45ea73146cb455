package org.snapwear.codec.lossy;

import org.snapwear.codec.spi.Chunk;

/**
 * The blocks of a chunk for the per-block codecs: they start at multiples of the block size in the tensor, not the
 * chunk, so a checker that sees only whole tensors computes the same blocks (a chunk that starts inside a block gets
 * that block's tail as its first block, which only makes the codec's scale smaller than the checker's).
 */
final class TensorBlocks {
    private TensorBlocks() {
    }

    /** Number of blocks chunk {@code c} touches. */
    static int count(Chunk c, int block) {
        int n = c.elementCount();
        if (n == 0) {
            return 0;
        }
        long first = c.byteOffset() / c.dtype().byteSize();
        long last = first + n - 1;
        return (int) (last / block - first / block + 1);
    }

    /** End (exclusive, chunk element index) of the block that starts at chunk element {@code start}. */
    static int end(Chunk c, int block, int start) {
        long first = c.byteOffset() / c.dtype().byteSize();
        long next = ((first + start) / block + 1) * block;
        return (int) Math.min(c.elementCount(), next - first);
    }
}
