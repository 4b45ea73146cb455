package org.snapwear.study.blocks;

import java.util.function.IntFunction;

import org.snapwear.flash.log.BlockStateLog;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.SsdMetrics;
import org.snapwear.flash.ssd.WarmupState;

/**
 * A finished SSD run with its block-state log, for stepping through in the workbench.
 *
 * @param label    what was played (for titles)
 * @param config   the device
 * @param warmup   its warm-up state, or null for a fresh device
 * @param log      the block-state log (step 0 = after the warm-up); its file names are set
 * @param pages    page-level history for per-page maps at any step
 * @param metrics  the simulator's counters at the end
 * @param minErase lowest erase count over the run (at step 0: erase counts only grow)
 * @param maxErase highest erase count over the run (at the last step)
 * @param fileNames names of the file ids in events
 */
public record BlockRun(String label, SsdConfig config, WarmupState warmup, BlockStateLog log, PageHistory pages,
        SsdMetrics metrics, int minErase, int maxErase, IntFunction<String> fileNames) {
}
