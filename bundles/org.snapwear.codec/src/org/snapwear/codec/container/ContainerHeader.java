package org.snapwear.codec.container;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.snapwear.codec.spi.ChunkLayout;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Header of an encoded snapshot. Exact layout (all integers little-endian), L = codec id length, P = params length:
 * <pre>
 * offset   size  field
 * 0        4     magic "SWC1" (0x53 0x57 0x43 0x31)
 * 4        1     format version (1)
 * 5        1     snapshot kind: 0 = baseline, 1 = delta
 * 6        1     references used by delta chunks (0, 1 or 2)
 * 7        1     L, codec id length in bytes (1..255)
 * 8        L     codec id, UTF-8
 * 8+L      8     layout hash (ChunkLayout.layoutHash: names, dtypes, shapes)
 * 16+L     4     chunk size in bytes
 * 20+L     4     N, chunk count
 * 24+L     8     iteration (-1 if unknown)
 * 32+L     4     P, codec parameter length
 * 36+L     P     codec parameters (CodecParams.toBytes)
 * </pre>
 * followed by N chunk records (u32 encoded length E, then E bytes; chunks in ChunkLayout order, so the records of
 * tensor t are chunks firstChunk(t)..firstChunk(t+1)-1) and a 4-byte trailer: CRC32C of every preceding byte.
 * Total size = {@link #byteSize()} + 4N + sum(E) + 4.
 *
 * @param baseline        true for a baseline (kind 0)
 * @param referenceCount  references used (0 for a baseline)
 * @param codecId         codec id
 * @param layoutHash      hash of the tensor layout
 * @param chunkBytes      chunk size the layout was cut with
 * @param chunkCount      N
 * @param iteration       training iteration
 * @param params          codec parameters
 */
public record ContainerHeader(boolean baseline, int referenceCount, String codecId, long layoutHash, int chunkBytes,
        int chunkCount, long iteration, byte[] params) {
    public static final int MAGIC = 0x31435753; // "SWC1" read as little-endian int
    public static final int VERSION = 1;
    /** Bytes of the fixed fields (everything except the codec id and the parameters). */
    public static final int FIXED_BYTES = 36;
    /** Bytes per chunk record besides its payload (the length field). */
    public static final int CHUNK_RECORD_OVERHEAD = 4;
    /** Bytes of the trailer (CRC32C). */
    public static final int TRAILER_BYTES = 4;

    public ContainerHeader {
        byte[] id = codecId.getBytes(StandardCharsets.UTF_8);
        if (id.length == 0 || id.length > 255) {
            throw new IllegalArgumentException("codec id must be 1..255 UTF-8 bytes: '" + codecId + "'");
        }
        if (referenceCount < 0 || referenceCount > 2 || (baseline && referenceCount != 0)) {
            throw new IllegalArgumentException("bad reference count " + referenceCount);
        }
        params = params.clone();
    }

    @Override
    public byte[] params() {
        return params.clone();
    }

    /** Size of the serialized header: 36 + L + P. */
    public int byteSize() {
        return FIXED_BYTES + codecId.getBytes(StandardCharsets.UTF_8).length + params.length;
    }

    /**
     * The header of a part's container: a baseline when it uses no reference, the layout's hash, chunk size and
     * count. Every encoder and every accountant of container sizes builds the header here.
     *
     * @param references references the part's chunks are encoded against (0 = baseline)
     * @param params     {@link org.snapwear.codec.spi.CodecParams#toBytes()} of the part
     */
    public static ContainerHeader of(String codecId, ChunkLayout layout, int references, long iteration,
            byte[] params) {
        return new ContainerHeader(references == 0, references, codecId, layout.layoutHash(), layout.chunkBytes(),
                layout.chunkCount(), iteration, params);
    }

    /** Container overhead besides chunk payloads: header + 4 per chunk + trailer. */
    public long overheadBytes() {
        return byteSize() + (long) CHUNK_RECORD_OVERHEAD * chunkCount + TRAILER_BYTES;
    }

    /**
     * The size of the container whose chunk payloads add up to {@code payloadBytes}: what {@link ContainerWriter}
     * writes, known without writing it (the one statement of the framing's size).
     */
    public long containerBytes(long payloadBytes) {
        return overheadBytes() + payloadBytes;
    }

    /** The serialized header. */
    public byte[] toBytes() {
        byte[] id = codecId.getBytes(StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(byteSize()).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(MAGIC).put((byte) VERSION).put((byte) (baseline ? 0 : 1)).put((byte) referenceCount)
                .put((byte) id.length).put(id).putLong(layoutHash).putInt(chunkBytes).putInt(chunkCount)
                .putLong(iteration).putInt(params.length).put(params);
        return b.array();
    }

    /**
     * Parses a header from the start of {@code in} (advancing it).
     *
     * @param file names the input in errors (may be null)
     */
    public static ContainerHeader read(ByteBuffer in, Path file) throws CheckpointFormatException {
        in.order(ByteOrder.LITTLE_ENDIAN);
        int start = in.position();
        need(in, 8, file, start, "header");
        int magic = in.getInt();
        if (magic != MAGIC) {
            throw new CheckpointFormatException(file, start, String.format("not an encoded snapshot (magic 0x%08x)", magic));
        }
        int version = in.get() & 0xff;
        if (version != VERSION) {
            throw new CheckpointFormatException(file, start + 4, "unsupported container version " + version);
        }
        int kind = in.get() & 0xff;
        if (kind > 1) {
            throw new CheckpointFormatException(file, start + 5, "bad snapshot kind " + kind);
        }
        int refs = in.get() & 0xff;
        if (refs > 2 || (kind == 0 && refs != 0) || (kind == 1 && refs == 0)) {
            throw new CheckpointFormatException(file, start + 6, "bad reference count " + refs);
        }
        int idLen = in.get() & 0xff;
        if (idLen == 0) {
            throw new CheckpointFormatException(file, start + 7, "empty codec id");
        }
        need(in, idLen + 28, file, in.position(), "header");
        byte[] id = new byte[idLen];
        in.get(id);
        long hash = in.getLong();
        int chunkBytes = in.getInt();
        int chunkCount = in.getInt();
        if (chunkCount < 0) {
            throw new CheckpointFormatException(file, in.position() - 4, "bad chunk count " + chunkCount);
        }
        long iteration = in.getLong();
        int paramLen = in.getInt();
        if (paramLen < 0 || paramLen > in.remaining()) {
            throw new CheckpointFormatException(file, in.position() - 4, "parameter length " + paramLen
                    + " exceeds the " + in.remaining() + " bytes left");
        }
        byte[] params = new byte[paramLen];
        in.get(params);
        return new ContainerHeader(kind == 0, refs, new String(id, StandardCharsets.UTF_8), hash, chunkBytes,
                chunkCount, iteration, params);
    }

    private static void need(ByteBuffer in, int n, Path file, long offset, String what) throws CheckpointFormatException {
        if (in.remaining() < n) {
            throw new CheckpointFormatException(file, offset, "truncated " + what + ": " + n + " bytes needed, "
                    + in.remaining() + " left");
        }
    }
}
