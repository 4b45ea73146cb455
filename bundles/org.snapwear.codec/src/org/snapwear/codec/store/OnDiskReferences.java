package org.snapwear.codec.store;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.codec.store.internal.FileCheck;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;

/**
 * References of a save that still lie on disk. A training job usually keeps its last checkpoints (Hugging Face's
 * {@code save_total_limit}), and they are exactly the store's references: reading them is far cheaper than decoding
 * the reference chain from the store. A checkpoint on disk stands in for a kept entry only if its rest stream (every
 * file's name, size, payload regions and CRC32C, and every byte outside the tensors) has the CRC32C the entry
 * recorded, so a stand-in is byte for byte what a restore would give. A lossy entry's original is never one (a
 * restore gives the decoded values, and the next delta must be taken against those: the closed loop); its rest
 * stream describes the restored files anyway, so the original's CRC would not match, but the rule is stated here
 * rather than left to a checksum.
 */
final class OnDiskReferences {
    private OnDiskReferences() {
    }

    /** A kept entry found on disk, with its rest stream (the next rest file's dictionary). */
    record Match(ScannedCheckpoint checkpoint, byte[] stream) {
    }

    /** The references among {@code needed} that a checkpoint of {@code onDisk} stands in for. */
    static Map<Long, Match> match(Manifest m, List<Long> needed, List<ScannedCheckpoint> onDisk) throws IOException {
        Map<Long, Match> out = new HashMap<>();
        if (onDisk.isEmpty()) {
            return out;
        }
        Map<String, Match> byCrc = new HashMap<>();
        for (ScannedCheckpoint c : onDisk) {
            byte[] stream = RestPart.streamOf(c);
            if (stream != null) {
                byCrc.putIfAbsent(FileCheck.hex8(RestPart.crc(stream)), new Match(c, stream));
            }
        }
        for (long r : needed) {
            if (m.entry(r).isLossy()) {
                continue;
            }
            PartEntry rest = m.entry(r).restPart();
            Match hit = rest == null || rest.streamCrc32c() == null ? null : byCrc.get(rest.streamCrc32c());
            if (hit != null && hit.checkpoint().snapshotInfos().equals(m.layoutOf(m.entry(r)))) {
                out.put(r, hit);
            }
        }
        return out;
    }
}
