package org.snapwear.trace.meta;

/**
 * How a metadata version trace is read.
 *
 * @param idColumn   the record id column, or null for {@code page_no} or else the only column ending in
 *                   {@code _no}
 * @param recordSize bytes per record, or 0 to take the size of the first record file (all must be equal)
 */
public record MetaTraceOptions(String idColumn, int recordSize) {

    public MetaTraceOptions {
        if (recordSize < 0) {
            throw new IllegalArgumentException("record size must be >= 0: " + recordSize);
        }
    }

    public static MetaTraceOptions defaults() {
        return new MetaTraceOptions(null, 0);
    }
}
