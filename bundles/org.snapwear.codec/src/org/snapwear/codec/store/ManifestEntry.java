package org.snapwear.codec.store;

import java.util.List;
import java.util.Map;

/**
 * One kept snapshot in the manifest.
 *
 * @param iteration  training iteration
 * @param kind       {@code baseline} or {@code delta}
 * @param file       file name inside the store directory
 * @param codec      codec id it was encoded with
 * @param references iterations it was encoded against, nearest first (empty for a baseline); decoding needs them
 * @param size       file size in bytes
 * @param crc32c     CRC32C of the whole file, 8 hex digits
 * @param layoutHash tensor layout hash (16 hex digits), key into the manifest's layouts
 * @param rawBytes   tensor data bytes of the snapshot
 * @param metadata   free-form string metadata saved with the snapshot (e.g. safetensors {@code __metadata__})
 */
public record ManifestEntry(long iteration, String kind, String file, String codec, List<Long> references, long size,
        String crc32c, String layoutHash, long rawBytes, Map<String, String> metadata) {

    public boolean isBaseline() {
        return "baseline".equals(kind);
    }
}
