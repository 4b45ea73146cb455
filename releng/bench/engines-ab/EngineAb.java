import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Locale;
import java.util.Properties;
import java.util.Random;

import org.snapwear.flash.log.BlockStateLog;
import org.snapwear.flash.replay.UniformRandomWorkload;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.gpu.bpc.EntryCompressor;
import org.snapwear.gpu.bpc.EntryCompressors;

/**
 * One side of an A/B run of the engines' hot loops (releng/bench/engines-ab.sh): compiled against the old and
 * the new classes alike, so it only uses API both have. Prints one line per measurement, "name cpu_seconds", in
 * thread CPU time (the machine is shared; SSD workloads: the fastest chunk of 10^6 operations, BPC: the fastest
 * of four passes), and one "digest" line per workload that must be equal for both sides
 * (the results are bit-identical). Usage: EngineAb ssd|bpc
 */
public final class EngineAb {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    private EngineAb() {
    }

    private static long cpu() {
        return MX.getCurrentThreadCpuTime();
    }

    public static void main(String[] args) throws Exception {
        if (args[0].equals("ssd")) {
            ssd();
        } else {
            bpc();
        }
    }

    /** A quarter of the Table 4 device (2 Mi pages, 16 MB of maps), so the maps do not fit the cache. */
    private static SsdConfig device(String... kv) {
        Properties p = new Properties();
        p.setProperty("blocks_per_chip", "4096");
        for (int i = 0; i < kv.length; i += 2) {
            p.setProperty(kv[i], kv[i + 1]);
        }
        return SsdConfig.fromProperties(p, SsdConfig.table4(), "ab");
    }

    private static long digest(Ssd ssd) {
        long h = 0xcbf29ce484222325L;
        for (int b = 0; b < ssd.blocks(); b++) {
            h = (h ^ ssd.eraseCount(b)) * 0x100000001b3L;
            h = (h ^ ssd.validPages(b)) * 0x100000001b3L;
            h = (h ^ ssd.writtenPages(b)) * 0x100000001b3L;
        }
        return h ^ ssd.metrics().toString().hashCode();
    }

    private static void ssd() {
        // warm the JIT on a small device
        new UniformRandomWorkload(9).steadyState(new Ssd(SsdConfig.theory(1.15, 4096, 64,
                SsdConfig.table4().policy())), 1_000_000, 2_000_000);
        long n = 10_000_000;
        // 1. single-page host writes, greedy GC, steady state
        Ssd ssd = new Ssd(device());
        UniformRandomWorkload w = new UniformRandomWorkload(5);
        UniformRandomWorkload.fill(ssd);
        w.overwrite(ssd, ssd.config().physicalPages() * 3L / 2);
        long best = Long.MAX_VALUE;
        for (long i = 0; i < n; i += CHUNK) {
            long c0 = cpu();
            w.overwrite(ssd, CHUNK);
            best = Math.min(best, cpu() - c0);
        }
        report("ssd.write", best, digest(ssd));
        // 1b. the host write path itself: 3x spare, so GC is rare (WA about 1) and the maps (4 MB) mostly cached
        ssd = new Ssd(device("blocks_per_chip", "1024", "over_provisioning", "3.0"));
        w = new UniformRandomWorkload(8);
        UniformRandomWorkload.fill(ssd);
        w.overwrite(ssd, ssd.config().physicalPages() * 3L / 2);
        best = Long.MAX_VALUE;
        for (long i = 0; i < n; i += CHUNK) {
            long c0 = cpu();
            w.overwrite(ssd, CHUNK);
            best = Math.min(best, cpu() - c0);
        }
        report("ssd.write.lowgc", best, digest(ssd));
        // 2. batched host writes (the replay path), 64 pages per batch
        ssd = new Ssd(device());
        w = new UniformRandomWorkload(6);
        UniformRandomWorkload.fill(ssd);
        w.overwrite(ssd, ssd.config().physicalPages() * 3L / 2);
        int[] lpns = new int[64];
        int u = ssd.userPages();
        best = Long.MAX_VALUE;
        long t = 0;
        for (long c = 0; c < n; c += CHUNK) {
            long c0 = cpu();
            for (long i = 0; i < CHUNK; i += lpns.length) {
                for (int k = 0; k < lpns.length; k++) {
                    lpns[k] = w.nextPage(u);
                }
                t = ssd.write(lpns, lpns.length, t);
            }
            best = Math.min(best, cpu() - c0);
        }
        report("ssd.batch", best, digest(ssd) ^ t);
        // 3. event recording: the block-state log attached, cost-benefit GC, wear levelling, reads and trims
        ssd = new Ssd(device("policy", "cost-benefit", "wear_level_threshold", "16", "over_provisioning", "0.1"));
        w = new UniformRandomWorkload(7);
        UniformRandomWorkload.fill(ssd);
        BlockStateLog log = BlockStateLog.attach(ssd);
        u = ssd.userPages();
        best = Long.MAX_VALUE;
        t = 0;
        for (long c = 0; c < n / 2; c += CHUNK) {
            long c0 = cpu();
            for (long i = c; i < c + CHUNK; i++) {
                int l = w.nextPage(u);
                if ((i & 15) == 0) {
                    t = ssd.read(l, t);
                } else if ((i & 63) == 1) {
                    ssd.trim(l, t);
                } else {
                    t = ssd.write(l, t);
                }
            }
            best = Math.min(best, cpu() - c0);
        }
        report("ssd.events", best, digest(ssd) ^ t ^ log.steps() * 31 ^ log.bytesUsed());
    }

