package org.snapwear.trace.meta;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

import org.snapwear.trace.text.InputFiles;

/**
 * The successive versions of one logical page (a group of consecutive records). Version v of the page is the
 * concatenation of its records as of v (each record's row with the largest version <= v; zeros for a record
 * that does not exist yet, like a file that has not grown that far). The page has a version wherever one of
 * its records changed. Record files are read lazily while iterating, so a history of any length costs one
 * page of memory plus the returned arrays.
 */
public final class LogicalPageHistory implements Iterable<PageVersion> {
    private final long logicalPageId;
    private final long firstRecordId;
    private final int recordsPerPage;
    private final int recordSize;
    private final TreeMap<Long, List<MetaTraceRow>> changes;

    LogicalPageHistory(long logicalPageId, long firstRecordId, int recordsPerPage, int recordSize,
            TreeMap<Long, List<MetaTraceRow>> changes) {
        this.logicalPageId = logicalPageId;
        this.firstRecordId = firstRecordId;
        this.recordsPerPage = recordsPerPage;
        this.recordSize = recordSize;
        this.changes = changes;
    }

    public long logicalPageId() {
        return logicalPageId;
    }

    /** Record id of the first record of the page; the page holds {@link #recordsPerPage()} consecutive ids. */
    public long firstRecordId() {
        return firstRecordId;
    }

    public int recordsPerPage() {
        return recordsPerPage;
    }

    /** Bytes of the logical page. */
    public int pageBytes() {
        return recordsPerPage * recordSize;
    }

    /** Number of versions of the page. */
    public int versionCount() {
        return changes.size();
    }

    /** The versions at which the page changed, ascending. */
    public long[] versions() {
        return changes.keySet().stream().mapToLong(Long::longValue).toArray();
    }

    /** All versions read into memory (for short histories and tests). */
    public List<PageVersion> readAll() throws IOException {
        List<PageVersion> out = new ArrayList<>();
        try {
            for (PageVersion v : this) {
                out.add(v);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return out;
    }

    /** The content as of {@code version} (largest version <= v per record), whether or not it changed then. */
    public byte[] contentAt(long version) throws IOException {
        byte[] page = new byte[pageBytes()];
        for (Map.Entry<Long, List<MetaTraceRow>> e : changes.headMap(version, true).entrySet()) {
            for (MetaTraceRow r : e.getValue()) {
                load(page, r);
            }
        }
        return page;
    }

    /** Versions in ascending order; I/O errors surface as {@link UncheckedIOException}. */
    @Override
    public Iterator<PageVersion> iterator() {
        Iterator<Map.Entry<Long, List<MetaTraceRow>>> it = changes.entrySet().iterator();
        byte[] page = new byte[pageBytes()];
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public PageVersion next() {
                if (!it.hasNext()) {
                    throw new NoSuchElementException();
                }
                Map.Entry<Long, List<MetaTraceRow>> e = it.next();
                try {
                    for (MetaTraceRow r : e.getValue()) {
                        load(page, r);
                    }
                } catch (IOException ex) {
                    throw new UncheckedIOException(ex);
                }
                return new PageVersion(logicalPageId, e.getKey(), page.clone(), e.getValue());
            }
        };
    }

    private void load(byte[] page, MetaTraceRow r) throws IOException {
        byte[] b = InputFiles.readAllBytes(r.file());
        if (b.length != recordSize) {
            // The index was checked at open; the file changed since.
            throw new MetaTraceException(r.file(), 0, b.length + " bytes, records are " + recordSize
                    + " bytes (index line " + r.line() + ")");
        }
        System.arraycopy(b, 0, page, (int) (r.recordId() - firstRecordId) * recordSize, recordSize);
    }
}
