package org.snapwear.study.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.SnapshotSource;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.SchemeMapping;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.StudyResults;
import org.snapwear.trace.text.ErrorText;

/**
 * Runs a study: validates it (errors stop the run with the user-readable messages), resolves its snapshot sources,
 * then runs each enabled analysis in the order given (the built-in list is
 * {@code org.snapwear.study.analyses.StudyAnalyses}; the runner does not name it, so the analyses package depends
 * on this one and not the other way round) with its share of the progress monitor. The run
 * writes nothing but generated sequences under the work directory (the report is written afterwards from the
 * returned results), so a cancelled run ({@link OperationCanceledException}) leaves no half-written report.
 */
public final class StudyRunner {

    private final List<Analysis> analyses;

    public StudyRunner(List<Analysis> analyses) {
        this.analyses = List.copyOf(analyses);
    }

    /**
     * @throws StudyRunException         if the study does not validate or a source or an analysis fails
     * @throws OperationCanceledException if the monitor is cancelled
     */
    public StudyResults run(Study study, RunOptions options, IProgressMonitor monitor) throws StudyRunException {
        Objects.requireNonNull(study, "study");
        long t0 = System.nanoTime();
        List<String> errors = StudyValidation.errors(study);
        if (!errors.isEmpty()) {
            throw new StudyRunException("study '" + study.getName() + "' is not valid", errors);
        }
        StudyResults results = new StudyResults(study.getName());
        for (String w : StudyValidation.warnings(study)) {
            results.warn(w);
        }
        List<String> badLoss = new java.util.ArrayList<>();
        for (Scheme s : study.getSchemes()) {
            try {
                SchemeMapping.loss(s); // an unknown profile fails the run before any source is read
            } catch (IllegalArgumentException e) {
                badLoss.add(e.getMessage());
            }
        }
        if (!badLoss.isEmpty()) {
            throw new StudyRunException("study '" + study.getName() + "' is not valid", badLoss);
        }
        for (Scheme s : study.getSchemes()) {
            List<String> ignored = SchemeMapping.ignoredParameters(s);
            if (!ignored.isEmpty()) {
                results.warn("scheme '" + s.getName() + "': codec parameters " + String.join(", ", ignored)
                        + " are not applied (codec ids have fixed settings)");
            }
        }
        RunContext context = new RunContext(study, options, results);
        List<Analysis> enabled = analyses.stream().filter(a -> a.enabled(study)).toList();

        int sourceWork = study.getSources().stream().mapToInt(SourceResolver::weight).sum();
        SubMonitor sub = SubMonitor.convert(monitor, "Running study '" + study.getName() + "'",
                sourceWork * 10 + 10 * enabled.size() * 10);
        for (SnapshotSource source : study.getSources()) {
            checkCanceled(sub);
            try {
                context.addSource(SourceResolver.resolve(source, options, sub.split(SourceResolver.weight(source) * 10)));
            } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
                throw new StudyRunException("source '" + source.getName() + "': " + ErrorText.describe(e), e);
            }
        }
        // Weights are asked only now: they may depend on the resolved sources.
        int[] weights = new int[enabled.size()];
        long sum = 0;
        for (int i = 0; i < enabled.size(); i++) {
            weights[i] = Math.max(1, enabled.get(i).weight(context));
            sum += weights[i];
        }
        int analysisWork = 10 * enabled.size() * 10;
        Map<String, ConfigNode> timing = new LinkedHashMap<>(); // analysis id -> seconds, in run order
        List<String> ran = new ArrayList<>();
        for (int i = 0; i < enabled.size(); i++) {
            Analysis a = enabled.get(i);
            checkCanceled(sub);
            int share = (int) Math.max(1, Math.round((double) analysisWork * weights[i] / sum));
            SubMonitor as = sub.split(share);
            as.setTaskName(a.title());
            long ta = System.nanoTime();
            try {
                a.run(context, as);
            } catch (OperationCanceledException | StudyRunException e) {
                throw e;
            } catch (Exception e) {
                throw new StudyRunException("analysis '" + a.id() + "': " + ErrorText.describe(e), e);
            }
            timing.put(a.id(), ConfigNode.of((System.nanoTime() - ta) / 1e9));
            ran.add(a.id());
        }
        RunConfiguration.record(context, options, ran);
        results.putConfiguration("timing_seconds", new ConfigNode.Branch(timing));
        results.setSeconds((System.nanoTime() - t0) / 1e9);
        sub.done();
        return results;
    }

    private static void checkCanceled(IProgressMonitor monitor) {
        if (monitor.isCanceled()) {
            throw new OperationCanceledException();
        }
    }
}
