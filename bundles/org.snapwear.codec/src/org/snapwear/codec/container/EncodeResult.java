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
 */
public record EncodeResult(long containerBytes, int headerBytes, long payloadBytes, int chunkCount, long rawBytes,
        long nanos) {

    /** Container overhead: header + 4 bytes per chunk + 4-byte trailer. */
    public long overheadBytes() {
        return containerBytes - payloadBytes;
    }
}
