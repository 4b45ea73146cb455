package org.snapwear.trace.format.internal;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.snapwear.trace.source.ByteSource;
import org.snapwear.trace.source.ByteSourceChannel;
import org.snapwear.trace.source.ByteSources;
import org.snapwear.trace.source.FileByteSource;
import org.snapwear.trace.tensor.CheckpointFormatException;

/**
 * A zip file (torch.save archives, .npz, .keras) whose entries are handed out as little-endian buffers:
 * STORED entries are zero-copy views of one read-only mapping of the file (or, for a {@link ByteSource} that is
 * not a local file, read into a heap buffer by one positional read), DEFLATED entries are inflated into
 * a heap buffer that grows with the data actually produced (the declared size is only an upper bound, never
 * an allocation size). Closing releases the file (a source passed in is left open: its opener closes it).
 * <p>
 * Every entry handed out or {@linkplain #verify verified} has its CRC-32 checked against the central directory,
 * once per entry: a flipped bit in a tensor would otherwise be read as a plausible number (NumPy and torch
 * refuse such files too). Deflated entries are checked while they are inflated; stored entries, which are
 * mapped rather than read, over the mapped bytes the first time the entry is used. Names, the entry count and
 * the central directory's place, which the CRC does not cover, are checked on opening ({@link ZipStructure}).
 */
public final class ZipArchive implements AutoCloseable {
    /** Deflate cannot expand by more than about 1032:1; a larger declared ratio is a corrupt size field. */
    private static final long MAX_DEFLATE_RATIO = 1032;

    private final Origin file;
    private final ByteSource source;
    /** The local file's channel to map STORED entries from, or null: they are then read into the heap. */
    private final FileChannel mappable;
    /** What closing releases besides the zip: the source when this archive opened it. */
    private final Closeable owned;
    private final ZipFile zip;
    private final long fileSize;
    private final List<ZipArchiveEntry> entries;
    private MappedByteBuffer whole;
    /** Local header offsets of the entries whose CRC-32 has been checked (entries are unique by offset). */
    private final Set<Long> verified = new HashSet<>();

    private ZipArchive(Origin file, ByteSource source, FileChannel mappable, Closeable owned, ZipFile zip)
            throws IOException {
        this.file = file;
        this.source = source;
        this.mappable = mappable;
        this.owned = owned;
        this.zip = zip;
        this.fileSize = source.size();
        this.entries = Collections.unmodifiableList(Collections.list(zip.getEntriesInPhysicalOrder()));
    }

    /** Opens a local archive, memory-mapped; a file that is not a readable zip gives a {@link CheckpointFormatException}. */
    public static ZipArchive open(Path file) throws IOException {
        FileByteSource src = FileByteSource.open(file);
        try {
            return open(src, src.channel(), src.channel(), src);
        } catch (IOException | RuntimeException | Error e) {
            src.close();
            throw e;
        }
    }

    /**
     * Opens an archive from a byte source by positional reads (commons-compress reads it through a
     * {@link ByteSourceChannel}); nothing is mapped, even if the source has a local file. The source must stay open
     * while the archive and the buffers it handed out are used; closing the archive does not close it.
     */
    public static ZipArchive open(ByteSource source) throws IOException {
        return open(source, new ByteSourceChannel(source), null, null);
    }

    private static ZipArchive open(ByteSource src, SeekableByteChannel ch, FileChannel mappable, Closeable owned)
            throws IOException {
        Origin file = Origin.of(src);
        try {
            long endRecord = ZipStructure.endRecord(file, src);
            ZipFile z = ZipFile.builder().setSeekableByteChannel(ch).get();
            try {
                ZipArchive archive = new ZipArchive(file, src, mappable, owned, z);
                ZipStructure.checkDirectory(file, src, endRecord, archive.entries);
                return archive;
            } catch (IOException | RuntimeException e) {
                z.close();
                throw e;
            }
        } catch (CheckpointFormatException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            // ZipException, EOFException and the RuntimeExceptions commons-compress throws on corrupt
            // central directories all mean the same to the user: the zip structure is broken.
            throw file.error(0, "not a readable zip archive: " + e, e);
        }
    }

