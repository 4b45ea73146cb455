package org.snapwear.headless.commands.study;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.OperationCanceledException;
import org.snapwear.headless.cli.support.CommandFailedException;

/**
 * Runs a piece of work so that Ctrl-C cancels it cleanly: a shutdown hook sets the monitor's cancel flag and
 * waits (up to 30 s) for the work to stop, so the runner and the report writer can remove their partial files
 * before the JVM exits. A cancelled run becomes a one-line failure.
 */
final class InterruptibleRun {

    /** The work; may throw anything. */
    interface Work<T> {
        T call() throws Exception;
    }

    private InterruptibleRun() {
    }

    static <T> T run(ConsoleProgressMonitor monitor, Work<T> work) throws Exception {
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            monitor.setCanceled(true);
            try {
                finished.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "snapwear-cancel-on-interrupt");
        boolean hooked = false;
        try {
            Runtime.getRuntime().addShutdownHook(hook);
            hooked = true;
        } catch (IllegalStateException | SecurityException e) {
            // Already shutting down, or not allowed: run without the hook.
        }
        try {
            return work.call();
        } catch (OperationCanceledException e) {
            throw new CommandFailedException("cancelled; no report was written");
        } finally {
            monitor.endLine();
            finished.countDown();
            if (hooked) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException e) {
                    // The JVM is shutting down (Ctrl-C): the hook is running and has just been released.
                }
            }
        }
    }
}
