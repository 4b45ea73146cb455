package org.snapwear.codec.store.internal;

import java.util.regex.Pattern;

/**
 * Names of the files a store writes. Every part file carries the iteration and the manifest generation of the
 * commit that adds it, so a save never overwrites a file a committed manifest names.
 */
public final class StoreFiles {
    /** Lock file name. */
    public static final String LOCK = ".lock";
    /** Prefix of the store server's socket and bind directory (org.snapwear.codec.serve): not store files. */
    public static final String SERVER_FILES = ".snapwear-serve";
    private static final Pattern PART = Pattern.compile(
            "snap-\\d{12,}-g\\d+(\\.p\\d+)?\\.swc|snap-\\d{12,}-g\\d+\\.rest");

    private StoreFiles() {
    }

    /** True for a name a store part may have (also rejects paths: no separators, no leading dot). */
    public static boolean isPartName(String name) {
        return name != null && PART.matcher(name).matches();
    }

    /** Tensor part {@code k} of a save: the first keeps the format-1 name, so a one-part entry looks as before. */
    public static String tensorPart(long iteration, long generation, int k) {
        return String.format("snap-%012d-g%d%s.swc", iteration, generation, k == 0 ? "" : ".p" + k);
    }

    /** The rest file of a whole-checkpoint save. */
    public static String restPart(long iteration, long generation) {
        return String.format("snap-%012d-g%d.rest", iteration, generation);
    }
}
