package org.snapwear.codec.tests.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.tests.store.TrainingCheckpoints;
import org.snapwear.codec.watch.StagingNames;
import org.snapwear.codec.watch.StagingWatcher;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.codec.watch.WatchSettings;
import org.snapwear.codec.watch.WatchSummary;

/**
 * Staging entries that used to stop the watcher, or lose a checkpoint: names near NAME_MAX (255 bytes), done markers
 * that are non-empty directories, and a checkpoint written in place under its final name with quiet gaps between
 * the job's writes. None of them stops the watcher from ingesting the others.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class HostileStagingTest {
    static final int FLOATS = 3000;

    @TempDir
    Path tmp;

    private SnapshotStore store() throws IOException {
        return SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp", "chain", 10, 100));
    }

    private static WatchSummary drain(SnapshotStore s, Path staging, List<WatchEvent> events) throws IOException {
        return new StagingWatcher(s, new WatchSettings(staging, 10, 300, 0, 0, false, 200), events::add).run();
    }

    /** A name of {@code bytes} UTF-8 bytes carrying {@code iteration}, with a multi-byte character inside. */
    static String longName(long iteration, int bytes) {
        StringBuilder b = new StringBuilder("run-\u00e9-");
        String tail = "-checkpoint-" + iteration;
        while (b.toString().getBytes(StandardCharsets.UTF_8).length + tail.length() < bytes) {
            b.append('x');
        }
        return b + tail;
    }

    @Test
    void namesNearNameMaxAreIngestedOrGetAShortErrorFile() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        String good = longName(0, 255);
        String bad = longName(100, 250);
        assertEquals(255, good.getBytes(StandardCharsets.UTF_8).length);
        TrainingCheckpoints.stage(staging, "checkpoint-200", 200, FLOATS); // tmp- + name must fit too
        Files.move(TrainingCheckpoints.write(tmp.resolve("w0"), 0, FLOATS), staging.resolve(good));
        Path broken = Files.move(TrainingCheckpoints.write(tmp.resolve("w1"), 100, FLOATS), staging.resolve(bad));
        Files.write(broken.resolve("model.safetensors"), new byte[] {1, 2, 3}); // not a safetensors file any more
        try (SnapshotStore s = store()) {
            List<WatchEvent> events = new ArrayList<>();
            WatchSummary summary = drain(s, staging, events);
            assertEquals(List.of(0L, 200L), s.iterations(), events.toString());
            assertEquals(List.of(bad), summary.failed(), events.toString());
            String error = StagingNames.errorName(bad);
            assertTrue(error.getBytes(StandardCharsets.UTF_8).length <= 255 - 42 && error.endsWith(".error")
                    && error.startsWith("run-\u00e9-xx"), error);
            assertEquals(List.of(bad, error).stream().sorted().toList(), names(staging));
            assertTrue(Files.readString(staging.resolve(error)).contains("model.safetensors"));
            // a second run knows it failed (its error file) and leaves it alone
            summary = drain(s, staging, new ArrayList<>());
            assertEquals(List.of(), summary.failed());
            assertEquals(List.of(0L, 200L), s.iterations());
        }
    }

    @Test
    void doneMarkersThatAreNonEmptyDirectoriesAreReportedAndSkipped() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        TrainingCheckpoints.write(staging.resolve("checkpoint-0"), 0, FLOATS);
        Files.writeString(Files.createDirectories(staging.resolve("checkpoint-0.done")).resolve("x"), "x");
        Files.writeString(Files.createDirectories(staging.resolve("checkpoint-50.done")).resolve("y"), "y");
        TrainingCheckpoints.stage(staging, "checkpoint-100", 100, FLOATS);
        try (SnapshotStore s = store()) {
            List<WatchEvent> events = new ArrayList<>();
            WatchSummary summary = drain(s, staging, events);
            assertEquals(List.of(0L, 100L), s.iterations(), events.toString());
            assertEquals(List.of("checkpoint-0.done", "checkpoint-50.done"), summary.skipped().stream().sorted()
                    .toList(), events.toString());
            assertEquals(2, events.stream().filter(e -> e instanceof WatchEvent.Skipped).count(), "once each");
            assertEquals(List.of("checkpoint-0.done", "checkpoint-50.done"), names(staging), "left alone");
            assertEquals(List.of(), summary.failed());
        }
    }

    @Test
    void aCheckpointWrittenInPlaceWithPausesIsIngestedOnlyOnceSettled() throws Exception {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path c0 = staging.resolve("checkpoint-0");
        AtomicReference<Throwable> jobFailure = new AtomicReference<>();
        List<WatchEvent> events = new CopyOnWriteArrayList<>();
        Thread job = new Thread(() -> {
            try {
                // a job that writes its checkpoint in place: a burst of writes, a pause, the last file
                TrainingCheckpoints.write(c0, 0, FLOATS);
                for (int i = 0; i < 30; i++) {
                    Files.writeString(c0.resolve("log.txt"), "line " + i + "\n",
                            java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
                    Thread.sleep(5);
                }
                Thread.sleep(600);
                Files.writeString(c0.resolve("scheduler.json"), "{\"last_epoch\": 3}\n");
            } catch (IOException | InterruptedException | RuntimeException e) {
                jobFailure.set(e);
            }
        });
        try (SnapshotStore s = store()) {
            job.start();
            WatchSummary summary = new StagingWatcher(s, new WatchSettings(staging, 10, 500, 0, 0, false, 1500),
                    events::add).run();
            job.join();
            assertNull(jobFailure.get(), "the job's writes must not fail: " + jobFailure.get() + " " + events);
            assertEquals(1, summary.ingested(), events.toString());
            assertTrue(events.stream().anyMatch(e -> e instanceof WatchEvent.Changing), events.toString());
            Path out = tmp.resolve("restored");
            s.restore(RestoreRequest.of(0, out).withForm(RestoreRequest.Form.CHECKPOINT));
            assertEquals("{\"last_epoch\": 3}\n", Files.readString(out.resolve("scheduler.json")),
                    "the stored checkpoint is the finished one");
            assertEquals(30, Files.readString(out.resolve("log.txt")).lines().count());
            assertEquals(List.of(), names(staging));
        }
    }

    static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
