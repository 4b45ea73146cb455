package org.snapwear.trace.tests.format.fuzz;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.time.Duration;

import org.snapwear.trace.format.registry.CheckpointFormats;
import org.snapwear.trace.tensor.CheckpointFormatException;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * Reads one (possibly corrupt) file the way the product does, in a watchdog thread: the read must finish
 * within the timeout, either succeed (every byte of every tensor is then touched) or throw
 * {@link CheckpointFormatException}, and allocate no more than a bound proportional to the input.
 */
public final class ReadCheck {
    /** Allowed heap allocation: fixed overhead plus a multiple of the input size (zip/inflate/jhdf copies). */
    static final long FIXED_ALLOCATION = 32L << 20;
    static final long ALLOCATION_FACTOR = 64;

    private static volatile long sink;

    private ReadCheck() {
    }

    /** Outcome of a read, for statistics. */
    public enum Outcome { READ, REJECTED }

    /**
     * Bytes allocated by the current thread so far, or -1 where the JDK extension is not visible (an OSGi
     * runtime that does not export com.sun.management; the test bundle imports it optionally).
     */
    static long allocatedBytes() {
        try {
            java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
            if (mx instanceof com.sun.management.ThreadMXBean) {
                return ((com.sun.management.ThreadMXBean) mx).getCurrentThreadAllocatedBytes();
            }
        } catch (LinkageError e) {
            // fall through
        }
        return -1;
    }

    public static Outcome check(Path path, long inputBytes, Duration timeout, String context) {
        Object[] result = new Object[1];
        try {
            assertTimeoutPreemptively(timeout, () -> {
                long before = allocatedBytes();
                try (Snapshot s = CheckpointFormats.read(path)) {
                    long sum = 0;
                    for (Tensor t : s.tensors()) {
                        ByteBuffer d = t.data();
                        while (d.remaining() >= 8) {
                            sum += d.getLong();
                        }
                        while (d.hasRemaining()) {
                            sum += d.get();
                        }
                    }
                    result[0] = Outcome.READ;
                    sink += sum; // keeps the pass over the data from being optimised away
                } catch (CheckpointFormatException e) {
                    if (e.file() == null || e.getMessage() == null || !e.getMessage().contains(" at offset ")) {
                        throw new AssertionError(context + ": format error without file/offset: " + e.getMessage(), e);
                    }
                    result[0] = Outcome.REJECTED;
                }
                long after = allocatedBytes();
                long allocated = after - before;
                if (before >= 0 && after >= 0 && allocated > FIXED_ALLOCATION + ALLOCATION_FACTOR * inputBytes) {
                    throw new AssertionError(context + ": allocated " + allocated + " bytes for an input of " + inputBytes);
                }
                return null;
            }, () -> context + ": read did not finish within " + timeout);
        } catch (AssertionError e) {
            throw e;
        } catch (Throwable t) {
            fail(context + ": unexpected " + t, t);
        }
        return (Outcome) result[0];
    }
}
