package org.snapwear.ui.tests.blockview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.study.blocks.BlockRun;
import org.snapwear.study.blocks.BlockRunRequest;
import org.snapwear.study.blocks.BlockStateRuns;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.ui.SnapwearPerspective;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.tests.WorkbenchHarness;
import org.snapwear.ui.views.BlockStatesPanel;
import org.snapwear.ui.views.BlockStatesView;

/**
 * The SSD Block States view inside the real workbench: it is part of the Snapwear perspective, its own Job
 * replays the cnn fixture saved with a delta scheme on the [Delta snapshots, docs/papers.md#delta-snapshots] device scaled to the run, and stepping
 * forward and back lands on the states the simulator's log holds, with the log's description of each event.
 */
class BlockStatesViewWorkbenchTest {

    @BeforeAll
    static void startWorkbench() throws Exception {
        WorkbenchHarness.start();
    }

    @Test
    void runsTheFixtureSequenceAndStepsThroughTheLog() throws Exception {
        Path dir = UiTestSupport.fixtures().resolve("cnn_digits_sgd").toAbsolutePath().normalize();
        long raw = 21L * 400_192; // 21 snapshots of the fixture's 100,048 fp32 parameters
        ScaledDevice.Scaled device = ScaledDevice.forRawVolume(raw);
        SchemeSpec spec = new SchemeSpec("dynrle", "huffman-exp", SchemeMode.PROGRESSIVE, 5, 0);
        BlockRunRequest request = BlockRunRequest.sequence(dir, spec, device.config(), device.warmup());
        // the same run computed directly, as the reference for the view
        BlockRun reference = BlockStateRuns.run(request, new NullProgressMonitor());

        AtomicReference<Job> job = new AtomicReference<>();
        AtomicReference<BlockStatesPanel> panel = new AtomicReference<>();
        WorkbenchHarness.onUi(() -> {
            assertEquals(SnapwearPerspective.ID, WorkbenchHarness.window().getActivePage().getPerspective().getId());
            BlockStatesView view = (BlockStatesView) WorkbenchHarness.window().getActivePage().showView(BlockStatesView.ID);
            panel.set(view.panel());
            job.set(view.panel().startRun(request));
        });
        job.get().join(180_000, null);
        WorkbenchHarness.onUi(() -> {
            UiTestSupport.flush();
            BlockStatesPanel p = panel.get();
            assertEquals(reference.log().steps(), p.model().steps(), "the view shows the whole log");
            assertEquals(0, p.model().step());
            p.jumpTo(reference.log().steps() / 2);
            long mid = p.model().step();
            p.stepForward();
            assertEquals(mid + 1, p.model().step());
            assertEquals(reference.log().describe(mid + 1), p.eventDescription(), "event text is the log's");
            p.stepBack();
            p.stepBack();
            assertEquals(mid - 1, p.model().step());
            assertEquals(reference.log().describe(mid - 1), p.eventDescription());
            UiTestSupport.screenshot(WorkbenchHarness.window().getShell(), "blockstates-workbench");
        });
    }
}
