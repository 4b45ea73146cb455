package org.snapwear.flash.ssd;

import java.util.Arrays;

import org.snapwear.flash.ssd.internal.VictimSelector;

/**
 * Page-mapped SSD simulator in the style of DiskSim's SSD extension ([Delta snapshots, docs/papers.md#delta-snapshots]).
 *
 * <p>State is a handful of arrays: logical-to-physical and physical-to-logical maps (4 bytes per logical and
 * per physical page, -1 = unmapped / not written since the erase), one valid bit per physical page (a written page
 * is valid iff the forward map points back to it; the bit says so without reading the forward map, so GC reads
 * the map only to update it), plus per-block valid count, written-page count, erase count and the selector's
 * links. Each chip (element) has its own write frontier (the open block), a FIFO
 * queue of erased blocks and its own GC, like DiskSim's per-element cleaning; host pages are striped round-robin over the chips
 * (channel-major order, so consecutive pages go to different channels). Host writes and GC copies share the
 * chip's frontier (no hot/cold separation), which is the setting of the LRW write-amplification formula.
 *
 * <p>This class is the FTL core: maps, valid bits, frontiers and the host operations. Around it, in final classes
 * the JIT inlines: {@link GarbageCollector} keeps each chip's free pool ({@link FreeBlockQueues}) above the GC
 * threshold and calls the {@link WearLeveller} after erases, {@link ChipClocks} times every operation (request
 * completion times are returned to the caller), {@link EventRecorder} collects the changed blocks for a
 * {@link BlockEventSink}, {@link SsdCounters} counts, and
 * {@link Warmup} puts a fresh device into a requested state.
 *
 * <p>Not thread-safe.
 */
public final class Ssd {
    static final byte FREE = 0;
    static final byte OPEN = 1;
    static final byte SEALED = 2;

    private final SsdConfig cfg;
    final int chips;
    final int channels;
    final int pages;
    final int blocksPerChip;
    final int blocks;
    final int physicalPages;
    final int userPages;
    final int threshold;
    /** log2(pages) when pages per block is a power of two, else -1: block = ppn >>> shift avoids a division. */
    private final int pageShift;

    final int[] l2p;
    final int[] p2l;
    /**
     * Valid bit of every physical page: block b's pages are bits of words [b * wordsPerBlock, (b + 1) *
     * wordsPerBlock), page o of the block at bit o % 64 of word o / 64. Overwrites clear a bit in a small array
     * instead of storing to the reverse map, and GC finds the valid pages of its victim without loading the
     * forward-map entry of each of its pages (a random DRAM access per page on large devices).
     */
    final long[] validBits;
    private final int wordsPerBlock;
    final int[] valid;
    final int[] written;
    final int[] erases;
    final byte[] state;
    private final int[] active;
    final FreeBlockQueues free;
    private final VictimSelector selector;
    private int nextChip;

    /** Sink of the prefetching loads' values, so the JIT cannot drop them as dead code. */
    private int touched;
    /** Old physical pages of a host-write batch, gathered before the batch is applied. */
    private int[] batchOld = new int[0];

    // Logical clock for cost-benefit ages: host page writes so far.
    long clock;

    private final SsdCounters counts = new SsdCounters();

    private final ChipClocks clocks;
    private final EventRecorder events;
    private final GarbageCollector gc;

    /**
     * Fails unless the device's user pages fit next to each chip's GC pool and write frontier: the first check of
     * the constructor, callable without allocating a device (a sweep checks all its devices before any work).
     *
     * @throws IllegalArgumentException naming the over-provisioning, the pages and the pool
     */
    public static void checkCapacity(SsdConfig cfg) {
        long userPages = cfg.userPages();
        long maxUser = (long) (cfg.blocks() - (long) cfg.chips() * (cfg.gcThresholdBlocks() + 1)) * cfg.pagesPerBlock()
                - 1;
        if (userPages < 1 || userPages > maxUser) {
            throw new IllegalArgumentException("over-provisioning " + cfg.overProvisioning() + " (" + cfg.opConvention()
                    + ") gives " + userPages + " user pages of " + cfg.physicalPages() + " physical; with a GC pool of "
                    + cfg.gcThresholdBlocks() + " blocks and one frontier block per chip at most " + maxUser + " fit");
        }
    }

    public Ssd(SsdConfig cfg) {
        this.cfg = cfg;
        chips = cfg.chips();
        channels = cfg.channels();
        pages = cfg.pagesPerBlock();
        blocksPerChip = cfg.blocksPerChip();
        blocks = cfg.blocks();
        physicalPages = cfg.physicalPages();
        userPages = cfg.userPages();
        threshold = cfg.gcThresholdBlocks();
        pageShift = Integer.bitCount(pages) == 1 ? Integer.numberOfTrailingZeros(pages) : -1;
        checkCapacity(cfg);
        l2p = new int[userPages];
        Arrays.fill(l2p, -1);
        p2l = new int[physicalPages];
        Arrays.fill(p2l, -1);
        wordsPerBlock = (pages + 63) >>> 6;
        validBits = new long[blocks * wordsPerBlock];
        valid = new int[blocks];
        written = new int[blocks];
        erases = new int[blocks];
        state = new byte[blocks];
        active = new int[chips];
        Arrays.fill(active, -1);
        free = new FreeBlockQueues(chips, blocksPerChip);
        selector = cfg.policy().newSelector(chips, blocksPerChip, pages, valid, cfg.dChoices(), cfg.seed());
        clocks = new ChipClocks(cfg);
        events = new EventRecorder(blocks);
        gc = new GarbageCollector(this, active, wordsPerBlock, selector, counts, clocks, events);
    }

