package org.snapwear.study.blocks;

import java.util.ArrayDeque;
import java.util.List;

import org.snapwear.flash.log.BlockStateLog;
import org.snapwear.flash.log.BlockStates;
import org.snapwear.flash.log.EventRecord;

/**
 * The colour of every block of a {@link BlockRun} at the current step, as an RGB array (0xRRGGBB, block b at
 * column b % columns, row b / columns), updated incrementally:
 * <ul>
 * <li>forward: a log cursor applies one event, only its changed blocks are recoloured (O(changed));</li>
 * <li>backward: undo records (the previous counts of each event's blocks) restore the changed blocks. When none
 * are left, they are rebuilt for every event between the log's checkpoint before the step and the step (one
 * cursor from that checkpoint: O(blocks + checkpoint interval) once per checkpoint interval of backward steps,
 * since a cursor has to replay from the checkpoint anyway);</li>
 * <li>jumps: short ones step; long ones position a cursor (checkpoint + replay) and recolour the blocks whose
 * counts differ.</li>
 * </ul>
 * Blocks whose colour changed are reported by {@link #dirtyBlocks()} so a view redraws only those cells.
 */
public final class BlockImageModel {
    /** Undo records kept at least (events); at least one checkpoint interval is kept. */
    public static final int UNDO_WINDOW = 4096;
    /** Jumps up to this many steps are taken step by step. */
    private static final int STEP_JUMP = 512;

    private final BlockRun run;
    private final BlockStateLog log;
    private final int blocks;
    private final int columns;
    private final int blocksPerChip;
    private final int undoLimit;
    private final int[] valid;
    private final int[] written;
    private final int[] erases;
    private final int[] rgb;
    private BlockPalette palette;
    private long step;
    /** The event that led to the current step (null at step 0 or when not known yet). */
    private EventRecord current;
    private BlockStateLog.Cursor cursor;
    /** One event with the counts of its blocks before (undo) or after (redo) it: {block, valid, written, erases, ...}. */
    private record Delta(EventRecord event, int[] counts) {
    }

    private final ArrayDeque<Delta> undo = new ArrayDeque<>();
    private final ArrayDeque<Delta> redo = new ArrayDeque<>();
    private int[] dirty = new int[64];
    private int dirtyCount;
    private final int[] dirtyMark;
    private int epoch = 1;
    private boolean allDirty = true;

    /** A model at step 0 with the default grid width. */
    public BlockImageModel(BlockRun run, BlockColorMode mode) {
        this(run, mode, defaultColumns(run.log().blocks()));
    }

    public BlockImageModel(BlockRun run, BlockColorMode mode, int columns) {
        if (columns < 1) {
            throw new IllegalArgumentException("columns must be >= 1");
        }
        this.run = run;
        this.log = run.log();
        this.blocks = log.blocks();
        this.columns = columns;
        this.blocksPerChip = run.config().blocksPerChip();
        this.undoLimit = Math.max(UNDO_WINDOW, log.checkpointInterval());
        BlockStates s = log.stateAt(0);
        valid = s.valid().clone();
        written = s.written().clone();
        erases = s.erases().clone();
        rgb = new int[blocks];
        dirtyMark = new int[blocks];
        palette = palette(run, mode);
        recolourAll();
    }

    /**
     * Grid width: the power of two nearest sqrt(2 x blocks), so the image is about twice as wide as high (512
     * columns x 256 rows for the 131,072 blocks of the Table 4 device).
     */
    public static int defaultColumns(int blocks) {
        return Integer.highestOneBit(Math.max(1, (int) Math.sqrt(2.0 * blocks)));
    }

    /** The palette a model uses for a run and mode (also for independent checks). */
    public static BlockPalette palette(BlockRun run, BlockColorMode mode) {
        return new BlockPalette(mode, run.config().pagesPerBlock(), run.minErase(), run.maxErase());
    }

    /** Colours of a whole state computed from scratch (reference for tests and full redraws). */
    public static int[] colours(BlockStates s, BlockPalette palette) {
        int[] out = new int[s.blocks()];
        for (int b = 0; b < out.length; b++) {
            out[b] = palette.colour(s.valid()[b], s.written()[b], s.erases()[b]);
        }
        return out;
    }

