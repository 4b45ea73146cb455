package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapwear.codec.store.CheckpointRestoreResult;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.RetentionRule;
import org.snapwear.codec.store.SaveRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.StoreSettings;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.progress.Progress;

/**
 * Whole-checkpoint restores of every level of a progressive group (one and two references per delta) and of a chain
 * group (every delta kept: Algorithm 2 would drop them) give the saved bytes back, decoding the chain in lock-step (chunk k of every level at once), and read
 * exactly the entries the level depends on; the progress is told every byte, the tensors chunk by chunk.
 */
class ChainRestoreTest {
    @TempDir
    Path tmp;

    /** What a restore tells its progress: the size it begins with, then the work, from any thread. */
    static final class Told implements Progress {
        long total;
        final AtomicLong done = new AtomicLong();
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public void begin(String task, long totalWork, String unit) {
            total = totalWork;
        }

        @Override
        public void worked(long work) {
            done.addAndGet(work);
            calls.incrementAndGet();
        }
    }

    @ParameterizedTest
    @CsvSource({ "test-xor, progressive", "test-xor2, progressive", "test-xor, chain" })
    void everyLevelRestoresByteForByte(String codec, String mode) throws IOException {
        try (SnapshotStore s = SnapshotStore.create(tmp.resolve("store"), new StoreSettings(codec, "raw", mode, 5, 100,
                512), StoreTestSupport.registry(), org.snapwear.trace.io.DurableIo.local())) {
            for (long it = 0; it <= 400; it += 100) {
                Path c = StoreTestSupport.checkpointDir(tmp.resolve("run/checkpoint-" + it), 3, it, 5000);
                s.save(SaveRequest.of(CheckpointScanner.scan(c), it).withRetention(RetentionRule.keepNewest(100)));
            }
            for (long it = 0; it <= 400; it += 100) {
                Path out = tmp.resolve("out/r-" + it);
                Told told = new Told();
                CheckpointRestoreResult r = s.restore(RestoreRequest.of(it, out).withProgress(told));
                // every byte of the checkpoint is told, the tensors chunk by chunk (40 chunks of 512 B)
                assertEquals(told.total, told.done.get(), "progress of " + it);
                assertTrue(told.calls.get() > 40, "worked " + told.calls.get() + " times for " + it);
                Path original = tmp.resolve("run/checkpoint-" + it);
                for (String name : List.of("model.safetensors", "trainer_state.json")) {
                    assertArrayEquals(Files.readAllBytes(original.resolve(name)), Files.readAllBytes(out.resolve(name)),
                            it + "/" + name);
                }
                List<Long> expected = new ArrayList<>();
                if (mode.equals("progressive")) {
                    for (long j = 0; j <= it; j += 100) {
                        expected.add(j);
                    }
                } else {
                    expected.add(0L);
                    if (it > 0) {
                        expected.add(it);
                    }
                }
                assertEquals(expected, r.loaded(), "entries read for " + it);
            }
        }
    }
}