    public SsdConfig config() {
        return cfg;
    }

    public int userPages() {
        return userPages;
    }

    public int blocks() {
        return blocks;
    }

    public int pagesPerBlock() {
        return pages;
    }

    /** Valid pages of a block. */
    public int validPages(int block) {
        return valid[block];
    }

    /** Programmed pages of a block since its last erase (valid + invalid); free pages = pagesPerBlock - this. */
    public int writtenPages(int block) {
        return written[block];
    }

    public int eraseCount(int block) {
        return erases[block];
    }

    /** Whether the logical page currently maps to a physical page. */
    public boolean isMapped(int lpn) {
        return l2p[lpn] >= 0;
    }

    /** Attaches the receiver of block-changing events (null to detach). */
    public void setEventSink(BlockEventSink s) {
        events.setSink(s);
    }

    /** Whether a physical page currently holds valid data (block = ppn / pagesPerBlock). */
    public boolean isPageValid(int ppn) {
        return (validBits[validWord(ppn)] & validMask(ppn)) != 0;
    }

    /** Index in {@link #validBits} of the word holding physical page {@code ppn}'s bit. */
    int validWord(int ppn) {
        if (pageShift >= 6) {
            return ppn >>> 6; // whole words per block: the page number is the bit index
        }
        int b = blockOf(ppn);
        return b * wordsPerBlock + ((ppn - b * pages) >>> 6);
    }

    /** Physical page {@code ppn}'s bit within its {@link #validWord} (a shift by n uses n mod 64). */
    long validMask(int ppn) {
        return 1L << (pageShift >= 6 ? ppn : ppn - blockOf(ppn) * pages);
    }

    /**
     * Checks the redundant state against its definitions: a page's valid bit is set iff the forward map points
     * back to it, each block's valid count is its number of set bits, every mapped logical page's physical page
     * maps back to it. O(device size), for tests and debugging.
     *
     * @throws IllegalStateException naming the first inconsistency
     */
    public void checkInvariants() {
        SsdInvariants.check(this);
    }

    /**
     * During {@link BlockEventSink#onEvent}: how many physical pages were invalidated by the host (overwrite or
     * trim) since the previous event. They happened before this event's own changes (e.g. before a GC's erase).
     */
    public int eventInvalidatedPageCount() {
        return events.invalidatedCount();
    }

    /** During {@link BlockEventSink#onEvent}: the i-th physical page invalidated since the previous event. */
    public int eventInvalidatedPage(int i) {
        return events.invalidatedPage(i);
    }

    /** The file id that subsequent host events are attributed to (-1 = none). Used by the file layer. */
    public void setCurrentFile(int id) {
        events.setFile(id);
    }

    int blockOf(int ppn) {
        return pageShift >= 0 ? ppn >>> pageShift : ppn / pages;
    }

    private void checkLpn(int lpn) {
        if (lpn < 0 || lpn >= userPages) {
            throw new IllegalArgumentException("logical page " + lpn + " is outside the user space [0, " + userPages + ")");
        }
    }

    /**
     * Host write of one logical page arriving at {@code arrivalNs}.
     *
     * @return completion time in nanoseconds
     */
    public long write(int lpn, long arrivalNs) {
        checkLpn(lpn);
        clock++;
        counts.hostWrites++;
        int old = l2p[lpn];
        if (old >= 0) {
            invalidate(old);
            l2p[lpn] = -1; // GC below may collect the old page's block: it must no longer map back
        }
        int chip = nextChip;
        nextChip = chip + 1 == chips ? 0 : chip + 1;
        int a = active[chip];
        if (a < 0 || written[a] == pages) {
            gc.collectIfNeeded(chip, arrivalNs);
        }
        int ppn = allocate(chip);
        p2l[ppn] = lpn;
        l2p[lpn] = ppn;
        validBits[validWord(ppn)] |= validMask(ppn);
        valid[blockOf(ppn)]++;
        counts.programmed++;
        long done = clocks.hostWrite(chip, arrivalNs);
        if (events.on()) {
            events.mark(blockOf(ppn));
            events.emit(EventKind.HOST_WRITE, lpn, this);
        }
        return done;
    }

