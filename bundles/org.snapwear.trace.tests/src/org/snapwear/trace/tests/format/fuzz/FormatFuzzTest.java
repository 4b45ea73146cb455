package org.snapwear.trace.tests.format.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mutation fuzzing of every reader. Budget: {@code snapwear.fuzz.seconds} (default 20) is split over the
 * formats' samples, so the whole fuzz run stays within that many seconds plus setup. Each sample's seeds are
 * {@code base + i}; a failure prints the seed and the mutation so it can be replayed with {@link Mutator}.
 */
class FormatFuzzTest {
    private static final Duration PER_READ = Duration.ofSeconds(5);

    @TempDir
    Path dir;

    @TestFactory
    List<DynamicTest> everyReaderSurvivesMutations() throws Exception {
        List<Samples.Sample> samples = Samples.create(dir.resolve("valid"));
        int seconds = Integer.getInteger("snapwear.fuzz.seconds", 20);
        long perSampleNanos = Duration.ofSeconds(seconds).toNanos() / (samples.size() + 1);
        List<DynamicTest> tests = new ArrayList<>();
        for (Samples.Sample s : samples) {
            tests.add(DynamicTest.dynamicTest(s.format(), () -> fuzz(s, perSampleNanos)));
        }
        tests.add(DynamicTest.dynamicTest("torch data.pkl", () -> fuzzPickle(perSampleNanos)));
        return tests;
    }

    /**
     * Inputs that once failed, replayed on every run: (sample format, seed). hdf5 3352904598304 made jhdf
     * allocate 268 MB for an 859-byte file (a corrupt object header length).
     */
    @Test
    void regressionSeeds() throws Exception {
        Object[][] known = {{"hdf5", 3352904598304L}};
        List<Samples.Sample> samples = Samples.create(dir.resolve("regress"));
        for (Object[] k : known) {
            Samples.Sample s = samples.stream().filter(x -> x.format().equals(k[0])).findFirst().orElseThrow();
            byte[] valid = Files.readAllBytes(s.mutate());
            byte[] bytes = (byte[]) Mutator.mutate(valid, (Long) k[1])[0];
            Files.write(s.mutate(), bytes);
            ReadCheck.check(s.read(), bytes.length, PER_READ, k[0] + " seed=" + k[1]);
        }
    }

    /** Mutates only data.pkl and wraps it in a valid archive, so every input reaches the unpickler. */
    private void fuzzPickle(long budgetNanos) throws Exception {
        byte[] valid = Samples.samplePickle();
        Path pt = dir.resolve("pickle").resolve("p.pt");
        Files.createDirectories(pt.getParent());
        long end = System.nanoTime() + budgetNanos;
        int n = 0;
        int rejected = 0;
        try {
            for (long seed = 0x5eed_0000L; System.nanoTime() < end; seed++) {
                Object[] m = Mutator.mutate(valid, seed);
                Samples.torchArchive(Samples.tensors(), pt, (byte[]) m[0], false);
                String ctx = "torch data.pkl seed=" + seed + " (" + m[1] + ")";
                if (ReadCheck.check(pt, Files.size(pt), PER_READ, ctx) == ReadCheck.Outcome.REJECTED) {
                    rejected++;
                }
                n++;
            }
        } catch (AssertionError e) {
            fail("fuzz failure after " + n + " inputs: " + e.getMessage(), e);
        }
        System.out.printf("fuzz %-28s %6d inputs, %6d rejected with CheckpointFormatException%n", "torch data.pkl", n,
                rejected);
        assertTrue(n > 0, "no input tried");
    }

    private void fuzz(Samples.Sample s, long budgetNanos) throws Exception {
        byte[] valid = Files.readAllBytes(s.mutate());
        // the unmutated sample must read
        assertTrue(ReadCheck.check(s.read(), valid.length, PER_READ, s.format() + " valid") == ReadCheck.Outcome.READ,
                s.format() + ": the valid sample must read");
        long base = (long) s.format().hashCode() << 20;
        long end = System.nanoTime() + budgetNanos;
        int n = 0;
        int rejected = 0;
        try {
            for (long i = 0; System.nanoTime() < end; i++) {
                long seed = base + i;
                Object[] m = Mutator.mutate(valid, seed);
                byte[] bytes = (byte[]) m[0];
                Files.write(s.mutate(), bytes);
                String ctx = s.format() + " seed=" + seed + " (" + m[1] + ")";
                if (ReadCheck.check(s.read(), bytes.length, PER_READ, ctx) == ReadCheck.Outcome.REJECTED) {
                    rejected++;
                }
                n++;
            }
        } catch (AssertionError e) {
            fail("fuzz failure after " + n + " inputs: " + e.getMessage(), e);
        } finally {
            Files.write(s.mutate(), valid);
        }
        System.out.printf("fuzz %-28s %6d inputs, %6d rejected with CheckpointFormatException%n", s.format(), n, rejected);
        assertTrue(n > 0, "no input tried");
    }
}
