package org.snapwear.flash.ssd;

import java.util.Arrays;

import org.snapwear.flash.ssd.internal.VictimSelector;

/**
 * Garbage collection of an {@link Ssd}, per chip like DiskSim's per-element cleaning. GC runs when a chip needs a
 * new frontier block and its free pool is below the threshold ({@link SsdConfig#gcThresholdBlocks()}), or it has
 * no free block at all. A GC step reads the victim's valid pages, erases the victim (it joins the free queue) and
 * programs the pages at the chip's frontier (shared with host writes: no hot/cold separation); {@link ChipClocks}
 * times it as copy-back. After every erase the {@link WearLeveller} may migrate a cold block the same way.
 *
 * <p>Works on the simulator's arrays (the same references, held in final fields) and calls its final methods
 * for page addressing and frontier allocation, which the JIT inlines: the copy loop is the loop it was in the
 * simulator.
 */
final class GarbageCollector {
    private final Ssd ssd;
    private final VictimSelector selector;
    private final FreeBlockQueues free;
    private final SsdCounters counts;
    private final ChipClocks clocks;
    private final EventRecorder events;
    private final WearLeveller wear;
    private final int pages;
    private final int blocksPerChip;
    private final int threshold;
    private final int wordsPerBlock;
    private final int[] l2p;
    private final int[] p2l;
    private final long[] validBits;
    private final int[] valid;
    private final int[] written;
    private final int[] erases;
    private final byte[] state;
    private final int[] active;
    private final int[] gcBuffer;
    /** Sink of the prefetching loads' values, so the JIT cannot drop them as dead code. */
    private int touched;

    GarbageCollector(Ssd ssd, int[] active, int wordsPerBlock, VictimSelector selector, SsdCounters counts,
            ChipClocks clocks, EventRecorder events) {
        this.ssd = ssd;
        this.selector = selector;
        this.free = ssd.free;
        this.counts = counts;
        this.clocks = clocks;
        this.events = events;
        this.pages = ssd.pages;
        this.blocksPerChip = ssd.blocksPerChip;
        this.threshold = ssd.threshold;
        this.wordsPerBlock = wordsPerBlock;
        this.l2p = ssd.l2p;
        this.p2l = ssd.p2l;
        this.validBits = ssd.validBits;
        this.valid = ssd.valid;
        this.written = ssd.written;
        this.erases = ssd.erases;
        this.state = ssd.state;
        this.active = active;
        this.gcBuffer = new int[pages];
        this.wear = new WearLeveller(this, ssd.config().wearLevelThreshold(), ssd.chips, blocksPerChip, state, erases);
    }

    private long freePages(int chip) {
        int a = active[chip];
        return (long) free.count(chip) * pages + (a >= 0 ? pages - written[a] : 0);
    }

    /** Before a chip opens a new frontier block: collects until its free pool is at the threshold again. */
    void collectIfNeeded(int chip, long now) {
        int a = active[chip];
        if (a >= 0 && written[a] == pages) {
            ssd.seal(a);
            active[chip] = -1;
        }
        int stuck = 0;
        while (free.count(chip) < threshold
                || (free.count(chip) == 0 && (active[chip] < 0 || written[active[chip]] == pages))) {
            int victim = selector.select(chip, ssd.clock);
            if (victim < 0) {
                throw new IllegalStateException("chip " + chip + " has no free block and no block to collect");
            }
            long before = freePages(chip);
            collect(chip, victim, now, EventKind.GC);
            if (freePages(chip) > before) {
                stuck = 0;
            } else if (++stuck > blocksPerChip) {
                throw new IllegalStateException("GC cannot reclaim space on chip " + chip
                        + ": every candidate block is fully valid (too little over-provisioning for this data)");
            }
        }
    }

    /** GC (or wear-levelling migration) of one sealed block of the chip. */
    void collect(int chip, int victim, long now, EventKind kind) {
        selector.remove(victim);
        int base = victim * pages;
        int w = written[victim];
        int[] buf = gcBuffer;
        int[] map = p2l;
        int[] fwd = l2p;
        long[] bits = validBits;
        // The valid pages are the set bits of the victim's words: the forward map is only written below, to
        // point the moved pages at their new places (stores, which do not stall like the loads of a check would).
        int n = 0;
        int word0 = victim * wordsPerBlock;
        for (int q = 0; q < wordsPerBlock; q++) {
            long v = bits[word0 + q];
            int off = base + (q << 6);
            while (v != 0) {
                buf[n++] = map[off + Long.numberOfTrailingZeros(v)];
                v &= v - 1;
            }
            bits[word0 + q] = 0;
        }
        if (n != valid[victim]) {
            throw new IllegalStateException("block " + victim + " counts " + valid[victim] + " valid pages but "
                    + n + " have their valid bit set");
        }
        // Load the forward-map entries of the moved pages in a loop without dependences first, so their cache
        // misses overlap; the copy loop's stores then hit the cache instead of filling the store queue.
        int t = 0;
        for (int i = 0; i < n; i++) {
            t += fwd[buf[i]];
        }
        touched += t;
        Arrays.fill(map, base, base + w, -1);
        valid[victim] = 0;
        written[victim] = 0;
        erases[victim]++;
        counts.eraseTotal++;
        state[victim] = Ssd.FREE;
        free.push(chip, victim);
        if (events.on()) {
            events.mark(victim);
        }
        // Copy in runs that fill the frontier block: per run one allocation check and one valid-count update.
        int j = 0;
        while (j < n) {
            int ppn = ssd.allocate(chip); // opens (and seals the full predecessor) when needed
            int a = ssd.blockOf(ppn);
            int k = Math.min(n - j, pages - written[a] + 1);
            written[a] += k - 1;
            for (int e = j + k; j < e; j++, ppn++) {
                int l = buf[j];
                map[ppn] = l;
                fwd[l] = ppn;
                bits[ssd.validWord(ppn)] |= ssd.validMask(ppn);
            }
            valid[a] += k;
            if (events.on()) {
                events.mark(a);
            }
        }
        counts.programmed += n;
        counts.flashReads += n;
        counts.gcCopies += n;
        if (kind == EventKind.GC) {
            counts.gcInvocations++;
        } else {
            counts.wlMigrations++;
        }
        clocks.copyBack(chip, n, now);
        if (events.on()) {
            events.emit(kind, victim, ssd);
        }
        wear.afterErase(chip, victim, now);
    }
}
