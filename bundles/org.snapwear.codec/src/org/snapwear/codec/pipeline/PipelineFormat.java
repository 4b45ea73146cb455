package org.snapwear.codec.pipeline;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The stored stream (all integers little-endian):
 * <pre>
 * header : magic "SWPIPE01" (8) | u32 block size | u16 id length | compressor id (UTF-8)
 * blocks : the stored blocks, concatenated in block order
 * index  : per block: u32 stored length (bit 31 set = stored uncompressed) | u32 raw length
 *          | u32 CRC32C of the raw block (so a damaged block is detected even if it still decompresses)
 * footer : u64 index offset | u64 block count | u64 raw bytes | magic "SWPEND01" (8)
 * </pre>
 * The stream depends only on the input, the block size and the compressor, never on the mode or thread count.
 */
public final class PipelineFormat {
    static final byte[] MAGIC = "SWPIPE01".getBytes(StandardCharsets.US_ASCII);
    static final byte[] END_MAGIC = "SWPEND01".getBytes(StandardCharsets.US_ASCII);
    /** Bytes of the footer. */
    public static final int FOOTER_BYTES = 32;
    /** Bytes per index entry. */
    public static final int INDEX_ENTRY_BYTES = 12;
    /** Flag in the stored length: the block is stored as is. */
    static final int RAW_FLAG = 0x8000_0000;

    private PipelineFormat() {
    }

    static byte[] header(int blockSize, String compressorId) {
        byte[] id = compressorId.getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(8 + 4 + 2 + id.length).order(ByteOrder.LITTLE_ENDIAN);
        b.put(MAGIC).putInt(blockSize).putShort((short) id.length).put(id);
        return b.array();
    }

    static byte[] footer(long indexOffset, long blockCount, long rawBytes) {
        ByteBuffer b = ByteBuffer.allocate(FOOTER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(indexOffset).putLong(blockCount).putLong(rawBytes).put(END_MAGIC);
        return b.array();
    }
}
