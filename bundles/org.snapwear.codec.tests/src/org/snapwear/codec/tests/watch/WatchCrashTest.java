package org.snapwear.codec.tests.watch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.codec.store.RestoreRequest;
import org.snapwear.codec.store.SnapshotStore;
import org.snapwear.codec.store.VerifyReport;
import org.snapwear.codec.tests.store.ChildClasspath;
import org.snapwear.codec.tests.store.TrainingCheckpoints;
import org.snapwear.trace.checkpoint.CheckpointScanner;
import org.snapwear.trace.tensor.Snapshot;

/**
 * kill -9 of the staging watcher at random moments: a child JVM ({@link WatchChild}) ingests checkpoints the test
 * stages with tmp-then-rename, and is killed with {@link Process#destroyForcibly()} (SIGKILL on Unix) after a random
 * delay, again and again within {@code snapwear.fuzz.seconds} (default 20), while more checkpoints are staged. After
 * every kill: no checkpoint is lost (each staged one is in the store or still staged under its name), none was saved
 * twice (the manifest generation is one commit per stored iteration) and none got an error file. At the end a last
 * watcher drains the staging directory, which must then be empty, and the store restores the checkpoints byte for
 * byte.
 */
class WatchCrashTest {
    static final int FLOATS = 20_000;
    static final int CHECKPOINTS = 32;

    @TempDir
    Path tmp;