    /** What errors name: the file, or the source's name and its local file if any. */
    public Origin origin() {
        return file;
    }

    /** The local file, or null for a byte source that is not one. */
    public Path file() {
        return file.file();
    }

    public long fileSize() {
        return fileSize;
    }

    /** Entries in the order they are stored in the file. */
    public List<ZipArchiveEntry> entries() {
        return entries;
    }

    /** The entry with exactly this name, or null. */
    public ZipArchiveEntry entry(String name) {
        return zip.getEntry(name);
    }

    /** Offset of an entry's data in the file (for error messages), or 0 if unknown. */
    public long dataOffset(ZipArchiveEntry e) {
        long off = e.getDataOffset();
        return off >= 0 ? off : 0;
    }

    /**
     * The entry's uncompressed bytes as a little-endian buffer at position 0: a view of the mapped file for
     * STORED entries, an inflated heap copy for DEFLATED ones.
     */
    public ByteBuffer data(ZipArchiveEntry e) throws IOException {
        long size = e.getSize();
        long offset = e.getDataOffset();
        String what = "zip entry " + e.getName();
        if (size < 0) {
            throw file.error(dataOffset(e), what + ": unknown uncompressed size");
        }
        if (e.getMethod() == ZipEntry.STORED) {
            if (offset < 0) {
                throw file.error(0, what + ": data offset unknown");
            }
            Bounds.region(file, e.getLocalHeaderOffset(), offset, size, fileSize, what);
            if (e.getCompressedSize() >= 0 && e.getCompressedSize() != size) {
                throw file.error(e.getLocalHeaderOffset(), what
                        + ": stored entry with compressed size " + e.getCompressedSize() + " != size " + size);
            }
            ByteBuffer data = slice(offset, size, what);
            if (!verified.contains(e.getLocalHeaderOffset())) {
                CRC32 crc = new CRC32();
                crc.update(data.duplicate());
                checkCrc(e, crc, what);
            }
            return data;
        }
        if (e.getMethod() == ZipEntry.DEFLATED) {
            return inflate(e, size, what);
        }
        throw unsupportedMethod(e, what);
    }

    /**
     * Checks the entry's CRC-32 without handing out its bytes, for callers that only locate data (payload
     * regions) and read it later by offset: they get the same guarantee as {@link #data}. Stored entries are
     * read through the channel in chunks, deflated ones inflated into a small reused buffer, so any size works
     * in bounded memory.
     */
    public void verify(ZipArchiveEntry e) throws IOException {
        if (verified.contains(e.getLocalHeaderOffset())) {
            return;
        }
        String what = "zip entry " + e.getName();
        long size = e.getSize();
        if (size < 0) {
            throw file.error(dataOffset(e), what + ": unknown uncompressed size");
        }
        CRC32 crc = new CRC32();
        ByteBuffer chunk = ByteBuffer.allocate(1 << 16);
        if (e.getMethod() == ZipEntry.STORED) {
            long offset = e.getDataOffset();
            if (offset < 0) {
                throw file.error(0, what + ": data offset unknown");
            }
            Bounds.region(file, e.getLocalHeaderOffset(), offset, size, fileSize, what);
            for (long done = 0; done < size;) {
                chunk.clear().limit((int) Math.min(chunk.capacity(), size - done));
                int r = chunk.remaining();
                source.readFully(offset + done, chunk);
                crc.update(chunk.array(), 0, r);
                done += r;
            }
        } else if (e.getMethod() == ZipEntry.DEFLATED) {
            long n = 0;
            try (InputStream in = zip.getInputStream(e)) {
                for (int r; (r = in.read(chunk.array())) >= 0;) {
                    crc.update(chunk.array(), 0, r);
                    n += r;
                    if (n > size) {
                        break;
                    }
                }
            } catch (IOException | RuntimeException ex) {
                throw file.error(dataOffset(e), what + ": cannot inflate: " + ex, ex);
            }
            if (n != size) {
                throw file.error(dataOffset(e), what + ": inflated to " + (n > size
                        ? "more than" : String.valueOf(n)) + " bytes, declared " + size);
            }
        } else {
            throw unsupportedMethod(e, what);
        }
        checkCrc(e, crc, what);
    }

