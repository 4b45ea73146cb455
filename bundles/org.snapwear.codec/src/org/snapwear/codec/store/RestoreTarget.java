package org.snapwear.codec.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.UUID;

import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.paths.OutputPaths;

/**
 * Where a restore may write and how the finished copy gets there. A restore writes a temporary sibling of the
 * target and renames it into place, so a failed restore leaves the target as it was. It never writes inside the
 * store; an existing target is refused unless {@code replace} is set, and even then one that contains the store is
 * refused. A replaced file is swapped in one atomic rename; a replaced directory (or a target whose type differs
 * from the new one, which a rename cannot swap) is first renamed aside to {@code .snapwear-replaced-*}, the new copy
 * renamed into place, and only then is the old one deleted, so at every moment one whole copy exists under a known
 * name (after a crash between the two renames the old copy is the {@code .snapwear-replaced-*} sibling). Every
 * rename is made durable ({@link DurableFiles#rename}).
 */
public final class RestoreTarget {
    /** Prefix of the temporary sibling a restore writes into. */
    public static final String TEMP_PREFIX = ".snapwear-restore-";
    /** Prefix of a replaced target until it is deleted. */
    public static final String ASIDE_PREFIX = ".snapwear-replaced-";

    private RestoreTarget() {
    }

    /**
     * Refuses a target inside the store or (with {@code replace}) one that contains it, and an existing target
     * without {@code replace}. The target is the real path the restore will write ({@link OutputPaths#real}: links
     * and {@code ..} in its parent resolved as the kernel does), so a link into the store is refused too; the
     * restore then writes and renames to exactly the returned path.
     *
     * @return the real target to write
     */
    public static Path check(Path storeDir, Path out, boolean replace) throws IOException {
        Path target = OutputPaths.real(out);
        if (OutputPaths.isWithin(target, storeDir)) {
            throw new IOException(out + ": inside the store " + storeDir + "; restore to a path outside it");
        }
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return target;
        }
        if (!replace) {
            throw new IOException(out + ": already exists; restore writes a new file or directory (--force "
                    + "replaces it)");
        }
        Path store = Files.exists(storeDir) ? storeDir.toRealPath() : OutputPaths.real(storeDir);
        if (store.startsWith(target)) {
            throw new IOException(out + ": contains the store " + storeDir + "; it cannot be replaced by a restore");
        }
        return target;
    }

    /** A new temporary sibling of {@code out} (same directory, so the final rename stays on one file system). */
    public static Path tempSibling(Path out) {
        Path abs = out.toAbsolutePath();
        return abs.resolveSibling(TEMP_PREFIX + UUID.randomUUID() + "-" + abs.getFileName());
    }

    /**
     * Renames the finished {@code tmp} to {@code out}, replacing what is there if {@code replace} is set (else an
     * existing target is refused). On failure {@code out} is as it was and {@code tmp} is left to the caller.
     */
    public static void moveIntoPlace(Path tmp, Path out, boolean replace) throws IOException {
        Path abs = out.toAbsolutePath();
        boolean exists = Files.exists(abs, LinkOption.NOFOLLOW_LINKS);
        if (exists && !replace) {
            throw new IOException(out + ": already exists; restore writes a new file or directory (--force "
                    + "replaces it)");
        }
        boolean swapInOneRename = !exists || !Files.isDirectory(abs, LinkOption.NOFOLLOW_LINKS)
                && !Files.isDirectory(tmp, LinkOption.NOFOLLOW_LINKS);
        if (swapInOneRename) {
            // rename(2) replaces a file (or a symbolic link, not what it points to) atomically
            DurableFiles.rename(tmp, abs);
            return;
        }
        Path aside = abs.resolveSibling(ASIDE_PREFIX + UUID.randomUUID() + "-" + abs.getFileName());
        DurableFiles.rename(abs, aside);
        try {
            DurableFiles.rename(tmp, abs);
        } catch (IOException | RuntimeException e) {
            try {
                DurableFiles.rename(aside, abs);
            } catch (IOException suppressed) {
                e.addSuppressed(suppressed);
                throw new IOException(out + ": the new copy could not be renamed into place (" + e.getMessage()
                        + ") and the old one stays at " + aside, e);
            }
            throw e;
        }
        try {
            org.snapwear.trace.io.FileTrees.deleteTree(aside);
        } catch (IOException e) {
            throw new IOException(out + ": restored, but the replaced copy could not be deleted (" + e.getMessage()
                    + "); remove " + aside, e);
        }
    }
}
