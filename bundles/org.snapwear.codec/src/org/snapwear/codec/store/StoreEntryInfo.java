package org.snapwear.codec.store;

import java.util.List;

/**
 * One kept snapshot as listed by {@link SnapshotStore#list()}.
 *
 * @param iteration  iteration
 * @param kind       baseline or delta
 * @param file       file name
 * @param codec      codec id
 * @param references iterations it depends on directly
 * @param bytes      file size
 * @param rawBytes   tensor data bytes
 * @param crc32c     recorded CRC32C of its first file
 * @param files      files the entry is stored in (tensor parts, and the rest file of a whole checkpoint)
 * @param checkpointBytes bytes of the whole checkpoint saved (0 for tensors only)
 * @param loss       the loss profile the entry was saved through, or null for an exact entry (restored byte for byte)
 */
public record StoreEntryInfo(long iteration, String kind, String file, String codec, List<Long> references, long bytes,
        long rawBytes, String crc32c, int files, long checkpointBytes, EntryLoss loss) {
}