    public BlockRun run() {
        return run;
    }

    public int blocks() {
        return blocks;
    }

    public int columns() {
        return columns;
    }

    public int rows() {
        return (blocks + columns - 1) / columns;
    }

    public long step() {
        return step;
    }

    public long steps() {
        return log.steps();
    }

    public BlockColorMode mode() {
        return palette.mode();
    }

    /** Block at a grid cell, or -1 outside the device. */
    public int blockAt(int column, int row) {
        if (column < 0 || column >= columns || row < 0) {
            return -1;
        }
        long b = (long) row * columns + column;
        return b < blocks ? (int) b : -1;
    }

    /** The live colour array (do not modify): 0xRRGGBB per block. */
    public int[] rgb() {
        return rgb;
    }

    public List<LegendEntry> legend() {
        return palette.legend();
    }

    /** Switches the colour mode; every block is recoloured and reported dirty. */
    public void setMode(BlockColorMode mode) {
        if (mode != palette.mode()) {
            palette = palette(run, mode);
            recolourAll();
        }
    }

    private void recolourAll() {
        for (int b = 0; b < blocks; b++) {
            rgb[b] = palette.colour(valid[b], written[b], erases[b]);
        }
        allDirty = true;
        dirtyCount = 0;
    }

    /** Whether every cell must be redrawn (after a mode switch or a large jump) since {@link #clearDirty()}. */
    public boolean allDirty() {
        return allDirty;
    }

    /** Blocks whose colour changed since {@link #clearDirty()}: {@code dirtyBlocks()[0 .. dirtyCount())}. */
    public int[] dirtyBlocks() {
        return dirty;
    }

    public int dirtyCount() {
        return dirtyCount;
    }

    /** Called by the view once it has drawn the dirty cells. */
    public void clearDirty() {
        allDirty = false;
        dirtyCount = 0;
        if (++epoch == Integer.MAX_VALUE) {
            java.util.Arrays.fill(dirtyMark, 0);
            epoch = 1;
        }
    }

    private void set(int b, int v, int w, int e) {
        valid[b] = v;
        written[b] = w;
        erases[b] = e;
        int c = palette.colour(v, w, e);
        if (c != rgb[b]) {
            rgb[b] = c;
            if (!allDirty && dirtyMark[b] != epoch) {
                dirtyMark[b] = epoch;
                if (dirtyCount == dirty.length) {
                    if (dirtyCount >= blocks / 4) {
                        allDirty = true; // cheaper to redraw everything
                        dirtyCount = 0;
                        return;
                    }
                    dirty = java.util.Arrays.copyOf(dirty, dirtyCount * 2);
                }
                dirty[dirtyCount++] = b;
            }
        }
    }

    private int[] snapshot(int[] blockList) {
        int[] r = new int[blockList.length * 4];
        for (int i = 0; i < blockList.length; i++) {
            int b = blockList[i];
            r[4 * i] = b;
            r[4 * i + 1] = valid[b];
            r[4 * i + 2] = written[b];
            r[4 * i + 3] = erases[b];
        }
        return r;
    }


    private void apply(int[] record) {
        for (int i = 0; i < record.length; i += 4) {
            set(record[i], record[i + 1], record[i + 2], record[i + 3]);
        }
    }

    private void pushUndo(Delta record) {
        undo.addLast(record);
        if (undo.size() > undoLimit) {
            undo.removeFirst();
        }
    }

    /**
     * Applies the next event.
     *
     * @return false at the last step
     */
    public boolean forward() {
        if (step >= log.steps()) {
            return false;
        }
        if (!redo.isEmpty()) {
            Delta r = redo.pollLast();
            pushUndo(new Delta(r.event(), snapshot(r.event().blocks())));
            apply(r.counts());
            step++;
            current = r.event();
            return true;
        }
        if (cursor == null || cursor.step() != step) {
            cursor = log.cursor(step);
        }
        EventRecord ev = cursor.forward();
        pushUndo(new Delta(ev, snapshot(ev.blocks())));
        current = ev;
        BlockStates now = cursor.view();
        for (int b : ev.blocks()) {
            set(b, now.valid()[b], now.written()[b], now.erases()[b]);
        }
        step++;
        return true;
    }

