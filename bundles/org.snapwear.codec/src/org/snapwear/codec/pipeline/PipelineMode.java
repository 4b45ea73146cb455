package org.snapwear.codec.pipeline;

/**
 * The three ways of running compression checkpointing compared in [PCCR, docs/papers.md#pccr] (Fig. 11): stages one after another on
 * one thread, stages overlapped with one compressor, and stages overlapped with N compression workers.
 */
public enum PipelineMode {
    /** Read, compress and store one block after the other on the calling thread. */
    SERIAL,
    /** Reader, one compression worker and the store stage run concurrently, linked by two ring-buffer queues. */
    PIPELINED,
    /** Like {@link #PIPELINED} with N compression workers. */
    PARALLEL
}
