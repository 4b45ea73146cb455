/**
 * The SSD block-state workbench model, non-UI: {@link org.snapwear.study.blocks.BlockStateRuns} records a run of
 * the SSD simulator with its block-state log (from a scheme's save stream, a block I/O trace or uniform random
 * writes), and {@link org.snapwear.study.blocks.BlockImageModel} turns the log into the colour of every block at a
 * step, updated incrementally as the user steps forward and back. The workbench only blits these colours.
 */
package org.snapwear.study.blocks;
