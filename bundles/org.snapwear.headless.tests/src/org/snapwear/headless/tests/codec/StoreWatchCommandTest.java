package org.snapwear.headless.tests.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.snapwear.headless.tests.cli.CliRun;

/**
 * {@code snapwear store watch} on the hf_charlm_adamw fixture run, staged as a Hugging Face Trainer or DeepSpeed job
 * would: checkpoints renamed from {@code tmp-checkpoint-N} while the watcher runs, or written in place and marked
 * {@code NAME.done}; a corrupt one left with its error file while the rest go on; {@code --keep} and
 * {@code store gc}; the {@code .snapwear-full} marker above {@code --max-staged-bytes}.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS) // a watcher that never goes idle fails, not hangs
class StoreWatchCommandTest {
    static final long[] ITERATIONS = {0, 50, 100, 150};

    @TempDir
    Path tmp;

    private static Path fixture(long it) {
        return CheckpointStoreCommandTest.run().resolve("checkpoint-" + it);
    }

    /** Stages a fixture checkpoint as the Trainer does: written under tmp-checkpoint-N, then renamed. */
    private static void stageRenamed(Path staging, long it) throws IOException {
        Path t = CheckpointStoreCommandTest.copyTree(fixture(it), staging.resolve("tmp-checkpoint-" + it));
        Files.move(t, staging.resolve("checkpoint-" + it), StandardCopyOption.ATOMIC_MOVE);
    }

    private static List<JsonObject> events(CliRun r, String event) {
        List<JsonObject> out = new ArrayList<>();
        for (String line : r.out().split("\n")) {
            if (!line.isBlank()) {
                JsonObject o = JsonParser.parseString(line).getAsJsonObject();
                if (o.get("event").getAsString().equals(event)) {
                    out.add(o);
                }
            }
        }
        return out;
    }

    private static List<Long> iterations(List<JsonObject> events) {
        return events.stream().map(e -> e.get("iteration").getAsLong()).toList();
    }

    @Test
    void checkpointsRenamedIntoStagingWhileItRunsComeBackByteForByte() throws Exception {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path store = tmp.resolve("store");
        Path partial = Files.createDirectories(staging.resolve("tmp-checkpoint-200"));
        Files.write(partial.resolve("optimizer.pt"), new byte[1000]); // a save still being written
        CompletableFuture<CliRun> watcher = CompletableFuture.supplyAsync(() -> CliRun.run("store", "watch",
                store.toString(), staging.toString(), "--exit-when-idle", "3", "--poll-ms", "50", "--json"));
        for (long it : ITERATIONS) {
            stageRenamed(staging, it);
            Thread.sleep(300);
        }
        CliRun r = watcher.get();
        assertEquals(0, r.exit(), r.err() + r.out());
        List<JsonObject> ingested = events(r, "ingested");
        assertEquals(List.of(0L, 50L, 100L, 150L), iterations(ingested), r.out());
        for (JsonObject e : ingested) {
            long raw = e.get("raw_bytes").getAsLong();
            assertEquals(CheckpointStoreCommandTest.treeBytes(fixture(e.get("iteration").getAsLong())), raw);
            long written = e.get("written_bytes").getAsLong();
            assertTrue(written > 0 && e.get("seconds").getAsDouble() > 0, e.toString());
            assertEquals(Math.round(1000.0 * written / raw) / 10.0, e.get("percent_of_raw").getAsDouble(), 0.051);
        }
        assertEquals(1, events(r, "summary").size());
        assertEquals(List.of("tmp-checkpoint-200"), names(staging), "the incomplete save is left alone");
        for (long it : ITERATIONS) {
            Path out = tmp.resolve("restored/checkpoint-" + it);
            Files.createDirectories(out.getParent());
            CliRun restore = CliRun.run("store", "restore", store.toString(), "--iteration", Long.toString(it),
                    "--out", out.toString());
            assertEquals(0, restore.exit(), restore.err());
            CheckpointStoreCommandTest.assertSameTree(fixture(it), out);
        }
    }

    @Test
    void doneMarkersAndACorruptCheckpointThatStaysWithItsError() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path store = tmp.resolve("store");
        for (long it : ITERATIONS) { // written in place, as DeepSpeed and recent Trainers do
            CheckpointStoreCommandTest.copyTree(fixture(it), staging.resolve("checkpoint-" + it));
        }
        Path optimizer = staging.resolve("checkpoint-50/optimizer.pt");
        byte[] bytes = Files.readAllBytes(optimizer);
        Files.write(optimizer, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        for (long it : new long[] {0, 50, 100}) {
            Files.writeString(staging.resolve("checkpoint-" + it + ".done"), "");
        }
        // chain: 100 and 150 are deltas against the baseline 0, so they do not need the corrupt 50
        CliRun r = CliRun.run("store", "watch", store.toString(), staging.toString(), "--require-done",
                "--mode", "chain", "--unit", "50", "--exit-when-idle", "1", "--poll-ms", "50", "--json");
        assertEquals(1, r.exit(), r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("checkpoint-50") && r.err().contains("NAME.error"), r.err());
        assertEquals(List.of(0L, 100L), iterations(events(r, "ingested")), r.out());
        List<JsonObject> errors = events(r, "error");
        assertEquals(List.of(50L), iterations(errors));
        String reason = Files.readString(staging.resolve("checkpoint-50.error"));
        assertEquals(1, reason.lines().count(), reason);
        assertTrue(reason.contains(optimizer.toString()) && reason.contains("offset"), reason);
        assertEquals(errors.get(0).get("reason").getAsString() + "\n", reason);
        assertEquals(List.of("checkpoint-150", "checkpoint-50", "checkpoint-50.done", "checkpoint-50.error"),
                names(staging), "150 waits for its marker; 50 stays with its error");

        Files.writeString(staging.resolve("checkpoint-150.done"), "");
        CliRun again = CliRun.run("store", "watch", store.toString(), staging.toString(), "--require-done",
                "--exit-when-idle", "1", "--poll-ms", "50");
        assertEquals(0, again.exit(), again.err() + again.out());
        assertTrue(again.out().contains("ingested checkpoint-150: iteration 150"), again.out());
        assertEquals(List.of("checkpoint-50", "checkpoint-50.done", "checkpoint-50.error"), names(staging));
    }

    @Test
    void keepRetainsMoreThanAlgorithmTwoAndGcTrimsIt() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path store = tmp.resolve("store");
        for (long it : ITERATIONS) {
            stageRenamed(staging, it);
        }
        // progressive, snap_dis 2: baselines 0 and 100; Algorithm 2 alone would keep [100, 150]
        CliRun r = CliRun.run("store", "watch", store.toString(), staging.toString(), "--snap-dis", "2",
                "--keep", "3", "--exit-when-idle", "1", "--poll-ms", "50");
        assertEquals(0, r.exit(), r.err() + r.out());
        assertEquals(List.of(0L, 50L, 100L, 150L), kept(store), "50 is among the newest 3 and needs 0");

        CliRun gc = CliRun.run("store", "gc", store.toString(), "--keep", "1", "--json");
        assertEquals(0, gc.exit(), gc.err());
        JsonObject ret = gc.outJson().getAsJsonObject("retention");
        assertEquals("[150]", ret.get("newest").toString());
        assertEquals("[100]", ret.get("needed").toString());
        assertEquals("[0,50]", ret.get("deleted").toString());
        assertEquals(List.of(100L, 150L), kept(store));
        Path out = tmp.resolve("restored-150");
        assertEquals(0, CliRun.run("store", "restore", store.toString(), "--iteration", "150", "--out",
                out.toString()).exit());
        CheckpointStoreCommandTest.assertSameTree(fixture(150), out);

        CliRun list = CliRun.run("store", "list", store.toString(), "--json");
        JsonObject disk = list.outJson().getAsJsonObject("disk");
        assertEquals(CheckpointStoreCommandTest.treeBytes(store), disk.get("bytes").getAsLong());
        assertTrue(disk.get("free_bytes").getAsLong() > 0);
        CliRun text = CliRun.run("store", "list", store.toString());
        assertTrue(text.out().contains("disk: store " + store + ": "), text.out());
        assertEquals(2, CliRun.run("store", "gc", store.toString()).exit(), "--keep is required");
    }

    @Test
    void theFullMarkerStandsWhileStagedBytesExceedTheCap() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path store = tmp.resolve("store");
        for (long it : ITERATIONS) {
            CheckpointStoreCommandTest.copyTree(fixture(it), staging.resolve("checkpoint-" + it));
        }
        // nothing is marked done, so nothing drains: 14 MB staged against a 5 MB cap
        CliRun stuck = CliRun.run("store", "watch", store.toString(), staging.toString(), "--require-done",
                "--max-staged-bytes", "5M", "--exit-when-idle", "1", "--poll-ms", "50", "--json");
        assertEquals(0, stuck.exit(), stuck.err());
        List<JsonObject> full = events(stuck, "full");
        assertEquals(1, full.size(), stuck.out());
        assertTrue(full.get(0).get("full").getAsBoolean());
        assertEquals(5_000_000L, full.get(0).get("max_staged_bytes").getAsLong());
        Path marker = staging.resolve(".snapwear-full");
        String reason = Files.readString(marker);
        assertTrue(reason.contains("above the cap of 5000000") && reason.contains("0 complete checkpoint(s) waiting")
                && reason.contains("4 still being written"), reason);

        for (long it : ITERATIONS) {
            Files.writeString(staging.resolve("checkpoint-" + it + ".done"), "");
        }
        CliRun drained = CliRun.run("store", "watch", store.toString(), staging.toString(), "--require-done",
                "--max-staged-bytes", "5M", "--exit-when-idle", "1", "--poll-ms", "50", "--json");
        assertEquals(0, drained.exit(), drained.err());
        assertEquals(4, events(drained, "ingested").size());
        assertFalse(events(drained, "backlog").isEmpty(), "four complete checkpoints queued up");
        List<JsonObject> cleared = events(drained, "full");
        assertEquals(1, cleared.size(), drained.out());
        assertFalse(cleared.get(0).get("full").getAsBoolean());
        assertFalse(Files.exists(marker), "the marker goes once staged bytes are below the cap");
        assertEquals(List.of(), names(staging));
    }

    @Test
    void aMissingStagingDirectoryIsRefusedBeforeAnyStoreIsCreated() {
        Path store = tmp.resolve("store");
        CliRun r = CliRun.run("store", "watch", store.toString(), tmp.resolve("no-such-dir").toString(),
                "--exit-when-idle", "1");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("no-such-dir: no such staging directory"), r.err());
        assertFalse(Files.exists(store));
        assertEquals(2, CliRun.run("store", "watch", store.toString()).exit(), "STAGING is required");
    }

    private static List<Long> kept(Path store) {
        CliRun list = CliRun.run("store", "list", store.toString(), "--json");
        List<Long> out = new ArrayList<>();
        list.outJson().getAsJsonArray("entries").forEach(e -> out.add(e.getAsJsonObject().get("iteration").getAsLong()));
        return out;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
