package org.snapwear.codec.pipeline;

/**
 * What one pipeline run did and where its time went. Busy times exclude waiting on the queues, so
 * {@code busy / wall} per stage shows which stage bounds the pipeline.
 *
 * @param mode               serial, pipelined or parallel
 * @param workers            compression workers
 * @param blockSize          bytes per block
 * @param queueLength        buffers per queue
 * @param rawBytes           input bytes
 * @param storedBytes        bytes of the whole stream (header, blocks, index, footer)
 * @param blocks             number of blocks
 * @param rawBlocks          blocks stored uncompressed because compression did not make them smaller
 * @param writes             number of write calls of the store stage (after aggregation)
 * @param wallNanos          elapsed time of the run
 * @param readBusyNanos      time the read/collect stage spent reading and copying
 * @param compressBusyNanos  time all workers together spent compressing
 * @param writeBusyNanos     time the store stage spent writing
 * @param queueWaitNanos     time all threads spent waiting on the two queues
 */
public record PipelineStats(PipelineMode mode, int workers, int blockSize, int queueLength, long rawBytes,
        long storedBytes, long blocks, long rawBlocks, long writes, long wallNanos, long readBusyNanos,
        long compressBusyNanos, long writeBusyNanos, long queueWaitNanos) {

    /** Input throughput in MB/s (10^6 bytes per second). */
    public double throughputMBps() {
        return wallNanos == 0 ? 0 : rawBytes * 1e3 / wallNanos;
    }

    /** Stored bytes / raw bytes. */
    public double ratio() {
        return rawBytes == 0 ? 1 : (double) storedBytes / rawBytes;
    }
}
