package org.snapwear.codec.tests.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.DiskSpace;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.tests.store.TrainingCheckpoints;
import org.snapwear.codec.watch.StagingWatcher;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.codec.watch.WatchSettings;
import org.snapwear.codec.watch.WatchSummary;

/**
 * A staged name that is a symbolic link (to a file outside staging, or to a checkpoint directory) is refused with
 * {@code NAME.error}: nothing it points to is read or stored, no empty checkpoint is stored, and neither the link nor
 * its target is removed. Regular checkpoints staged next to it go in as usual. A staging directory reached through
 * a link is measured (for the back-pressure cap) as the directory it points to.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class StagedLinkTest {

    @TempDir
    Path tmp;

    private WatchSummary drain(SnapshotStore s, Path staging, List<WatchEvent> events) throws IOException {
        return new StagingWatcher(s, new WatchSettings(staging, 10, 300, 0, 0, false), events::add).run();
    }

    @Test
    void aStagedLinkToAFileOutsideStagingIsNeverReadNorStored() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path secret = TrainingCheckpoints.write(tmp.resolve("elsewhere"), 0, 100).resolve("model.safetensors");
        byte[] before = Files.readAllBytes(secret);
        Files.createSymbolicLink(staging.resolve("step_500.safetensors"), secret);
        TrainingCheckpoints.stage(staging, "checkpoint-600", 600, 100);
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp",
                "progressive", 10, 100))) {
            List<WatchEvent> events = new ArrayList<>();
            WatchSummary summary = drain(s, staging, events);
            assertEquals(List.of("step_500.safetensors"), summary.failed(), events.toString());
            assertEquals(List.of(600L), s.iterations(), "only the regular checkpoint is stored");
            assertEquals(List.of("step_500.safetensors", "step_500.safetensors.error"), names(staging));
            assertTrue(Files.isSymbolicLink(staging.resolve("step_500.safetensors")), "the link stays");
            String reason = Files.readString(staging.resolve("step_500.safetensors.error"));
            assertEquals(1, reason.lines().count(), reason);
            assertTrue(reason.contains("step_500.safetensors") && reason.contains("symbolic link"), reason);
            assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(secret)), "the target is untouched");
        }
    }

    @Test
    void aStagedLinkToACheckpointDirectoryIsRefusedNotStoredEmpty() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path real = TrainingCheckpoints.write(tmp.resolve("run/checkpoint-1"), 1, 100);
        List<String> realFiles = names(real);
        Files.createSymbolicLink(staging.resolve("checkpoint-1"), real);
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp",
                "progressive", 10, 100))) {
            List<WatchEvent> events = new ArrayList<>();
            WatchSummary summary = drain(s, staging, events);
            assertEquals(List.of("checkpoint-1"), summary.failed(), events.toString());
            assertEquals(List.of(), s.iterations(), "no (empty) checkpoint is stored");
            assertEquals(List.of("checkpoint-1", "checkpoint-1.error"), names(staging));
            assertTrue(Files.isSymbolicLink(staging.resolve("checkpoint-1")), "the link is not removed");
            assertEquals(realFiles, names(real), "what it points to is not removed");
        }
    }

    @Test
    void aStagingDirectoryNamedByALinkIsMeasuredAsItsTarget() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("shm/run1"));
        TrainingCheckpoints.stage(staging, "checkpoint-0", 0, 100);
        Path link = Files.createSymbolicLink(tmp.resolve("staging"), staging);
        long bytes = DiskSpace.of(staging).bytes();
        assertTrue(bytes > 0);
        assertEquals(bytes, DiskSpace.of(link).bytes(), "the back-pressure cap counts what the link points to");
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
