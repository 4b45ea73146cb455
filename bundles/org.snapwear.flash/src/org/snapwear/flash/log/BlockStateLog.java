package org.snapwear.flash.log;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

import org.snapwear.flash.ssd.BlockEventSink;
import org.snapwear.flash.ssd.EventKind;
import org.snapwear.flash.ssd.Ssd;
import org.snapwear.trace.io.Varint;

/**
 * Records an {@link Ssd}'s block states over time. Per event: kind, argument, file id and, for every changed
 * block, its new (absolute) valid / written / erase counts, all as LEB128 varints in 1 MiB byte chunks: a host
 * page write (two changed blocks) takes about 12-16 bytes. Every {@link #checkpointInterval()} events a full
 * copy of the three per-block arrays is kept; the interval is chosen so that checkpoints cost at most
 * {@value #CHECKPOINT_BYTES_PER_EVENT} bytes per event amortised. {@link #stateAt(long)} copies the nearest
 * checkpoint at or before the step and re-applies at most one interval of events.
 *
 * <p>Attach with {@link #attach(Ssd)} after any warm-up: step 0 is the state at that moment.
 */
public final class BlockStateLog implements BlockEventSink {
    /** Upper bound on checkpoint bytes per event, amortised. */
    public static final int CHECKPOINT_BYTES_PER_EVENT = 24;
    private static final int CHUNK = 1 << 20;

    private final int blocks;
    private final int pagesPerBlock;
    private final int interval;
    private final List<byte[]> chunks = new ArrayList<>();
    /** Where {@link #putVar} writes: the chunked byte stream. */
    private final Varint.Sink sink = this::put;
    private byte[] current;
    private int pos;
    private long size;
    private long events;
    private final List<int[][]> checkpoints = new ArrayList<>();
    private final List<Long> checkpointOffsets = new ArrayList<>();
    private final int[] liveValid;
    private final int[] liveWritten;
    private final int[] liveErases;
    private IntFunction<String> fileNames = id -> "file #" + id;

    private BlockStateLog(Ssd ssd, int interval) {
        this.blocks = ssd.blocks();
        this.pagesPerBlock = ssd.pagesPerBlock();
        this.interval = interval;
        liveValid = new int[blocks];
        liveWritten = new int[blocks];
        liveErases = new int[blocks];
        for (int b = 0; b < blocks; b++) {
            liveValid[b] = ssd.validPages(b);
            liveWritten[b] = ssd.writtenPages(b);
            liveErases[b] = ssd.eraseCount(b);
        }
        current = new byte[CHUNK];
        chunks.add(current);
        checkpoint();
    }

    /** Creates a log whose step 0 is the simulator's current state and attaches it as the event sink. */
    public static BlockStateLog attach(Ssd ssd) {
        // Three int arrays per checkpoint = 12 bytes per block.
        int interval = (int) Math.max(1024, Math.min(1 << 24, (12L * ssd.blocks() + CHECKPOINT_BYTES_PER_EVENT - 1)
                / CHECKPOINT_BYTES_PER_EVENT));
        return attach(ssd, interval);
    }

    /** As {@link #attach(Ssd)} with an explicit checkpoint interval (events). */
    public static BlockStateLog attach(Ssd ssd, int checkpointInterval) {
        if (checkpointInterval < 1) {
            throw new IllegalArgumentException("checkpoint interval must be >= 1");
        }
        BlockStateLog log = new BlockStateLog(ssd, checkpointInterval);
        ssd.setEventSink(log);
        return log;
    }

    /** How file ids are shown by {@link #describe(long)} (e.g. {@code fileLayer::fileName}). */
    public void setFileNames(IntFunction<String> names) {
        this.fileNames = names;
    }

    public int checkpointInterval() {
        return interval;
    }

    /** Events recorded; valid steps are 0 .. this. */
    public long steps() {
        return events;
    }

    public int blocks() {
        return blocks;
    }

    /** Bytes used by the event stream plus checkpoints (not counting the fixed live copy). */
    public long bytesUsed() {
        return size + (long) checkpoints.size() * 12L * blocks;
    }

    private void checkpoint() {
        checkpoints.add(new int[][] {liveValid.clone(), liveWritten.clone(), liveErases.clone()});
        checkpointOffsets.add(size);
    }

    @Override
    public void onEvent(EventKind kind, int arg, int fileId, int[] changed, int count, Ssd ssd) {
        putVar(kind.ordinal());
        putVar(arg);
        putVar(fileId + 1);
        putVar(count);
        for (int i = 0; i < count; i++) {
            int b = changed[i];
            int v = ssd.validPages(b);
            int w = ssd.writtenPages(b);
            int e = ssd.eraseCount(b);
            putVar(b);
            putVar(v);
            putVar(w);
            putVar(e);
            liveValid[b] = v;
            liveWritten[b] = w;
            liveErases[b] = e;
        }
        events++;
        if (events % interval == 0) {
            checkpoint();
        }
    }