    @Test
    void killNineNeverLosesOrDuplicatesAStagedCheckpoint() throws Exception {
        int seconds = Integer.getInteger("snapwear.fuzz.seconds", 20);
        Path originals = tmp.resolve("originals");
        for (int i = 0; i < CHECKPOINTS; i++) {
            TrainingCheckpoints.write(originals.resolve("checkpoint-" + i * 100), i * 100, FLOATS);
        }
        Path staging = Files.createDirectories(tmp.resolve("staging"));
        Path store = tmp.resolve("store");
        Random random = new Random(seconds * 31L + System.nanoTime());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        int staged = 0;
        int kills = 0;
        AtomicInteger ingested = new AtomicInteger();
        AtomicInteger recognised = new AtomicInteger();
        while (kills < 4 || (staged < CHECKPOINTS && System.nanoTime() < deadline)) {
            staged = stage(originals, staging, staged, random.nextInt(3));
            Process p = start(store, staging, "forever", ingested, recognised);
            try {
                staged = stage(originals, staging, staged, random.nextInt(2));
                Thread.sleep(random.nextInt(600) + 1);
                if (!p.isAlive()) {
                    fail("watcher exited by itself with " + p.exitValue() + ": "
                            + new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
                }
            } finally {
                p.destroyForcibly();
                p.waitFor(30, TimeUnit.SECONDS);
            }
            kills++;
            assertNothingLostOrDuplicated(originals, staging, store, staged, "after kill " + kills);
        }
        staged = stage(originals, staging, staged, CHECKPOINTS);
        Process last = start(store, staging, "idle", ingested, recognised);
        assertTrue(last.waitFor(120, TimeUnit.SECONDS), "the last watcher did not drain the staging directory");
        assertEquals(0, last.exitValue(), new String(last.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        assertNothingLostOrDuplicated(originals, staging, store, staged, "at the end");
        try (Stream<Path> s = Files.list(staging)) {
            assertEquals(List.of(), s.map(p -> p.getFileName().toString()).toList(), "staging is drained");
        }
        try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
            assertEquals(CHECKPOINTS, s.iterations().size());
            VerifyReport v = s.verify();
            assertTrue(v.ok(), v.problems().toString());
            for (long it = 0; it < CHECKPOINTS * 100L; it += 700) {
                assertRestores(s, originals, it);
            }
            assertRestores(s, originals, (CHECKPOINTS - 1) * 100L);
        }
        System.out.println("WatchCrashTest: " + kills + " kills, " + ingested.get() + " saves acknowledged, "
                + recognised.get() + " committed checkpoints recognised after a kill");
    }

    /** Stages the next {@code n} originals (tmp copy, then one rename), returns how many are staged now. */
    private static int stage(Path originals, Path staging, int staged, int n) throws IOException {
        int end = Math.min(CHECKPOINTS, staged + n);
        for (int i = staged; i < end; i++) {
            String name = "checkpoint-" + i * 100;
            Path tmp = staging.resolve("tmp-" + name);
            copyTree(originals.resolve(name), tmp);
            Files.move(tmp, staging.resolve(name), StandardCopyOption.ATOMIC_MOVE);
        }
        return end;
    }

    private static void assertNothingLostOrDuplicated(Path originals, Path staging, Path store, int staged,
            String when) throws IOException {
        TreeSet<Long> stored = new TreeSet<>();
        long generation = 1;
        if (SnapshotStore.exists(store)) {
            try (SnapshotStore s = SnapshotStore.openReadOnly(store)) {
                stored.addAll(s.iterations());
                generation = s.generation();
            }
        }
        assertEquals(1 + stored.size(), generation, when + ": one commit per stored iteration (none saved twice)");
        for (int i = 0; i < staged; i++) {
            String name = "checkpoint-" + i * 100;
            assertTrue(stored.contains(i * 100L) || Files.isDirectory(staging.resolve(name)), when + ": " + name
                    + " is neither in the store " + stored + " nor in staging");
            assertTrue(!Files.exists(staging.resolve(name + ".error")), when + ": " + name + ".error: "
                    + (Files.exists(staging.resolve(name + ".error"))
                            ? Files.readString(staging.resolve(name + ".error")) : ""));
        }
    }

    private static void assertRestores(SnapshotStore s, Path originals, long it) throws IOException {
        Path out = originals.resolveSibling("restored-" + it);
        s.restore(RestoreRequest.of(it, out).withForm(RestoreRequest.Form.CHECKPOINT));
        Path expected = originals.resolve("checkpoint-" + it);
        try (Stream<Path> st = Files.walk(expected)) {
            for (Path f : st.filter(Files::isRegularFile).toList()) {
                assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(out.resolve(expected.relativize(f)
                        .toString())), it + ": " + f);
            }
        }
        assertEquals(CheckpointScanner.scan(expected).tree().files().size(),
                CheckpointScanner.scan(out).tree().files().size());
    }

    private Process start(Path store, Path staging, String mode, AtomicInteger ingested, AtomicInteger recognised)
            throws Exception {
        ChildClasspath.Resolved cp = ChildClasspath.resolve(classesTheChildNeeds());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", cp.classpath(),
                WatchChild.class.getName(), store.toString(), staging.toString(), mode)).start();
        CountDownLatch ready = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (line.startsWith("ready")) {
                        ready.countDown();
                    } else if (line.startsWith("ingested ")) {
                        ingested.incrementAndGet();
                    } else if (line.startsWith("recognised ")) {
                        recognised.incrementAndGet();
                    }
                }
            } catch (IOException e) {
                // the child was killed; its pipe breaks
            }
        });
        reader.setDaemon(true);
        reader.start();
        if (!ready.await(60, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            fail("watcher JVM did not start; class path " + cp.classpath() + " (unresolved: " + cp.unresolved()
                    + ")\n" + new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        }
        return p;
    }

    /**
     * The watcher scans checkpoints with every format reader, whose libraries the test bundle does not import; the
     * trace bundle's class loader finds them, and their jars go on the child's class path.
     */
    private static Class<?>[] classesTheChildNeeds() {
        List<Class<?>> out = new java.util.ArrayList<>(List.of(WatchChild.class, SnapshotStore.class, Snapshot.class,
                com.google.gson.Gson.class, com.github.luben.zstd.Zstd.class));
        ClassLoader trace = CheckpointScanner.class.getClassLoader();
        for (String name : List.of("net.razorvine.pickle.Unpickler",
                "org.apache.commons.compress.archivers.zip.ZipFile", "org.apache.commons.io.build.AbstractOrigin",
                "io.jhdf.HdfFile", "com.google.protobuf.Message")) {
            try {
                out.add(Class.forName(name, false, trace));
            } catch (ClassNotFoundException | LinkageError e) {
                // not on this class path (a plain JVM has it on java.class.path already)
            }
        }
        return out.toArray(new Class<?>[0]);
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path q = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(q);
                } else {
                    Files.copy(p, q);
                }
            }
        }
    }
}
