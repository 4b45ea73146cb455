package org.snapwear.codec.tests.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.trace.io.DurableIo;
import org.snapwear.codec.store.RecoveryAction;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.trace.tensor.Snapshot;

/**
 * kill -9 at random points of a save: a child JVM ({@link CrashChild}) saves snapshots in a loop and is killed with
 * {@link Process#destroyForcibly()} (SIGKILL on Unix) after a random delay, many times, within
 * {@code snapwear.fuzz.seconds} (default 20). After every kill the parent reopens the store and checks that the newest
 * acknowledged iteration is kept, that the kept set is exactly what Algorithm 2 keeps at that point, and that every
 * kept iteration restores bit-exactly; the third store saves whole checkpoint directories (tensor parts, a rest file
 * compressed against the previous one, the change check), whose kept iterations must restore as the same trees.
 */
class StoreCrashTest {
    static final long SEED = 99;
    static final int FLOATS = 60_000;

    @TempDir
    Path tmp;

    @Test
    void killNineDuringSavesNeverLosesAnAcknowledgedIteration() throws Exception {
        int seconds = Integer.getInteger("snapwear.fuzz.seconds", 20);
        ChildClasspath.Resolved cp = ChildClasspath.resolve(CrashChild.class, SnapshotStore.class, Snapshot.class,
                com.google.gson.Gson.class, com.github.luben.zstd.Zstd.class);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String[][] stores = {{"progressive", "4", "test-xor2", ""}, {"chain", "3", "test-xor", ""},
            {"progressive", "4", "test-xor2", "checkpoint"}};
        long[] lastAck = {-1, -1, -1};
        Random random = new Random(seconds * 7919L + System.nanoTime());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        int rounds = 0;
        int recoveriesWithLeftovers = 0;
        long totalSaves = 0;
        while (rounds < 6 || System.nanoTime() < deadline) {
            int s = rounds % 3;
            Path dir = tmp.resolve("store-" + s);
            List<String> cmd = List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", cp.classpath(),
                    CrashChild.class.getName(), dir.toString(), stores[s][0], stores[s][1], stores[s][2],
                    Integer.toString(FLOATS), Long.toString(SEED), stores[s][3]);
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.PIPE).start();
            AtomicLong acked = new AtomicLong(lastAck[s]);
            AtomicLong saves = new AtomicLong();
            CountDownLatch ready = new CountDownLatch(1);
            StringBuilder err = new StringBuilder();
            Thread reader = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = r.readLine()) != null) {
                        if (line.startsWith("ready")) {
                            ready.countDown();
                        } else if (line.startsWith("saved ")) {
                            acked.set(Long.parseLong(line.substring(6).trim()));
                            saves.incrementAndGet();
                        }
                    }
                } catch (IOException e) {
                    // the child was killed; its pipe breaks
                }
            });
            Thread errReader = new Thread(() -> {
                try {
                    err.append(new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
                } catch (IOException e) {
                    // killed
                }
            });
            reader.start();
            errReader.start();
            try {
                if (!ready.await(60, TimeUnit.SECONDS)) {
                    p.destroyForcibly().waitFor();
                    errReader.join(5000);
                    fail("child JVM did not start; class path " + cp.classpath() + " (unresolved: " + cp.unresolved()
                            + "; set -Dsnapwear.test.classpath under OSGi)\n" + err);
                }
                // Random point inside a save: wait for 0-2 acknowledged saves (so the store grows across rounds
                // even on a loaded machine), then sleep a random fraction of the observed time per save.
                int waitFor = random.nextInt(3);
                long t0 = System.nanoTime();
                while (saves.get() < waitFor && p.isAlive() && System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(20)) {
                    Thread.sleep(5);
                }
                long perSave = saves.get() == 0 ? 300 : Math.max(20, (System.nanoTime() - t0) / 1_000_000 / saves.get());
                Thread.sleep(random.nextInt((int) Math.min(perSave, 2000)) + 1);
                if (!p.isAlive()) {
                    errReader.join(5000);
                    fail("child JVM exited by itself with " + p.exitValue() + ":\n" + err);
                }
            } finally {
                p.destroyForcibly();
                p.waitFor(30, TimeUnit.SECONDS);
            }
            reader.join(10_000);
            lastAck[s] = acked.get();
            totalSaves += saves.get();
            rounds++;
            try (SnapshotStore store = SnapshotStore.open(dir, StoreTestSupport.registry(), DurableIo.local())) {
                List<RecoveryAction> actions = store.recoveryActions();
                if (!actions.isEmpty()) {
                    recoveriesWithLeftovers++;
                }
                for (RecoveryAction a : actions) {
                    assertTrue(a.action().startsWith("removed-"), a.toString());
                }
                List<Long> kept = store.iterations();
                if (lastAck[s] >= 0) {
                    long newest = kept.get(kept.size() - 1);
                    // The newest kept is the last acknowledged one, or one more whose commit beat the kill.
                    assertTrue(newest == lastAck[s] || newest == lastAck[s] + 500,
                            "round " + rounds + ": acknowledged " + lastAck[s] + ", store has " + kept);
                    lastAck[s] = newest;
                    assertEquals(StoreTestSupport.expectedKept(stores[s][0], Integer.parseInt(stores[s][1]), 0, 500,
                            newest / 500 + 1), kept, "round " + rounds);
                }
                for (long it : kept) {
                    if (stores[s][3].isEmpty()) {
                        StoreTestSupport.assertSameTensors(StoreTestSupport.snapshot(SEED, it, FLOATS),
                                store.readTensors(it).snapshot(), "round " + rounds + " iteration " + it);
                    } else {
                        Path out = tmp.resolve("restored-" + rounds + "-" + it);
                        store.restore(RestoreRequest.of(it, out).withForm(RestoreRequest.Form.CHECKPOINT));
                        CheckpointStoreTest.assertSameTree(StoreTestSupport.checkpointDir(tmp.resolve("expected"), SEED,
                                it, FLOATS), out);
                    }
                }
                VerifyReport v = store.verify();
                assertTrue(v.ok(), "round " + rounds + ": " + v.problems());
                assertTrue(v.leftovers().isEmpty(), v.leftovers().toString());
            }
        }
        System.out.println("StoreCrashTest: " + rounds + " kills, " + totalSaves + " acknowledged saves, "
                + recoveriesWithLeftovers + " recoveries found leftovers of an interrupted save; last acknowledged "
                + lastAck[0] + " / " + lastAck[1] + " / " + lastAck[2] + " (checkpoint directories)");
        assertTrue(lastAck[2] >= 500, "the checkpoint store saved more than its baseline: " + lastAck[2]);
        assertTrue(Files.exists(tmp.resolve("store-0")));
    }
}
