package org.snapwear.gpu.pccr;

/**
 * What the time model needs from a codec: compression ratio (original / compressed; delta = 1 / ratio) and
 * compression throughput in original bytes per second, plus where they came from (codec id or "given").
 */
public record CompressionProfile(String source, double ratio, double zipRateBytesPerSecond) {
    public CompressionProfile {
        if (!(ratio > 0) || !(zipRateBytesPerSecond > 0)) {
            throw new IllegalArgumentException("ratio and compression rate must be positive");
        }
    }
}
