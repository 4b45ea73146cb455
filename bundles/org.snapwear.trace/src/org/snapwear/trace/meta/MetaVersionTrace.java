package org.snapwear.trace.meta;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.snapwear.trace.paths.SafePaths;
import org.snapwear.trace.paths.UnsafePathException;
import org.snapwear.trace.text.CsvRows;

/**
 * A metadata version trace: a directory with {@code index.csv} (columns {@code version}, a record id column
 * such as {@code page_no} or any {@code *_no}, {@code file} = the record image relative to the directory, other
 * columns kept as annotations) and the fixed-size record images it names. Row "version v, record r, file f"
 * means record r has the content of f from version v on (until its next row): the version of record r at v is
 * the row with the largest version <= v.
 *
 * <p>{@link #open} checks every row (numbers, file exists, size) but reads no record bytes; those are read
 * lazily per logical page by {@link LogicalPageHistory}.
 */
public final class MetaVersionTrace {
    /** Name of the index file inside the trace directory. */
    public static final String INDEX = "index.csv";

    private final Path directory;
    private final String idColumn;
    private final List<String> annotationColumns;
    private final int recordSize;
    private final List<MetaTraceRow> rows;
    /** Rows per record id, by version. */
    private final TreeMap<Long, TreeMap<Long, MetaTraceRow>> byRecord;

    private MetaVersionTrace(Path directory, String idColumn, List<String> annotationColumns, int recordSize,
            List<MetaTraceRow> rows, TreeMap<Long, TreeMap<Long, MetaTraceRow>> byRecord) {
        this.directory = directory;
        this.idColumn = idColumn;
        this.annotationColumns = Collections.unmodifiableList(annotationColumns);
        this.recordSize = recordSize;
        this.rows = Collections.unmodifiableList(rows);
        this.byRecord = byRecord;
    }

    public static MetaVersionTrace open(Path directory) throws IOException {
        return open(directory, MetaTraceOptions.defaults());
    }

    /**
     * Reads and checks index.csv.
     *
     * @throws MetaTraceException naming index.csv, the line and the reason for the first bad row
     */
    public static MetaVersionTrace open(Path directory, MetaTraceOptions options) throws IOException {
        Path index = directory.resolve(INDEX);
        if (!Files.isRegularFile(index)) {
            throw new MetaTraceException(index, 0, "missing: a metadata version trace is a directory with " + INDEX);
        }
        List<MetaTraceRow> rows = new ArrayList<>();
        TreeMap<Long, TreeMap<Long, MetaTraceRow>> byRecord = new TreeMap<>();
        String idColumn;
        List<String> header;
        List<String> annotations = new ArrayList<>();
        int recordSize = options.recordSize();
        try (BufferedReader in = Files.newBufferedReader(index, StandardCharsets.UTF_8)) {
            String first = in.readLine();
            if (first == null) {
                throw new MetaTraceException(index, 0, "empty file");
            }
            header = split(index, 1, first.startsWith("\uFEFF") ? first.substring(1) : first);
            header.replaceAll(h -> h.trim());
            int versionCol = column(index, header, "version");
            int fileCol = column(index, header, "file");
            idColumn = options.idColumn() != null ? options.idColumn() : idColumn(index, header);
            int idCol = column(index, header, idColumn);
            for (int c = 0; c < header.size(); c++) {
                if (c != versionCol && c != fileCol && c != idCol) {
                    annotations.add(header.get(c));
                }
            }
            String text;
            long line = 1;
            while ((text = in.readLine()) != null) {
                line++;
                if (text.isBlank()) {
                    continue;
                }
                List<String> f = split(index, line, text);
                if (f.size() != header.size()) {
                    throw new MetaTraceException(index, line, f.size() + " columns, the header has " + header.size());
                }
                long version = number(index, line, "version", f.get(versionCol));
                long id = number(index, line, idColumn, f.get(idCol));
                String name = f.get(fileCol).trim();
                if (name.isEmpty()) {
                    throw new MetaTraceException(index, line, "empty file column");
                }
                Path file;
                try {
                    file = SafePaths.within(directory, name);
                } catch (UnsafePathException e) {
                    throw new MetaTraceException(index, line, "file column: " + e.getMessage());
                }
                if (!Files.isRegularFile(file)) {
                    throw new MetaTraceException(index, line, "record file " + file + " does not exist");
                }
                long size = Files.size(file);
                if (recordSize == 0) {
                    if (size == 0 || size > Integer.MAX_VALUE / 64) {
                        throw new MetaTraceException(index, line, "record file " + file + " has unusable size " + size);
                    }
                    recordSize = (int) size;
                } else if (size != recordSize) {
                    throw new MetaTraceException(index, line, "record file " + file + " has " + size
                            + " bytes, records are " + recordSize + " bytes");
                }
                Map<String, String> ann = new LinkedHashMap<>();
                for (int c = 0; c < header.size(); c++) {
                    if (c != versionCol && c != fileCol && c != idCol) {
                        ann.put(header.get(c), f.get(c));
                    }
                }
                MetaTraceRow row = new MetaTraceRow(version, id, file, ann, line);
                MetaTraceRow dup = byRecord.computeIfAbsent(id, k -> new TreeMap<>()).put(version, row);
                if (dup != null) {
                    throw new MetaTraceException(index, line, idColumn + " " + id + " version " + version
                            + " already listed on line " + dup.line());
                }
                rows.add(row);
            }
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new MetaTraceException(index, 0, "not UTF-8 text");
        }
        if (rows.isEmpty()) {
            throw new MetaTraceException(index, 0, "no rows: the trace holds no record versions");
        }
        return new MetaVersionTrace(directory, idColumn, annotations, recordSize, rows, byRecord);
    }

