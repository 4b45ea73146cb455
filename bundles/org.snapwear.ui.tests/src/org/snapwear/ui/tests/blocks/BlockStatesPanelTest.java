package org.snapwear.ui.tests.blocks;

import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.snapwear.flash.ssd.BlockEventSink;
import org.snapwear.flash.ssd.EventKind;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.blocks.BlockColorMode;
import org.snapwear.study.blocks.BlockImageModel;
import org.snapwear.study.blocks.BlockPalette;
import org.snapwear.study.blocks.BlockRunRequest;
import org.snapwear.study.blocks.BlockWorkload;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.views.BlockStatesPanel;
import org.snapwear.ui.views.Messages;

/**
 * Drives the SSD Block States panel through its buttons, timeline and canvas, and compares the pixels of the drawn
 * image with the colours of a fresh simulation stopped at the same step (no block-state log involved).
 */
@ExtendWith(OnUiThread.class)
class BlockStatesPanelTest {
    private static final SsdConfig SMALL = small();
    private static final WarmupState WARM = new WarmupState(96, 18, 14, WarmupLayout.MIXED);
    private static final long WRITES = 4000;
    private static final long SEED = 3;

    private Display display;
    private Shell shell;
    private BlockStatesPanel panel;

    private static SsdConfig small() {
        return SsdConfig.builder().channels(2).blocksPerChip(64).pagesPerBlock(16).wearLevelThreshold(6).seed(7)
                .build();
    }

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setText("SSD Block States");
        shell.setLayout(new FillLayout());
        panel = new BlockStatesPanel(shell, SWT.NONE);
        shell.setSize(1500, 900);
        shell.open();
        UiTestSupport.flush();
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    /** Per-block counters of a fresh simulation captured at chosen steps. */
    private static Map<Long, int[][]> fresh(Set<Long> steps) throws IOException {
        Map<Long, int[][]> out = new HashMap<>();
        Ssd ssd = new Ssd(SMALL);
        ssd.warmUp(WARM);
        long[] step = {0};
        BlockEventSink sink = (EventKind kind, int arg, int file, int[] blocks, int count, Ssd s) -> {
            step[0]++;
            if (steps.contains(step[0])) {
                out.put(step[0], capture(s));
            }
        };
        if (steps.contains(0L)) {
            out.put(0L, capture(ssd));
        }
        ssd.setEventSink(sink);
        BlockWorkload.uniform(WRITES, SEED).run(ssd, null);
        return out;
    }

    private static int[][] capture(Ssd s) {
        int n = s.blocks();
        int[][] c = new int[3][n];
        for (int b = 0; b < n; b++) {
            c[0][b] = s.validPages(b);
            c[1][b] = s.writtenPages(b);
            c[2][b] = s.eraseCount(b);
        }
        return c;
    }

    private void runSmall() {
        Job job = panel.startRun(BlockRunRequest.uniform(WRITES, SEED, SMALL, WARM));
        UiTestSupport.join(job, 60_000);
        UiTestSupport.flush();
        assertTrue(panel.model() != null && panel.model().steps() > WRITES, "run shown");
    }

    private static void click(org.eclipse.swt.widgets.Widget w) {
        w.notifyListeners(SWT.Selection, new Event());
    }

    /** Every block's cell centre in the panel's image against the palette colour of the fresh counts. */
    private void assertImageMatches(int[][] counts, String where) {
        ImageData img = panel.image().getImageData();
        BlockImageModel m = panel.model();
        BlockPalette palette = BlockImageModel.palette(m.run(), m.mode());
        for (int b = 0; b < m.blocks(); b++) {
            Point p = panel.cellCentre(b);
            RGB rgb = img.palette.getRGB(img.getPixel(p.x, p.y));
            int want = palette.colour(counts[0][b], counts[1][b], counts[2][b]);
            assertEquals(want, rgb.red << 16 | rgb.green << 8 | rgb.blue,
                    where + ": block " + b + " pixel " + p + " expected " + Integer.toHexString(want));
        }
    }

