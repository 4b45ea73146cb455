package org.snapwear.flash.ssd;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.snapwear.flash.ssd.internal.BucketSelector;
import org.snapwear.flash.ssd.internal.FifoSelector;
import org.snapwear.flash.ssd.internal.SampledSelector;
import org.snapwear.flash.ssd.internal.VictimSelector;

/**
 * Page-mapped SSD simulator in the style of DiskSim's SSD extension (seed 000).
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
 * <p>GC runs when a chip needs a new frontier block and its free pool is below the threshold
 * ({@link SsdConfig#gcThresholdBlocks()}), or it has no free block at all. A GC step reads the victim's valid
 * pages, erases the victim (it joins the free queue) and programs the pages at the frontier; it is timed on the
 * victim's chip as valid x (read + program) + erase (copy-back: no channel transfer).
 *
 * <p>Timing: per chip and per channel "free at" times in nanoseconds. A host write waits for its chip and
 * channel (and the shared host bus if {@link HostTiming#SHARED_HOST_BUS}), transfers the page, then programs
 * it; a read senses the page, then transfers it. Request completion times are returned to the caller.
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
    private final int[] freeQueue;
    private final int[] freeHead;
    final int[] freeCount;
    private final VictimSelector selector;
    private final int[] gcBuffer;
    private int nextChip;
    /** Sink of the prefetching loads' values, so the JIT cannot drop them as dead code. */
    private int touched;
    /** Old physical pages of a host-write batch, gathered before the batch is applied. */
    private int[] batchOld = new int[0];

    // Logical clock for cost-benefit ages: host page writes so far.
    private long clock;

    private long hostWrites;
    private long hostReads;
    private long unmappedReads;
    private long hostTrims;
    private long programmed;
    private long flashReads;
    private long gcCopies;
    private long gcInvocations;
    private long eraseTotal;
    private long wlMigrations;

    private final long xferNs;
    private final long readNs;
    private final long progNs;
    private final long eraseNs;
    private final boolean sharedBus;
    private final long[] chipFree;
    private final long[] chanFree;
    private long busFree;
    private long lastCompletion;
    private long busyRead;
    private long busyWrite;
    private long busyErase;
    private long busyXfer;

    private final int[] wlCounter;
    private final int[] chipMaxErase;
    private final int[][] wlCandidates;
    private final long[][] wlCandidateKeys;
    private final int[] wlCandidatePos;
    private boolean inWearLevel;

    private BlockEventSink sink;
    private int[] dirty = new int[16];
    private int dirtyCount;
    private int[] dirtyMark;
    private int epoch = 1;
    private int fileId = -1;
    // Physical pages invalidated since the previous event (host overwrite or trim; at most one per host op),
    // so that a sink can keep a page-level history (additive to the block-level counts).
    private int[] invalidatedPages = new int[4];
    private int invalidatedCount;

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
        long maxUser = (long) (blocks - (long) chips * (threshold + 1)) * pages - 1;
        if (userPages < 1 || userPages > maxUser) {
            throw new IllegalArgumentException("over-provisioning " + cfg.overProvisioning() + " (" + cfg.opConvention()
                    + ") gives " + userPages + " user pages of " + physicalPages + " physical; with a GC pool of "
                    + threshold + " blocks and one frontier block per chip at most " + maxUser + " fit");
        }
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
        freeQueue = new int[blocks];
        freeHead = new int[chips];
        freeCount = new int[chips];
        for (int b = 0; b < blocks; b++) {
            pushFree(b / blocksPerChip, b);
        }
        switch (cfg.policy()) {
            case GREEDY: selector = new BucketSelector(chips, blocksPerChip, pages, valid, false); break;
            case COST_BENEFIT: selector = new BucketSelector(chips, blocksPerChip, pages, valid, true); break;
            case FIFO: selector = new FifoSelector(chips, blocksPerChip); break;
            case RANDOM: selector = new SampledSelector(chips, blocksPerChip, valid, 1, cfg.seed()); break;
            case D_CHOICES: selector = new SampledSelector(chips, blocksPerChip, valid, cfg.dChoices(), cfg.seed()); break;
            default: throw new IllegalArgumentException("policy " + cfg.policy());
        }
        gcBuffer = new int[pages];
        xferNs = Math.round(cfg.byteTransferMs() * 1e6 * cfg.pageBytes());
        readNs = Math.round(cfg.pageReadMs() * 1e6);
        progNs = Math.round(cfg.pageWriteMs() * 1e6);
        eraseNs = Math.round(cfg.blockEraseMs() * 1e6);
        sharedBus = cfg.hostTiming() == HostTiming.SHARED_HOST_BUS;
        chipFree = new long[chips];
        chanFree = new long[channels];
        wlCounter = new int[chips];
        chipMaxErase = new int[chips];
        wlCandidates = new int[chips][];
        wlCandidateKeys = new long[chips][];
        wlCandidatePos = new int[chips];
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
        this.sink = s;
        if (s != null && dirtyMark == null) {
            dirtyMark = new int[blocks];
        }
        dirtyCount = 0;
        invalidatedCount = 0;
    }

    /** Whether a physical page currently holds valid data (block = ppn / pagesPerBlock). */
    public boolean isPageValid(int ppn) {
        return (validBits[validWord(ppn)] & validMask(ppn)) != 0;
    }

    /** Index in {@link #validBits} of the word holding physical page {@code ppn}'s bit. */
    private int validWord(int ppn) {
        if (pageShift >= 6) {
            return ppn >>> 6; // whole words per block: the page number is the bit index
        }
        int b = blockOf(ppn);
        return b * wordsPerBlock + ((ppn - b * pages) >>> 6);
    }

    /** Physical page {@code ppn}'s bit within its {@link #validWord} (a shift by n uses n mod 64). */
    private long validMask(int ppn) {
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
        for (int b = 0; b < blocks; b++) {
            int count = 0;
            for (int o = 0; o < pages; o++) {
                int ppn = b * pages + o;
                int l = p2l[ppn];
                boolean mapsBack = l >= 0 && l2p[l] == ppn;
                if (isPageValid(ppn) != mapsBack) {
                    throw new IllegalStateException("page " + ppn + " (block " + b + ") has valid bit "
                            + isPageValid(ppn) + " but the maps say " + mapsBack);
                }
                count += mapsBack ? 1 : 0;
            }
            if (count != valid[b]) {
                throw new IllegalStateException("block " + b + " counts " + valid[b] + " valid pages, " + count
                        + " map back to it");
            }
        }
        for (int l = 0; l < userPages; l++) {
            int ppn = l2p[l];
            if (ppn >= 0 && p2l[ppn] != l) {
                throw new IllegalStateException("logical page " + l + " maps to " + ppn + " which holds " + p2l[ppn]);
            }
        }
    }

    /**
     * During {@link BlockEventSink#onEvent}: how many physical pages were invalidated by the host (overwrite or
     * trim) since the previous event. They happened before this event's own changes (e.g. before a GC's erase).
     */
    public int eventInvalidatedPageCount() {
        return invalidatedCount;
    }

    /** During {@link BlockEventSink#onEvent}: the i-th physical page invalidated since the previous event. */
    public int eventInvalidatedPage(int i) {
        if (i < 0 || i >= invalidatedCount) {
            throw new IndexOutOfBoundsException("invalidated page " + i + " of " + invalidatedCount);
        }
        return invalidatedPages[i];
    }

    /** The file id that subsequent host events are attributed to (-1 = none). Used by the file layer. */
    public void setCurrentFile(int id) {
        this.fileId = id;
    }

    private int blockOf(int ppn) {
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
        hostWrites++;
        int old = l2p[lpn];
        if (old >= 0) {
            invalidate(old);
            l2p[lpn] = -1; // GC below may collect the old page's block: it must no longer map back
        }
        int chip = nextChip;
        nextChip = chip + 1 == chips ? 0 : chip + 1;
        int a = active[chip];
        if (a < 0 || written[a] == pages) {
            collectIfNeeded(chip, arrivalNs);
        }
        int ppn = allocate(chip);
        p2l[ppn] = lpn;
        l2p[lpn] = ppn;
        validBits[validWord(ppn)] |= validMask(ppn);
        valid[blockOf(ppn)]++;
        programmed++;
        int ch = chip % channels;
        long s = Math.max(Math.max(arrivalNs, chipFree[chip]), chanFree[ch]);
        if (sharedBus) {
            s = Math.max(s, busFree);
            busFree = s + xferNs;
        }
        long e = s + xferNs;
        chanFree[ch] = e;
        long done = e + progNs;
        chipFree[chip] = done;
        busyXfer += xferNs;
        busyWrite += progNs;
        if (done > lastCompletion) {
            lastCompletion = done;
        }
        if (sink != null) {
            mark(blockOf(ppn));
            emit(EventKind.HOST_WRITE, lpn);
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
        hostReads++;
        int ppn = l2p[lpn];
        if (ppn < 0) {
            unmappedReads++;
            return arrivalNs;
        }
        flashReads++;
        int chip = blockOf(ppn) / blocksPerChip;
        int ch = chip % channels;
        long r = Math.max(arrivalNs, chipFree[chip]) + readNs;
        long x = Math.max(r, chanFree[ch]);
        if (sharedBus) {
            x = Math.max(x, busFree);
            busFree = x + xferNs;
        }
        long done = x + xferNs;
        chanFree[ch] = done;
        chipFree[chip] = done;
        busyRead += readNs;
        busyXfer += xferNs;
        if (done > lastCompletion) {
            lastCompletion = done;
        }
        return done;
    }

    /** Host trim (discard) of one logical page; a no-op for an unmapped page. */
    public void trim(int lpn, long timeNs) {
        checkLpn(lpn);
        int old = l2p[lpn];
        if (old < 0) {
            return;
        }
        hostTrims++;
        invalidate(old);
        l2p[lpn] = -1;
        if (sink != null) {
            emit(EventKind.HOST_TRIM, lpn);
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
        if (sink != null) {
            mark(b);
            if (invalidatedCount == invalidatedPages.length) {
                invalidatedPages = Arrays.copyOf(invalidatedPages, invalidatedCount * 2);
            }
            invalidatedPages[invalidatedCount++] = ppn;
        }
    }

    private long freePages(int chip) {
        int a = active[chip];
        return (long) freeCount[chip] * pages + (a >= 0 ? pages - written[a] : 0);
    }

    private void collectIfNeeded(int chip, long now) {
        int a = active[chip];
        if (a >= 0 && written[a] == pages) {
            seal(a);
            active[chip] = -1;
        }
        int stuck = 0;
        while (freeCount[chip] < threshold || (freeCount[chip] == 0 && (active[chip] < 0 || written[active[chip]] == pages))) {
            int victim = selector.select(chip, clock);
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

    private void seal(int b) {
        state[b] = SEALED;
        selector.onSeal(b, clock);
    }

    /** Next physical page at the chip's frontier; opens a free block when needed (never triggers GC). */
    private int allocate(int chip) {
        int a = active[chip];
        if (a < 0 || written[a] == pages) {
            if (a >= 0) {
                seal(a);
            }
            if (freeCount[chip] == 0) {
                throw new IllegalStateException("chip " + chip + " ran out of free blocks");
            }
            a = popFree(chip);
            state[a] = OPEN;
            active[chip] = a;
        }
        return a * pages + written[a]++;
    }

    private void pushFree(int chip, int b) {
        int base = chip * blocksPerChip;
        int i = freeHead[chip] + freeCount[chip];
        if (i >= blocksPerChip) {
            i -= blocksPerChip;
        }
        freeQueue[base + i] = b;
        freeCount[chip]++;
    }

    private int popFree(int chip) {
        int h = freeHead[chip];
        int b = freeQueue[chip * blocksPerChip + h];
        freeHead[chip] = h + 1 == blocksPerChip ? 0 : h + 1;
        freeCount[chip]--;
        return b;
    }

    /** GC (or wear-levelling migration) of one sealed block of the chip. */
    private void collect(int chip, int victim, long now, EventKind kind) {
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
        eraseTotal++;
        state[victim] = FREE;
        pushFree(chip, victim);
        if (sink != null) {
            mark(victim);
        }
        // Copy in runs that fill the frontier block: per run one allocation check and one valid-count update.
        int j = 0;
        while (j < n) {
            int ppn = allocate(chip); // opens (and seals the full predecessor) when needed
            int a = blockOf(ppn);
            int k = Math.min(n - j, pages - written[a] + 1);
            written[a] += k - 1;
            for (int e = j + k; j < e; j++, ppn++) {
                int l = buf[j];
                map[ppn] = l;
                fwd[l] = ppn;
                bits[validWord(ppn)] |= validMask(ppn);
            }
            valid[a] += k;
            if (sink != null) {
                mark(a);
            }
        }
        programmed += n;
        flashReads += n;
        gcCopies += n;
        if (kind == EventKind.GC) {
            gcInvocations++;
        } else {
            wlMigrations++;
        }
        long start = Math.max(chipFree[chip], now);
        long busy = n * (readNs + progNs) + eraseNs;
        chipFree[chip] = start + busy;
        busyRead += n * readNs;
        busyWrite += n * progNs;
        busyErase += eraseNs;
        if (start + busy > lastCompletion) {
            lastCompletion = start + busy;
        }
        if (sink != null) {
            emit(kind, victim);
        }
        if (erases[victim] > chipMaxErase[chip]) {
            chipMaxErase[chip] = erases[victim];
        }
        if (cfg.wearLevelThreshold() > 0 && !inWearLevel
                && ++wlCounter[chip] >= Math.max(1, cfg.wearLevelThreshold() / 4)) {
            wlCounter[chip] = 0;
            wearLevel(chip, now);
        }
    }

    /**
     * Static wear levelling, checked every max(1, threshold / 4) erases of a chip: if the chip's highest erase
     * count (tracked incrementally) exceeds the coldest sealed block's by more than the threshold, that block's
     * (cold) data is moved and the block erased, so it returns to circulation. The coldest blocks come from a
     * cached list of the K = max(16, blocksPerChip / 64) least-erased sealed blocks, rebuilt by a scan when it
     * runs out; entries that were recycled in the meantime are skipped. The scan costs O(blocksPerChip log) per
     * K migrations, so the check is O(1) amortised for a fixed geometry.
     */
    private void wearLevel(int chip, long now) {
        while (true) {
            int[] cand = wlCandidates[chip];
            if (cand == null || wlCandidatePos[chip] >= cand.length) {
                cand = coldestSealed(chip);
                wlCandidates[chip] = cand;
                wlCandidatePos[chip] = 0;
                if (cand.length == 0) {
                    return;
                }
            }
            int i = wlCandidatePos[chip];
            int b = cand[i];
            int b0 = (int) (wlCandidateKeys[chip][i]);
            if (state[b] != SEALED || erases[b] != b0) {
                wlCandidatePos[chip]++; // recycled since the scan: skip
                continue;
            }
            if (chipMaxErase[chip] - erases[b] > cfg.wearLevelThreshold()) {
                wlCandidatePos[chip]++;
                inWearLevel = true;
                try {
                    collect(chip, b, now, EventKind.WEAR_LEVEL);
                } finally {
                    inWearLevel = false;
                }
            }
            return;
        }
    }

    private int[] coldestSealed(int chip) {
        int from = chip * blocksPerChip;
        int k = Math.max(16, blocksPerChip / 64);
        long[] keys = new long[blocksPerChip];
        int n = 0;
        for (int b = from; b < from + blocksPerChip; b++) {
            if (state[b] == SEALED) {
                keys[n++] = ((long) erases[b] << 32) | b;
            }
        }
        Arrays.sort(keys, 0, n);
        int m = Math.min(k, n);
        int[] out = new int[m];
        long[] ek = new long[m];
        for (int i = 0; i < m; i++) {
            out[i] = (int) keys[i];
            ek[i] = keys[i] >>> 32;
        }
        wlCandidateKeys[chip] = ek;
        return out;
    }

    private void mark(int b) {
        if (dirtyMark[b] != epoch) {
            dirtyMark[b] = epoch;
            if (dirtyCount == dirty.length) {
                dirty = Arrays.copyOf(dirty, dirtyCount * 2);
            }
            dirty[dirtyCount++] = b;
        }
    }

    private void emit(EventKind kind, int arg) {
        sink.onEvent(kind, arg, fileId, dirty, dirtyCount, this);
        dirtyCount = 0;
        invalidatedCount = 0;
        if (++epoch == Integer.MAX_VALUE) {
            Arrays.fill(dirtyMark, 0);
            epoch = 1;
        }
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
        if (hostWrites != 0 || eraseTotal != 0 || hostTrims != 0) {
            throw new IllegalStateException("warm-up must be applied to a fresh device");
        }
        if (w.validBlocks() < 0 || w.invalidBlocks() < 0 || w.freeBlocks() < 0) {
            throw new WarmupException("negative block count in " + w);
        }
        long sum = w.validBlocks() + w.invalidBlocks() + w.freeBlocks();
        if (sum != blocks) {
            throw new WarmupException("valid + invalid + free = " + sum + " blocks, but the device has " + blocks
                    + " (" + channels + " channels x " + cfg.chipsPerChannel() + " chips x " + blocksPerChip + " blocks)");
        }
        long validPages = w.validBlocks() * pages;
        if (validPages > userPages) {
            OverProvisioning other = cfg.opConvention() == OverProvisioning.SPARE_OVER_USER
                    ? OverProvisioning.SPARE_OVER_TOTAL : OverProvisioning.SPARE_OVER_USER;
            throw new WarmupException(validPages + " valid pages (" + w.validBlocks() + " blocks) exceed the user space of "
                    + userPages + " pages (over-provisioning " + cfg.overProvisioning() + " as " + cfg.opConvention()
                    + "; as " + other + " the user space would be "
                    + other.userPages(physicalPages, cfg.overProvisioning()) + " pages)");
        }
        long[] v = spread(w.validBlocks());
        long[] inv = spread(w.invalidBlocks());
        long[] f = spread(w.freeBlocks());
        for (int c = 0; c < chips; c++) {
            if (f[c] < threshold) {
                throw new WarmupException("chip " + c + " would get " + f[c] + " free blocks, below its GC pool of "
                        + threshold + " blocks (gc_threshold " + cfg.gcThreshold() + " x " + blocksPerChip
                        + " blocks): GC would run before the first host write");
            }
            if (f[c] == 0 && inv[c] == 0) {
                throw new WarmupException("chip " + c + " would have neither free blocks nor invalid pages");
            }
        }
        SplittableRandom rnd = new SplittableRandom(cfg.seed());
        int lpn = 0;
        for (int c = 0; c < chips; c++) {
            // Reset this chip's free queue: blocks after the used ones stay free.
            freeHead[c] = 0;
            freeCount[c] = 0;
            int from = c * blocksPerChip;
            int used = (int) (v[c] + inv[c]);
            long needValid = v[c] * pages;
            long remaining = (long) used * pages;
            for (int k = 0; k < used; k++) {
                int b = from + k;
                for (int p = 0; p < pages; p++) {
                    boolean isValid;
                    if (w.layout() == WarmupLayout.SEGREGATED) {
                        isValid = k < v[c];
                    } else {
                        // Selection sampling (Knuth's algorithm S): exactly needValid valid pages, uniform.
                        isValid = rnd.nextLong(remaining) < needValid;
                        remaining--;
                    }
                    if (isValid) {
                        needValid--;
                        int ppn = b * pages + p;
                        p2l[ppn] = lpn;
                        l2p[lpn++] = ppn;
                        validBits[validWord(ppn)] |= validMask(ppn);
                        valid[b]++;
                    }
                }
                written[b] = pages;
                seal(b);
            }
            for (int k = used; k < blocksPerChip; k++) {
                pushFree(c, from + k);
            }
        }
    }

    private long[] spread(long total) {
        long[] r = new long[chips];
        for (int c = 0; c < chips; c++) {
            r[c] = total / chips + (c < total % chips ? 1 : 0);
        }
        return r;
    }

    /** Counters and timing so far. Erase statistics scan the blocks (O(blocks)). */
    public SsdMetrics metrics() {
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (int e : erases) {
            min = Math.min(min, e);
            max = Math.max(max, e);
        }
        return new SsdMetrics(hostWrites, hostReads, unmappedReads, hostTrims, programmed, flashReads, gcCopies,
                gcInvocations, wlMigrations, eraseTotal, min, (double) eraseTotal / blocks, max,
                hostWrites == 0 ? Double.NaN : (double) programmed / hostWrites,
                busyRead / 1e6, busyWrite / 1e6, busyErase / 1e6, busyXfer / 1e6, lastCompletion / 1e6);
    }

    /** Completion time of the latest operation so far (ns). */
    public long now() {
        return lastCompletion;
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