    public Path directory() {
        return directory;
    }

    /** The record id column used, e.g. {@code page_no}. */
    public String idColumn() {
        return idColumn;
    }

    /** Header names of the annotation columns, in order. */
    public List<String> annotationColumns() {
        return annotationColumns;
    }

    /** Bytes per record. */
    public int recordSize() {
        return recordSize;
    }

    /** All rows in index order. */
    public List<MetaTraceRow> rows() {
        return rows;
    }

    /** The distinct versions, ascending. */
    public List<Long> versions() {
        TreeSet<Long> v = new TreeSet<>();
        for (MetaTraceRow r : rows) {
            v.add(r.version());
        }
        return new ArrayList<>(v);
    }

    /** The distinct record ids, ascending. */
    public List<Long> recordIds() {
        return new ArrayList<>(byRecord.keySet());
    }

    /** The rows of one record, by ascending version (empty if the record never appears). */
    public List<MetaTraceRow> rowsOf(long recordId) {
        TreeMap<Long, MetaTraceRow> m = byRecord.get(recordId);
        return m == null ? List.of() : new ArrayList<>(m.values());
    }

    /**
     * The image of a record as of {@code version} (the row with the largest version <= v), or null if the
     * record does not exist yet at that version.
     */
    public MetaTraceRow rowAt(long recordId, long version) {
        TreeMap<Long, MetaTraceRow> m = byRecord.get(recordId);
        if (m == null) {
            return null;
        }
        Map.Entry<Long, MetaTraceRow> e = m.floorEntry(version);
        return e == null ? null : e.getValue();
    }

    /**
     * The logical pages formed by groups of {@code recordsPerPage} consecutive record ids, counted from the
     * smallest record id in the trace: logical page L holds records {@code min + L*k .. min + L*k + k - 1}
     * (with k = 1 every record is its own page). Only pages with at least one row are listed, ascending.
     */
    public List<LogicalPageHistory> logicalPages(int recordsPerPage) {
        checkGroup(recordsPerPage);
        long base = byRecord.firstKey();
        TreeMap<Long, List<Long>> groups = new TreeMap<>();
        for (long id : byRecord.keySet()) {
            groups.computeIfAbsent(Math.floorDiv(id - base, (long) recordsPerPage), k -> new ArrayList<>()).add(id);
        }
        List<LogicalPageHistory> out = new ArrayList<>();
        for (long page : groups.keySet()) {
            out.add(logicalPage(page, recordsPerPage));
        }
        return out;
    }

    /** One logical page (see {@link #logicalPages(int)} for the numbering). */
    public LogicalPageHistory logicalPage(long logicalPageId, int recordsPerPage) {
        checkGroup(recordsPerPage);
        long firstRecord = byRecord.firstKey() + logicalPageId * recordsPerPage;
        // Merge the members' rows by version: a logical page version exists wherever a member changed.
        TreeMap<Long, List<MetaTraceRow>> changes = new TreeMap<>();
        for (int i = 0; i < recordsPerPage; i++) {
            TreeMap<Long, MetaTraceRow> m = byRecord.get(firstRecord + i);
            if (m != null) {
                for (MetaTraceRow r : m.values()) {
                    changes.computeIfAbsent(r.version(), k -> new ArrayList<>()).add(r);
                }
            }
        }
        return new LogicalPageHistory(logicalPageId, firstRecord, recordsPerPage, recordSize, changes);
    }

    /** Number of logical page versions over all logical pages (the SLC model's update count). */
    public long logicalPageVersionCount(int recordsPerPage) {
        long n = 0;
        for (LogicalPageHistory h : logicalPages(recordsPerPage)) {
            n += h.versionCount();
        }
        return n;
    }

    private void checkGroup(int recordsPerPage) {
        if (recordsPerPage <= 0 || (long) recordsPerPage * recordSize > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("records per logical page must be 1.." + (Integer.MAX_VALUE / recordSize)
                    + ": " + recordsPerPage);
        }
    }

    private static List<String> split(Path index, long line, String text) throws MetaTraceException {
        try {
            return new ArrayList<>(CsvRows.fields(text));
        } catch (CsvRows.MalformedCsvException e) {
            throw new MetaTraceException(index, line, e.reason());
        }
    }

    private static int column(Path index, List<String> header, String name) throws MetaTraceException {
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        throw new MetaTraceException(index, 1, "no column '" + name + "' in header " + header);
    }

    private static String idColumn(Path index, List<String> header) throws MetaTraceException {
        List<String> candidates = new ArrayList<>();
        for (String h : header) {
            if (h.equalsIgnoreCase("page_no")) {
                return h;
            }
            if (h.toLowerCase(Locale.ROOT).endsWith("_no")) {
                candidates.add(h);
            }
        }
        if (candidates.size() != 1) {
            throw new MetaTraceException(index, 1, (candidates.isEmpty() ? "no record id column (page_no or *_no)"
                    : "several record id columns " + candidates + ": choose one") + " in header " + header);
        }
        return candidates.get(0);
    }

    private static long number(Path index, long line, String column, String text) throws MetaTraceException {
        try {
            long v = Long.parseLong(text.trim());
            if (v < 0) {
                throw new MetaTraceException(index, line, column + " is negative: " + v);
            }
            return v;
        } catch (NumberFormatException e) {
            throw new MetaTraceException(index, line, column + " is not a whole number: '" + text + "'");
        }
    }

    @Override
    public String toString() {
        return "MetaVersionTrace[" + directory + ", " + rows.size() + " rows, " + byRecord.size() + " records of "
                + recordSize + " B]";
    }
}
