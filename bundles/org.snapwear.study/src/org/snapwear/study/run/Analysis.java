package org.snapwear.study.run;

import org.eclipse.core.runtime.IProgressMonitor;
import org.snapwear.model.study.Study;

/**
 * One analysis of a study (schemes on the SSD, snap_dis sweep, SLC pages, Buddy Compression, pipeline curves...).
 * The runner asks each enabled analysis, in order, to add its tables to the run's results. Implementations are
 * stateless; everything a run shares (resolved sources, mapped configs, results) lives in the {@link RunContext}.
 */
public interface Analysis {

    /** Stable id, e.g. "schemes". */
    String id();

    /** What a progress bar shows while it runs. */
    String title();

    /** Whether the study asks for it (from {@code study.getAnalyses()}). */
    boolean enabled(Study study);

    /** Relative amount of work, for splitting the progress bar (any positive number). */
    default int weight(RunContext context) {
        return 1;
    }

    /**
     * Runs it, adding tables and summary entries to {@code context.results()}. Checks
     * {@code monitor.isCanceled()} often and throws {@link org.eclipse.core.runtime.OperationCanceledException}
     * when it is set.
     */
    void run(RunContext context, IProgressMonitor monitor) throws Exception;
}