    /** Host operations per timed chunk: a workload reports its fastest chunk, the one least disturbed by the
     * other processes of a shared machine (the device is in steady state, so the chunks do the same work). */
    private static final long CHUNK = 1_000_000;

    private static void report(String name, long bestNs, long digest) {
        System.out.printf(Locale.ROOT, "%s %.4f%n", name, bestNs / 1e9);
        System.out.printf(Locale.ROOT, "digest %s %016x%n", name, digest);
    }

    private static void bpc() {
        int mb = 16;
        String[] kinds = {"weights", "relu"};
        for (int k = 0; k < kinds.length; k++) {
            byte[] data = new byte[mb << 20];
            fill(data, k);
            int entries = data.length / 128;
            int[][] blocks = new int[entries][32];
            ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
            for (int e = 0; e < entries; e++) {
                for (int i = 0; i < 32; i++) {
                    blocks[e][i] = b.getInt(e * 128 + 4 * i);
                }
            }
            for (EntryCompressor c : EntryCompressors.all()) {
                if (!c.id().startsWith("bpc")) {
                    continue;
                }
                long[][] enc = new long[entries][EntryCompressor.MAX_ENCODED_LONGS];
                int[] bits = new int[entries];
                int[] back = new int[32];
                long bestEnc = Long.MAX_VALUE;
                long bestDec = Long.MAX_VALUE;
                long h = 0;
                for (int rep = 0; rep < 5; rep++) {
                    long t0 = cpu();
                    for (int e = 0; e < entries; e++) {
                        bits[e] = c.encode(blocks[e], enc[e]);
                    }
                    long t1 = cpu();
                    h = 0;
                    for (int e = 0; e < entries; e++) {
                        c.decode(enc[e], bits[e], back);
                        h = h * 31 + back[e & 31] + bits[e];
                    }
                    long t2 = cpu();
                    if (rep > 0) {
                        bestEnc = Math.min(bestEnc, t1 - t0);
                        bestDec = Math.min(bestDec, t2 - t1);
                    }
                }
                String name = "bpc." + c.id() + "." + kinds[k];
                System.out.printf(Locale.ROOT, "%s.encode %.4f%n", name, bestEnc / 1e9);
                System.out.printf(Locale.ROOT, "%s.decode %.4f%n", name, bestDec / 1e9);
                System.out.printf(Locale.ROOT, "digest %s %016x%n", name, h);
            }
        }
    }

    /** Little-endian float32: Gaussian weights, or ReLU activations (55% zeros). */
    private static void fill(byte[] data, int kind) {
        Random r = new Random(42);
        ByteBuffer b = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i + 4 <= data.length; i += 4) {
            float v = kind == 0 ? (float) (r.nextGaussian() * 0.05)
                    : r.nextInt(100) < 55 ? 0f : (float) Math.abs(r.nextGaussian());
            b.putFloat(i, v);
        }
    }
}
