package org.snapwear.study.tests.blocks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.blocks.BlockColorMode;
import org.snapwear.study.blocks.BlockDetail;
import org.snapwear.study.blocks.BlockImageModel;
import org.snapwear.study.blocks.BlockPalette;
import org.snapwear.study.blocks.BlockRun;
import org.snapwear.study.blocks.BlockStateRuns;
import org.snapwear.study.blocks.BlockWorkload;
import org.snapwear.study.blocks.PageState;

/**
 * Steps a block-state model forward, backward and by jumps through a run with GC and wear levelling, and compares
 * colours, counters and page maps with a fresh simulation captured at the same steps (no log involved), and the
 * incrementally maintained colours with colours computed from scratch.
 */
class BlockImageModelTest {
    private static final SsdConfig CFG = SmallDevices.small(VictimPolicy.GREEDY, 6);
    private static final WarmupState WARM = SmallDevices.mixedWarmup();
    private static final BlockWorkload WORK = BlockWorkload.uniform(7000, 3);
    private static BlockRun run;

    @BeforeAll
    static void record() throws IOException {
        run = BlockStateRuns.run(CFG, WARM, WORK, null);
    }

    private static FreshCapture fresh(Set<Long> steps) throws IOException {
        Ssd ssd = new Ssd(CFG);
        ssd.warmUp(WARM);
        FreshCapture cap = new FreshCapture(steps);
        ssd.setEventSink(cap);
        cap.start(ssd);
        WORK.run(ssd, null);
        return cap;
    }

    @Test
    void runHasGcWearLevellingAndEraseBounds() throws IOException {
        assertTrue(run.metrics().gcInvocations() > 100, "GC invocations " + run.metrics().gcInvocations());
        assertTrue(run.metrics().wearLevelMigrations() > 0, "wear levelling migrations");
        long expectedSteps = run.metrics().hostPagesWritten() + run.metrics().hostPagesTrimmed()
                + run.metrics().gcInvocations() + run.metrics().wearLevelMigrations();
        assertEquals(expectedSteps, run.log().steps());
        FreshCapture cap = fresh(Set.of(0L, run.log().steps()));
        assertEquals(run.log().steps(), cap.steps());
        assertEquals(java.util.Arrays.stream(cap.at(0).erases()).min().getAsInt(), run.minErase());
        assertEquals(java.util.Arrays.stream(cap.at(run.log().steps()).erases()).max().getAsInt(), run.maxErase());
        assertTrue(run.maxErase() > run.minErase());
    }

    /** One move of the walk: forward or backward by a few steps, or a jump. */
    private record Move(String how, long target) {
    }

