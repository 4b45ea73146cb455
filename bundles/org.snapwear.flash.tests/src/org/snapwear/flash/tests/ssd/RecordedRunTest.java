package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.replay.UniformRandomWorkload;
import org.snapwear.flash.ssd.BlockEventSink;
import org.snapwear.flash.ssd.EventKind;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;

/**
 * Long deterministic runs against metrics, per-block state and event streams recorded from the simulator as it
 * was before the speed work of 2026-11-22 (commit 45524f3, the straightforward one-write-at-a-time code). Any
 * restructuring of the hot loops (batched host writes, prefetching passes, packed arrays) must reproduce these
 * runs exactly: same counters, same timing sums, same per-block valid/written/erase counts, same events in the
 * same order with the same changed blocks.
 */
class RecordedRunTest {

    /** The Table 4 layout scaled down: 8 chips x 256 blocks x 64 pages, 15% OP, 5% GC pool. */
    private static SsdConfig small(VictimPolicy p, int wearLevel) {
        return SsdConfig.builder().blocksPerChip(256).policy(p).wearLevelThreshold(wearLevel).build();
    }

    /** FNV-1a style fold of the per-block counters. */
    private static long blockHash(Ssd ssd) {
        long h = 0xcbf29ce484222325L;
        for (int b = 0; b < ssd.blocks(); b++) {
            h = (h ^ ssd.validPages(b)) * 0x100000001b3L;
            h = (h ^ ssd.writtenPages(b)) * 0x100000001b3L;
            h = (h ^ ssd.eraseCount(b)) * 0x100000001b3L;
        }
        for (int l = 0; l < ssd.userPages(); l++) {
            h = (h ^ (ssd.isMapped(l) ? 1 : 0)) * 0x100000001b3L;
        }
        return h;
    }

    /** Folds every event: kind, argument, file and the changed blocks (in reported order) with their state. */
    private static final class EventHash implements BlockEventSink {
        long h = 0xcbf29ce484222325L;
        long events;

        private void add(long x) {
            h = (h ^ x) * 0x100000001b3L;
        }

        @Override
        public void onEvent(EventKind kind, int arg, int fileId, int[] blocks, int count, Ssd ssd) {
            events++;
            add(kind.ordinal());
            add(arg);
            add(fileId);
            for (int i = 0; i < count; i++) {
                int b = blocks[i];
                add(b);
                add(ssd.validPages(b));
                add(ssd.writtenPages(b));
                add(ssd.eraseCount(b));
            }
        }
    }

    private static String summary(Ssd ssd) {
        return ssd.metrics() + String.format(Locale.ROOT, " blocks=%016x", blockHash(ssd));
    }

    /** Fill, then uniform random overwrites through the workload (the benchmark's path). */
    private static String uniform(SsdConfig cfg, long overwrites, long seed, EventHash events) {
        Ssd ssd = new Ssd(cfg);
        if (events != null) {
            ssd.setEventSink(events);
        }
        UniformRandomWorkload.fill(ssd);
        new UniformRandomWorkload(seed).overwrite(ssd, overwrites);
        return summary(ssd) + (events == null ? ""
                : String.format(Locale.ROOT, " events=%d/%016x", events.events, events.h));
    }

    /** Mixed single-page writes (with a hot set), reads and trims at advancing arrival times. */
    private static String mixed(SsdConfig cfg, int ops, EventHash events) {
        Ssd ssd = new Ssd(cfg);
        if (events != null) {
            ssd.setEventSink(events);
        }
        SplittableRandom r = new SplittableRandom(99);
        int u = ssd.userPages();
        long t = 0;
        for (int i = 0; i < ops; i++) {
            int x = r.nextInt(100);
            int lpn = x < 50 ? r.nextInt(u / 8) : r.nextInt(u);
            t += r.nextInt(50_000);
            if (x >= 97) {
                ssd.trim(lpn, t);
            } else if (x >= 85) {
                ssd.read(lpn, t);
            } else {
                ssd.write(lpn, t);
            }
        }
        return summary(ssd) + (events == null ? ""
                : String.format(Locale.ROOT, " events=%d/%016x", events.events, events.h));
    }

    @Test
    void greedyUniformRunMatchesRecording() {
        assertEquals(GREEDY_UNIFORM, uniform(small(VictimPolicy.GREEDY, 0), 3_000_000, 17, null));
    }

    @Test
    void greedyUniformRunWithEventsMatchesRecording() {
        assertEquals(GREEDY_UNIFORM_EVENTS,
                uniform(small(VictimPolicy.GREEDY, 0), 1_000_000, 23, new EventHash()));
    }

    @Test
    void otherPoliciesMatchRecording() {
        assertEquals(COST_BENEFIT, uniform(small(VictimPolicy.COST_BENEFIT, 0), 600_000, 5, null));
        assertEquals(FIFO, uniform(small(VictimPolicy.FIFO, 0), 600_000, 5, null));
        assertEquals(D_CHOICES, uniform(small(VictimPolicy.D_CHOICES, 0), 600_000, 5, null));
    }

    @Test
    void mixedOperationsWithWearLevellingMatchRecording() {
        assertEquals(MIXED_WL, mixed(small(VictimPolicy.GREEDY, 6), 1_500_000, null));
        assertEquals(MIXED_WL_EVENTS, mixed(small(VictimPolicy.GREEDY, 6), 600_000, new EventHash()));
    }