    /**
     * Host writes of {@code lpns[0..count)}, all arriving at {@code arrivalNs}: exactly the same as calling
     * {@link #write} for each in order, but faster on devices whose maps do not fit the cache. The forward-map
     * entries of the whole batch, then the block state and selector links of the pages they overwrite (and the
     * links' neighbours), are loaded first in loops without dependences between iterations, so their cache misses overlap; the writes
     * themselves then hit the cache. (A page written twice in a batch, or moved by GC during the batch, only
     * makes a touch useless, never wrong: the writes re-read the maps.)
     *
     * @return completion time of the last write (arrivalNs if count is 0)
     */
    public long write(int[] lpns, int count, long arrivalNs) {
        if (batchOld.length < count) {
            batchOld = new int[count];
        }
        int[] old = batchOld;
        int[] fwd = l2p;
        int u = userPages;
        for (int i = 0; i < count; i++) {
            int l = lpns[i];
            old[i] = l >= 0 && l < u ? fwd[l] : -1;
        }
        int t = 0;
        for (int i = 0; i < count; i++) {
            int o = old[i];
            if (o >= 0) {
                t += selector.touch(blockOf(o));
                t += state[blockOf(o)];
                t += (int) validBits[validWord(o)];
            }
        }
        for (int i = 0; i < count; i++) {
            int o = old[i];
            if (o >= 0) {
                t += selector.touchNeighbours(blockOf(o));
            }
        }
        touched += t;
        long done = arrivalNs;
        for (int i = 0; i < count; i++) {
            done = write(lpns[i], arrivalNs);
        }
        return done;
    }

    /**
     * Host read of one logical page. Reading an unmapped page costs nothing and is counted separately.
     *
     * @return completion time in nanoseconds
     */
    public long read(int lpn, long arrivalNs) {
        checkLpn(lpn);
        counts.hostReads++;
        int ppn = l2p[lpn];
        if (ppn < 0) {
            counts.unmappedReads++;
            return arrivalNs;
        }
        counts.flashReads++;
        return clocks.hostRead(blockOf(ppn) / blocksPerChip, arrivalNs);
    }

    /** Host trim (discard) of one logical page; a no-op for an unmapped page. */
    public void trim(int lpn, long timeNs) {
        checkLpn(lpn);
        int old = l2p[lpn];
        if (old < 0) {
            return;
        }
        counts.hostTrims++;
        invalidate(old);
        l2p[lpn] = -1;
        if (events.on()) {
            events.emit(EventKind.HOST_TRIM, lpn, this);
        }
    }

    /**
     * Clears the page's valid bit; the reverse map is left alone (the caller remaps or unmaps the logical page),
     * which saves a store to a random place of a map far larger than the cache on every overwrite.
     */
    private void invalidate(int ppn) {
        validBits[validWord(ppn)] &= ~validMask(ppn);
        int b = blockOf(ppn);
        int v = valid[b];
        valid[b] = v - 1;
        if (state[b] == SEALED) {
            selector.onInvalidate(b, v, clock);
        }
        if (events.on()) {
            events.invalidated(b, ppn);
        }
    }

    void seal(int b) {
        state[b] = SEALED;
        selector.onSeal(b, clock);
    }

    /** Next physical page at the chip's frontier; opens a free block when needed (never triggers GC). */
    int allocate(int chip) {
        int a = active[chip];
        if (a < 0 || written[a] == pages) {
            if (a >= 0) {
                seal(a);
            }
            if (free.count(chip) == 0) {
                throw new IllegalStateException("chip " + chip + " ran out of free blocks");
            }
            a = free.pop(chip);
            state[a] = OPEN;
            active[chip] = a;
        }
        return a * pages + written[a]++;
    }

    /**
     * Puts a fresh device into a requested state without simulating the writes, after checking that the state
     * is possible (see {@link WarmupException}). Valid pages hold logical pages 0 .. valid pages - 1. Blocks are
     * spread evenly over the chips; the counters and clocks stay at zero.
     *
     * @throws WarmupException if the state is impossible, with the reason
     * @throws IllegalStateException if the device has been used already
     */
    public void warmUp(WarmupState w) {
        if (!counts.fresh()) {
            throw new IllegalStateException("warm-up must be applied to a fresh device");
        }
        Warmup.apply(this, w);
    }

    /** Counters and timing so far. Erase statistics scan the blocks (O(blocks)). */
    public SsdMetrics metrics() {
        return counts.metrics(erases, clocks);
    }

    /** Completion time of the latest operation so far (ns). */
    public long now() {
        return clocks.lastCompletion();
    }

    /** Physical pages currently programmed (valid or invalid) over all blocks; used for accounting checks. */
    public long writtenPagesTotal() {
        long s = 0;
        for (int w : written) {
            s += w;
        }
        return s;
    }

    /** Bytes held by the simulator's arrays, for the memory benchmark. */
    public long stateBytes() {
        // l2p + p2l + valid bits; per block: valid, written, erases, free queue (4 B each), state (1 B), selector
        // links (<= 16 B).
        return 4L * (l2p.length + p2l.length) + 8L * validBits.length + 33L * blocks;
    }
}
