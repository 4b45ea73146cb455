package org.snapwear.ui.tests.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.snapwear.ui.tests.OnUiThread;
import org.snapwear.ui.tests.UiTestSupport;
import org.snapwear.ui.views.LatestJob;

/**
 * {@link LatestJob}, which the Buddy, SLC, block-state and sequence panels run their background work through: a
 * job superseded by a newer one shows nothing, even when it finishes after the newer one (it ignored the
 * cancellation); the latest job's result, cancellation and failure reach the UI thread.
 */
@ExtendWith(OnUiThread.class)
class LatestJobTest {
    private Shell shell;
    private final List<String> shown = new ArrayList<>();

    @BeforeEach
    void open() {
        shell = new Shell(Display.getCurrent());
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    @Test
    void aSupersededJobThatFinishesLastShowsNothing() throws Exception {
        LatestJob jobs = new LatestJob(shell);
        CountDownLatch release = new CountDownLatch(1);
        Job slow = jobs.start("slow", monitor -> {
            // ignores its cancellation on purpose: it finishes after the newer job
            release.await(30, TimeUnit.SECONDS);
            return () -> shown.add("slow");
        }, () -> shown.add("slow cancelled"), e -> shown.add("slow failed"));
        Job fast = jobs.start("fast", monitor -> () -> shown.add("fast"), () -> shown.add("fast cancelled"),
                e -> shown.add("fast failed"));
        UiTestSupport.join(fast, 30_000);
        assertEquals(List.of("fast"), shown);
        release.countDown();
        UiTestSupport.join(slow, 30_000);
        assertEquals(List.of("fast"), shown, "the superseded job's result must not replace the newer one");
        assertEquals(fast, jobs.current());
    }

    @Test
    void theLatestJobsCancellationAndFailureReachTheUi() {
        LatestJob jobs = new LatestJob(shell, true, IStatus.INFO);
        CountDownLatch started = new CountDownLatch(1);
        Job waiting = jobs.start("waits", monitor -> {
            started.countDown();
            while (!monitor.isCanceled()) {
                Thread.onSpinWait();
            }
            throw new org.eclipse.core.runtime.OperationCanceledException();
        }, () -> shown.add("cancelled"), e -> shown.add("failed"));
        assertTrue(UiTestSupport.waitUntil(() -> started.getCount() == 0, 30_000));
        jobs.cancel();
        UiTestSupport.join(waiting, 30_000);
        assertEquals(List.of("cancelled"), shown);
        assertTrue(waiting.isUser());

        Job failing = jobs.start("fails", monitor -> {
            throw new java.io.IOException("disk gone");
        }, () -> shown.add("cancelled"), e -> shown.add("failed: " + e.getMessage()));
        UiTestSupport.join(failing, 30_000);
        assertEquals(List.of("cancelled", "failed: disk gone"), shown);
        assertEquals(IStatus.INFO, failing.getResult().getSeverity());
        assertEquals("fails: disk gone", failing.getResult().getMessage());
    }
}
