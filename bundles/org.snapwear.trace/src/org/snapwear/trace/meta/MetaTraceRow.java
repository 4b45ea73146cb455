package org.snapwear.trace.meta;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One row of index.csv: record {@code recordId} as of {@code version} is stored in {@code file}.
 *
 * @param version     version (transaction) number
 * @param recordId    the record's number (page_no, inode_no, ...)
 * @param file        the record image (resolved against the trace directory)
 * @param annotations the other columns, by header name, in column order (e.g. page_type, is_new, txn_kind)
 * @param line        line of index.csv (header = line 1)
 */
public record MetaTraceRow(long version, long recordId, Path file, Map<String, String> annotations, long line) {

    public MetaTraceRow {
        annotations = Collections.unmodifiableMap(new LinkedHashMap<>(annotations));
    }
}
