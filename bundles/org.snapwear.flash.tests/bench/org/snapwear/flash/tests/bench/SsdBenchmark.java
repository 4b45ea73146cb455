package org.snapwear.flash.tests.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

import org.snapwear.flash.files.FileLayer;
import org.snapwear.flash.log.BlockStateLog;
import org.snapwear.flash.replay.UniformRandomWorkload;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.SsdMetrics;
import org.snapwear.flash.ssd.WarmupState;

/**
 * SSD simulator throughput and memory. Usage: {@code SsdBenchmark [maxExponent=8]}.
 * <ol>
 * <li>Table 4 device (8,388,608 pages), 15% OP, 5% GC pool, greedy GC: fill, then 10^6, 10^7, 10^8 uniform random
 * overwrites (each on a freshly filled device); host page writes per second.</li>
 * <li>Reference in the same run: the same number of random read-modify-writes of an int array of the
 * device's physical page count (the memory-bound floor of any page-mapped FTL).</li>
 * <li>State bytes per physical page.</li>
 * <li>The paper-size experiment: Table 8 warm-up, then ten 229,146,326-byte CaffeNet snapshots written as
 * files (keeping the last two), with and without the block-state log.</li>
 * <li>Steady state against over-provisioning (same geometry): after a fill and 1.5 x the physical page count of
 * overwrites, 5 x 10^6 measured overwrites at 15%, 25%, 50% and 100% spare; host writes and flash page programs
 * per second, since a page-mapped FTL's work per host write grows with the write amplification.</li>
 * <li>Steady state against device size at 15% spare: the Table 4 geometry with 1/64, 1/16 and 1/4 of its blocks
 * per chip, so the maps range from cache-sized to far larger than the cache (the cost of a host write is mostly
 * its random map updates, one per flash page programmed).</li>
 * </ol>
 */
public final class SsdBenchmark {
    private SsdBenchmark() {
    }

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    /** CPU time of this thread (ns): on a loaded machine, wall-clock rates mostly measure the other processes. */
    private static long cpu() {
        return MX.getCurrentThreadCpuTime();
    }

    public static void main(String[] args) {
        int maxExp = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        SsdConfig cfg = SsdConfig.table4();
        System.out.printf(Locale.ROOT, "device: %d pages (%d blocks x %d), user %d pages, policy %s%n",
                cfg.physicalPages(), cfg.blocks(), cfg.pagesPerBlock(), cfg.userPages(), cfg.policy());
        // Warm the JIT on a small device first.
        Ssd warm = new Ssd(SsdConfig.theory(1.15, 4096, 64, cfg.policy()));
        new UniformRandomWorkload(9).steadyState(warm, 1_000_000, 2_000_000);

        for (int e = 6; e <= maxExp; e++) {
            long n = (long) Math.pow(10, e);
            Ssd ssd = new Ssd(cfg);
            long t0 = System.nanoTime();
            UniformRandomWorkload.fill(ssd);
            long t1 = System.nanoTime();
            SsdMetrics before = ssd.metrics();
            long c1 = cpu();
            new UniformRandomWorkload(e).overwrite(ssd, n);
            long c2 = cpu();
            long t2 = System.nanoTime();
            SsdMetrics after = ssd.metrics();
            double rate = n / ((t2 - t1) / 1e9);
            double[] ref = reference(cfg.physicalPages(), n, e);
            double cpuRate = n / ((c2 - c1) / 1e9);
            System.out.printf(Locale.ROOT, "10^%d overwrites: wall %.2f s = %.2f M writes/s, CPU %.2f s = %.2f M writes/s"
                    + " (fill %.2f M/s wall), WA %.3f, GC %d; reference random int RMW wall %.1f M/s, CPU %.1f M/s"
                    + " (ratio CPU %.2f)%n", e, (t2 - t1) / 1e9, rate / 1e6, (c2 - c1) / 1e9, cpuRate / 1e6,
                    ssd.userPages() / ((t1 - t0) / 1e9) / 1e6, after.writeAmplificationSince(before),
                    after.gcInvocations() - before.gcInvocations(), ref[0] / 1e6, ref[1] / 1e6, cpuRate / ref[1]);
            if (e == 6) {
                System.out.printf(Locale.ROOT, "state: %d bytes = %.2f bytes per physical page%n", ssd.stateBytes(),
                        (double) ssd.stateBytes() / cfg.physicalPages());
            }
        }
        paper(cfg, false);
        paper(cfg, true);
        for (double op : new double[] {0.15, 0.25, 0.5, 1.0}) {
            steadyStateAt(cfg.withOverProvisioning(op, cfg.opConvention()));
        }
        for (int div : new int[] {64, 16, 4}) {
            SsdConfig small = cfg.toBuilder().blocksPerChip(cfg.blocksPerChip() / div).build();
            System.out.printf(Locale.ROOT, "1/%d of the Table 4 blocks (%d pages, maps %.1f MB): ", div,
                    small.physicalPages(), 4.0 * (small.physicalPages() + small.userPages()) / 1e6);
            steadyStateAt(small);
        }
    }

