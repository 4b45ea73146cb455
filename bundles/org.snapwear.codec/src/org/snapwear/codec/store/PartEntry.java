package org.snapwear.codec.store;

import org.snapwear.codec.store.internal.StoreDirectory;
import org.snapwear.codec.store.internal.StoredFile;

/**
 * One file of a kept snapshot in a format-2 store: a tensor container (one codec, one number of references) or
 * the {@code rest} file (the checkpoint's tree and every byte that is not a tensor payload).
 *
 * @param file       file name inside the store directory
 * @param kind       {@link #TENSORS} or {@link #REST}
 * @param codec      codec id of a tensor part; {@code zstd} or {@code zstd-delta} for the rest
 * @param references references the part was encoded against (the entry's first ones, nearest first)
 * @param layoutHash tensor layout hash of a tensor part (key into the manifest's layouts); null for the rest
 * @param size       file size in bytes
 * @param crc32c     CRC32C of the file's content, 8 hex digits: every byte but the last {@code crc32cTrailerBytes}
 * @param rawBytes   bytes the part stands for (tensor data, or the checkpoint bytes outside tensor payloads)
 * @param streamCrc32c the rest file's uncompressed stream's CRC32C (null for tensors): the stream holds every file's
 *                   CRC32C, so a checkpoint still on disk whose stream has this CRC is this entry, byte for byte
 * @param crc32cTrailerBytes bytes at the end of the file that {@code crc32c} leaves out: the container's own CRC32C
 *                   trailer ({@link #CONTAINER_TRAILER}) for a tensor part, 0 for the rest file. Null in manifests
 *                   written before it existed, whose {@code crc32c} covers the whole file (for a tensor part that is
 *                   the same constant for every file, since the file ends in its own CRC32C)
 */
public record PartEntry(String file, String kind, String codec, int references, String layoutHash, long size,
        String crc32c, long rawBytes, String streamCrc32c, Integer crc32cTrailerBytes) {
    /** A codec container of tensors. */
    public static final String TENSORS = "tensors";
    /** The tree and the non-tensor bytes of a whole checkpoint. */
    public static final String REST = "rest";
    /** Bytes of a codec container's CRC32C trailer, which a tensor part's {@code crc32c} leaves out. */
    public static final int CONTAINER_TRAILER = org.snapwear.codec.container.ContainerHeader.TRAILER_BYTES;

    /** Bytes at the end of the file the recorded CRC32C does not cover (0: the whole file, as older stores record). */
    public int crcTrailerBytes() {
        return crc32cTrailerBytes == null ? 0 : crc32cTrailerBytes;
    }

    public boolean isTensors() {
        return TENSORS.equals(kind);
    }

    /** What a checked read of this file needs ({@link StoreDirectory#read}). */
    StoredFile stored() {
        return new StoredFile(file, size, crc32c, crcTrailerBytes());
    }
}