    private void putVar(int value) {
        Varint.write(sink, value);
    }

    private void put(byte b) {
        if (pos == CHUNK) {
            current = new byte[CHUNK];
            chunks.add(current);
            pos = 0;
        }
        current[pos++] = b;
        size++;
    }

    /** Sequential decoder over the chunked byte stream. */
    private final class Reader implements Varint.Source {
        private long offset;

        Reader(long offset) {
            this.offset = offset;
        }

        /** The next varint. */
        int nextInt() {
            return Varint.read(this);
        }

        @Override
        public byte next() {
            byte b = chunks.get((int) (offset >>> 20))[(int) (offset & (CHUNK - 1))];
            offset++;
            return b;
        }
    }

    private void checkStep(long step) {
        if (step < 0 || step > events) {
            throw new IllegalArgumentException("step " + step + " is outside 0.." + events);
        }
    }

    /** The state of every block after {@code step} events (0 = when the log was attached). */
    public BlockStates stateAt(long step) {
        return cursor(step).view(); // the cursor's arrays are fresh copies of a checkpoint
    }

    /**
     * A cursor positioned at {@code step} for stepping forward one event at a time in O(changed blocks) (the
     * workbench's play / step button); going backward is a new cursor (checkpoint + replay).
     */
    public Cursor cursor(long step) {
        checkStep(step);
        int cp = (int) (step / interval);
        int[][] c = checkpoints.get(cp);
        Cursor cur = new Cursor((long) cp * interval, c[0].clone(), c[1].clone(), c[2].clone(),
                checkpointOffsets.get(cp));
        while (cur.step < step) {
            cur.forward();
        }
        return cur;
    }

    /** Mutable block states at one step that can move forward through the log. */
    public final class Cursor {
        private long step;
        private final int[] valid;
        private final int[] written;
        private final int[] erases;
        private final Reader reader;

        private Cursor(long step, int[] valid, int[] written, int[] erases, long offset) {
            this.step = step;
            this.valid = valid;
            this.written = written;
            this.erases = erases;
            this.reader = new Reader(offset);
        }

        public long step() {
            return step;
        }

        /** The current state; the arrays are the cursor's own and change on {@link #forward()}. */
        public BlockStates view() {
            return new BlockStates(step, pagesPerBlock, valid, written, erases);
        }

        public boolean hasNext() {
            return step < events;
        }

        /** Applies the next event and returns it (its blocks are the ones that changed). */
        public EventRecord forward() {
            if (!hasNext()) {
                throw new IllegalStateException("already at the last step " + events);
            }
            int kind = reader.nextInt();
            int arg = reader.nextInt();
            int file = reader.nextInt() - 1;
            int n = reader.nextInt();
            int[] changed = new int[n];
            for (int i = 0; i < n; i++) {
                int b = reader.nextInt();
                changed[i] = b;
                valid[b] = reader.nextInt();
                written[b] = reader.nextInt();
                erases[b] = reader.nextInt();
            }
            step++;
            return new EventRecord(step, EventKind.of(kind), arg, file, changed);
        }
    }

    /** The event that leads from state {@code step - 1} to state {@code step} (1 .. steps()). */
    public EventRecord event(long step) {
        if (step < 1 || step > events) {
            throw new IllegalArgumentException("event " + step + " is outside 1.." + events);
        }
        int cp = (int) ((step - 1) / interval);
        Reader r = new Reader(checkpointOffsets.get(cp));
        for (long s = (long) cp * interval + 1; ; s++) {
            int kind = r.nextInt();
            int arg = r.nextInt();
            int file = r.nextInt() - 1;
            int n = r.nextInt();
            int[] changed = new int[n];
            for (int i = 0; i < n; i++) {
                changed[i] = r.nextInt();
                r.nextInt();
                r.nextInt();
                r.nextInt();
            }
            if (s == step) {
                return new EventRecord(step, EventKind.of(kind), arg, file, changed);
            }
        }
    }

    /** Text for the event leading to {@code step}, e.g. "host write of file ckpt_5.pt (logical page 12)". */
    public String describe(long step) {
        EventRecord e = event(step);
        String blocksText = Arrays.toString(e.blocks());
        switch (e.kind()) {
            case HOST_WRITE:
                return "host write" + (e.fileId() >= 0 ? " of file " + fileNames.apply(e.fileId()) : "")
                        + " (logical page " + e.arg() + "), blocks changed " + blocksText;
            case HOST_TRIM:
                return "host trim" + (e.fileId() >= 0 ? " of file " + fileNames.apply(e.fileId()) : "")
                        + " (logical page " + e.arg() + "), blocks changed " + blocksText;
            case GC:
                return "GC of block " + e.arg() + ": valid pages copied, block erased; blocks changed " + blocksText;
            case WEAR_LEVEL:
                return "wear levelling of block " + e.arg() + ": data moved, block erased; blocks changed " + blocksText;
            default:
                throw new IllegalStateException(e.kind().toString());
        }
    }
}
