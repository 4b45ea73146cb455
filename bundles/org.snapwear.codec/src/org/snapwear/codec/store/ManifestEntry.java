package org.snapwear.codec.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One kept snapshot in the manifest. A format-1 entry is one codec container ({@code file}, {@code codec},
 * {@code layout_hash}, {@code size}, {@code crc32c}); a format-2 entry is a list of {@code parts} (tensor containers
 * and, for a whole checkpoint, the rest file), and {@code file} names its first part.
 *
 * @param iteration  training iteration
 * @param kind       {@code baseline} or {@code delta}
 * @param file       file name inside the store directory
 * @param codec      codec id it was encoded with
 * @param references iterations it was encoded against, nearest first (empty for a baseline); decoding needs them
 * @param size       file size in bytes
 * @param crc32c     CRC32C of the whole file, 8 hex digits
 * @param layoutHash tensor layout hash (16 hex digits), key into the manifest's layouts: in format 2 the layout of
 *                   the whole snapshot in its own order (its parts hold subsets)
 * @param rawBytes   tensor data bytes of the snapshot
 * @param metadata   free-form string metadata saved with the snapshot (e.g. safetensors {@code __metadata__})
 * @param parts      format 2: the files of the snapshot (null in format 1)
 * @param checkpointBytes format 2: bytes of all files of a whole checkpoint (0 for tensors only); null in format 1,
 *                   whose manifests must serialize (and checksum) exactly as that release wrote them
 * @param loss       the loss profile the entry was saved through ({@link EntryLoss}); null for an exact entry (and in
 *                   every manifest written before loss profiles existed, which therefore serialize as before)
 */
public record ManifestEntry(long iteration, String kind, String file, String codec, List<Long> references, long size,
        String crc32c, String layoutHash, long rawBytes, Map<String, String> metadata, List<PartEntry> parts,
        Long checkpointBytes, EntryLoss loss) {

    /** An exact entry. */
    public ManifestEntry(long iteration, String kind, String file, String codec, List<Long> references, long size,
            String crc32c, String layoutHash, long rawBytes, Map<String, String> metadata, List<PartEntry> parts,
            Long checkpointBytes) {
        this(iteration, kind, file, codec, references, size, crc32c, layoutHash, rawBytes, metadata, parts,
                checkpointBytes, null);
    }

    /** True if some tensors of the entry restore to decoded values within a bound instead of byte for byte. */
    public boolean isLossy() {
        return loss != null;
    }

    /** The same entry through a loss profile (null: exact). */
    public ManifestEntry withLoss(EntryLoss l) {
        return new ManifestEntry(iteration, kind, file, codec, references, size, crc32c, layoutHash, rawBytes,
                metadata, parts, checkpointBytes, l);
    }

    /** Bytes of the whole checkpoint saved, 0 for tensors only. */
    public long savedCheckpointBytes() {
        return checkpointBytes == null ? 0 : checkpointBytes;
    }

    public boolean isBaseline() {
        return "baseline".equals(kind);
    }

    /** The entry's files as parts: format 2 as recorded, format 1 as its one container. */
    public List<PartEntry> partList() {
        if (parts != null) {
            return parts;
        }
        return List.of(new PartEntry(file, PartEntry.TENSORS, codec, references.size(), layoutHash, size, crc32c,
                rawBytes, null, null));
    }

    /** The tensor parts (every part of a format-1 entry). */
    public List<PartEntry> tensorParts() {
        return partList().stream().filter(PartEntry::isTensors).toList();
    }

    /** The rest part of a whole checkpoint, or null for a snapshot of tensors only. */
    public PartEntry restPart() {
        return partList().stream().filter(p -> !p.isTensors()).findFirst().orElse(null);
    }

    /** True if the entry is a whole checkpoint (files and tree), false for tensors only. */
    public boolean isCheckpoint() {
        return restPart() != null;
    }

    /** A format-2 entry of the given parts; {@code file} names the first, {@code codec} that of the largest. */
    public static ManifestEntry of(long iteration, String kind, List<Long> refs, String layoutHash, long rawBytes,
            Map<String, String> metadata, List<PartEntry> parts, long checkpointBytes) {
        long size = 0;
        PartEntry main = parts.get(0);
        for (PartEntry p : parts) {
            size += p.size();
            if (p.isTensors() && p.rawBytes() > main.rawBytes()) {
                main = p;
            }
        }
        Map<String, String> md = metadata == null ? new LinkedHashMap<>() : new LinkedHashMap<>(metadata);
        return new ManifestEntry(iteration, kind, parts.get(0).file(), main.codec(), refs, size, null, layoutHash,
                rawBytes, md, parts, checkpointBytes);
    }
}