    /**
     * Undoes the current step's event.
     *
     * @return false at step 0
     */
    public boolean backward() {
        if (step == 0) {
            return false;
        }
        if (undo.isEmpty()) {
            rebuildUndo();
        }
        Delta u = undo.pollLast();
        redo.addLast(new Delta(u.event(), snapshot(u.event().blocks())));
        apply(u.counts());
        step--;
        current = undo.isEmpty() ? null : undo.peekLast().event();
        return true;
    }

    /** Undo records for the events since the log's checkpoint before the current step. */
    private void rebuildUndo() {
        long k = log.checkpointInterval();
        long from = (step - 1) / k * k;
        BlockStateLog.Cursor c = log.cursor(from);
        BlockStates view = c.view();
        int[] sv = view.valid().clone();
        int[] sw = view.written().clone();
        int[] se = view.erases().clone();
        while (c.step() < step) {
            EventRecord ev = c.forward();
            int[] bl = ev.blocks();
            int[] r = new int[bl.length * 4];
            for (int i = 0; i < bl.length; i++) {
                int b = bl[i];
                r[4 * i] = b;
                r[4 * i + 1] = sv[b];
                r[4 * i + 2] = sw[b];
                r[4 * i + 3] = se[b];
                sv[b] = view.valid()[b];
                sw[b] = view.written()[b];
                se[b] = view.erases()[b];
            }
            undo.addLast(new Delta(ev, r));
        }
        cursor = c;
        redo.clear();
    }

    /** Moves to any step; every block whose colour changes is reported dirty. */
    public void jumpTo(long target) {
        if (target < 0 || target > log.steps()) {
            throw new IllegalArgumentException("step " + target + " is outside 0.." + log.steps());
        }
        if (target > step && target - step <= STEP_JUMP) {
            while (step < target) {
                forward();
            }
            return;
        }
        if (target < step && step - target <= Math.min(STEP_JUMP, undo.size())) {
            while (step > target) {
                backward();
            }
            return;
        }
        if (target == step) {
            return;
        }
        BlockStateLog.Cursor c = log.cursor(target);
        BlockStates s = c.view();
        for (int b = 0; b < blocks; b++) {
            if (s.valid()[b] != valid[b] || s.written()[b] != written[b] || s.erases()[b] != erases[b]) {
                set(b, s.valid()[b], s.written()[b], s.erases()[b]);
            }
        }
        step = target;
        cursor = c;
        undo.clear();
        redo.clear();
        current = null;
    }

    /** Text of the event that led to the current step. */
    public String describeCurrent() {
        if (step == 0) {
            return "step 0: the device as it was when the run started" + (run.warmup() != null ? " (after the warm-up)"
                    : " (fresh)");
        }
        if (current == null || current.step() != step) {
            current = log.event(step); // after a jump: decoded from the checkpoint once
        }
        return BlockEventText.describe(current, run.fileNames());
    }

    /** The event that led to the current step, or null at step 0. */
    public EventRecord currentEvent() {
        if (step == 0) {
            return null;
        }
        if (current == null || current.step() != step) {
            current = log.event(step);
        }
        return current;
    }

    /** Counters and page map of a block at the current step. */
    public BlockDetail detail(int block) {
        if (block < 0 || block >= blocks) {
            throw new IllegalArgumentException("block " + block + " is outside 0.." + (blocks - 1));
        }
        int pages = run.config().pagesPerBlock();
        return new BlockDetail(block, block / blocksPerChip, step, valid[block], written[block] - valid[block],
                pages - written[block], erases[block], run.pages().pageStates(block, step, written[block]));
    }

    /** A copy of the counts at the current step (for checks). */
    public BlockStates states() {
        return new BlockStates(step, run.config().pagesPerBlock(), valid.clone(), written.clone(), erases.clone());
    }
}
