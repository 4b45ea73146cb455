package org.snapwear.trace.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * The one way Snapwear writes a file: so that after a crash it is either absent or complete. The content goes to
 * a temp file with a unique name in the same directory (concurrent writers of one target never share it, and the
 * rename never crosses file systems), which is forced to the device, atomically renamed to its final name, and
 * the directory is forced so the rename itself is durable. Whatever carries {@link #TEMP_PREFIX} after a crash is
 * an interrupted write.
 *
 * <p>Every method has a form that takes a {@link DurableIo}, the seam for tests; the others use the real file
 * system.
 */
public final class DurableFiles {
    /** Prefix of temp files; whatever carries it after a crash is an interrupted write. */
    public static final String TEMP_PREFIX = ".tmp-";

    private DurableFiles() {
    }

    /** Produces the content of a file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Thrown when the rename succeeded but the directory could not be made durable afterwards. */
    public static final class RenamedButNotSynced extends IOException {
        private static final long serialVersionUID = 1L;

        RenamedButNotSynced(Path file, IOException cause) {
            super(file + ": renamed into place but the directory could not be synced: " + cause.getMessage(), cause);
        }
    }

    /** A fresh temp name for a write of {@code name}: {@code .tmp-NAME-UUID}. */
    public static String tempName(String name) {
        return TEMP_PREFIX + name + "-" + UUID.randomUUID();
    }

    /** Writes {@code content} durably to {@code target} (replacing it); its directory must exist. */
    public static void write(Path target, Content content) throws IOException {
        Path abs = target.toAbsolutePath();
        write(DurableIo.local(), abs.getParent(), abs.getFileName().toString(), content);
    }

    /**
     * Writes {@code content} durably to {@code dir/name} through {@code io}. On failure before the rename the temp
     * file is removed and the target is as it was; the exception names the file.
     *
     * @throws RenamedButNotSynced if only the final directory sync failed (the new file is visible)
     */
    public static void write(DurableIo io, Path dir, String name, Content content) throws IOException {
        try (DurableWrite w = DurableWrite.begin(io, dir, name)) {
            content.writeTo(w.stream());
            w.commit();
        } catch (RenamedButNotSynced e) {
            throw e;
        } catch (IOException e) {
            if (e.getMessage() != null && e.getMessage().contains(name)) {
                throw e;
            }
            throw new IOException("writing " + dir.resolve(name) + " failed: " + e.getMessage(), e);
        }
    }

    /** Writes UTF-8 text durably. */
    public static void writeString(Path target, String text) throws IOException {
        write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Starts a streaming durable write of {@code target} (see {@link DurableWrite}); its directory must exist. */
    public static DurableWrite open(Path target) throws IOException {
        Path abs = target.toAbsolutePath();
        return open(DurableIo.local(), abs.getParent(), abs.getFileName().toString());
    }

    /** Starts a streaming durable write of {@code dir/name} through {@code io}. */
    public static DurableWrite open(DurableIo io, Path dir, String name) throws IOException {
        return DurableWrite.begin(io, dir, name);
    }

    /**
     * Renames {@code from} to {@code to} atomically (a file or a whole directory; {@code rename(2)} semantics, so
     * an existing file {@code to} is replaced) and syncs the directories involved so the rename is durable.
     */
    public static void rename(Path from, Path to) throws IOException {
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        Path toDir = to.toAbsolutePath().getParent();
        Path fromDir = from.toAbsolutePath().getParent();
        syncDirectory(toDir);
        if (!fromDir.equals(toDir)) {
            syncDirectory(fromDir);
        }
    }

    /** Makes the entries of {@code dir} durable (nothing where the platform cannot sync a directory). */
    public static void syncDirectory(Path dir) throws IOException {
        DurableIo.local().syncDirectory(dir);
    }

    /**
     * Forces a tree written with ordinary writes to the device before it is renamed into place: every regular file,
     * then every directory, deepest first (symbolic links are not followed). A rename of the tree then never
     * exposes a complete-looking tree with empty or missing files after a crash.
     */
    public static void syncTree(Path root) throws IOException {
        List<Path> dirs = new ArrayList<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.toList()) {
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    dirs.add(p);
                } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    forceFile(p);
                }
            }
        }
        for (int i = dirs.size() - 1; i >= 0; i--) {
            syncDirectory(dirs.get(i));
        }
    }

    private static void forceFile(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.force(true);
        }
    }
}
