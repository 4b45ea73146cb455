package org.snapwear.codec.pipeline;

/**
 * One buffer of a {@link RingBufferQueue}: a fixed byte array, the number of valid bytes, the sequence number of
 * the block it holds and its {@link BufferState}. The state is only changed by the queue, under its lock.
 */
public final class RingBuffer {
    private final int slot;
    private byte[] data;
    private int length;
    private long sequence = -1;
    BufferState state = BufferState.EMPTY;

    RingBuffer(int slot, int capacity) {
        this.slot = slot;
        this.data = new byte[capacity];
    }

    /** Position of the buffer in its ring. */
    public int slot() {
        return slot;
    }

    public byte[] data() {
        return data;
    }

    public int capacity() {
        return data.length;
    }

    /** Valid bytes at the start of {@link #data()}. */
    public int length() {
        return length;
    }

    public void setLength(int length) {
        if (length < 0 || length > data.length) {
            throw new IllegalArgumentException("length " + length + " outside buffer of " + data.length);
        }
        this.length = length;
    }

    /** Free room after the valid bytes. */
    public int remaining() {
        return data.length - length;
    }

    /** Appends bytes after the valid ones (write aggregation); the caller checks {@link #remaining()}. */
    public void append(byte[] src, int off, int len) {
        System.arraycopy(src, off, data, length, len);
        length += len;
    }

    /** Block number of the data (the input queue) or of the first block in it (the file queue). */
    public long sequence() {
        return sequence;
    }

    public void setSequence(long sequence) {
        this.sequence = sequence;
    }
}
