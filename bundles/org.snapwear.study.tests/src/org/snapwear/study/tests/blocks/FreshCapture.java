package org.snapwear.study.tests.blocks;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.snapwear.flash.ssd.BlockEventSink;
import org.snapwear.flash.ssd.EventKind;
import org.snapwear.flash.ssd.Ssd;

/**
 * A fresh simulation, independent of the block-state log: counts events and, at chosen steps, copies the live
 * simulator's per-block counters and per-page validity straight from the {@link Ssd}.
 */
final class FreshCapture implements BlockEventSink {
    /** Block counters and page validity at one step. */
    record State(int[] valid, int[] written, int[] erases, boolean[] pageValid) {
    }

    private final Set<Long> wanted;
    private final Map<Long, State> states = new HashMap<>();
    private long step;

    FreshCapture(Set<Long> wanted) {
        this.wanted = wanted;
    }

    /** Captures step 0 (call right after attaching, before the workload). */
    void start(Ssd ssd) {
        if (wanted.contains(0L)) {
            states.put(0L, capture(ssd));
        }
    }

    @Override
    public void onEvent(EventKind kind, int arg, int fileId, int[] blocks, int count, Ssd ssd) {
        step++;
        if (wanted.contains(step)) {
            states.put(step, capture(ssd));
        }
    }

    private static State capture(Ssd ssd) {
        int n = ssd.blocks();
        int p = ssd.pagesPerBlock();
        int[] v = new int[n];
        int[] w = new int[n];
        int[] e = new int[n];
        boolean[] pv = new boolean[n * p];
        for (int b = 0; b < n; b++) {
            v[b] = ssd.validPages(b);
            w[b] = ssd.writtenPages(b);
            e[b] = ssd.eraseCount(b);
            for (int i = 0; i < p; i++) {
                pv[b * p + i] = ssd.isPageValid(b * p + i);
            }
        }
        return new State(v, w, e, pv);
    }

    long steps() {
        return step;
    }

    State at(long s) {
        State st = states.get(s);
        if (st == null) {
            throw new IllegalStateException("step " + s + " was not captured");
        }
        return st;
    }
}
