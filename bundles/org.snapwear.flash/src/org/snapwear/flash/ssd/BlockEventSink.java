package org.snapwear.flash.ssd;

/**
 * Receives every block-changing event of an {@link Ssd} with the blocks whose state changed since the previous
 * event. The current state of those blocks is read from the simulator ({@link Ssd#validPages(int)},
 * {@link Ssd#writtenPages(int)}, {@link Ssd#eraseCount(int)}) during the call.
 */
public interface BlockEventSink {

    /**
     * @param kind   what happened
     * @param arg    logical page (host events) or block (GC, wear levelling)
     * @param fileId the file layer's id of the file being written, or -1
     * @param blocks changed blocks, {@code blocks[0..count)}, no duplicates; only valid during the call
     */
    void onEvent(EventKind kind, int arg, int fileId, int[] blocks, int count, Ssd ssd);
}
