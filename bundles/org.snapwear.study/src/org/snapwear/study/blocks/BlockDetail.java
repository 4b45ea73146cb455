package org.snapwear.study.blocks;

/**
 * Counters and page map of one block at one step.
 *
 * @param block   block number
 * @param chip    chip (element) holding it
 * @param step    step of the log
 * @param valid   valid pages
 * @param invalid invalid pages
 * @param free    free pages
 * @param erases  erase count
 * @param pages   state of every page (from the page history)
 */
public record BlockDetail(int block, int chip, long step, int valid, int invalid, int free, int erases,
        PageState[] pages) {

    /** One-line summary for tooltips. */
    public String summary() {
        return String.format("block %,d (chip %d) at step %,d: %d valid, %d invalid, %d free pages; %,d erases", block, chip,
                step, valid, invalid, free, erases);
    }
}
