package org.snapwear.codec.container;

/**
 * What encoding one snapshot produced.
 *
 * @param containerBytes total bytes written (header + chunk records + trailer)
 * @param headerBytes    bytes of the header alone
 * @param payloadBytes   sum of the encoded chunk payloads (what the codec produced)
 * @param chunkCount     number of chunks
 * @param rawBytes       tensor data bytes of the snapshot
 * @param nanos          wall time of prepare + encode + write
 * @param tensorPayloadBytes per tensor of the encoded snapshot (in its order): the summed payload lengths of its
 *                       chunks ({@link org.snapwear.codec.spi.Chunk#tensorIndex}); they add up to payloadBytes.
 *                       Reports split the written volume by tensor role with it.
 */
public record EncodeResult(long containerBytes, int headerBytes, long payloadBytes, int chunkCount, long rawBytes,
        long nanos, long[] tensorPayloadBytes) {

    public EncodeResult {
        tensorPayloadBytes = tensorPayloadBytes.clone();
    }

    @Override
    public long[] tensorPayloadBytes() {
        return tensorPayloadBytes.clone();
    }

    /** Container overhead: header + 4 bytes per chunk + 4-byte trailer. */
    public long overheadBytes() {
        return containerBytes - payloadBytes;
    }
}
