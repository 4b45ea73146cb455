package org.snapwear.headless.cli.support;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.OperationCanceledException;

/**
 * Runs a command's long work so that Ctrl-C (or SIGTERM) cancels it cleanly through its {@link ProgressReporter}: a
 * shutdown hook cancels the reporter, which every engine given it (as a {@code Progress}, or wrapped as an
 * {@code IProgressMonitor}) sees at its next check, and waits up to 30 s for the work to stop, so partial files are
 * removed before the JVM exits. A cancellation becomes one line, exit code 1.
 */
public final class CancelOnInterrupt {
    private static final long WAIT_SECONDS = 30;

    /** The work; may throw anything. */
    public interface Work<T> {
        T call() throws Exception;
    }

    private CancelOnInterrupt() {
    }

    /**
     * @param progress  the command's reporter ({@link CommandContext#progress()})
     * @param cancelled the line a cancelled run prints, e.g. "report: cancelled; nothing was written"
     */
    public static <T> T run(ProgressReporter progress, String cancelled, Work<T> work) throws Exception {
        CountDownLatch finished = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            progress.cancel();
            try {
                finished.await(WAIT_SECONDS, TimeUnit.SECONDS);
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
        } catch (CancellationException | OperationCanceledException e) {
            throw new CommandFailedException(cancelled);
        } finally {
            progress.endLine();
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
