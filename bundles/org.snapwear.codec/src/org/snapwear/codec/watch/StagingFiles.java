package org.snapwear.codec.watch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.snapwear.trace.io.DurableFiles;

/**
 * The watcher's own file operations in the staging directory: marker files written whole or not at all (temp,
 * fsync, rename, as the store writes), atomic renames made durable, and removal of whole checkpoints. Staging is
 * usually RAM, where the syncs cost nothing; on a disk they keep a restart from seeing a rename undone.
 */
final class StagingFiles {
    /** Temp files of our own marker writes (an interrupted write leaves one). */
    private static final Pattern OWN_TEMP = Pattern.compile(Pattern.quote(DurableFiles.TEMP_PREFIX)
            + "(" + Pattern.quote(StagingNames.FULL) + "|.+" + Pattern.quote(StagingNames.ERROR) + ")-[0-9a-f-]{36}");

    private StagingFiles() {
    }

    /** Writes {@code dir/name} holding one line, durably. */
    static void writeLine(Path dir, String name, String line) throws IOException {
        byte[] bytes = (line.replace('\n', ' ').replace('\r', ' ') + "\n").getBytes(StandardCharsets.UTF_8);
        DurableFiles.write(dir.resolve(name), out -> out.write(bytes));
    }

    /** Renames atomically within the staging directory and makes the rename durable. */
    static void rename(Path from, Path to) throws IOException {
        DurableFiles.rename(from, to);
    }

    static void sync(Path dir) throws IOException {
        DurableFiles.syncDirectory(dir);
    }

    /** Removes temp files a killed watcher left while writing a marker. */
    static void removeOwnTemps(Path staging) throws IOException {
        try (Stream<Path> s = Files.list(staging)) {
            for (Path p : s.toList()) {
                if (OWN_TEMP.matcher(p.getFileName().toString()).matches()) {
                    try {
                        Files.deleteIfExists(p);
                    } catch (IOException e) {
                        // not ours after all (a directory of that name): hidden, so it stays out of the queue
                    }
                }
            }
        }
    }
}
