package org.snapwear.flash.ssd.internal;

/**
 * Keeps the sealed (full, not currently written) blocks of every chip in the order a policy needs and picks GC
 * victims. Callers report every change of a sealed block; all operations are O(1) except where noted.
 */
public interface VictimSelector {

    /** A block was filled and closed; {@code now} is the simulator's logical clock (host page writes). */
    void onSeal(int block, long now);

    /** A page of a sealed block was invalidated; {@code oldValid} is its valid count before the change. */
    void onInvalidate(int block, int oldValid, long now);

    /** The block leaves the candidate set (it is being collected). */
    void remove(int block);

    /**
     * Loads (and returns, for the caller to fold into a value it keeps) the state {@link #onInvalidate} will read
     * first for the block, so a batch of such loads can overlap their cache misses. Changes nothing.
     */
    default int touch(int block) {
        return 0;
    }

    /** Like {@link #touch}, for the state of the block's neighbours (valid once {@link #touch} has completed). */
    default int touchNeighbours(int block) {
        return 0;
    }

    /** A victim among the chip's sealed blocks, or -1 if there is none. Does not remove it. */
    int select(int chip, long now);
}