    private static void steadyStateAt(SsdConfig cfg) {
        Ssd ssd = new Ssd(cfg);
        UniformRandomWorkload w = new UniformRandomWorkload(5);
        UniformRandomWorkload.fill(ssd);
        w.overwrite(ssd, cfg.physicalPages() * 3L / 2);
        SsdMetrics before = ssd.metrics();
        long n = 5_000_000;
        long t0 = System.nanoTime();
        long c0 = cpu();
        w.overwrite(ssd, n);
        long c1 = cpu();
        long t1 = System.nanoTime();
        SsdMetrics after = ssd.metrics();
        double wa = after.writeAmplificationSince(before);
        System.out.printf(Locale.ROOT, "steady state, %.0f%% spare (%s): WA %.2f, %.2f M host writes/s wall, %.2f M/s CPU"
                + " = %.1f M flash page programs/s CPU%n", 100 * cfg.overProvisioning(), cfg.opConvention(), wa,
                n / ((t1 - t0) / 1e9) / 1e6, n / ((c1 - c0) / 1e9) / 1e6, wa * n / ((c1 - c0) / 1e9) / 1e6);
    }

    /** n random read-modify-writes of an int array with one entry per physical page. */
    private static double[] reference(int size, long n, long seed) {
        int[] a = new int[size];
        UniformRandomWorkload r = new UniformRandomWorkload(seed);
        long t0 = System.nanoTime();
        long c0 = cpu();
        for (long i = 0; i < n; i++) {
            a[r.nextPage(size)]++;
        }
        long c1 = cpu();
        long t1 = System.nanoTime();
        long s = 0;
        for (int i = 0; i < size; i += 4096) {
            s += a[i];
        }
        if (s == 42) {
            System.out.print("");
        }
        return new double[] {n / ((t1 - t0) / 1e9), n / ((c1 - c0) / 1e9)};
    }

    private static void paper(SsdConfig cfg, boolean withLog) {
        long t0 = System.nanoTime();
        long c0 = cpu();
        Ssd ssd = new Ssd(cfg);
        ssd.warmUp(WarmupState.table8());
        long t1 = System.nanoTime();
        long c1 = cpu();
        BlockStateLog log = withLog ? BlockStateLog.attach(ssd) : null;
        FileLayer fs = new FileLayer(ssd);
        for (int i = 1; i <= 10; i++) {
            fs.write("caffenet_iter_" + (i * 5000) + ".caffemodel", 229_146_326L, -1);
            if (i > 2) {
                fs.delete("caffenet_iter_" + ((i - 2) * 5000) + ".caffemodel", -1);
            }
        }
        long t2 = System.nanoTime();
        long c2 = cpu();
        SsdMetrics m = ssd.metrics();
        System.out.printf(Locale.ROOT, "paper-size experiment%s: warm-up %.2f s wall / %.2f s CPU, 10 x 229 MB snapshots"
                + " %.2f s wall / %.2f s CPU (%d host pages, WA %.3f, %d erases, simulated %.1f s I/O)%s%n",
                withLog ? " with block-state log" : "", (t1 - t0) / 1e9, (c1 - c0) / 1e9, (t2 - t1) / 1e9,
                (c2 - c1) / 1e9, m.hostPagesWritten(), m.writeAmplification(), m.erases(),
                m.simTimeMs() / 1000, withLog ? String.format(Locale.ROOT, "; log %d events, %.1f bytes/event",
                        log.steps(), (double) log.bytesUsed() / log.steps()) : "");
        if (withLog) {
            long t3 = System.nanoTime();
            int k = 50;
            for (int i = 0; i < k; i++) {
                log.stateAt(log.steps() * i / k);
            }
            System.out.printf(Locale.ROOT, "  stateAt(step) of all %d blocks: %.2f ms each%n", cfg.blocks(),
                    (System.nanoTime() - t3) / 1e6 / k);
        }
    }
}
