package org.snapwear.codec.tests.store;

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
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.codec.store.RecoveryAction;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.watch.StagingWatcher;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.codec.watch.WatchSettings;
import org.snapwear.codec.watch.WatchSummary;
import org.snapwear.trace.checkpoint.CheckpointScanner;

/**
 * The store's disk during {@code store watch}: a transient disk-full is retried once there is room (no error file,
 * nothing lost, the rest of the progressive group waits behind it), and a leftover temporary directory that recovery
 * cannot delete is reported and skipped instead of stopping every writer.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class WatchDiskFullTest {
    static final int FLOATS = 3000;

    @TempDir
    Path tmp;

    @Test
    void aTransientDiskFullIsRetriedOnceThereIsRoomAndNothingIsLost() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        for (long it : new long[] {0, 100, 200, 300}) {
            TrainingCheckpoints.stage(staging, "checkpoint-" + it, it, FLOATS);
        }
        FaultyIo io = new FaultyIo();
        List<WatchEvent> events = new ArrayList<>();
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp",
                "progressive", 10, 100), CodecRegistry.defaultRegistry(), io)) {
            int[] tries = new int[1];
            WatchSummary summary = new StagingWatcher(s, new WatchSettings(staging, 10, 500, 0, 0, false, 0), e -> {
                events.add(e);
                if (e instanceof WatchEvent.Ingested i && i.iteration() == 0) {
                    io.quota = io.written + 100; // the disk fills up during the next save
                } else if (e instanceof WatchEvent.Retrying) {
                    tries[0]++;
                }
            }).run();
            assertEquals(1, tries[0], "one retry event per spell of a full disk: " + events);
            assertEquals(List.of(0L), s.iterations(), "still full: nothing saved, nothing condemned");
            assertEquals(List.of(), summary.failed(), events.toString());
            assertEquals(List.of("checkpoint-100", "checkpoint-200", "checkpoint-300"), names(staging),
                    "no error file: they wait in staging");

            io.quota = Long.MAX_VALUE; // space comes back
            events.clear();
            summary = new StagingWatcher(s, new WatchSettings(staging, 10, 300, 0, 0, false, 0), events::add).run();
            assertEquals(List.of(0L, 100L, 200L, 300L), s.iterations(), events.toString());
            assertEquals(List.of(), names(staging));
            Path out = tmp.resolve("restored-300");
            s.restore(RestoreRequest.of(300, out).withForm(RestoreRequest.Form.CHECKPOINT));
            assertEquals(CheckpointScanner.scan(TrainingCheckpoints.write(tmp.resolve("original-300"), 300,
                    FLOATS)).tree().totalBytes(), CheckpointScanner.scan(out).tree().totalBytes());
        }
    }

    @Test
    void aDiskFullThatEndsWhileTheWatcherRunsIsRetriedInTheSameRun() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        for (long it : new long[] {0, 100, 200}) {
            TrainingCheckpoints.stage(staging, "checkpoint-" + it, it, FLOATS);
        }
        FaultyIo io = new FaultyIo();
        List<WatchEvent> events = new ArrayList<>();
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp",
                "progressive", 10, 100), CodecRegistry.defaultRegistry(), io)) {
            WatchSummary summary = new StagingWatcher(s, new WatchSettings(staging, 10, 300, 0, 0, false, 0), e -> {
                events.add(e);
                if (e instanceof WatchEvent.Ingested i && i.iteration() == 0) {
                    io.quota = io.written + 100;
                } else if (e instanceof WatchEvent.Retrying) {
                    io.quota = Long.MAX_VALUE; // freed while the watcher waits
                }
            }).run();
            assertEquals(List.of(0L, 100L, 200L), s.iterations(), events.toString());
            assertEquals(3, summary.ingested());
            assertTrue(events.stream().anyMatch(e -> e instanceof WatchEvent.Retrying), events.toString());
            assertEquals(List.of(), names(staging));
        }
    }

    @Test
    void aStrayNonEmptyTempDirectoryInTheStoreIsReportedNotFatal() throws IOException {
        Path dir = tmp.resolve("store");
        try (SnapshotStore s = SnapshotStore.create(dir, StoreSettings.of("dynrle", "huffman-exp", "chain", 10,
                100))) {
            s.save(SaveRequest.of(CheckpointScanner.scan(TrainingCheckpoints.write(tmp.resolve("c0"), 0, FLOATS)), 0));
        }
        Path stray = Files.createDirectories(dir.resolve(".tmp-something"));
        Files.writeString(stray.resolve("file"), "not ours");
        try (SnapshotStore s = SnapshotStore.open(dir)) {
            List<RecoveryAction> actions = s.recoveryActions();
            assertEquals(1, actions.size(), actions.toString());
            assertEquals(".tmp-something", actions.get(0).file());
            assertEquals("kept-temp", actions.get(0).action());
            assertTrue(actions.get(0).reason().contains("directory not empty"), actions.get(0).reason());
            s.save(SaveRequest.of(CheckpointScanner.scan(TrainingCheckpoints.write(tmp.resolve("c1"), 100, FLOATS)), 100));
            assertEquals(List.of(0L, 100L), s.iterations());
        }
        assertTrue(Files.exists(stray.resolve("file")), "left alone");
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
