package org.snapwear.codec.store.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.Checksum;

import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * Checks a part file against its manifest record: present, of the recorded size, and (fully read) its CRC32C, which
 * covers the file without its last {@link StoredFile#crcTrailerBytes()} bytes.
 */
public final class FileCheck {
    private FileCheck() {
    }

    /** Existence and size; the caller checks the CRC32C while it reads the file anyway. */
    public static Path present(Path dir, long iteration, StoredFile p) throws IOException {
        Path f = dir.resolve(p.file());
        if (!Files.isRegularFile(f)) {
            throw new CheckpointFormatException(f, 0, "file of iteration " + iteration + " is missing");
        }
        long size = Files.size(f);
        if (size != p.size()) {
            throw new CheckpointFormatException(f, Math.min(size, p.size()), "file is " + size
                    + " bytes, the manifest records " + p.size() + (size < p.size() ? " (truncated)" : ""));
        }
        return f;
    }

    /** A checksum to feed the whole file to, giving the value the manifest records for it. */
    public static Checksum checksum(StoredFile p) {
        return new ContentCrc32c(p.crcTrailerBytes());
    }

    /** Compares a CRC32C computed while reading (with {@link #checksum(StoredFile)}) with the manifest's. */
    public static void crc(Path f, long actual, StoredFile p) throws CheckpointFormatException {
        if (!hex8(actual).equals(p.crc32c())) {
            throw new CheckpointFormatException(f, 0, "CRC32C of the file is " + hex8(actual)
                    + ", the manifest records " + p.crc32c() + " (the file is damaged)");
        }
    }

    public static String hex8(long crc) {
        return String.format("%08x", crc);
    }
}
