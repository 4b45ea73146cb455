package org.snapwear.flash.ssd;

import org.snapwear.flash.ssd.internal.VictimSelector;

/**
 * Host writes of a batch of logical pages with one arrival time ({@link Ssd#write(int[], int, long)}): exactly
 * the same as writing each in order, but faster on devices whose maps do not fit the cache. The forward-map
 * entries of the whole batch, then the block state and selector links of the pages they overwrite (and the
 * links' neighbours), are loaded first in loops without dependences between iterations, so their cache misses
 * overlap; the writes themselves then hit the cache. (A page written twice in a batch, or moved by GC during the
 * batch, only makes a touch useless, never wrong: the writes re-read the maps.)
 */
final class WriteBatch {
    private final Ssd ssd;
    private final VictimSelector selector;
    /** Old physical pages of a batch, gathered before the batch is applied. */
    private int[] old = new int[0];
    /** Sink of the prefetching loads' values, so the JIT cannot drop them as dead code. */
    private int touched;

    WriteBatch(Ssd ssd, VictimSelector selector) {
        this.ssd = ssd;
        this.selector = selector;
    }

    long write(int[] lpns, int count, long arrivalNs) {
        if (old.length < count) {
            old = new int[count];
        }
        int[] old = this.old;
        int[] fwd = ssd.l2p;
        byte[] state = ssd.state;
        long[] validBits = ssd.validBits;
        int u = ssd.userPages;
        for (int i = 0; i < count; i++) {
            int l = lpns[i];
            old[i] = l >= 0 && l < u ? fwd[l] : -1;
        }
        int t = 0;
        for (int i = 0; i < count; i++) {
            int o = old[i];
            if (o >= 0) {
                t += selector.touch(ssd.blockOf(o));
                t += state[ssd.blockOf(o)];
                t += (int) validBits[ssd.validWord(o)];
            }
        }
        for (int i = 0; i < count; i++) {
            int o = old[i];
            if (o >= 0) {
                t += selector.touchNeighbours(ssd.blockOf(o));
            }
        }
        touched += t;
        long done = arrivalNs;
        for (int i = 0; i < count; i++) {
            done = ssd.write(lpns[i], arrivalNs);
        }
        return done;
    }
}
