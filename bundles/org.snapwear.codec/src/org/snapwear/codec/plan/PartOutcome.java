package org.snapwear.codec.plan;

import org.snapwear.codec.container.ChunkRangeEncoder;
import org.snapwear.codec.container.ChunkRangeResult;

/**
 * What executing one part produced, added up from its chunk ranges in any order: its codec parameters (they size
 * the container header), per-tensor payloads, times, and whether every chunk round-tripped. Not thread-safe.
 */
public final class PartOutcome {
    private final PartPlan part;
    private final byte[] params;
    private final long prepareNanos;
    private final long[] tensorPayload;
    private int chunks;
    private long encodeNanos;
    private long decodeNanos;
    private boolean verified = true;
    private boolean withinBound;

    /**
     * @param params       {@link ChunkRangeEncoder.Prepared#bytes()} of the part
     * @param prepareNanos time of {@code prepare} (counted as encode time)
     */
    public PartOutcome(PartPlan part, byte[] params, long prepareNanos) {
        this.part = part;
        this.params = params.clone();
        this.prepareNanos = prepareNanos;
        this.tensorPayload = new long[part.tensors().size()];
    }

    /** Adds one range's result. */
    public void add(ChunkRangeResult r) {
        r.addTo(tensorPayload);
        chunks += r.chunks();
        encodeNanos += r.encodeNanos();
        decodeNanos += r.decodeNanos();
        verified &= r.verified();
    }

    public PartPlan part() {
        return part;
    }

    byte[] params() {
        return params.clone();
    }

    long[] tensorPayload() {
        return tensorPayload.clone();
    }

    int chunks() {
        return chunks;
    }

    long encodeNanos() {
        return prepareNanos + encodeNanos;
    }

    long decodeNanos() {
        return decodeNanos;
    }

    /**
     * Every chunk came back and decoded to its original bytes, or, for a lossy part, every decoded tensor was found
     * within its bound ({@link #withinBound()}).
     */
    public boolean verified() {
        return (verified || withinBound) && chunks == part.chunkCount();
    }

    /** Adds the time a lossy part took to decode whole (the executor does not decode lossy chunks). */
    void addDecodeNanos(long nanos) {
        decodeNanos += nanos;
    }

    /** Records that every tensor of this lossy part decoded within its bound (checked by {@link ReferenceChoice}). */
    void withinBound() {
        withinBound = true;
    }
}
