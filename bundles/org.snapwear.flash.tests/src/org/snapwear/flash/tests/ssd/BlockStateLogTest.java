package org.snapwear.flash.tests.ssd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.snapwear.flash.files.FileLayer;
import org.snapwear.flash.log.BlockStateLog;
import org.snapwear.flash.log.BlockStates;
import org.snapwear.flash.ssd.BlockEventSink;
import org.snapwear.flash.ssd.EventKind;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;

class BlockStateLogTest {
    private static final long EVENTS = 1_000_000;

    private static SsdConfig cfg() {
        return SsdConfig.builder().channels(2).chipsPerChannel(2).blocksPerChip(96).pagesPerBlock(32)
                .overProvisioning(0.2).wearLevelThreshold(8).build();
    }

    /** The same deterministic host operations for both runs: mostly writes with a hot set, some trims. */
    private static void drive(Ssd ssd, java.util.function.LongSupplier events) {
        SplittableRandom r = new SplittableRandom(42);
        int u = ssd.userPages();
        while (events.getAsLong() < EVENTS) {
            int x = r.nextInt(100);
            int lpn = x < 60 ? r.nextInt(u / 10) : r.nextInt(u);
            if (x == 99) {
                ssd.trim(lpn, 0);
            } else {
                ssd.write(lpn, 0);
            }
        }
    }

    /** Captures the simulator's live block state right after chosen events. */
    private static final class Capture implements BlockEventSink {
        final TreeSet<Long> wanted;
        final Map<Long, int[][]> states = new HashMap<>();
        long events;

        Capture(TreeSet<Long> wanted) {
            this.wanted = wanted;
        }

        void snap(Ssd ssd) {
            int n = ssd.blocks();
            int[][] s = new int[3][n];
            for (int b = 0; b < n; b++) {
                s[0][b] = ssd.validPages(b);
                s[1][b] = ssd.writtenPages(b);
                s[2][b] = ssd.eraseCount(b);
            }
            states.put(events, s);
        }

        @Override
        public void onEvent(EventKind kind, int arg, int fileId, int[] blocks, int count, Ssd ssd) {
            events++;
            if (wanted.contains(events)) {
                snap(ssd);
            }
        }
    }

    @Test
    void anyStepRebuildsLikeAFreshSimulationStoppedThere() {
        Ssd ssd = new Ssd(cfg());
        BlockStateLog log = BlockStateLog.attach(ssd, 20_000);
        drive(ssd, log::steps);
        long total = log.steps();
        assertTrue(total >= EVENTS);
        assertTrue(ssd.metrics().gcInvocations() > 10_000 && ssd.metrics().wearLevelMigrations() > 0,
                "the run must exercise GC and wear levelling: " + ssd.metrics());
        double perEvent = (double) log.bytesUsed() / total;
        assertTrue(perEvent <= 64, "bytes per event " + perEvent);

        TreeSet<Long> steps = new TreeSet<>();
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 40; i++) {
            steps.add(1 + r.nextLong(total));
        }
        for (long s : new long[] {1, 19_999, 20_000, 20_001, 500_000, total}) {
            steps.add(s);
        }
        Ssd fresh = new Ssd(cfg());
        Capture cap = new Capture(steps);
        cap.snap(fresh); // step 0
        fresh.setEventSink(cap);
        drive(fresh, () -> cap.events);
        steps.add(0L);
        // A cursor stepping forward from a random step passes through the same states.
        BlockStateLog.Cursor cur = log.cursor(487_123);
        for (int i = 0; i < 30_000; i++) {
            var ev = cur.forward();
            assertEquals(cur.step(), ev.step());
        }
        assertArrayEquals(log.stateAt(cur.step()).valid(), cur.view().valid());
        assertArrayEquals(log.stateAt(cur.step()).erases(), cur.view().erases());
        for (long s : steps) {
            BlockStates st = log.stateAt(s);
            int[][] want = cap.states.get(s);
            assertArrayEquals(want[0], st.valid(), "valid at step " + s);
            assertArrayEquals(want[1], st.written(), "written at step " + s);
            assertArrayEquals(want[2], st.erases(), "erases at step " + s);
        }
    }

    @Test
    void describesEventsWithFileNames() {
        SsdConfig c = cfg();
        Ssd ssd = new Ssd(c);
        FileLayer fs = new FileLayer(ssd);
        BlockStateLog log = BlockStateLog.attach(ssd);
        log.setFileNames(fs::fileName);
        fs.write("snap_5000.delta", 3 * 4096, -1);
        assertEquals(3, log.steps());
        assertTrue(log.describe(1).startsWith("host write of file snap_5000.delta (logical page 0)"), log.describe(1));
        fs.delete("snap_5000.delta", -1);
        assertTrue(log.describe(4).startsWith("host trim of file snap_5000.delta"), log.describe(4));
        // Fill until GC runs and find a GC event.
        for (int i = 0; log.steps() < 30_000; i++) {
            ssd.write(i % ssd.userPages(), 0);
        }
        boolean sawGc = false;
        for (long s = 1; s <= log.steps() && !sawGc; s++) {
            sawGc = log.describe(s).startsWith("GC of block");
        }
        assertTrue(sawGc);
        BlockStates last = log.stateAt(log.steps());
        for (int b = 0; b < ssd.blocks(); b++) {
            assertEquals(ssd.validPages(b), last.valid()[b]);
            assertEquals(c.pagesPerBlock() - ssd.writtenPages(b), last.free(b));
        }
    }
}
