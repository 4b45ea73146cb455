package org.snapwear.gpu.pccr;

import java.util.PriorityQueue;

/**
 * Discrete-event simulation of PCCR's pipelined checkpoint (section III.B): every process splits its S bytes
 * into N blocks of size D; a collector fills the compression ring buffer (queue length Q buffers), a compressor
 * moves Ready buffers into the file ring buffer (Q buffers), a file process stores Ready buffers. Buffers are
 * Empty, Busy (being filled) or Ready; a stage waits when the next queue has no Empty buffer.
 * <p>
 * Stage times per block: collect D / C (C = S / Tc), compress D / R (R = S / Tzip). Stores share the file
 * system by processor sharing: each active store moves compressed bytes at min(delta b, Bf / active) - the
 * per-process limit b counts checkpoint bytes, as in {@link PccrParameters}. All processes start together
 * (coordinated checkpoint); the result is the time the last block of the last process is stored.
 */
public final class PipelineSimulator {

    /** Simulation outcome. */
    public record Result(int processes, int blocksPerProcess, double blockBytes, int queueLength,
            double seconds, long events) {
    }

    private final PccrParameters m;
    private final int blocks;
    private final int queueLength;

    /**
     * @param blockBytes  D; the checkpoint is cut into N = max(1, round(S / D)) equal blocks
     * @param queueLength Q >= 1 buffers per ring-buffer queue
     */
    public PipelineSimulator(PccrParameters parameters, double blockBytes, int queueLength) {
        if (!(blockBytes > 0) || queueLength < 1) {
            throw new IllegalArgumentException("block size must be positive and queue length at least 1");
        }
        this.m = parameters;
        long n = Math.max(1, Math.round(parameters.sizeBytes() / blockBytes));
        if (n > 50_000_000) {
            throw new IllegalArgumentException("too many blocks per process (" + n + "); use a larger block size");
        }
        this.blocks = (int) n;
        this.queueLength = queueLength;
    }

    public int blocksPerProcess() {
        return blocks;
    }

    private static final int COLLECT_DONE = 0;
    private static final int COMPRESS_DONE = 1;

    private record Event(double time, long seq, int process, int type) implements Comparable<Event> {
        @Override
        public int compareTo(Event o) {
            int c = Double.compare(time, o.time);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    /** A store in progress: its process and the virtual service level at which it completes. */
    private record Store(double finishV, long seq, int process) implements Comparable<Store> {
        @Override
        public int compareTo(Store o) {
            int c = Double.compare(finishV, o.finishV);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    public Result run(int processes) {
        if (processes < 1) {
            throw new IllegalArgumentException("at least one process");
        }
        double blockBytes = m.sizeBytes() / blocks;
        double collectTime = m.collectSeconds() / blocks;
        double zipTime = m.zipSeconds() / blocks;
        double storeWork = m.delta() * blockBytes;          // compressed bytes per block
        double perStreamCap = m.delta() * m.ioRate();       // compressed bytes per second for one process
        int[] toCollect = new int[processes];
        boolean[] collecting = new boolean[processes];
        int[] cqReady = new int[processes];
        boolean[] compressing = new boolean[processes];
        int[] fqReady = new int[processes];
        boolean[] storing = new boolean[processes];
        int[] stored = new int[processes];
        PriorityQueue<Event> local = new PriorityQueue<>();
        PriorityQueue<Store> fs = new PriorityQueue<>();
        long seq = 0;
        double now = 0;
        double v = 0; // service each active store has received since time 0 (all active stores share equally)
        long events = 0;
        int finished = 0;
        java.util.Arrays.fill(toCollect, blocks);
        for (int i = 0; i < processes; i++) {
            seq = start(i, now, v, collectTime, zipTime, storeWork, toCollect, collecting, cqReady, compressing,
                    fqReady, storing, local, fs, seq);
        }
        while (finished < processes) {
            double rate = fs.isEmpty() ? 0 : Math.min(perStreamCap, m.fsBandwidth() / fs.size());
            double tFs = fs.isEmpty() ? Double.POSITIVE_INFINITY : now + (fs.peek().finishV() - v) / rate;
            double tLocal = local.isEmpty() ? Double.POSITIVE_INFINITY : local.peek().time();
            int p;
            if (tFs <= tLocal) {
                Store s = fs.poll();
                v = s.finishV();
                now = tFs;
                p = s.process();
                storing[p] = false;
                stored[p]++;
                if (stored[p] == blocks) {
                    finished++;
                }
            } else {
                Event e = local.poll();
                v += rate * (e.time() - now);
                now = e.time();
                p = e.process();
                if (e.type() == COLLECT_DONE) {
                    collecting[p] = false;
                    cqReady[p]++;
                } else {
                    compressing[p] = false;
                    fqReady[p]++;
                }
            }
            events++;
            seq = start(p, now, v, collectTime, zipTime, storeWork, toCollect, collecting, cqReady, compressing,
                    fqReady, storing, local, fs, seq);
        }
        return new Result(processes, blocks, blockBytes, queueLength, now, events);
    }

    /** Starts every stage of process p that can start now; returns the next sequence number. */
    private long start(int p, double now, double v, double collectTime, double zipTime, double storeWork,
            int[] toCollect, boolean[] collecting, int[] cqReady, boolean[] compressing, int[] fqReady,
            boolean[] storing, PriorityQueue<Event> local, PriorityQueue<Store> fs, long seq) {
        boolean progress = true;
        while (progress) {
            progress = false;
            // store: a Ready file buffer and an idle file process
            if (!storing[p] && fqReady[p] > 0) {
                fqReady[p]--;
                storing[p] = true;
                fs.add(new Store(v + storeWork, seq++, p));
                progress = true;
            }
            // compress: a Ready compression buffer, and an Empty file buffer to write into
            int fqUsed = fqReady[p] + (storing[p] ? 1 : 0);
            if (!compressing[p] && cqReady[p] > 0 && fqUsed + 1 <= queueLength) {
                cqReady[p]--;
                compressing[p] = true;
                local.add(new Event(now + zipTime, seq++, p, COMPRESS_DONE));
                progress = true;
            }
            // collect: data left and an Empty compression buffer (Ready and in-compression buffers are taken)
            int cqUsed = cqReady[p] + (compressing[p] ? 1 : 0);
            if (!collecting[p] && toCollect[p] > 0 && cqUsed + 1 <= queueLength) {
                toCollect[p]--;
                collecting[p] = true;
                local.add(new Event(now + collectTime, seq++, p, COLLECT_DONE));
                progress = true;
            }
        }
        return seq;
    }
}
