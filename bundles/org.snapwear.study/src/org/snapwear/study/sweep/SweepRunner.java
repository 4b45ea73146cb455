package org.snapwear.study.sweep;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.snapwear.study.results.StudyResults;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * Runs a whole sweep on one machine, the reference a distributed run must reproduce: each save stream computed
 * once ({@link SweepStreams}), then every cell ({@link SweepCells#run}), both on {@code threads} threads; the rows
 * merged by {@link SweepTables}. Threads change only the wall time, never a row.
 */
public final class SweepRunner {

    private SweepRunner() {
    }

    /** The rows of every cell of {@code grid}, in cell order. */
    public static List<SweepRow> rows(SnapshotSequence seq, SweepGrid grid, int threads) throws IOException {
        return rows(seq, grid, threads, Progress.NONE);
    }

    /**
     * The same, telling {@code progress} about the streams (task {@code "sweep: save streams"}, unit
     * {@code streams}, each stream's scheme as detail) and then the cells ({@code "sweep: cells"}, unit
     * {@code cells}) as they finish, and asking it between two saves of every stream and every cell whether to stop:
     * a cancel stops the sweep within one save of each worker, even inside a long stream.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static List<SweepRow> rows(SnapshotSequence seq, SweepGrid grid, int threads, Progress progress)
            throws IOException {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "snapwear-sweep");
            t.setDaemon(true);
            return t;
        });
        try {
            List<SaveStreamKey> keys = grid.streamKeys();
            List<Callable<SaveStream>> streamTasks = new ArrayList<>();
            progress.begin("sweep: save streams", keys.size(), "streams");
            for (SaveStreamKey k : keys) {
                streamTasks.add(() -> {
                    progress.checkCanceled();
                    SaveStream s = SweepStreams.compute(seq, k, progress);
                    done(progress, k.scheme());
                    return s;
                });
            }
            Map<SaveStreamKey, SaveStream> streams = new HashMap<>();
            for (SaveStream s : all(pool, streamTasks)) {
                streams.put(s.key(), s);
            }
            List<SweepCell> cells = grid.cells();
            List<Callable<SweepRow>> cellTasks = new ArrayList<>();
            progress.begin("sweep: cells", cells.size(), "cells");
            for (SweepCell c : cells) {
                SaveStream s = streams.get(c.streamKey());
                cellTasks.add(() -> {
                    progress.checkCanceled();
                    SweepRow row = SweepCells.run(c, s, progress);
                    done(progress, "cell " + c.index());
                    return row;
                });
            }
            return all(pool, cellTasks);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The merged results of the whole sweep, named {@code name}. */
    public static StudyResults results(String name, SnapshotSequence seq, SweepGrid grid, int threads)
            throws IOException {
        return SweepTables.results(name, grid, rows(seq, grid, threads));
    }

    /** Runs the sweep and writes its report to {@code out}; returns the results written. */
    public static StudyResults writeReport(String name, SnapshotSequence seq, SweepGrid grid, int threads, Path out)
            throws IOException {
        return writeReport(name, seq, grid, threads, out, Progress.NONE);
    }

    /**
     * The same with {@link #rows(SnapshotSequence, SweepGrid, int, Progress) progress and cancel}; a cancelled
     * sweep writes nothing.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static StudyResults writeReport(String name, SnapshotSequence seq, SweepGrid grid, int threads, Path out,
            Progress progress) throws IOException {
        StudyResults r = SweepTables.results(name, grid, rows(seq, grid, threads, progress));
        SweepTables.write(r, out);
        return r;
    }

    /** One stream or cell finished: its name as detail, then one unit of work (the pair is atomic for a bar). */
    private static void done(Progress progress, String what) {
        synchronized (progress) {
            progress.detail(what);
            progress.worked(1);
        }
    }

    /** Runs the tasks and returns their results in task order; the first failure (in task order) is rethrown. */
    private static <T> List<T> all(ExecutorService pool, List<Callable<T>> tasks) throws IOException {
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> t : tasks) {
            futures.add(pool.submit(t));
        }
        List<T> out = new ArrayList<>(tasks.size());
        try {
            for (Future<T> f : futures) {
                out.add(f.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("sweep interrupted");
        } catch (ExecutionException e) {
            throw org.snapwear.trace.concurrent.Futures.unwrap(e);
        }
        return out;
    }
}
