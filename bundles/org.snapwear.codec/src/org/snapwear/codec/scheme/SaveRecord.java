package org.snapwear.codec.scheme;

import java.util.List;

/**
 * Accounting of one simulated save.
 *
 * @param iteration             iteration saved
 * @param kind                  baseline or delta
 * @param codec                 the scheme's codec for this save (baseline or delta codec; {@link #parts} says which
 *                              codec encoded which tensors)
 * @param rawBytes              tensor data bytes of the snapshot
 * @param bytes                 bytes written for it (the whole container: header, chunk records, trailer)
 * @param usefulStorageBytes    Table 9's "useful storage": total size of every snapshot still stored after this
 *                              save (what Algorithm 2 keeps to rebuild the latest snapshot), in bytes
 * @param usefulStoragePages    the same in 4 KiB pages, each stored snapshot rounded up to whole pages (Table 9 unit)
 * @param bytesReadToRebuild    bytes Algorithm 2 loads during this save to rebuild the reference (lines 14-15 / 20)
 * @param bytesReadToRestore    bytes its restore of this iteration would load (lines 27-37)
 * @param references            number of reference snapshots the codec used
 * @param deleted               iterations deleted by this save
 * @param kept                  iterations stored after this save
 * @param encodeNanos           time to encode (prepare + chunks + container)
 * @param decodeNanos           time to decode it back against the same references
 * @param verified              true if the decoded snapshot is bit-identical to the input
 * @param parts                 the containers written, in order (see {@link PartPlanner}); their bytes add up to
 *                              {@code bytes}
 * @param roles                 raw and written bytes per tensor role, plus the container row; the written bytes add
 *                              up to {@code bytes}
 * @param errors                the measured error of the lossy tensors per loss role (empty for an exact save)
 */
public record SaveRecord(long iteration, String kind, String codec, long rawBytes, long bytes,
        long usefulStorageBytes, long usefulStoragePages, long bytesReadToRebuild, long bytesReadToRestore,
        int references, List<Long> deleted, List<Long> kept, long encodeNanos, long decodeNanos, boolean verified,
        List<PartRecord> parts, List<RoleVolume> roles, List<RoleError> errors) {

    public SaveRecord {
        parts = List.copyOf(parts);
        roles = List.copyOf(roles);
        errors = List.copyOf(errors);
    }

    /** A save without lossy tensors. */
    public SaveRecord(long iteration, String kind, String codec, long rawBytes, long bytes, long usefulStorageBytes,
            long usefulStoragePages, long bytesReadToRebuild, long bytesReadToRestore, int references,
            List<Long> deleted, List<Long> kept, long encodeNanos, long decodeNanos, boolean verified,
            List<PartRecord> parts, List<RoleVolume> roles) {
        this(iteration, kind, codec, rawBytes, bytes, usefulStorageBytes, usefulStoragePages, bytesReadToRebuild,
                bytesReadToRestore, references, deleted, kept, encodeNanos, decodeNanos, verified, parts, roles,
                List.of());
    }
}
