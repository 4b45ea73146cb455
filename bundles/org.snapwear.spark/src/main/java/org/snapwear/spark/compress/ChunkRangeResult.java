package org.snapwear.spark.compress;

import java.io.Serializable;

/**
 * What encoding a {@link ChunkRange} produced: the summed encoded lengths of the tensors the range touches (the
 * part's tensors {@code firstTensor ..}; only those, so that a result stays small however many tensors a part
 * has), times, and whether every chunk decoded back bit-exactly.
 *
 * @param save          save index
 * @param part          part index
 * @param chunks        chunks encoded
 * @param firstTensor   index in the part of the tensor of the range's first chunk
 * @param tensorPayload summed payload lengths of tensors firstTensor, firstTensor + 1, ...
 * @param encodeNanos   encode time
 * @param decodeNanos   decode time
 * @param verified      every chunk decoded to its original bytes
 */
public record ChunkRangeResult(int save, int part, int chunks, int firstTensor, long[] tensorPayload,
        long encodeNanos, long decodeNanos, boolean verified) implements Serializable {

    public ChunkRangeResult {
        tensorPayload = tensorPayload.clone();
    }

    @Override
    public long[] tensorPayload() {
        return tensorPayload.clone();
    }

    /** Adds the range's payloads into a per-tensor array of the whole part. */
    public void addTo(long[] partTensorPayload) {
        for (int i = 0; i < tensorPayload.length; i++) {
            partTensorPayload[firstTensor + i] += tensorPayload[i];
        }
    }
}