    @Test
    void stepForwardBackAndTimelineDrawTheFreshSimulationsColours() throws IOException {
        runSmall();
        panel.setCellSize(6);
        long steps = panel.model().steps();
        long mid = steps / 2;
        long late = steps - 7;
        long back = late / 5; // far behind: beyond the undo window of steps taken so far
        Map<Long, int[][]> f = fresh(new java.util.HashSet<>(java.util.List.of(0L, 1L, 2L, 3L, mid, mid - 2, mid + 1, late, back)));
        assertImageMatches(f.get(0L), "step 0");
        for (long s = 1; s <= 3; s++) {
            click(panel.forwardButton());
            assertEquals(s, panel.model().step());
            assertImageMatches(f.get(s), "forward to " + s);
        }
        panel.timeline().setSelection((int) mid);
        click(panel.timeline());
        assertImageMatches(f.get(mid), "timeline to " + mid);
        assertTrue(panel.eventDescription().length() > 10, panel.eventDescription());
        click(panel.backButton());
        click(panel.backButton());
        assertEquals(mid - 2, panel.model().step());
        assertImageMatches(f.get(mid - 2), "back to " + (mid - 2));
        click(panel.forwardButton());
        click(panel.forwardButton());
        click(panel.forwardButton());
        assertImageMatches(f.get(mid + 1), "forward to " + (mid + 1));
        panel.timeline().setSelection((int) late);
        click(panel.timeline());
        assertImageMatches(f.get(late), "timeline to " + late);
        // Erase-count colours, then back through the timeline a long way.
        panel.modeCombo().select(BlockColorMode.ERASE_COUNT.ordinal());
        click(panel.modeCombo());
        assertEquals(BlockColorMode.ERASE_COUNT, panel.model().mode());
        assertImageMatches(f.get(late), "erase colours at " + late);
        panel.timeline().setSelection((int) back);
        click(panel.timeline());
        assertImageMatches(f.get(back), "erase colours at " + back);
    }

    @Test
    void clickOnABlockShowsItsCounters() throws IOException {
        runSmall();
        panel.setCellSize(5);
        long steps = panel.model().steps();
        long at = steps / 3;
        panel.jumpTo(at);
        Map<Long, int[][]> f = fresh(Set.of(at));
        for (int b : new int[] {0, 37, 127}) {
            Point p = panel.cellCentre(b);
            Event e = new Event();
            e.x = p.x;
            e.y = p.y;
            e.button = 1;
            panel.canvas().notifyListeners(SWT.MouseDown, e);
            String text = panel.detailDescription();
            int[][] c = f.get(at);
            assertTrue(text.startsWith(String.format("Block %,d (chip %d) at step %,d", b, b / 64, at)), text);
            assertTrue(text.contains("valid pages: " + c[0][b] + "\n"), text);
            assertTrue(text.contains("invalid pages: " + (c[1][b] - c[0][b]) + "\n"), text);
            assertTrue(text.contains("free pages: " + (16 - c[1][b]) + "\n"), text);
            assertTrue(text.endsWith("erase count: " + c[2][b]), text);
        }
    }

    @Test
    void playAdvancesAndPauses() {
        runSmall();
        click(panel.playButton());
        assertTrue(UiTestSupport.waitUntil(() -> panel.model().step() >= 30, 20_000), "playing advances");
        click(panel.playButton());
        UiTestSupport.flush();
        long stopped = panel.model().step();
        UiTestSupport.waitUntil(() -> false, 300);
        assertEquals(stopped, panel.model().step(), "paused");
        BlockImageModel m = panel.model();
        int[] want = BlockImageModel.colours(m.run().log().stateAt(stopped), BlockImageModel.palette(m.run(), m.mode()));
        ImageData img = panel.image().getImageData();
        for (int b = 0; b < m.blocks(); b++) {
            Point p = panel.cellCentre(b);
            RGB rgb = img.palette.getRGB(img.getPixel(p.x, p.y));
            assertEquals(want[b], rgb.red << 16 | rgb.green << 8 | rgb.blue, "block " + b);
        }
    }

    /**
     * A new run while the old one plays and a block is selected: playback stops, the button offers Play again and
     * the side panel no longer shows the old run's block.
     */
    @Test
    void aNewRunStopsPlayingAndForgetsTheSelectedBlock() {
        runSmall();
        Point p = panel.cellCentre(5);
        Event e = new Event();
        e.x = p.x;
        e.y = p.y;
        e.button = 1;
        panel.canvas().notifyListeners(SWT.MouseDown, e);
        assertTrue(panel.detailDescription().startsWith("Block 5 "), panel.detailDescription());
        click(panel.playButton());
        assertTrue(panel.isPlaying());
        assertEquals(Messages.BlockStates_pause, panel.playButton().getText());
        runSmall();
        assertFalse(panel.isPlaying(), "playback stopped");
        assertEquals(0, panel.model().step());
        assertEquals(Messages.BlockStates_play, panel.playButton().getText(), "the button offers Play again");
        assertEquals(Messages.BlockStates_clickBlock, panel.detailDescription(), "the old run's block is gone");
        long at = panel.model().step();
        UiTestSupport.waitUntil(() -> false, 200);
        assertEquals(at, panel.model().step(), "no tick of the old playback moves the new run");
    }
}
