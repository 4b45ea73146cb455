package org.snapwear.ui.tests;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.snapwear.ui.SnapwearWorkbenchAdvisor;

/**
 * Runs the real Snapwear workbench (the same advisor as {@code org.snapwear.ui.application}) on a UI thread of
 * its own, once per test JVM, and lets tests run code on that thread with failures passed back to JUnit.
 * The workbench cannot be created twice in one JVM, so it is never closed by a test class: it keeps running
 * (on a daemon thread) until the test JVM exits, and every workbench test class shares it.
 */
public final class WorkbenchHarness {
    private static Display display;
    private static Thread uiThread;
    private static final AtomicReference<Throwable> STARTUP_FAILURE = new AtomicReference<>();
    private static volatile int exitCode = Integer.MIN_VALUE;

    /** A piece of test code run on the UI thread. */
    @FunctionalInterface
    public interface UiCode {
        void run() throws Exception;
    }

    private WorkbenchHarness() {
    }

    /** Starts the workbench if needed and waits until its first window is open. */
    public static synchronized void start() throws InterruptedException {
        if (uiThread != null) {
            return;
        }
        CountDownLatch opened = new CountDownLatch(1);
        uiThread = new Thread(() -> {
            try {
                display = PlatformUI.createDisplay();
                exitCode = PlatformUI.createAndRunWorkbench(display, new SnapwearWorkbenchAdvisor() {
                    @Override
                    public void postStartup() {
                        super.postStartup();
                        opened.countDown();
                    }
                });
            } catch (Throwable t) {
                STARTUP_FAILURE.set(t);
                opened.countDown();
            }
        }, "snapwear-test-ui");
        uiThread.setDaemon(true);
        uiThread.start();
        if (!opened.await(120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the workbench did not start within 120 s");
        }
        if (STARTUP_FAILURE.get() != null) {
            throw new IllegalStateException("the workbench failed to start", STARTUP_FAILURE.get());
        }
        Runtime.getRuntime().addShutdownHook(new Thread(WorkbenchHarness::close, "snapwear-test-ui-close"));
    }

    /** Closes the workbench when the test JVM ends (asyncExec: a syncExec could wait for a dead UI thread). */
    private static void close() {
        Display d = display;
        if (d == null || d.isDisposed() || !uiThread.isAlive()) {
            return;
        }
        try {
            d.asyncExec(() -> PlatformUI.getWorkbench().close());
            uiThread.join(20_000);
        } catch (InterruptedException | RuntimeException e) {
            // The JVM is going down anyway; nothing to save.
        }
    }

    /** Runs code on the UI thread and rethrows what it throws (assertion errors included). */
    public static void onUi(UiCode code) throws Exception {
        start();
        if (!uiThread.isAlive() || display.isDisposed()) {
            throw new IllegalStateException("the workbench is no longer running (exit code " + exitCode + ")");
        }
        AtomicReference<Throwable> failure = new AtomicReference<>();
        display.syncExec(() -> {
            try {
                code.run();
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        Throwable t = failure.get();
        if (t instanceof Exception e) {
            throw e;
        }
        if (t instanceof Error e) {
            throw e;
        }
    }

    /** The workbench window (call on the UI thread). */
    public static IWorkbenchWindow window() {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        return w != null ? w : PlatformUI.getWorkbench().getWorkbenchWindows()[0];
    }
}
