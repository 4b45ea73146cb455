package org.snapwear.study.blocks;

import java.util.Arrays;

import org.snapwear.flash.log.BlockStateLog;
import org.snapwear.flash.ssd.BlockEventSink;
import org.snapwear.flash.ssd.EventKind;
import org.snapwear.flash.ssd.Ssd;

/**
 * Page-level history that the block-state log does not keep: which page of a block was invalidated at which step
 * and when the block was erased. Together with the block's programmed-page count at a step (from the log; pages
 * are programmed in order from page 0) this gives the state of every page of a block at any step.
 *
 * <p>Sits in front of the {@link BlockStateLog} as the simulator's event sink and forwards every event to it, so
 * both count the same steps. Per block a newest-first linked list of entries {@code step << 24 | code}
 * (code = page index or {@link #ERASE}): about 12 bytes per host overwrite or erase. A query walks the block's
 * list back to its last erase at or before the step, so it costs the block's own history, not the run's.
 */
public final class PageHistory implements BlockEventSink {
    private static final int ERASE = 0xFF_FFFF;
    private static final int CODE_BITS = 24;

    private final BlockEventSink next;
    private final int pages;
    private final int[] initialWritten;
    private final long[] initialValid;
    private final int[] head;
    private long[] entries = new long[1024];
    private int[] links = new int[1024];
    private int size;
    private long step;

    private PageHistory(Ssd ssd, BlockEventSink next) {
        if (ssd.pagesPerBlock() >= ERASE) {
            throw new IllegalArgumentException("pages per block " + ssd.pagesPerBlock() + " too large for the page history");
        }
        this.next = next;
        this.pages = ssd.pagesPerBlock();
        int blocks = ssd.blocks();
        initialWritten = new int[blocks];
        long physical = (long) blocks * pages;
        initialValid = new long[(int) ((physical + 63) >>> 6)];
        for (int b = 0; b < blocks; b++) {
            int w = ssd.writtenPages(b);
            initialWritten[b] = w;
            for (int p = 0; p < w; p++) {
                int ppn = b * pages + p;
                if (ssd.isPageValid(ppn)) {
                    initialValid[ppn >>> 6] |= 1L << ppn;
                }
            }
        }
        head = new int[blocks];
        Arrays.fill(head, -1);
    }

    /**
     * Attaches a history in front of a log that was just attached to the simulator (both at step 0).
     *
     * @throws IllegalStateException if the log has already recorded events
     */
    public static PageHistory attach(Ssd ssd, BlockStateLog log) {
        if (log.steps() != 0) {
            throw new IllegalStateException("attach the page history right after the log (log is at step " + log.steps() + ")");
        }
        PageHistory h = new PageHistory(ssd, log);
        ssd.setEventSink(h);
        return h;
    }

    @Override
    public void onEvent(EventKind kind, int arg, int fileId, int[] blocks, int count, Ssd ssd) {
        step++;
        // Invalidations happened before this event's own change (a host invalidation precedes the GC it causes),
        // so they are added first: a walk from the newest entry meets the erase before them.
        for (int i = 0, n = ssd.eventInvalidatedPageCount(); i < n; i++) {
            int ppn = ssd.eventInvalidatedPage(i);
            add(ppn / pages, ppn % pages);
        }
        if (kind == EventKind.GC || kind == EventKind.WEAR_LEVEL) {
            add(arg, ERASE);
        }
        next.onEvent(kind, arg, fileId, blocks, count, ssd);
    }

    private void add(int block, int code) {
        if (size == entries.length) {
            entries = Arrays.copyOf(entries, size * 2);
            links = Arrays.copyOf(links, size * 2);
        }
        entries[size] = (step << CODE_BITS) | code;
        links[size] = head[block];
        head[block] = size++;
    }

    /** Events seen (equals the log's steps). */
    public long steps() {
        return step;
    }

    /** Bytes held by the history (entries and per-block arrays). */
    public long bytesUsed() {
        return 12L * entries.length + 8L * initialValid.length + 8L * head.length;
    }

    /**
     * The state of every page of {@code block} after {@code atStep} events.
     *
     * @param written the block's programmed-page count at that step (from the block-state log)
     */
    public PageState[] pageStates(int block, long atStep, int written) {
        if (atStep < 0 || atStep > step) {
            throw new IllegalArgumentException("step " + atStep + " is outside 0.." + step);
        }
        boolean[] invalid = new boolean[pages];
        boolean erased = false;
        for (int e = head[block]; e >= 0; e = links[e]) {
            long entry = entries[e];
            if ((entry >>> CODE_BITS) > atStep) {
                continue;
            }
            int code = (int) (entry & ERASE);
            if (code == ERASE) {
                erased = true;
                break;
            }
            invalid[code] = true;
        }
        PageState[] out = new PageState[pages];
        for (int p = 0; p < pages; p++) {
            if (p >= written) {
                out[p] = PageState.FREE;
            } else if (invalid[p]) {
                out[p] = PageState.INVALID;
            } else if (!erased && p < initialWritten[block] && !initiallyValid(block * pages + p)) {
                out[p] = PageState.INVALID; // programmed but stale already when the log was attached
            } else {
                out[p] = PageState.VALID;
            }
        }
        return out;
    }

    private boolean initiallyValid(int ppn) {
        return (initialValid[ppn >>> 6] & (1L << ppn)) != 0;
    }
}
