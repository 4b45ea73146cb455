package org.snapwear.codec.plan;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Brings the CRC-32 fields of a zip archive (a {@code torch.save} file, an {@code .npz}) up to date after tensor
 * data inside stored entries was overwritten in place: readers ({@code torch.load}, Python's zipfile, our own
 * reader) check each entry's CRC-32, so a checkpoint with new tensor values is only a valid checkpoint with new
 * CRCs. For each stored entry whose data overlaps a rewritten range, the CRC-32 is computed over the entry's data
 * and written to its local header, its data descriptor (if the entry has one) and its central directory record;
 * nothing else of the file changes. Handles Zip64 (archives and entries over 4 GiB). Used by
 * {@link LossyCheckpoint} and by the store, which saves a lossy checkpoint's restored form.
 */
public final class ZipEntryCrcs {
    private static final int EOCD = 0x06054b50;
    private static final int ZIP64_LOCATOR = 0x07064b50;
    private static final int CENTRAL = 0x02014b50;
    private static final int LOCAL = 0x04034b50;
    private static final int DESCRIPTOR = 0x08074b50;
    private static final long MAX32 = 0xFFFFFFFFL;

    private ZipEntryCrcs() {
    }

    /** A rewritten byte range of the file. */
    public record Range(long offset, long length) {
    }

    /** True if the file starts like a zip archive. */
    public static boolean isZip(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            return ch.size() >= 4 && readInt(ch, 0) == LOCAL;
        }
    }

    /**
     * Updates the CRC-32 of every entry whose data overlaps one of {@code rewritten}.
     *
     * @return entries updated
     * @throws IOException if the archive is not one this reads, or a rewritten range lies in a compressed entry
     */
    public static int update(Path file, List<Range> rewritten) throws IOException {
        int updated = 0;
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long eocd = findEocd(ch);
            long entries = readShort(ch, eocd + 10);
            long cd = readInt(ch, eocd + 16) & MAX32;
            if (cd == MAX32 || entries == 0xFFFF) {
                long locator = eocd - 20;
                if (locator < 0 || readInt(ch, locator) != ZIP64_LOCATOR) {
                    throw new IOException(file + ": zip64 end record not found");
                }
                long z64 = readLong(ch, locator + 8);
                entries = readLong(ch, z64 + 32);
                cd = readLong(ch, z64 + 48);
            }
            long at = cd;
            for (long i = 0; i < entries; i++) {
                if (readInt(ch, at) != CENTRAL) {
                    throw new IOException(file + " at offset " + at + ": central directory record expected");
                }
                int method = readShort(ch, at + 10);
                long compressed = readInt(ch, at + 20) & MAX32;
                long uncompressed = readInt(ch, at + 24) & MAX32;
                int nameLen = readShort(ch, at + 28);
                int extraLen = readShort(ch, at + 30);
                int commentLen = readShort(ch, at + 32);
                long local = readInt(ch, at + 42) & MAX32;
                if (compressed == MAX32 || uncompressed == MAX32 || local == MAX32) {
                    long[] z = zip64Extra(ch, at + 46 + nameLen, extraLen, uncompressed == MAX32,
                            compressed == MAX32, local == MAX32);
                    compressed = z[1] >= 0 ? z[1] : compressed;
                    local = z[2] >= 0 ? z[2] : local;
                }
                if (readInt(ch, local) != LOCAL) {
                    throw new IOException(file + " at offset " + local + ": local header expected");
                }
                int flags = readShort(ch, local + 6);
                long data = local + 30 + readShort(ch, local + 26) + readShort(ch, local + 28);
                if (overlaps(rewritten, data, compressed)) {
                    if (method != 0) {
                        throw new IOException(file + " at offset " + data + ": tensor data in a compressed zip entry");
                    }
                    int crc = crc(ch, data, compressed);
                    writeInt(ch, local + 14, crc);
                    writeInt(ch, at + 16, crc);
                    if ((flags & 8) != 0) {
                        long d = data + compressed;
                        writeInt(ch, readInt(ch, d) == DESCRIPTOR ? d + 4 : d, crc);
                    }
                    updated++;
                }
                at += 46 + nameLen + extraLen + commentLen;
            }
        }
        return updated;
    }

    private static boolean overlaps(List<Range> ranges, long from, long length) {
        for (Range r : ranges) {
            if (r.offset() < from + length && from < r.offset() + r.length()) {
                return true;
            }
        }
        return false;
    }

    /** The zip64 extra field's uncompressed size, compressed size and local offset (-1 where not present). */
    private static long[] zip64Extra(FileChannel ch, long from, int length, boolean u, boolean c, boolean l)
            throws IOException {
        long at = from;
        while (at + 4 <= from + length) {
            int id = readShort(ch, at);
            int size = readShort(ch, at + 2);
            if (id == 1) {
                long p = at + 4;
                long[] out = {-1, -1, -1};
                boolean[] present = {u, c, l};
                for (int k = 0; k < 3; k++) {
                    if (present[k]) {
                        out[k] = readLong(ch, p);
                        p += 8;
                    }
                }
                return out;
            }
            at += 4 + size;
        }
        throw new IOException("zip64 extra field missing at offset " + from);
    }

    private static long findEocd(FileChannel ch) throws IOException {
        long size = ch.size();
        for (long at = size - 22; at >= Math.max(0, size - 22 - 65535); at--) {
            if (readInt(ch, at) == EOCD) {
                return at;
            }
        }
        throw new IOException("zip end of central directory not found");
    }

    private static int crc(FileChannel ch, long from, long length) throws IOException {
        CRC32 crc = new CRC32();
        ByteBuffer buf = ByteBuffer.allocate(1 << 20);
        long at = from;
        long end = from + length;
        while (at < end) {
            buf.clear().limit((int) Math.min(buf.capacity(), end - at));
            int r = ch.read(buf, at);
            if (r < 0) {
                throw new IOException("zip entry data ends early at offset " + at);
            }
            buf.flip();
            crc.update(buf);
            at += r;
        }
        return (int) crc.getValue();
    }

    private static ByteBuffer read(FileChannel ch, long at, int n) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(n).order(ByteOrder.LITTLE_ENDIAN);
        while (b.hasRemaining()) {
            if (ch.read(b, at + b.position()) < 0) {
                throw new IOException("zip structure ends early at offset " + at);
            }
        }
        return b.flip();
    }

    private static int readShort(FileChannel ch, long at) throws IOException {
        return read(ch, at, 2).getShort() & 0xFFFF;
    }

    private static int readInt(FileChannel ch, long at) throws IOException {
        return read(ch, at, 4).getInt();
    }

    private static long readLong(FileChannel ch, long at) throws IOException {
        return read(ch, at, 8).getLong();
    }

    private static void writeInt(FileChannel ch, long at, int v) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(v).flip();
        while (b.hasRemaining()) {
            ch.write(b, at + b.position());
        }
    }
}