    @Test
    void randomWalkMatchesFreshSimulationAndScratchColours() throws IOException {
        long steps = run.log().steps();
        Random rnd = new Random(42);
        List<Move> moves = new ArrayList<>();
        long at = 0;
        for (int i = 0; i < 160; i++) {
            int r = rnd.nextInt(10);
            long t;
            String how;
            if (r < 4) {
                t = Math.min(steps, at + 1 + rnd.nextInt(60));
                how = "forward";
            } else if (r < 8) {
                t = Math.max(0, at - 1 - rnd.nextInt(60));
                how = "backward";
            } else {
                t = (long) (rnd.nextDouble() * (steps + 1));
                how = "jump";
            }
            if (i == 80) {
                t = steps; // the last step, then a long way back through rebuilt undo windows
                how = "jump";
            }
            if (i == 81) {
                t = steps - BlockImageModel.UNDO_WINDOW - 300;
                how = "backward";
            }
            moves.add(new Move(how, t));
            at = t;
        }
        Set<Long> wanted = new HashSet<>();
        moves.forEach(m -> wanted.add(m.target()));
        FreshCapture cap = fresh(wanted);

        BlockImageModel model = new BlockImageModel(run, BlockColorMode.VALID_INVALID_FREE);
        int[] drawn = model.rgb().clone(); // what a view that only redraws dirty cells would show
        model.clearDirty();
        Random pick = new Random(5);
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            if (i == 50) {
                model.setMode(BlockColorMode.ERASE_COUNT);
            }
            if (i == 120) {
                model.setMode(BlockColorMode.VALID_INVALID_FREE);
            }
            switch (m.how()) {
                case "forward":
                    while (model.step() < m.target()) {
                        assertTrue(model.forward());
                    }
                    break;
                case "backward":
                    while (model.step() > m.target()) {
                        assertTrue(model.backward());
                    }
                    break;
                default:
                    model.jumpTo(m.target());
            }
            assertEquals(m.target(), model.step());
            FreshCapture.State f = cap.at(m.target());
            BlockPalette palette = BlockImageModel.palette(run, model.mode());
            int[] expected = new int[f.valid().length];
            for (int b = 0; b < expected.length; b++) {
                expected[b] = palette.colour(f.valid()[b], f.written()[b], f.erases()[b]);
            }
            String where = "move " + i + " (" + m.how() + " to " + m.target() + ")";
            assertArrayEquals(expected, model.rgb(), where + ": colours vs fresh simulation");
            assertArrayEquals(f.valid(), model.states().valid(), where);
            assertArrayEquals(f.written(), model.states().written(), where);
            assertArrayEquals(f.erases(), model.states().erases(), where);
            assertArrayEquals(BlockImageModel.colours(run.log().stateAt(m.target()), palette), model.rgb(),
                    where + ": incremental vs from scratch");
            if (model.allDirty()) {
                drawn = model.rgb().clone();
            } else {
                for (int k = 0; k < model.dirtyCount(); k++) {
                    int b = model.dirtyBlocks()[k];
                    drawn[b] = model.rgb()[b];
                }
            }
            model.clearDirty();
            assertArrayEquals(model.rgb(), drawn, where + ": cells redrawn from the dirty list");
            if (m.target() > 0) {
                assertEquals(run.log().describe(m.target()), model.describeCurrent(), where);
            }
            for (int k = 0; k < 4; k++) {
                checkPages(model.detail(pick.nextInt(model.blocks())), f, where);
            }
        }
        assertFalse(new BlockImageModel(run, BlockColorMode.ERASE_COUNT).backward(), "no step before 0");
    }

    @Test
    void everyPageMapAtStartAndEndMatchesFreshSimulation() throws IOException {
        long end = run.log().steps();
        long mid = end / 2;
        FreshCapture cap = fresh(Set.of(0L, mid, end));
        BlockImageModel model = new BlockImageModel(run, BlockColorMode.VALID_INVALID_FREE);
        for (long s : new long[] {0, mid, end}) {
            model.jumpTo(s);
            for (int b = 0; b < model.blocks(); b++) {
                checkPages(model.detail(b), cap.at(s), "step " + s);
            }
        }
    }

    private static void checkPages(BlockDetail d, FreshCapture.State f, String where) {
        int p = d.pages().length;
        int b = d.block();
        assertEquals(f.valid()[b], d.valid(), where + " block " + b);
        assertEquals(f.written()[b] - f.valid()[b], d.invalid(), where + " block " + b);
        assertEquals(p - f.written()[b], d.free(), where + " block " + b);
        assertEquals(f.erases()[b], d.erases(), where + " block " + b);
        for (int i = 0; i < p; i++) {
            PageState expected = i >= f.written()[b] ? PageState.FREE
                    : f.pageValid()[b * p + i] ? PageState.VALID : PageState.INVALID;
            assertEquals(expected, d.pages()[i], where + " block " + b + " page " + i);
        }
    }

    @Test
    void gridLayoutAndBlockLookup() {
        assertEquals(512, BlockImageModel.defaultColumns(131_072));
        BlockImageModel model = new BlockImageModel(run, BlockColorMode.VALID_INVALID_FREE, 10);
        assertEquals(13, model.rows()); // 128 blocks in rows of 10
        assertEquals(37, model.blockAt(7, 3));
        assertEquals(-1, model.blockAt(8, 12)); // 128 is past the last block
        assertEquals(-1, model.blockAt(10, 0));
    }

    @Test
    void paletteEndsAndLegend() {
        BlockPalette vif = new BlockPalette(BlockColorMode.VALID_INVALID_FREE, 64, 0, 10);
        assertEquals(BlockPalette.VALID, vif.colour(64, 64, 3));
        assertEquals(BlockPalette.INVALID, vif.colour(0, 64, 3));
        assertEquals(BlockPalette.FREE, vif.colour(0, 0, 3));
        // 16 valid, 16 invalid, 32 free: per channel (16 V + 16 I + 32 F) / 64, rounded.
        int mixed = vif.colour(16, 32, 0);
        for (int shift : new int[] {16, 8, 0}) {
            int want = (16 * ((BlockPalette.VALID >> shift) & 0xFF) + 16 * ((BlockPalette.INVALID >> shift) & 0xFF)
                    + 32 * ((BlockPalette.FREE >> shift) & 0xFF) + 32) / 64;
            assertEquals(want, (mixed >> shift) & 0xFF);
        }
        assertEquals(4, vif.legend().size());
        BlockPalette heat = new BlockPalette(BlockColorMode.ERASE_COUNT, 64, 2, 12);
        assertEquals(0x313695, heat.colour(0, 0, 2));
        assertEquals(0xA50026, heat.colour(64, 64, 12));
        assertEquals(heat.heat(12), heat.heat(40), "clamped above the run's maximum");
        assertEquals(6, heat.legend().size());
        assertEquals("2 erases (least)", heat.legend().get(0).label());
        assertEquals("12 erases (most)", heat.legend().get(5).label());
    }
}
