package org.snapwear.trace.tests.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.snapwear.trace.generator.GeneratedRun;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.generator.nn.Gemm;
import org.snapwear.trace.generator.nn.Workers;
import org.snapwear.trace.tests.generator.HeadingBits;

/**
 * Generation time of the built-in training-run generator for several model sizes, against a plain matrix
 * multiply reference measured in the same run, and the realism comparison with the cnn_digits_sgd fixture
 * (heading-bit equality of the first and last adjacent pair).
 * <p>
 * usage: {@code TraceGeneratorBenchmark [speed] [realism] [tmpDir]} (default both; the fixtures directory comes
 * from {@code -Dsnapwear.fixtures}).
 */
public final class TraceGeneratorBenchmark {

    private TraceGeneratorBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        List<String> a = List.of(args);
        boolean all = !a.contains("speed") && !a.contains("realism");
        Path tmp = Files.createTempDirectory("snapwear-genbench");
        try {
            if (all || a.contains("speed")) {
                reference();
                speed(tmp);
            }
            if (all || a.contains("realism")) {
                realism(tmp);
            }
        } finally {
            delete(tmp);
        }
    }

    private static double cpuSeconds() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
    }

    /** GFLOP/s of the generator's own matrix kernel on a cache-resident 256^3 product, 1 and 2 threads. */
    private static void reference() {
        int n = 256;
        float[] x = new float[n * n];
        float[] y = new float[n * n];
        for (int i = 0; i < x.length; i++) {
            x[i] = (i % 17) * 0.1f;
            y[i] = (i % 13) * 0.1f;
        }
        for (int threads : new int[] {1, 2}) {
            try (Workers w = new Workers(threads)) {
                float[] c = new float[n * n];
                for (int warm = 0; warm < 20; warm++) {
                    Gemm.mulAdd(x, y, c, n, n, n, w);
                }
                int reps = 60;
                long t0 = System.nanoTime();
                for (int r = 0; r < reps; r++) {
                    Gemm.mulAdd(x, y, c, n, n, n, w);
                }
                double s = (System.nanoTime() - t0) / 1e9;
                System.out.printf(Locale.ROOT, "reference: Gemm.mulAdd 256x256x256, %d thread(s): %.2f GFLOP/s%n",
                        threads, 2.0 * n * n * n * reps / s / 1e9);
            }
        }
    }

    private static void speed(Path tmp) throws IOException {
        System.out.println("model | requested | exact params | iterations | interval | batch | snapshots | wall s | cpu s | ms/iteration | bytes written");
        GeneratorSettings d = GeneratorSettings.defaults();
        Object[][] runs = {
            {ModelKind.CNN, 10_000L, 2000L, 100L},
            {ModelKind.CNN, 100_000L, 2000L, 100L},
            {ModelKind.MLP, 100_000L, 2000L, 100L},
            {ModelKind.CNN, 1_000_000L, 400L, 20L},
            {ModelKind.MLP, 1_000_000L, 400L, 20L},
            {ModelKind.CNN, 10_000_000L, 20L, 1L},
        };
        for (Object[] r : runs) {
            GeneratorSettings s = d.withModel((ModelKind) r[0]).withParameters((Long) r[1])
                    .withSchedule((Long) r[2], (Long) r[3]);
            Path dir = tmp.resolve("run");
            double cpu0 = cpuSeconds();
            long t0 = System.nanoTime();
            GeneratedRun run = TrainingRunGenerator.generate(s, dir, null);
            double wall = (System.nanoTime() - t0) / 1e9;
            double cpu = cpuSeconds() - cpu0;
            long bytes = 0;
            for (Path p : run.snapshots()) {
                bytes += Files.size(p);
            }
            System.out.printf(Locale.ROOT, "%s | %d | %d | %d | %d | %d | %d | %.1f | %.1f | %.2f | %d%n", s.model().id(),
                    s.parameters(), run.parameterCount(), s.iterations(), s.interval(), s.batchSize(),
                    run.snapshots().size(), wall, cpu, wall * 1000 / s.iterations(), bytes);
            delete(dir);
        }
    }

    private static String pairRow(String what, int[] a, int[] b) {
        return String.format(Locale.ROOT, "%s | %.2f%% | %.2f%% | %.2f%% | %.2f%%", what, 100 * HeadingBits.fraction(a, b, 4),
                100 * HeadingBits.fraction(a, b, 8), 100 * HeadingBits.fraction(a, b, 12),
                100 * HeadingBits.fraction(a, b, 32));
    }

    private static void realism(Path tmp) throws IOException {
        System.out.println("pair | >=4 bits | >=8 bits | >=12 bits | identical");
        String fx = System.getProperty("snapwear.fixtures");
        if (fx == null || !Files.isDirectory(Path.of(fx, "cnn_digits_sgd"))) {
            throw new IOException("set -Dsnapwear.fixtures to the fixtures directory (cnn_digits_sgd is missing)");
        }
        Path f = Path.of(fx, "cnn_digits_sgd");
        System.out.println(pairRow("fixture 0 -> 500", HeadingBits.bits(f.resolve("snap_iter000000.fp32.safetensors")),
                HeadingBits.bits(f.resolve("snap_iter000500.fp32.safetensors"))));
        System.out.println(pairRow("fixture 9500 -> 10000", HeadingBits.bits(f.resolve("snap_iter009500.fp32.safetensors")),
                HeadingBits.bits(f.resolve("snap_iter010000.fp32.safetensors"))));
        for (int batch : new int[] {16, 64}) {
            GeneratorSettings s = GeneratorSettings.defaults().withSchedule(10_000, 500).withBatchSize(batch);
            Path dir = tmp.resolve("realism" + batch);
            long t0 = System.nanoTime();
            GeneratedRun run = TrainingRunGenerator.generate(s, dir, null);
            double wall = (System.nanoTime() - t0) / 1e9;
            List<Path> snaps = run.snapshots();
            String label = "generated cnn " + run.parameterCount() + " params, batch " + batch;
            System.out.println(pairRow(label + ", 0 -> 500", HeadingBits.bits(snaps.get(0)), HeadingBits.bits(snaps.get(1))));
            System.out.println(pairRow(label + ", 9500 -> 10000", HeadingBits.bits(snaps.get(snaps.size() - 2)),
                    HeadingBits.bits(snaps.get(snaps.size() - 1))));
            System.out.printf(Locale.ROOT, "  (%s: %.1f s, final train accuracy %.4f, final loss %.4f)%n", label, wall,
                    run.finalTrainAccuracy(), run.finalLoss());
            System.out.println("  all pairs, >=12 bits: " + allPairs(snaps));
            delete(dir);
        }
    }

    private static String allPairs(List<Path> snaps) throws IOException {
        StringBuilder b = new StringBuilder();
        int[] prev = HeadingBits.bits(snaps.get(0));
        for (int i = 1; i < snaps.size(); i++) {
            int[] cur = HeadingBits.bits(snaps.get(i));
            b.append(String.format(Locale.ROOT, "%.1f ", 100 * HeadingBits.fraction(prev, cur, 12)));
            prev = cur;
        }
        return b.toString().trim();
    }

    private static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
