package org.snapwear.ui.tests.blocks;

import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.Test;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupLayout;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.study.blocks.BlockColorMode;
import org.snapwear.study.blocks.BlockRunRequest;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.views.BlockStatesPanel;

/**
 * The panel on the full Table 4 device (131,072 blocks, Table 8 block counts warmed up with mixed pages, 10^6
 * uniform random writes), mid-run, in both colour modes, saved as screenshots. */
@ExtendWith(OnUiThread.class)
class BlockStatesScreenshotTest {

    @Test
    void table4DeviceMidRunBothModes() throws Exception {
        Display display = Display.getDefault();
        Shell shell = new Shell(display);
        shell.setText("Snapwear - SSD Block States");
        shell.setLayout(new FillLayout());
        BlockStatesPanel panel = new BlockStatesPanel(shell, SWT.NONE);
        shell.setSize(1560, 960);
        shell.open();
        try {
            Job job = panel.startRun(BlockRunRequest.uniform(1_000_000, 1, SsdConfig.table4(),
                    new WarmupState(111_432, 13_048, 6_592, WarmupLayout.MIXED)));
            UiTestSupport.join(job, 120_000);
            assertEquals(131_072, panel.model().blocks());
            assertEquals(512, panel.model().columns());
            panel.jumpTo(panel.model().steps() / 2);
            for (int i = 0; i < 5; i++) {
                panel.stepForward();
            }
            panel.selectBlock(panel.blockAtPixel(700, 300));
            ImageData vif = UiTestSupport.screenshot(shell, "blockstates-valid-invalid-free");
            assertTrue(UiTestSupport.distinctPixels(vif) > 10);
            panel.setColorMode(BlockColorMode.ERASE_COUNT);
            ImageData heat = UiTestSupport.screenshot(shell, "blockstates-erase-count");
            assertTrue(UiTestSupport.distinctPixels(heat) > 10);
        } finally {
            shell.dispose();
        }
    }
}
