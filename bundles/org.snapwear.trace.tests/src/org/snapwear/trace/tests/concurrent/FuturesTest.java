package org.snapwear.trace.tests.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ExecutionException;

import org.junit.jupiter.api.Test;
import org.snapwear.trace.concurrent.Futures;

/** {@link Futures#unwrap}: the caller of a task sees what the task threw. */
class FuturesTest {

    @Test
    void anIoExceptionComesBackAsItWas() {
        IOException io = new IOException("ckpt.bin at offset 12: truncated");
        assertSame(io, Futures.unwrap(new ExecutionException(io)));
        assertSame(io, Futures.unwrap(new ExecutionException(new UncheckedIOException(io))));
    }

    @Test
    void uncheckedFailuresAreThrownAsTheyWere() {
        IllegalArgumentException iae = new IllegalArgumentException("bad");
        assertSame(iae, assertThrows(IllegalArgumentException.class,
                () -> Futures.unwrap(new ExecutionException(iae))));
        OutOfMemoryError oom = new OutOfMemoryError("heap");
        assertSame(oom, assertThrows(OutOfMemoryError.class, () -> Futures.unwrap(new ExecutionException(oom))));
    }

    @Test
    void anotherCheckedExceptionKeepsItsMessage() {
        Exception other = new Exception("the task's own words");
        IOException io = Futures.unwrap(new ExecutionException(other));
        assertEquals("the task's own words", io.getMessage());
        assertSame(other, io.getCause());
    }
}
