package org.snapwear.study.tests.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapwear.study.run.MonitorOnProgress;
import org.snapwear.study.run.ProgressOnMonitor;
import org.snapwear.trace.generator.GeneratorSettings;
import org.snapwear.trace.generator.ModelKind;
import org.snapwear.trace.generator.TrainingRunGenerator;
import org.snapwear.trace.progress.Progress;

/** The Eclipse {@code IProgressMonitor} <-> {@link Progress} adapters: work adds up, cancel crosses both ways. */
class ProgressAdaptersTest {

    /** A Progress that records what it is told. */
    private static final class Recording implements Progress {
        final List<String> events = new ArrayList<>();
        long total;
        long done;
        volatile boolean cancel;

        @Override
        public void begin(String task, long totalWork, String unit) {
            total = totalWork;
            done = 0;
            events.add("begin " + task + " " + totalWork);
        }

        @Override
        public void worked(long work) {
            done += work;
        }

        @Override
        public void detail(String text) {
            events.add("detail " + text);
        }

        @Override
        public void task(String name) {
            events.add("task " + name);
        }

        @Override
        public void done() {
            events.add("done " + done + "/" + total);
        }

        @Override
        public boolean isCanceled() {
            return cancel;
        }
    }

    /** A monitor that counts the ticks it is given. */
    private static final class Counting extends NullProgressMonitor {
        int total;
        double worked;

        @Override
        public void beginTask(String name, int totalWork) {
            total = totalWork;
        }

        @Override
        public void internalWorked(double work) {
            worked += work;
        }

        @Override
        public void worked(int work) {
            internalWorked(work);
        }
    }

    @Test
    void subMonitorWorkReachesTheProgressExactly() {
        Recording p = new Recording();
        MonitorOnProgress m = new MonitorOnProgress(p);
        SubMonitor sub = SubMonitor.convert(m, "Running study 's'", 3);
        SubMonitor a = sub.split(1);
        a.setTaskName("Schemes");
        a.setWorkRemaining(3);
        for (int i = 0; i < 3; i++) {
            a.subTask("scheme " + i);
            a.worked(1);
        }
        sub.split(2).done();
        sub.done();
        m.done();
        // SubMonitor begins its root with a resolution of its own; the Progress counts thousandths of its units
        List<String> told = p.events.stream().filter(e -> !e.equals("detail ")).toList();
        assertEquals(List.of("begin Running study 's' " + p.total, "task Schemes", "detail scheme 0",
                "detail scheme 1", "detail scheme 2", "done " + p.total + "/" + p.total), told);
        assertTrue(p.total > 0);
    }

    @Test
    void aProgressThatAsksToStopCancelsTheMonitorAndTheForwardedOne() {
        Recording p = new Recording();
        NullProgressMonitor job = new NullProgressMonitor();
        MonitorOnProgress m = new MonitorOnProgress(p, job);
        assertFalse(m.isCanceled());
        p.cancel = true;
        assertTrue(m.isCanceled());
        p.cancel = false;
        job.setCanceled(true); // the Job's cancel button
        assertTrue(m.isCanceled());
    }

    @Test
    void byteCountsBecomeTicksOfTheMonitor() {
        Counting monitor = new Counting();
        Progress p = new ProgressOnMonitor(monitor);
        p.begin("store save", 10_000_000_000L, "bytes"); // more than an int can count
        for (int i = 0; i < 7; i++) {
            p.worked(1_000_000_000L);
        }
        p.worked(3_000_000_000L);
        p.done();
        assertTrue(monitor.total > 0);
        assertEquals(monitor.total, monitor.worked, 1e-6, "the whole share, no more");
    }

    @Test
    void aCancelThroughTheMonitorStopsAnEngineThatSpeaksProgress(@TempDir Path dir) throws Exception {
        IProgressMonitor monitor = new NullProgressMonitor() {
            private int snapshots;

            @Override
            public void internalWorked(double work) {
                if (++snapshots == 1) {
                    setCanceled(true); // the user pressed cancel once the first snapshot was written
                }
            }

            @Override
            public void worked(int work) {
                internalWorked(work);
            }
        };
        Progress p = new ProgressOnMonitor(monitor);
        GeneratorSettings s = GeneratorSettings.defaults().withModel(ModelKind.MLP).withParameters(10_000)
                .withSchedule(30, 10).withBatchSize(16).withSeed(7).withThreads(1);
        assertThrows(CancellationException.class, () -> TrainingRunGenerator.generate(s, dir, p));
        try (Stream<Path> files = Files.list(dir)) {
            assertTrue(files.count() < s.snapshotCount(), "stopped before the run's end");
        }
        assertThrows(CancellationException.class, p::checkCanceled);
    }
}
