package org.snapwear.flash.log;

/**
 * The state of every block at one step of a {@link BlockStateLog}, as compact parallel arrays.
 *
 * @param step          events applied (0 = the state when the log was attached)
 * @param pagesPerBlock pages per block
 * @param valid         valid pages per block
 * @param written       programmed pages per block since its last erase (valid + invalid)
 * @param erases        erase count per block
 */
public record BlockStates(long step, int pagesPerBlock, int[] valid, int[] written, int[] erases) {

    public int blocks() {
        return valid.length;
    }

    public int invalid(int block) {
        return written[block] - valid[block];
    }

    public int free(int block) {
        return pagesPerBlock - written[block];
    }
}
