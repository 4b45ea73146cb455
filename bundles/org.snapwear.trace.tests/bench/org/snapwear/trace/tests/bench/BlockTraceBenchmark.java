package org.snapwear.trace.tests.bench;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.snapwear.trace.blockio.BlockRequest;
import org.snapwear.trace.blockio.BlockTraceReader;

/**
 * Import speed of a generated MSR Cambridge CSV trace (about 100 MB), against reading the same file with
 * BufferedReader.readLine (line splitting only) in the same run. Usage: java ... BlockTraceBenchmark [lines]
 */
public final class BlockTraceBenchmark {
    private BlockTraceBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        int lines = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        Path f = Files.createTempFile("snapwear-msr", ".csv");
        try {
            Random r = new Random(1);
            long t = 128166372003061629L;
            try (BufferedWriter w = Files.newBufferedWriter(f, StandardCharsets.US_ASCII)) {
                for (int i = 0; i < lines; i++) {
                    t += r.nextInt(100_000);
                    w.write(t + ",usr,0," + (r.nextBoolean() ? "Read" : "Write") + "," + (r.nextInt(1 << 24) * 4096L)
                            + "," + (4096 * (1 + r.nextInt(16))) + "," + r.nextInt(10000) + "\n");
                }
            }
            double mb = Files.size(f) / 1e6;
            for (int round = 0; round < 3; round++) {
                long t0 = System.nanoTime();
                long n = 0;
                long bytes = 0;
                try (BlockTraceReader in = BlockTraceReader.open(f)) {
                    BlockRequest q;
                    while ((q = in.read()) != null) {
                        n++;
                        bytes += q.lengthBytes();
                    }
                }
                long t1 = System.nanoTime();
                long m = 0;
                try (BufferedReader in = Files.newBufferedReader(f, StandardCharsets.ISO_8859_1)) {
                    while (in.readLine() != null) {
                        m++;
                    }
                }
                long t2 = System.nanoTime();
                double imp = mb / ((t1 - t0) / 1e9);
                double ref = mb / ((t2 - t1) / 1e9);
                System.out.printf("round %d: %.1f MB trace, import %.0f MB/s (%.2f M requests/s, %d requests, %d GB),"
                        + " readLine %.0f MB/s (%d lines), import/readLine %.2f%n", round, mb, imp,
                        n / ((t1 - t0) / 1e9) / 1e6, n, bytes >> 30, ref, m, imp / ref);
            }
        } finally {
            Files.deleteIfExists(f);
        }
    }
}
