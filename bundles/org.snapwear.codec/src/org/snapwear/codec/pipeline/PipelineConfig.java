package org.snapwear.codec.pipeline;

/**
 * Settings of one pipeline run.
 *
 * @param mode             serial, pipelined or parallel
 * @param blockSize        bytes per input buffer = per independently compressed block (the paper's buffer size)
 * @param queueLength      buffers per ring-buffer queue (both queues)
 * @param workers          compression workers ({@link PipelineMode#PARALLEL} only; 1 otherwise)
 * @param aggregationBytes size of the file-queue buffers into which compressed blocks are coalesced before a write
 */
public record PipelineConfig(PipelineMode mode, int blockSize, int queueLength, int workers, int aggregationBytes) {
    /** The paper's best buffer size for Deflate (Fig. 10). */
    public static final int DEFAULT_BLOCK_SIZE = 16 * 1024;
    public static final int DEFAULT_QUEUE_LENGTH = 8;
    public static final int DEFAULT_AGGREGATION_BYTES = 1 << 20;

    public PipelineConfig {
        if (mode == null) {
            throw new IllegalArgumentException("mode is required");
        }
        if (blockSize < 1) {
            throw new IllegalArgumentException("block size " + blockSize + " must be positive");
        }
        if (queueLength < 1) {
            throw new IllegalArgumentException("queue length " + queueLength + " must be at least 1");
        }
        if (workers < 1) {
            throw new IllegalArgumentException("workers " + workers + " must be at least 1");
        }
        if (mode != PipelineMode.PARALLEL && workers != 1) {
            throw new IllegalArgumentException(mode + " mode runs exactly one compressor, not " + workers);
        }
        if (aggregationBytes < 1) {
            throw new IllegalArgumentException("aggregation size " + aggregationBytes + " must be positive");
        }
    }

    public static PipelineConfig serial(int blockSize) {
        return new PipelineConfig(PipelineMode.SERIAL, blockSize, 1, 1, DEFAULT_AGGREGATION_BYTES);
    }

    public static PipelineConfig pipelined(int blockSize, int queueLength) {
        return new PipelineConfig(PipelineMode.PIPELINED, blockSize, queueLength, 1, DEFAULT_AGGREGATION_BYTES);
    }

    public static PipelineConfig parallel(int blockSize, int queueLength, int workers) {
        return new PipelineConfig(PipelineMode.PARALLEL, blockSize, queueLength, workers, DEFAULT_AGGREGATION_BYTES);
    }

    public PipelineConfig withAggregationBytes(int bytes) {
        return new PipelineConfig(mode, blockSize, queueLength, workers, bytes);
    }
}
