package org.snapwear.codec.tests.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.tests.store.TrainingCheckpoints;
import org.snapwear.codec.watch.StagingNames;
import org.snapwear.codec.watch.StagingWatcher;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.codec.watch.WatchSettings;
import org.snapwear.codec.watch.WatchSummary;

/**
 * The iteration in a staged name, by the one rule both the watcher and the Python client apply: the table
 * {@code docs/staging-names.tsv} is read here and by the client's tests ({@code clients/python/tests/test_names.py}).
 * A complete name without an iteration gets {@code NAME.error} instead of waiting in the staging directory forever.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class StagingNamesContractTest {
    @TempDir
    Path tmp;

    /** One row of the table. */
    record Row(String name, long iteration) {
    }

    static List<Row> table() throws IOException {
        String dir = System.getProperty("snapwear.bundle.dir");
        assertTrue(dir != null, "system property snapwear.bundle.dir (the test bundle directory) is not set");
        Path tsv = Path.of(dir).resolve("../../docs/staging-names.tsv").normalize();
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cols = line.split("\t", -1);
            assertEquals(2, cols.length, tsv + ": not NAME<TAB>ITERATION: " + line);
            rows.add(new Row(cols[0], cols[1].equals("none") ? -1 : Long.parseLong(cols[1])));
        }
        return rows;
    }

    @Test
    void everyNameOfTheSharedTableGivesItsIteration() throws IOException {
        List<Row> rows = table();
        assertTrue(rows.size() > 20, "the table has " + rows.size() + " rows");
        assertTrue(rows.contains(new Row("ckpt-5-run7", 5)) && rows.contains(new Row("model-9", -1)), rows::toString);
        for (Row r : rows) {
            assertEquals(r.iteration(), StagingNames.iterationOf(r.name()), r.name());
        }
    }

    @Test
    void aCompleteNameWithoutAnIterationGetsAnErrorFileAndTheWatcherGoesOn() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        TrainingCheckpoints.stage(staging, "model-9", 9, 500);
        TrainingCheckpoints.stage(staging, "checkpoint-100", 100, 500);
        Files.writeString(staging.resolve("latest"), "global_step100"); // DeepSpeed's: no checkpoint, no error
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"),
                StoreSettings.of("dynrle", "huffman-exp", "progressive", 10, 100))) {
            List<WatchEvent> events = new ArrayList<>();
            WatchSummary summary = run(s, staging, events);
            assertEquals(List.of("model-9"), summary.failed());
            assertEquals(List.of(100L), s.iterations());
            assertEquals(List.of("latest", "model-9", "model-9.error"), names(staging));
            String reason = Files.readString(staging.resolve("model-9.error"));
            assertEquals(1, reason.lines().count(), reason);
            assertTrue(reason.startsWith("model-9: no iteration in the name"), reason);
            assertTrue(events.contains(new WatchEvent.Failed("model-9", -1, reason.strip())), events::toString);
            // the next run leaves it alone until someone removes the error file
            assertEquals(List.of(), run(s, staging, new ArrayList<>()).failed());
            assertEquals(List.of("latest", "model-9", "model-9.error"), names(staging));
        }
    }

    @Test
    void withRequireDoneAnUnmarkedNameWithoutAnIterationIsNotComplete() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        TrainingCheckpoints.write(staging.resolve("final-model"), 9, 500);
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"),
                StoreSettings.of("dynrle", "huffman-exp", "progressive", 10, 100))) {
            WatchSummary summary = new StagingWatcher(s, new WatchSettings(staging, 10, 200, 0, 0, true),
                    e -> { }).run();
            assertEquals(List.of(), summary.failed());
            assertEquals(List.of("final-model"), names(staging));
        }
    }

    private static WatchSummary run(SnapshotStore s, Path staging, List<WatchEvent> events) throws IOException {
        return new StagingWatcher(s, new WatchSettings(staging, 10, 200, 0, 0, false), events::add).run();
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
