package org.snapwear.trace.meta;

import java.util.Collections;
import java.util.List;

/**
 * One version of a logical page: its full content as of {@code version} and the index rows (records) that
 * changed at that version.
 *
 * @param logicalPageId the logical page
 * @param version       the version
 * @param data          the page content, {@code recordsPerPage * recordSize} bytes (a fresh array per version)
 * @param changed       rows of the records of this page written at this version (their annotations describe
 *                      the change, e.g. txn_kind)
 */
public record PageVersion(long logicalPageId, long version, byte[] data, List<MetaTraceRow> changed) {

    public PageVersion {
        changed = Collections.unmodifiableList(changed);
    }
}
