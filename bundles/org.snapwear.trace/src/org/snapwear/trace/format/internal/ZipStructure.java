package org.snapwear.trace.format.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSources;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.text.SafeText;

/**
 * The structural checks of a zip that commons-compress leaves out and Python's zipfile (hence NumPy and torch)
 * makes. The CRC-32 guards an entry's bytes but not its name or its presence: a flipped bit in a central
 * directory name renames a tensor (or hides it), one in a central directory signature silently ends the entry
 * list. So the central directory must be where and as large as the end record says, hold the entries it
 * declares, each entry's local header must carry the same name, and no name may be given twice.
 */
final class ZipStructure {
    private static final int END_RECORD = 0x06054b50;
    private static final int ZIP64_LOCATOR = 0x07064b50;
    private static final int ZIP64_END_RECORD = 0x06064b50;
    private static final int LOCAL_HEADER = 0x04034b50;
    private static final int LOCAL_HEADER_SIZE = 30;

    private ZipStructure() {
    }

    /**
     * The position of the end-of-central-directory record (signature PK\5\6), which lies within the last
     * 64 KiB + 22 bytes. Looking for it with one read gives a clear message for truncated archives, and avoids
     * commons-compress's byte-by-byte backward search of the same region.
     */
    static long endRecord(Origin file, ByteSource ch) throws IOException {
        long size = ch.size();
        int tail = (int) Math.min(size, 65_535 + 22);
        long pos = size - tail;
        ByteBuffer b = read(ch, pos, tail);
        for (int i = b.limit() - 22; i >= 0; i--) {
            if (b.getInt(i) == END_RECORD) {
                return pos + i;
            }
        }
        throw file.error(size, "no zip end-of-central-directory record in the last "
                + tail + " bytes (truncated, or not a zip archive)");
    }

    /**
     * The central directory must lie exactly between its recorded offset and the end record (or the zip64 end
     * record), hold as many entries as the end record declares, and every entry's local header must name it as
     * the central directory does (one small read per entry: an entry no reader asks for, such as an npz member
     * whose name lost its ".npy", is covered too).
     */
    static void checkDirectory(Origin file, ByteSource ch, long endRecord, List<ZipArchiveEntry> entries)
            throws IOException {
        ByteBuffer end = read(ch, endRecord, 22);
        long count = end.getShort(10) & 0xFFFF;
        long cdSize = end.getInt(12) & 0xFFFFFFFFL;
        long cdOffset = end.getInt(16) & 0xFFFFFFFFL;
        long cdEnd = endRecord;
        ByteBuffer loc = endRecord >= 20 ? read(ch, endRecord - 20, 20) : null;
        if (loc != null && loc.getInt(0) == ZIP64_LOCATOR) {
            // zip64: the locator just before the end record points at the zip64 end record, whose fields win
            // where the classic ones overflowed
            long at = loc.getLong(8);
            if (at < 0 || at > endRecord - 20 - 56) {
                throw file.error(endRecord - 20, "zip64 end record offset " + at
                        + " is outside the archive");
            }
            ByteBuffer z = read(ch, at, 56);
            if (z.getInt(0) != ZIP64_END_RECORD) {
                throw file.error(at, "no zip64 end-of-central-directory record where its "
                        + "locator points");
            }
            count = count == 0xFFFF ? z.getLong(32) : count;
            cdSize = cdSize == 0xFFFFFFFFL ? z.getLong(40) : cdSize;
            cdOffset = cdOffset == 0xFFFFFFFFL ? z.getLong(48) : cdOffset;
            cdEnd = at;
        }
        if (cdOffset + cdSize != cdEnd) {
            throw file.error(endRecord, "the end record places the central directory at "
                    + Long.toUnsignedString(cdOffset) + " with " + Long.toUnsignedString(cdSize) + " bytes, but it "
                    + "ends at " + cdEnd + " (a corrupt end record)");
        }
        if (count != entries.size()) {
            throw file.error(endRecord, "the central directory holds " + entries.size()
                    + " readable entries, the end record declares " + Long.toUnsignedString(count)
                    + " (a corrupt central directory)");
        }
        Set<String> names = new HashSet<>();
        for (ZipArchiveEntry e : entries) {
            if (!names.add(e.getName())) {
                // Python's zipfile (torch, NumPy) reads the last entry of a name, commons-compress the first: the
                // same file would hold other tensors for Snapwear than for the job that wrote it
                throw file.error(Math.max(0, e.getLocalHeaderOffset()), "zip entry " + SafeText.printable(e.getName())
                        + " appears twice (Python reads the last one, other tools the first)");
            }
            if (e.getDiskNumberStart() != 0) {
                // checkpoints are never split archives, and commons-compress orders entries by disk first
                throw file.error(Math.max(0, e.getLocalHeaderOffset()), "zip entry "
                        + e.getName() + ": on disk " + e.getDiskNumberStart() + " of a split archive (corrupt)");
            }
            checkLocalHeader(file, ch, e);
        }
    }

    /** The entry's local header must be one, and name the entry as the central directory does. */
    private static void checkLocalHeader(Origin file, ByteSource ch, ZipArchiveEntry e) throws IOException {
        long at = e.getLocalHeaderOffset();
        String what = "zip entry " + e.getName();
        if (at < 0 || at > ch.size() - LOCAL_HEADER_SIZE) {
            throw file.error(Math.max(0, at), what + ": local header outside the file");
        }
        ByteBuffer h = read(ch, at, LOCAL_HEADER_SIZE);
        if (h.getInt(0) != LOCAL_HEADER) {
            throw file.error(at, what + ": no local file header at its offset");
        }
        byte[] central = e.getRawName();
        int len = h.getShort(26) & 0xFFFF;
        byte[] local = len == central.length && at + LOCAL_HEADER_SIZE + len <= ch.size()
                ? read(ch, at + LOCAL_HEADER_SIZE, len).array() : null;
        if (local == null || !Arrays.equals(local, central)) {
            throw file.error(at, what + ": the local header names it differently "
                    + "(a corrupt name)");
        }
    }

    /** Every caller has checked that the bytes lie inside the archive, so a short read is an I/O failure. */
    private static ByteBuffer read(ByteSource ch, long pos, int len) throws IOException {
        return ByteSources.read(ch, pos, len).order(ByteOrder.LITTLE_ENDIAN);
    }
}
