package org.snapwear.flash.files;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.flash.ssd.Ssd;

/**
 * Files on top of an {@link Ssd}'s logical pages. A write allocates ceil(bytes / page size) logical pages
 * (first fit, never-used pages before pages holding warm-up data), writes them in order and, if the file
 * existed, trims its old pages afterwards (write-new-then-delete-old, as a checkpoint writer replacing a file).
 * Delete trims the pages and returns them to the allocator. Read issues host reads of all the file's pages.
 *
 * <p>Timing: every page of an operation arrives at the operation's time; an operation with time -1 arrives when
 * the previous one completed (one sequential writer). Save / restore time = last page completion - arrival.
 */
public final class FileLayer {
    private final Ssd ssd;
    private final int pageBytes;
    private final ExtentAllocator allocator = new ExtentAllocator();
    private final Map<String, List<int[]>> files = new HashMap<>();
    private final Map<String, Integer> ids = new HashMap<>();
    private final List<String> names = new ArrayList<>();
    private final Map<String, FileStats> stats = new LinkedHashMap<>();
    private long lastCompletion;

    /** Wraps the device in its current state: mapped pages (warm-up data) are reused only when nothing else is free. */
    public FileLayer(Ssd ssd) {
        this.ssd = ssd;
        this.pageBytes = ssd.config().pageBytes();
        int n = ssd.userPages();
        int start = 0;
        while (start < n) {
            boolean mapped = ssd.isMapped(start);
            int end = start;
            while (end < n && ssd.isMapped(end) == mapped) {
                end++;
            }
            if (mapped) {
                allocator.addAged(start, end - start);
            } else {
                allocator.addFresh(start, end - start);
            }
            start = end;
        }
        lastCompletion = ssd.now();
    }

    /** The name of a file id (as reported in block-state log events). */
    public String fileName(int id) {
        return id >= 0 && id < names.size() ? names.get(id) : "file #" + id;
    }

    private int idOf(String name) {
        return ids.computeIfAbsent(name, k -> {
            names.add(k);
            return names.size() - 1;
        });
    }

    private long arrival(long t) {
        return t < 0 ? lastCompletion : t;
    }

    /** Applies one operation. */
    public void apply(FileOp op) {
        switch (op.kind()) {
            case WRITE: write(op.name(), op.bytes(), op.timeNanos()); break;
            case READ: read(op.name(), op.timeNanos()); break;
            case DELETE: delete(op.name(), op.timeNanos()); break;
            default: throw new IllegalStateException(op.kind().toString());
        }
    }

    /** Applies a whole stream (e.g. from {@link SaveStreamCsv} or the codec engine's scheme accounting). */
    public void applyAll(Iterable<FileOp> ops) {
        for (FileOp op : ops) {
            apply(op);
        }
    }

    /** Writes (creates or replaces) a file of {@code bytes} bytes. */
    public void write(String name, long bytes, long timeNanos) {
        long pages = (bytes + pageBytes - 1) / pageBytes;
        List<int[]> extents = allocator.allocate(pages);
        if (extents == null) {
            throw new IllegalStateException("no space for " + name + " (" + pages + " pages): " + allocator.freePages()
                    + " logical pages free");
        }
        long t0 = arrival(timeNanos);
        long done = t0;
        ssd.setCurrentFile(idOf(name));
        for (int[] e : extents) {
            for (int l = e[0]; l < e[0] + e[1]; l++) {
                done = Math.max(done, ssd.write(l, t0));
            }
        }
        List<int[]> old = files.put(name, extents);
        if (old != null) {
            release(old, done);
        }
        ssd.setCurrentFile(-1);
        lastCompletion = Math.max(lastCompletion, done);
        FileStats prev = stats.get(name);
        stats.put(name, new FileStats(name, pages, prev == null ? 1 : prev.writes() + 1, (done - t0) / 1e6,
                prev == null ? Double.NaN : prev.restoreTimeMs()));
    }

    /** Reads a whole file back (restore). */
    public void read(String name, long timeNanos) {
        List<int[]> extents = require(name);
        long t0 = arrival(timeNanos);
        long done = t0;
        for (int[] e : extents) {
            for (int l = e[0]; l < e[0] + e[1]; l++) {
                done = Math.max(done, ssd.read(l, t0));
            }
        }
        lastCompletion = Math.max(lastCompletion, done);
        FileStats prev = stats.get(name);
        stats.put(name, new FileStats(name, prev.pages(), prev.writes(), prev.saveTimeMs(), (done - t0) / 1e6));
    }

    /** Deletes a file: its pages are trimmed and become free logical space. */
    public void delete(String name, long timeNanos) {
        List<int[]> extents = require(name);
        ssd.setCurrentFile(idOf(name));
        release(extents, arrival(timeNanos));
        ssd.setCurrentFile(-1);
        files.remove(name);
    }

    private void release(List<int[]> extents, long t) {
        for (int[] e : extents) {
            for (int l = e[0]; l < e[0] + e[1]; l++) {
                ssd.trim(l, t);
            }
            allocator.addFresh(e[0], e[1]);
        }
    }

    private List<int[]> require(String name) {
        List<int[]> e = files.get(name);
        if (e == null) {
            throw new IllegalArgumentException("no such file: " + name);
        }
        return e;
    }

    public boolean exists(String name) {
        return files.containsKey(name);
    }

    /** Pages of all files now stored ("useful storage" of [Delta snapshots, docs/papers.md#delta-snapshots], Table 9). */
    public long storedPages() {
        long s = 0;
        for (List<int[]> l : files.values()) {
            for (int[] e : l) {
                s += e[1];
            }
        }
        return s;
    }

    /** Per-file statistics in order of first write. */
    public List<FileStats> stats() {
        return new ArrayList<>(stats.values());
    }
}
