package org.snapwear.codec.tests.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.tests.store.TrainingCheckpoints;
import org.snapwear.codec.watch.StagingNames;
import org.snapwear.codec.watch.StagingWatcher;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.codec.watch.WatchSettings;
import org.snapwear.codec.watch.WatchSummary;
import org.snapwear.trace.checkpoint.CheckpointScanner;

/**
 * What a restarted watcher finds: a checkpoint a killed run committed but had not removed yet is recognised byte for
 * byte and only removed (not saved twice); one that only shares the iteration gets an error file and the watcher goes
 * on; the committed copies, done markers and temp files a killed run left are cleaned up.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS) // a watcher that never goes idle fails, not hangs
class StagingWatcherTest {
    static final int FLOATS = 5000;

    @TempDir
    Path tmp;

    private SnapshotStore store() throws IOException {
        return SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp", "progressive",
                10, 100));
    }

    private static List<WatchEvent> drain(SnapshotStore s, Path staging, List<WatchEvent> events,
            WatchSummary[] summary) throws IOException {
        summary[0] = new StagingWatcher(s, new WatchSettings(staging, 10, 300, 0, 0, false), events::add).run();
        return events;
    }

    @Test
    void aCommittedCheckpointStillStagedIsRecognisedNotSavedAgain() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path c0 = TrainingCheckpoints.stage(staging, "checkpoint-0", 0, FLOATS);
        Path c100 = TrainingCheckpoints.stage(staging, "checkpoint-100", 100, FLOATS);
        TrainingCheckpoints.stage(staging, "checkpoint-200", 200, FLOATS);
        // what a killed run leaves: an older committed copy, a done marker of a removed checkpoint, a marker temp file
        TrainingCheckpoints.write(staging.resolve(StagingNames.INGESTED + "checkpoint-x-1"), 0, 10);
        Files.writeString(staging.resolve("checkpoint-50.done"), "");
        Files.writeString(staging.resolve(".tmp-.snapwear-full-0123abcd-0123-4567-89ab-0123456789ab"), "half");
        try (SnapshotStore s = store()) {
            s.save(SaveRequest.of(CheckpointScanner.scan(c0), 0));
            s.save(SaveRequest.of(CheckpointScanner.scan(c100), 100)); // committed; the kill came before the watcher removed it
            long generation = s.generation();
            List<WatchEvent> events = new ArrayList<>();
            WatchSummary[] summary = new WatchSummary[1];
            drain(s, staging, events, summary);
            List<String> seen = new ArrayList<>();
            for (WatchEvent e : events) {
                if (e instanceof WatchEvent.Ingested i) {
                    seen.add(i.iteration() + (i.alreadyStored() ? " recognised" : " saved"));
                }
            }
            assertEquals(List.of("0 recognised", "100 recognised", "200 saved"), seen, events.toString());
            assertEquals(generation + 1, s.generation(), "only checkpoint-200 was committed");
            assertEquals(List.of(0L, 100L, 200L), s.iterations());
            assertEquals(1, summary[0].ingested());
            assertEquals(2, summary[0].alreadyStored());
            assertEquals(List.of(), names(staging), "everything committed is gone from staging");
        }
    }

    @Test
    void aCheckpointThatOnlySharesTheIterationGetsAnErrorAndTheWatcherGoesOn() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path original = TrainingCheckpoints.write(tmp.resolve("run/checkpoint-0"), 0, FLOATS);
        Path c0 = TrainingCheckpoints.stage(staging, "checkpoint-0", 0, FLOATS);
        Files.writeString(c0.resolve("trainer_state.json"), "{\"global_step\": 0, \"rerun\": true}\n");
        TrainingCheckpoints.stage(staging, "checkpoint-100", 100, FLOATS);
        try (SnapshotStore s = store()) {
            s.save(SaveRequest.of(CheckpointScanner.scan(original), 0));
            List<WatchEvent> events = new ArrayList<>();
            WatchSummary[] summary = new WatchSummary[1];
            drain(s, staging, events, summary);
            assertEquals(List.of("checkpoint-0"), summary[0].failed());
            assertEquals(1, summary[0].ingested());
            assertEquals(List.of(0L, 100L), s.iterations());
            assertEquals(List.of("checkpoint-0", "checkpoint-0.error"), names(staging));
            String reason = Files.readString(staging.resolve("checkpoint-0.error"));
            assertEquals(1, reason.lines().count(), reason);
            assertTrue(reason.contains(c0.toString()) && reason.contains("already in the store with other bytes"),
                    reason);
            // a second run leaves it alone until someone removes the error file
            drain(s, staging, new ArrayList<>(), summary);
            assertEquals(List.of(), summary[0].failed());
            assertEquals(List.of("checkpoint-0", "checkpoint-0.error"), names(staging));
        }
    }

    @Test
    void aCheckpointStillBeingWrittenInPlaceIsRetriedNotCondemned() throws Exception {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path c0 = TrainingCheckpoints.stage(staging, "checkpoint-0", 0, FLOATS);
        Path log = c0.resolve("log.txt");
        AtomicBoolean sawChanging = new AtomicBoolean();
        List<WatchEvent> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (SnapshotStore s = store()) {
            // a job still appending to a file of the checkpoint under its final name
            Thread writer = new Thread(() -> {
                long end = System.nanoTime() + 30_000_000_000L;
                try {
                    while (!sawChanging.get() && System.nanoTime() < end) {
                        Files.writeString(log, "line\n", java.nio.file.StandardOpenOption.CREATE,
                                java.nio.file.StandardOpenOption.APPEND);
                        Thread.sleep(1);
                    }
                } catch (IOException | InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            writer.start();
            WatchSummary summary = new StagingWatcher(s, new WatchSettings(staging, 10, 500, 0, 0, false), e -> {
                events.add(e);
                if (e instanceof WatchEvent.Changing) {
                    sawChanging.set(true);
                }
            }).run();
            writer.join();
            assertTrue(sawChanging.get(), events.toString());
            assertEquals(List.of(), summary.failed(), events.toString());
            assertEquals(1, summary.ingested(), events.toString());
            assertEquals(List.of(0L), s.iterations());
            assertEquals(List.of(), names(staging), "no error file, nothing left");
        }
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