    // Recorded from commit 45524f3 (before the speed work).
    private static final String GREEDY_UNIFORM = "SsdMetrics[hostPagesWritten=3113975, hostPagesRead=0, unmappedReads=0, "
            + "hostPagesTrimmed=0, flashPagesProgrammed=16739348, flashPagesRead=13625373, "
            + "gcCopiedPages=13625373, gcInvocations=259604, wearLevelMigrations=0, erases=259604, "
            + "eraseMin=116, eraseMean=126.759765625, eraseMax=140, "
            + "writeAmplification=5.375556322706508, readTimeMs=340634.325, writeTimeMs=3347869.6, "
            + "eraseTimeMs=389406.0, transferTimeMs=318871.04, "
            + "simTimeMs=556779.2154] blocks=ef8b4761946bc8b1";
    private static final String GREEDY_UNIFORM_EVENTS = "SsdMetrics[hostPagesWritten=1113975, hostPagesRead=0, unmappedReads=0, "
            + "hostPagesTrimmed=0, flashPagesProgrammed=5626987, flashPagesRead=4513012, "
            + "gcCopiedPages=4513012, gcInvocations=85975, wearLevelMigrations=0, erases=85975, "
            + "eraseMin=36, eraseMean=41.97998046875, eraseMax=48, writeAmplification=5.05126865504163, "
            + "readTimeMs=112825.3, writeTimeMs=1125397.4, eraseTimeMs=128962.5, "
            + "transferTimeMs=114071.04, "
            + "simTimeMs=189130.5678] blocks=9f7699fcfe6854e3 events=1199950/4ac3b8c7fd8cbbc7";
    private static final String COST_BENEFIT = "SsdMetrics[hostPagesWritten=713975, hostPagesRead=0, unmappedReads=0, hostPagesTrimmed=0, "
            + "flashPagesProgrammed=3729166, flashPagesRead=3015191, gcCopiedPages=3015191, "
            + "gcInvocations=56321, wearLevelMigrations=0, erases=56321, eraseMin=22, "
            + "eraseMean=27.50048828125, eraseMax=32, writeAmplification=5.223104450435939, "
            + "readTimeMs=75379.775, writeTimeMs=745833.2, eraseTimeMs=84481.5, transferTimeMs=73111.04, "
            + "simTimeMs=127607.8428] blocks=4e9426a1b2ab85b8";
    private static final String FIFO = "SsdMetrics[hostPagesWritten=713975, hostPagesRead=0, unmappedReads=0, hostPagesTrimmed=0, "
            + "flashPagesProgrammed=3698847, flashPagesRead=2984872, gcCopiedPages=2984872, "
            + "gcInvocations=55847, wearLevelMigrations=0, erases=55847, eraseMin=25, "
            + "eraseMean=27.26904296875, eraseMax=29, writeAmplification=5.180639378129486, "
            + "readTimeMs=74621.8, writeTimeMs=739769.4, eraseTimeMs=83770.5, transferTimeMs=73111.04, "
            + "simTimeMs=126591.3678] blocks=f48049a641e5d5a9";
    private static final String D_CHOICES = "SsdMetrics[hostPagesWritten=713975, hostPagesRead=0, unmappedReads=0, hostPagesTrimmed=0, "
            + "flashPagesProgrammed=4816528, flashPagesRead=4102553, gcCopiedPages=4102553, "
            + "gcInvocations=73311, wearLevelMigrations=0, erases=73311, eraseMin=25, "
            + "eraseMean=35.79638671875, eraseMax=48, writeAmplification=6.746073742077804, "
            + "readTimeMs=102563.825, writeTimeMs=963305.6, eraseTimeMs=109966.5, "
            + "transferTimeMs=73111.04, simTimeMs=162651.2178] blocks=96e6086dd25c6af0";
    private static final String MIXED_WL = "SsdMetrics[hostPagesWritten=1276124, hostPagesRead=179459, unmappedReads=41368, "
            + "hostPagesTrimmed=34054, flashPagesProgrammed=3141904, flashPagesRead=2003871, "
            + "gcCopiedPages=1865780, gcInvocations=41353, wearLevelMigrations=5792, erases=47145, "
            + "eraseMin=21, eraseMean=23.02001953125, eraseMax=29, writeAmplification=2.462067949509609, "
            + "readTimeMs=50096.775, writeTimeMs=628380.8, eraseTimeMs=70717.5, "
            + "transferTimeMs=144815.616, simTimeMs=114245.493672] blocks=23ce5502c1b7d57e";
    private static final String MIXED_WL_EVENTS = "SsdMetrics[hostPagesWritten=510961, hostPagesRead=71356, unmappedReads=30085, "
            + "hostPagesTrimmed=10136, flashPagesProgrammed=781401, flashPagesRead=311711, "
            + "gcCopiedPages=270440, gcInvocations=10245, wearLevelMigrations=18, erases=10263, "
            + "eraseMin=2, eraseMean=5.01123046875, eraseMax=9, writeAmplification=1.5292771855386222, "
            + "readTimeMs=7792.775, writeTimeMs=156280.2, eraseTimeMs=15394.5, "
            + "transferTimeMs=56548.5568, "
            + "simTimeMs=29822.07695] blocks=613af9cc8a764b91 events=531360/2c0332bba8de3bba";

    /** Prints the current values (used once to record them). */
    public static void main(String[] args) {
        System.out.println(uniform(small(VictimPolicy.GREEDY, 0), 3_000_000, 17, null));
        System.out.println(uniform(small(VictimPolicy.GREEDY, 0), 1_000_000, 23, new EventHash()));
        System.out.println(uniform(small(VictimPolicy.COST_BENEFIT, 0), 600_000, 5, null));
        System.out.println(uniform(small(VictimPolicy.FIFO, 0), 600_000, 5, null));
        System.out.println(uniform(small(VictimPolicy.D_CHOICES, 0), 600_000, 5, null));
        System.out.println(mixed(small(VictimPolicy.GREEDY, 6), 1_500_000, null));
        System.out.println(mixed(small(VictimPolicy.GREEDY, 6), 600_000, new EventHash()));
    }
}
