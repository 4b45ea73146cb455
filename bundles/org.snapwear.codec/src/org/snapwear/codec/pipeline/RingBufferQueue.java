package org.snapwear.codec.pipeline;

import java.io.IOException;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The PCCR double ring-buffer queue ([PCCR, docs/papers.md#pccr], Fig. 6): a fixed ring of equally sized buffers, each Empty, Busy or
 * Ready. The producer owns the buffer at {@code head}: it waits until that buffer is Empty, marks it Busy while
 * filling it, then marks it Ready and moves head forward. Consumers take the buffer at {@code tail} once it is
 * Ready (several consumers take buffers in ring order), mark it Busy while they work on it and give it back as
 * Empty. Buffers may be given back out of order (parallel workers); the producer simply waits for the buffer at
 * head. Waiting uses a lock and conditions, never spinning. A failure anywhere aborts every waiter.
 */
public final class RingBufferQueue {
    private final RingBuffer[] buffers;
    private final ReentrantLock lock = new ReentrantLock();
    // Two conditions so a state change wakes only the side that can use it: the producer waits for its head
    // buffer to become Empty, consumers wait for the tail buffer to become Ready. Waking every thread on every
    // change (one condition, signalAll) cost about 0.1 ms of CPU per block on this 2-core VM in context switches.
    private final Condition emptied = lock.newCondition();
    private final Condition readied = lock.newCondition();
    // The producer sleeps until half the ring is Empty again and then refills it in one go: waking it for every
    // released buffer cost two context switches per block (about 70 us of CPU each time on this 2-core VM).
    private final int wakeThreshold;
    private int emptyCount;
    private int head;
    private int tail;
    private boolean closed;
    private Throwable failure;
    private long waitNanos;

    /**
     * @param length         number of buffers (the queue length), at least 1
     * @param bufferCapacity bytes per buffer
     */
    public RingBufferQueue(int length, int bufferCapacity) {
        if (length < 1) {
            throw new IllegalArgumentException("queue length " + length + " must be at least 1");
        }
        buffers = new RingBuffer[length];
        for (int i = 0; i < length; i++) {
            buffers[i] = new RingBuffer(i, bufferCapacity);
        }
        emptyCount = length;
        wakeThreshold = Math.max(1, length / 2);
    }

    public int length() {
        return buffers.length;
    }

    /** State of buffer {@code slot} (for tests and monitoring). */
    public BufferState state(int slot) {
        lock.lock();
        try {
            return buffers[slot].state;
        } finally {
            lock.unlock();
        }
    }

    /** Producer: waits until the head buffer is Empty, marks it Busy and returns it (length reset to 0). */
    public RingBuffer acquireHead() throws IOException {
        lock.lock();
        try {
            RingBuffer b = buffers[head];
            long t0 = System.nanoTime();
            while (b.state != BufferState.EMPTY && failure == null) {
                // Uninterruptibly: pipeline threads are stopped through fail(), and an interrupt must not lose a
                // wake-up.
                emptied.awaitUninterruptibly();
            }
            waitNanos += System.nanoTime() - t0;
            checkFailure();
            if (closed) {
                throw new IllegalStateException("queue already closed");
            }
            b.state = BufferState.BUSY;
            b.setLength(0);
            emptyCount--;
            return b;
        } finally {
            lock.unlock();
        }
    }

    /** Producer: the head buffer is filled; mark it Ready and move head to the next buffer. */
    public void publish(RingBuffer b) {
        lock.lock();
        try {
            if (b != buffers[head] || b.state != BufferState.BUSY) {
                throw new IllegalStateException("publish of buffer " + b.slot() + " which is not the busy head");
            }
            b.state = BufferState.READY;
            head = (head + 1) % buffers.length;
            // Consumers take buffers in ring order, so any one waiting consumer can take this one.
            readied.signal();
        } finally {
            lock.unlock();
        }
    }

    /** Producer: gives back the head buffer unpublished (nothing was put into it); head stays where it is. */
    public void abandon(RingBuffer b) {
        lock.lock();
        try {
            if (b != buffers[head] || b.state != BufferState.BUSY) {
                throw new IllegalStateException("abandon of buffer " + b.slot() + " which is not the busy head");
            }
            b.state = BufferState.EMPTY;
            b.setLength(0);
            emptyCount++;
            emptied.signal();
        } finally {
            lock.unlock();
        }
    }

    /** Producer: no more buffers will be published; consumers get {@code null} once the ring is drained. */
    public void close() {
        lock.lock();
        try {
            closed = true;
            readied.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Consumer: waits until the tail buffer is Ready, marks it Busy, moves tail forward and returns it; returns
     * {@code null} when the producer closed the queue and every published buffer was taken.
     */
    public RingBuffer takeReady() throws IOException {
        lock.lock();
        try {
            long t0 = System.nanoTime();
            while (failure == null) {
                RingBuffer b = buffers[tail];
                if (b.state == BufferState.READY) {
                    waitNanos += System.nanoTime() - t0;
                    b.state = BufferState.BUSY;
                    tail = (tail + 1) % buffers.length;
                    return b;
                }
                if (closed) {
                    // Published buffers are exactly [tail, head) and are taken in ring order, so a tail buffer
                    // that is not Ready after close means everything published was taken.
                    waitNanos += System.nanoTime() - t0;
                    return null;
                }
                readied.awaitUninterruptibly();
            }
            checkFailure();
            return null;
        } finally {
            lock.unlock();
        }
    }

    /** Consumer: done with the buffer; it becomes Empty and may be reused by the producer. */
    public void release(RingBuffer b) {
        lock.lock();
        try {
            if (b.state != BufferState.BUSY) {
                throw new IllegalStateException("release of buffer " + b.slot() + " in state " + b.state);
            }
            b.state = BufferState.EMPTY;
            b.setLength(0);
            // Only the single producer waits for Empty buffers. Every buffer that is not Empty is Ready or Busy,
            // and consumers drain those, so the count always comes back up to the threshold: no lost wake-up.
            if (++emptyCount >= wakeThreshold) {
                emptied.signal();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Aborts the queue: every present and future wait throws an IOException carrying {@code cause}. */
    public void fail(Throwable cause) {
        lock.lock();
        try {
            if (failure == null) {
                failure = cause;
            }
            emptied.signalAll();
            readied.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Total time threads spent waiting on this queue (stall time, not busy time). */
    public long waitNanos() {
        lock.lock();
        try {
            return waitNanos;
        } finally {
            lock.unlock();
        }
    }

    private void checkFailure() throws IOException {
        if (failure != null) {
            throw new PipelineAbortedException(failure);
        }
    }
}
