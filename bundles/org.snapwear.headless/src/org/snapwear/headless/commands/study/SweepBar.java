package org.snapwear.headless.commands.study;

import org.snapwear.headless.cli.support.ProgressReporter;
import org.snapwear.study.sweep.SaveStream;
import org.snapwear.study.sweep.SweepProgress;
import org.snapwear.study.sweep.SweepRow;

/**
 * A sweep's progress in the one style of long commands: the save streams (each one's scheme as it finishes), then
 * the cells. Called from the worker threads, hence synchronized.
 */
final class SweepBar implements SweepProgress {
    private final ProgressReporter reporter;
    private boolean streams;
    private boolean cells;

    SweepBar(ProgressReporter reporter) {
        this.reporter = reporter;
    }

    @Override
    public synchronized void streamDone(SaveStream stream, int done, int total) {
        if (!streams) {
            streams = true;
            reporter.begin("sweep: save streams", total, "streams");
        }
        reporter.progress(done, stream.key().scheme());
        if (done == total) {
            reporter.end();
        }
    }

    @Override
    public synchronized void cellDone(SweepRow row, int done, int total) {
        if (!cells) {
            cells = true;
            reporter.begin("sweep: cells", total, "cells");
        }
        reporter.progress(done);
        if (done == total) {
            reporter.end();
        }
    }
}
