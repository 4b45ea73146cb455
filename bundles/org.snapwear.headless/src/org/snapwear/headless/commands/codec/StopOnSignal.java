package org.snapwear.headless.commands.codec;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * SIGTERM and SIGINT (Ctrl-C) for a long-running command: a shutdown hook asks the work to stop and waits (up to a
 * limit) until the command has finished and printed its summary, then lets the JVM exit. Work that takes longer is
 * abandoned as a kill would abandon it, which the watcher is built to survive. Closing it (when the command ends
 * by itself) removes the hook.
 */
final class StopOnSignal implements AutoCloseable {
    private final CountDownLatch finished = new CountDownLatch(1);
    private final AtomicBoolean signalled = new AtomicBoolean();
    private final Thread hook;
    private final boolean hooked;

    StopOnSignal(Runnable requestStop, long waitSeconds) {
        hook = new Thread(() -> {
            signalled.set(true);
            requestStop.run();
            try {
                finished.await(waitSeconds, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "snapwear-stop-on-signal");
        boolean ok = false;
        try {
            Runtime.getRuntime().addShutdownHook(hook);
            ok = true;
        } catch (IllegalStateException | SecurityException e) {
            // already shutting down, or not allowed: the command runs without the hook
        }
        hooked = ok;
    }

    /** True once a signal asked the work to stop. */
    boolean signalled() {
        return signalled.get();
    }

    /** The hook's work, as a signal runs it (for tests: the JVM keeps running). */
    Thread hook() {
        return hook;
    }

    @Override
    public void close() {
        finished.countDown();
        if (hooked) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: the hook is running and has just been released
            }
        }
    }
}