    private void checkCrc(ZipArchiveEntry e, CRC32 computed, String what) throws CheckpointFormatException {
        long expected = e.getCrc();
        // -1: the archive records no CRC for the entry (not written by torch, NumPy or Keras); nothing to check
        if (expected != -1 && expected != computed.getValue()) {
            throw file.error(dataOffset(e), String.format(
                    "%s: CRC-32 mismatch (central directory 0x%08x, data 0x%08x): the entry is corrupt", what,
                    expected, computed.getValue()));
        }
        verified.add(e.getLocalHeaderOffset());
    }

    private CheckpointFormatException unsupportedMethod(ZipArchiveEntry e, String what) {
        return file.error(dataOffset(e), what + ": compression method " + e.getMethod()
                + " is not supported (only stored and deflated)");
    }

    private ByteBuffer slice(long offset, long size, String what) throws IOException {
        int len = Bounds.bufferSize(file, offset, size, what);
        if (mappable == null) {
            return ByteSources.read(source, offset, len).order(ByteOrder.LITTLE_ENDIAN);
        }
        if (fileSize <= Integer.MAX_VALUE) {
            if (whole == null) {
                whole = mappable.map(FileChannel.MapMode.READ_ONLY, 0, fileSize);
            }
            return whole.duplicate().position((int) offset).limit((int) offset + len).slice()
                    .order(ByteOrder.LITTLE_ENDIAN);
        }
        return mappable.map(FileChannel.MapMode.READ_ONLY, offset, len).order(ByteOrder.LITTLE_ENDIAN);
    }

    private ByteBuffer inflate(ZipArchiveEntry e, long size, String what) throws IOException {
        long csize = e.getCompressedSize();
        long at = dataOffset(e);
        if (csize < 0 || csize > fileSize) {
            throw file.error(at, what + ": compressed size " + csize
                    + " larger than the file");
        }
        if (size > (csize + 64) * MAX_DEFLATE_RATIO) {
            throw file.error(at, what + ": declared size " + size
                    + " impossible for " + csize + " deflated bytes");
        }
        int limit = Bounds.bufferSize(file, at, size, what);
        byte[] buf = new byte[(int) Math.min(limit, Math.max(1024, csize * 4))];
        int n = 0;
        CRC32 crc = new CRC32();
        try (InputStream in = zip.getInputStream(e)) {
            while (true) {
                if (n == buf.length) {
                    if (n == limit) {
                        if (in.read() >= 0) {
                            throw file.error(at, what + ": inflates to more than the declared "
                                    + size + " bytes");
                        }
                        break;
                    }
                    buf = java.util.Arrays.copyOf(buf, (int) Math.min(limit, (long) buf.length * 2));
                }
                int r = in.read(buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                crc.update(buf, n, r);
                n += r;
            }
        } catch (CheckpointFormatException ex) {
            throw ex;
        } catch (IOException | RuntimeException ex) {
            throw file.error(at, what + ": cannot inflate: " + ex, ex);
        }
        if (n != size) {
            throw file.error(at, what + ": inflated to " + n + " bytes, declared " + size);
        }
        checkCrc(e, crc, what);
        return ByteBuffer.wrap(buf, 0, n).slice().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** Names of all entries (for error messages). */
    public List<String> names() {
        List<String> out = new ArrayList<>();
        for (ZipArchiveEntry e : entries) {
            out.add(e.getName());
        }
        return out;
    }

    @Override
    public void close() throws IOException {
        try {
            zip.close();
        } finally {
            if (owned != null) {
                owned.close();
            }
        }
    }
}
