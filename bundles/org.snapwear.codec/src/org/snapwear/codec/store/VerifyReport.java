package org.snapwear.codec.store;

import java.util.List;

/**
 * Result of {@link SnapshotStore#verify()}.
 *
 * @param ok           true if every file has its recorded size and CRC32C and every kept iteration decodes
 * @param entries      kept iterations checked
 * @param bytesChecked bytes of snapshot files checksummed
 * @param decoded      iterations decoded successfully
 * @param problems     what is wrong (empty when ok)
 * @param leftovers    files in the directory that the manifest does not list (temp files, orphans)
 */
public record VerifyReport(boolean ok, int entries, long bytesChecked, List<Long> decoded, List<StoreProblem> problems,
        List<String> leftovers) {
}
