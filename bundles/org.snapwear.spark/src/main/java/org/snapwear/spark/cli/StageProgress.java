package org.snapwear.spark.cli;

import java.io.PrintStream;
import java.util.Locale;

import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerStageCompleted;
import org.apache.spark.scheduler.StageInfo;

/**
 * One line on standard error per finished Spark stage ("stage scan members: 21 tasks, 1.4 s"): the progress a
 * user sees while Spark's own log stays at WARN. The jobs name their stages (CompressJob's call sites); other
 * stages show Spark's name for them. Registered on the driver only; it sees no task data.
 */
final class StageProgress extends SparkListener {
    private final String job;
    private final PrintStream err;

    StageProgress(String job, PrintStream err) {
        this.job = job;
        this.err = err;
    }

    @Override
    public void onStageCompleted(SparkListenerStageCompleted completed) {
        StageInfo s = completed.stageInfo();
        long ms = s.submissionTime().isDefined() && s.completionTime().isDefined()
                ? (Long) s.completionTime().get() - (Long) s.submissionTime().get() : 0;
        String outcome = s.failureReason().isDefined() ? " FAILED" : "";
        err.println(String.format(Locale.ROOT, "snapwear-spark %s: stage %s: %d tasks, %.1f s%s", job, s.name(),
                s.numTasks(), ms / 1000.0, outcome));
    }
}
