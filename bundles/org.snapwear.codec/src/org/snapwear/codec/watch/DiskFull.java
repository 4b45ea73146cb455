package org.snapwear.codec.watch;

import java.nio.file.FileSystemException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The one rule for a failure that is the disk's and not the checkpoint's: no space left (ENOSPC) or the quota
 * reached (EDQUOT), anywhere in the failure's causes. Such a save is retried once there is room instead of
 * condemning the checkpoint with an error file.
 */
final class DiskFull {
    /** The words the operating system uses (strerror), as the JDK puts them into its messages. */
    private static final String[] WORDS = {"no space left on device", "disk quota exceeded"};

    private DiskFull() {
    }

    static boolean is(Throwable e) {
        Set<Throwable> seen = new HashSet<>();
        for (Throwable t = e; t != null && seen.add(t); t = t.getCause()) {
            if (mentions(t.getMessage()) || t instanceof FileSystemException f && mentions(f.getReason())) {
                return true;
            }
        }
        return false;
    }

    private static boolean mentions(String text) {
        if (text == null) {
            return false;
        }
        String t = text.toLowerCase(Locale.ROOT);
        for (String w : WORDS) {
            if (t.contains(w)) {
                return true;
            }
        }
        return false;
    }
}
