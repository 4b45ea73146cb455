package org.snapwear.codec.tests.store;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.snapwear.trace.io.DurableIo;

/**
 * The real file system with injectable faults: a byte quota after which writes fail like a full disk (after
 * writing what still fits, as a real disk does), and one-shot failures of a rename, a directory sync or a delete
 * whose target name contains a given text, and counted or failing write-backs (the store's write-behind); reads of
 * files whose name contains a given text that fail, or end early, after a given number of bytes; it records which
 * files were forced.
 */
final class FaultyIo implements DurableIo {
    private final DurableIo real = DurableIo.local();
    long quota = Long.MAX_VALUE;
    long written;
    String failMoveTo;
    boolean failNextDirSync;
    /** When it reaches 1, the next directory sync fails (0 = disarmed). */
    int syncCountdown;
    String failDelete;
    /** Write-backs requested so far (from the write-behind thread, hence atomic). */
    final AtomicInteger writeBacks = new AtomicInteger();
    /** When set, every write-back fails. */
    volatile boolean failWriteBack;
    /** Reads of files whose name contains this text fail (or end, with {@link #shortRead}); null = none. */
    volatile String failReadOf;
    /** Bytes such a read delivers before it fails. */
    volatile long failReadAfter;
    /** End such a read early (a short file as the reader sees it) instead of failing it. */
    volatile boolean shortRead;
    /** The files whose content was forced to the device, in order. */
    final List<Path> forced = new CopyOnWriteArrayList<>();

    @Override
    public WritableFile create(Path file) throws IOException {
        WritableFile f = real.create(file);
        return new WritableFile() {
            @Override
            public void write(ByteBuffer src) throws IOException {
                long room = quota - written;
                if (src.remaining() > room) {
                    ByteBuffer part = src.duplicate();
                    part.limit(part.position() + (int) Math.max(0, room));
                    f.write(part);
                    written += part.limit() - src.position();
                    throw new IOException("No space left on device");
                }
                written += src.remaining();
                f.write(src);
            }

            @Override
            public void force() throws IOException {
                f.force();
                forced.add(file);
            }

            @Override
            public void writeBack() throws IOException {
                writeBacks.incrementAndGet();
                if (failWriteBack) {
                    throw new IOException("injected write-back failure");
                }
                f.writeBack();
            }

            @Override
            public void close() throws IOException {
                f.close();
            }
        };
    }

    @Override
    public void atomicMove(Path source, Path target) throws IOException {
        if (failMoveTo != null && target.getFileName().toString().contains(failMoveTo)) {
            failMoveTo = null;
            throw new IOException("injected rename failure to " + target.getFileName());
        }
        real.atomicMove(source, target);
    }

    @Override
    public void syncDirectory(Path dir) throws IOException {
        if (syncCountdown > 0 && --syncCountdown == 0) {
            failNextDirSync = true;
        }
        if (failNextDirSync) {
            failNextDirSync = false;
            throw new IOException("injected directory sync failure");
        }
        real.syncDirectory(dir);
    }

    @Override
    public void delete(Path file) throws IOException {
        if (failDelete != null && file.getFileName().toString().contains(failDelete)) {
            failDelete = null;
            throw new IOException("injected delete failure");
        }
        real.delete(file);
    }

    @Override
    public InputStream newInputStream(Path file) throws IOException {
        InputStream in = real.newInputStream(file);
        String match = failReadOf;
        if (match == null || !file.getFileName().toString().contains(match)) {
            return in;
        }
        long after = failReadAfter;
        boolean end = shortRead;
        return new FilterInputStream(in) {
            private long pos;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (pos >= after) {
                    if (end) {
                        return -1;
                    }
                    throw new IOException("injected read failure");
                }
                int n = super.read(b, off, (int) Math.min(len, after - pos));
                if (n > 0) {
                    pos += n;
                }
                return n;
            }

            @Override
            public long skip(long n) throws IOException {
                int got = read(new byte[(int) Math.min(n, 1 << 16)], 0, (int) Math.min(n, 1 << 16));
                return Math.max(0, got);
            }
        };
    }
}
