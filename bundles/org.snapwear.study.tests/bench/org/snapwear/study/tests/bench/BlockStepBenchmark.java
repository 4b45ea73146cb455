package org.snapwear.study.tests.bench;

import java.util.Arrays;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;

import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.blocks.BlockColorMode;
import org.snapwear.study.blocks.BlockImageModel;
import org.snapwear.study.blocks.BlockRun;
import org.snapwear.study.blocks.BlockStateRuns;
import org.snapwear.study.blocks.BlockWorkload;

/**
 * Milliseconds per step of the SSD Block States model on a run of more than 10^6 events on the Table 4 device
 * (131,072 blocks, Table 8 counts warmed up with mixed pages, uniform random writes): model update plus the
 * image update a view does (the dirty cells copied into a 2 px-per-block ARGB pixel buffer, or the whole buffer
 * after a large jump). Forward, backward (with undo-window rebuilds) and random jumps. Not a test.
 * <p>
 * Usage: {@code BlockStepBenchmark [writes=1000000] [steps=200000] [jumps=300]}
 */
public final class BlockStepBenchmark {
    private static final int CELL = 2;
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    /** CPU time of the last timed operation (ms): less disturbed than wall time by other processes. */
    private static double[] cpu;

    private static long cpuNow() {
        return CPU.getCurrentThreadCpuTime();
    }

    private BlockStepBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long writes = args.length > 0 ? Long.parseLong(args[0]) : 1_000_000;
        int steps = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
        int jumps = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        long t0 = System.nanoTime();
        BlockRun run = BlockStateRuns.run(SsdConfig.table4(), new WarmupState(111_432, 13_048, 6_592, WarmupLayout.MIXED),
                BlockWorkload.uniform(writes, 1), null);
        System.out.printf("run: %,d events, %,d GC, simulated and logged in %.1f s, log %,d bytes (%.1f B/event),"
                + " page history %,d bytes%n", run.log().steps(), run.metrics().gcInvocations(),
                (System.nanoTime() - t0) / 1e9, run.log().bytesUsed(), (double) run.log().bytesUsed() / run.log().steps(),
                run.pages().bytesUsed());
        BlockImageModel m = new BlockImageModel(run, BlockColorMode.VALID_INVALID_FREE);
        int width = m.columns() * CELL;
        int[] pixels = new int[width * m.rows() * CELL];
        blit(m, pixels, width);
        long mid = m.steps() / 2;
        m.jumpTo(mid);
        blit(m, pixels, width);
        for (int i = 0; i < 20_000; i++) { // warm the JIT
            m.forward();
            blit(m, pixels, width);
            m.backward();
            blit(m, pixels, width);
        }
        m.jumpTo(mid);
        blit(m, pixels, width);

        double[] fwd = new double[steps];
        cpu = new double[fwd.length];
        for (int i = 0; i < steps; i++) {
            long s = System.nanoTime();
            long c = cpuNow();
            m.forward();
            blit(m, pixels, width);
            fwd[i] = (System.nanoTime() - s) / 1e6;
            cpu[i] = (cpuNow() - c) / 1e6;
        }
        report("forward (single steps from mid-run)", fwd);
        double[] bwd = new double[steps];
        cpu = new double[bwd.length];
        for (int i = 0; i < steps; i++) {
            long s = System.nanoTime();
            long c = cpuNow();
            m.backward();
            blit(m, pixels, width);
            bwd[i] = (System.nanoTime() - s) / 1e6;
            cpu[i] = (cpuNow() - c) / 1e6;
        }
        report("backward (single steps; undo rebuilt per checkpoint interval)", bwd);
        double[] back2 = new double[steps];
        cpu = new double[back2.length];
        m.jumpTo(m.steps());
        blit(m, pixels, width);
        for (int i = 0; i < steps; i++) {
            long s = System.nanoTime();
            long c = cpuNow();
            m.backward();
            blit(m, pixels, width);
            back2[i] = (System.nanoTime() - s) / 1e6;
            cpu[i] = (cpuNow() - c) / 1e6;
        }
        report("backward from the last step", back2);
        SplittableRandom rnd = new SplittableRandom(5);
        double[] jmp = new double[jumps];
        cpu = new double[jmp.length];
        for (int i = 0; i < jumps; i++) {
            long target = rnd.nextLong(m.steps() + 1);
            long s = System.nanoTime();
            long c = cpuNow();
            m.jumpTo(target);
            blit(m, pixels, width);
            jmp[i] = (System.nanoTime() - s) / 1e6;
            cpu[i] = (cpuNow() - c) / 1e6;
        }
        report("random jumps (timeline drag anywhere)", jmp);
        m.jumpTo(m.steps() / 4); // 200 frames x 1,000 steps stay inside the run
        blit(m, pixels, width);
        double[] frame = new double[200];
        cpu = new double[frame.length];
        for (int i = 0; i < frame.length; i++) {
            long s = System.nanoTime();
            long c = cpuNow();
            for (int k = 0; k < 1000; k++) {
                m.forward();
            }
            blit(m, pixels, width);
            frame[i] = (System.nanoTime() - s) / 1e6;
            cpu[i] = (cpuNow() - c) / 1e6;
        }
        report("play frame of 1,000 steps", frame);
        System.out.println("checksum " + Arrays.hashCode(pixels));
    }

    /** What the view does: dirty cells (or all after a big change) into the pixel buffer. */
    private static void blit(BlockImageModel m, int[] pixels, int width) {
        int[] rgb = m.rgb();
        int cols = m.columns();
        if (m.allDirty()) {
            for (int b = 0; b < rgb.length; b++) {
                cell(pixels, width, cols, b, rgb[b]);
            }
        } else {
            int[] d = m.dirtyBlocks();
            for (int i = 0; i < m.dirtyCount(); i++) {
                cell(pixels, width, cols, d[i], rgb[d[i]]);
            }
        }
        m.clearDirty();
    }

    private static void cell(int[] pixels, int width, int cols, int b, int c) {
        int x0 = (b % cols) * CELL;
        int y0 = (b / cols) * CELL;
        for (int y = y0; y < y0 + CELL; y++) {
            Arrays.fill(pixels, y * width + x0, y * width + x0 + CELL, c);
        }
    }

    private static void report(String what, double[] ms) {
        line(what + " [wall]", ms);
        line(what + " [cpu]", cpu);
    }

    private static void line(String what, double[] ms) {
        double[] s = ms.clone();
        Arrays.sort(s);
        double mean = Arrays.stream(s).average().orElse(Double.NaN);
        System.out.printf("%-70s n=%,8d  mean %.4f ms  p50 %.4f  p99 %.4f  max %.2f ms%n", what, s.length, mean,
                s[s.length / 2], s[(int) (s.length * 0.99)], s[s.length - 1]);
    }
}
