package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.registry.CodecRegistry;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.codec.watch.StagingWatcher;
import org.snapwear.codec.watch.WatchEvent;
import org.snapwear.codec.watch.WatchSettings;
import org.snapwear.codec.watch.WatchSummary;

/**
 * A job writes to a checkpoint after the store checked it for the last time, just as its save commits: the ingest
 * must not move it away from the job, and the store must not keep the older state. The watcher rolls the save back
 * and saves the checkpoint again once it has settled.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class WatchRollBackTest {
    @TempDir
    Path tmp;

    /** The real file system; {@code onCommit} runs once when the next manifest is renamed into place. */
    static final class CommitHook implements DurableIo {
        private final DurableIo real = DurableIo.local();
        Runnable onCommit;

        @Override
        public WritableFile create(Path file) throws IOException {
            return real.create(file);
        }

        @Override
        public void atomicMove(Path source, Path target) throws IOException {
            real.atomicMove(source, target);
            if (onCommit != null && target.getFileName().toString().equals("MANIFEST.json")) {
                Runnable r = onCommit;
                onCommit = null;
                r.run();
            }
        }

        @Override
        public void syncDirectory(Path dir) throws IOException {
            real.syncDirectory(dir);
        }

        @Override
        public void delete(Path file) throws IOException {
            real.delete(file);
        }
    }

    @Test
    void aCheckpointChangedAsItsSaveCommitsStaysAndIsSavedAgainOnceSettled() throws IOException {
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path c0 = TrainingCheckpoints.stage(staging, "checkpoint-0", 0, 3000);
        CommitHook io = new CommitHook();
        List<WatchEvent> events = new ArrayList<>();
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), StoreSettings.of("dynrle", "huffman-exp",
                "progressive", 10, 100), CodecRegistry.defaultRegistry(), io)) {
            long created = s.generation();
            io.onCommit = () -> { // the job's late write lands right after the store's last check
                try {
                    Files.writeString(c0.resolve("trainer_state.json"), "{\"global_step\": 0, \"late\": true}\n",
                            StandardOpenOption.TRUNCATE_EXISTING);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            };
            WatchSummary summary = new StagingWatcher(s, new WatchSettings(staging, 10, 300, 0, 0, false, 300),
                    events::add).run();
            assertTrue(events.stream().anyMatch(e -> e instanceof WatchEvent.Changing c
                    && c.reason().contains("rolled back")), events.toString());
            assertEquals(1, summary.ingested(), events.toString());
            assertEquals(List.of(), summary.failed());
            assertEquals(List.of(0L), s.iterations());
            assertEquals(created + 3, s.generation(), "save, roll-back, save again");
            Path out = tmp.resolve("restored");
            s.restore(RestoreRequest.of(0, out).withForm(RestoreRequest.Form.CHECKPOINT));
            assertEquals("{\"global_step\": 0, \"late\": true}\n", Files.readString(out.resolve("trainer_state.json")),
                    "the store holds the checkpoint as the job left it");
            assertTrue(Files.notExists(c0));
        }
    }
}
