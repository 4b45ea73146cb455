package org.snapwear.codec.container;

import java.io.Serializable;

/**
 * What encoding a range of a part's chunks produced ({@link ChunkRangeEncoder}): the summed encoded lengths of the
 * tensors the range touches (the part's tensors {@code firstTensor ..}; only those, so that a result stays small
 * however many tensors a part has), times, and whether every chunk decoded back bit-exactly.
 *
 * @param chunks        chunks encoded
 * @param firstTensor   index in the part of the tensor of the range's first chunk
 * @param tensorPayload summed payload lengths of tensors firstTensor, firstTensor + 1, ...
 * @param encodeNanos   encode time
 * @param decodeNanos   decode and compare time (0 when not verified)
 * @param verified      every chunk decoded to its original bytes (false when the range was not verified)
 */
public record ChunkRangeResult(int chunks, int firstTensor, long[] tensorPayload, long encodeNanos,
        long decodeNanos, boolean verified) implements Serializable {
    private static final long serialVersionUID = 1L;

    public ChunkRangeResult {
        tensorPayload = tensorPayload.clone();
    }

    @Override
    public long[] tensorPayload() {
        return tensorPayload.clone();
    }

    /** Sum of the range's chunk payloads. */
    public long payloadBytes() {
        long n = 0;
        for (long t : tensorPayload) {
            n += t;
        }
        return n;
    }

    /** Adds the range's payloads into a per-tensor array of the whole part. */
    public void addTo(long[] partTensorPayload) {
        for (int i = 0; i < tensorPayload.length; i++) {
            partTensorPayload[firstTensor + i] += tensorPayload[i];
        }
    }
}
