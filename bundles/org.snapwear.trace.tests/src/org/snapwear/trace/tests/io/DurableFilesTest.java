package org.snapwear.trace.tests.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.io.DurableWrite;
import org.snapwear.trace.io.LocalDurableIo;

/**
 * The contract of {@link DurableFiles}: the target is either as it was or complete, the temp file is unique per
 * write and gone afterwards, and the rename is followed by a sync of the directory.
 */
class DurableFilesTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writesThenForcesClosesRenamesAndSyncsTheDirectoryInThatOrder(@TempDir Path dir) throws IOException {
        RecordingIo io = new RecordingIo();
        DurableFiles.write(io, dir, "a.bin", out -> out.write(new byte[] {1, 2, 3}));
        assertArrayEquals(new byte[] {1, 2, 3}, Files.readAllBytes(dir.resolve("a.bin")));
        List<String> ops = new ArrayList<>(io.log);
        assertTrue(ops.get(0).startsWith("create " + DurableFiles.TEMP_PREFIX + "a.bin-"), ops.toString());
        assertEquals(List.of("write", "force", "close", "move a.bin", "sync " + dir.getFileName()),
                ops.subList(1, ops.size()));
        assertEquals(List.of("a.bin"), names(dir));
    }

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTempFile(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("state.json");
        DurableFiles.writeString(target, "old");
        IOException e = assertThrows(IOException.class, () -> DurableFiles.write(target, out -> {
            out.write(new byte[200_000]); // more than the buffer: part of it reaches the temp file
            throw new IOException("disk full");
        }));
        assertTrue(e.getMessage().contains("state.json") && e.getMessage().contains("disk full"), e.getMessage());
        assertEquals("old", Files.readString(target));
        assertEquals(List.of("state.json"), names(dir));
    }

    @Test
    void aFailedRenameLeavesNoTempFileAndNoSync(@TempDir Path dir) throws IOException {
        RecordingIo io = new RecordingIo();
        io.failMove = true;
        assertThrows(IOException.class, () -> DurableFiles.write(io, dir, "x", out -> out.write(7)));
        assertEquals(List.of(), names(dir));
        assertFalse(io.log.stream().anyMatch(s -> s.startsWith("sync")), io.log.toString());
        assertTrue(io.log.get(io.log.size() - 1).startsWith("delete " + DurableFiles.TEMP_PREFIX), io.log.toString());
    }

    @Test
    void aFailedDirectorySyncIsReportedAfterTheRename(@TempDir Path dir) throws IOException {
        RecordingIo io = new RecordingIo();
        io.failSync = true;
        assertThrows(DurableFiles.RenamedButNotSynced.class,
                () -> DurableFiles.write(io, dir, "x", out -> out.write(7)));
        assertEquals(List.of("x"), names(dir));
    }

    @Test
    void concurrentWritesOfOneTargetUseUniqueTempFilesAndLeaveOneWholeVersion(@TempDir Path dir) throws Exception {
        RecordingIo io = new RecordingIo();
        int writers = 8;
        int rounds = 25;
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                byte fill = (byte) w;
                done.add(pool.submit(() -> {
                    for (int r = 0; r < rounds; r++) {
                        byte[] content = new byte[100_000];
                        java.util.Arrays.fill(content, fill);
                        DurableFiles.write(io, dir, "shared.bin", out -> out.write(content));
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(); // a shared temp name makes some writes fail here (renamed away or truncated by another)
            }
        } finally {
            pool.shutdownNow();
        }
        Set<Path> temps = new HashSet<>(io.created);
        assertEquals(writers * rounds, temps.size(), "every write had a temp file of its own");
        byte[] last = Files.readAllBytes(dir.resolve("shared.bin"));
        assertEquals(100_000, last.length);
        for (byte b : last) {
            assertEquals(last[0], b, "one writer's whole content");
        }
        assertEquals(List.of("shared.bin"), names(dir));
    }

    @Test
    void streamingWriteCommitsOrLeavesNothing(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("study.xml");
        try (DurableWrite w = DurableFiles.open(target)) {
            w.stream().write("<half".getBytes(StandardCharsets.UTF_8));
            // no commit: as if the writer had failed
        }
        assertEquals(List.of(), names(dir));
        try (DurableWrite w = DurableFiles.open(target)) {
            w.stream().write("<whole/>".getBytes(StandardCharsets.UTF_8));
            w.stream().close(); // writers that close their stream do not end the write
            assertEquals(target.toAbsolutePath(), w.commit());
        }
        assertEquals("<whole/>", Files.readString(target));
        assertEquals(List.of("study.xml"), names(dir));
    }

    @Test
    void theRealFileSystemSyncsTheDirectoryOfEveryWriteAndRename(@TempDir Path dir) throws IOException {
        LocalDurableIo local = LocalDurableIo.instance();
        long before = local.directorySyncs();
        DurableFiles.writeString(dir.resolve("a.txt"), "a");
        Files.createDirectory(dir.resolve("tree"));
        Files.writeString(dir.resolve("tree").resolve("f"), "f");
        DurableFiles.syncTree(dir.resolve("tree"));
        DurableFiles.rename(dir.resolve("tree"), dir.resolve("moved"));
        assertEquals(3, local.directorySyncs() - before, "one per write, tree directory and rename");
        assertEquals("f", Files.readString(dir.resolve("moved").resolve("f")));
    }
}
