package org.snapwear.codec.store;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.zip.CRC32C;

import org.snapwear.codec.store.internal.FileCheck;
import org.snapwear.trace.checkpoint.ScannedCheckpoint;

/**
 * Whether a checkpoint on disk is, byte for byte, a kept entry. A watcher killed after a save committed but before
 * it removed the checkpoint from its staging directory finds the checkpoint again on restart; saving it twice would
 * be refused (not newer than the kept iterations) and deleting it unchecked could lose a checkpoint that only shares
 * the iteration. The entry's rest stream holds every file's name, size, payload regions and CRC32C plus every byte
 * outside the tensors, so equal stream CRC32C and equal tensor layout mean the same checkpoint, as
 * {@link OnDiskReferences} relies on too. Unlike it, this also handles streams over
 * {@link RestPart#MAX_IN_MEMORY}, by reading the checkpoint twice instead of holding the stream. For a lossy entry
 * the original saved is what counts ({@link EntryLoss#sourceStreamCrc32c}).
 */
final class StoredCopyCheck {
    private StoredCopyCheck() {
    }

    /** True if {@code c} is what {@code iteration} of {@code m} restores to. */
    static boolean same(Manifest m, long iteration, ScannedCheckpoint c) throws IOException {
        ManifestEntry e = m.entry(iteration);
        PartEntry rest = e == null ? null : e.restPart();
        if (rest == null || rest.streamCrc32c() == null || !c.snapshotInfos().equals(m.layoutOf(e))) {
            return false;
        }
        // a lossy entry's rest stream is its restored form's: the original is recognised by the CRC it recorded
        String expected = e.isLossy() ? e.loss().sourceStreamCrc32c() : rest.streamCrc32c();
        return expected != null && FileCheck.hex8(streamCrc(c)).equals(expected);
    }

    /** CRC32C of the rest stream {@code c} would be saved with. */
    static long streamCrc(ScannedCheckpoint c) throws IOException {
        if (Residuals.size(c.tree()) <= RestPart.MAX_IN_MEMORY) {
            return RestPart.crc(RestPart.streamOf(c));
        }
        // First pass: the files' CRC32C that the tree JSON holds; second: the stream itself, checksummed only.
        byte[] json = new StoredTree(c.tree(), List.of(Residuals.copy(c, null))).toJson();
        CRC32C crc = new CRC32C();
        crc.update(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(json.length).array());
        crc.update(json);
        Residuals.copy(c, new OutputStream() {
            @Override
            public void write(int b) {
                crc.update(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                crc.update(b, off, len);
            }
        });
        return crc.getValue();
    }
}
