package org.snapwear.codec.store;

import java.util.List;

/**
 * Accounting of one save ([Delta snapshots, docs/papers.md#delta-snapshots], Sec. 5.6 and Table 9).
 *
 * @param iteration           iteration saved
 * @param kind                {@code baseline} or {@code delta}
 * @param file                the new entry's first file
 * @param references          iterations the delta was encoded against (empty for a baseline)
 * @param rawBytes            tensor data bytes of the snapshot
 * @param snapshotBytes       bytes of the new entry's files
 * @param manifestBytes       bytes of the new manifest
 * @param bytesWritten        snapshotBytes + manifestBytes: everything this save wrote
 * @param usefulStorageBytes  bytes of every snapshot file kept after the save (what rebuilding the latest needs)
 * @param usefulStoragePages  the same in 4 KB pages, file by file rounded up (Table 9's unit)
 * @param bytesRead           bytes of snapshot files read to rebuild the references
 * @param loaded              iterations read to rebuild the references
 * @param deleted             iterations Algorithm 2 deleted after the new state was durable
 * @param encodeNanos         time to encode and write the snapshot file
 * @param totalNanos          time of the whole save (rebuild, encode, commit, deletions)
 * @param warnings            non-fatal problems (a deletion that failed and will be cleaned on the next open)
 * @param parts               the files written: tensor parts (codec, references, bytes) and the rest file
 * @param checkpointBytes     bytes of the whole checkpoint saved (0 for tensors only)
 */
public record SaveResult(long iteration, String kind, String file, List<Long> references, long rawBytes,
        long snapshotBytes, long manifestBytes, long bytesWritten, long usefulStorageBytes, long usefulStoragePages,
        long bytesRead, List<Long> loaded, List<Long> deleted, long encodeNanos, long totalNanos,
        List<String> warnings, List<PartEntry> parts, long checkpointBytes, EntryLoss loss) {
}
