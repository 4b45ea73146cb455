package org.snapwear.codec.pipeline;

/**
 * The three states of a buffer in a PCCR ring-buffer queue ([PCCR, docs/papers.md#pccr], Sec. III-B): Empty (no valid data),
 * Busy (a stage is filling it or working on it) and Ready (filled, waiting for the next stage).
 */
public enum BufferState {
    EMPTY, BUSY, READY
}
