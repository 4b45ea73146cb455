package org.snapwear.study.pairs;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.study.analyses.ExponentHistogramAnalysis;
import org.snapwear.study.analyses.HeadingBitsAnalysis;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.stats.ExponentHistogram;
import org.snapwear.trace.stats.ExponentHistograms;
import org.snapwear.trace.stats.PairComparator;
import org.snapwear.trace.stats.PairStatistics;
import org.snapwear.trace.tensor.Snapshot;

/**
 * The statistics of two snapshots of a sequence: {@link PairStatistics} (heading bits, equal parameters, equal
 * pages) and the exponent histograms of both snapshots, computed by the trace engine. {@link #toResults} turns
 * them into the {@link TableIds#HEADING_BITS} and {@link TableIds#EXPONENT_HISTOGRAM} tables so the chart code
 * that draws a study run draws the pair too.
 *
 * @param source     name of the sequence (the {@code source} column)
 * @param statistics heading bits, equal parameters and pages of the pair
 * @param older      exponent histograms of the older snapshot, one per floating dtype
 * @param newer      exponent histograms of the newer snapshot
 */
public record PairReport(String source, PairStatistics statistics, List<ExponentHistogram> older,
        List<ExponentHistogram> newer) {

    public PairReport {
        older = List.copyOf(older);
        newer = List.copyOf(newer);
    }

    /**
     * Compares snapshots {@code olderIndex} and {@code newerIndex} of the sequence. At most the two snapshots
     * are open. Cancelling stops between the steps (open, compare, histograms).
     *
     * @throws OperationCanceledException when the monitor is cancelled
     * @throws org.snapwear.trace.sequence.SequenceMismatchException when a tensor name has another dtype or shape
     */
    public static PairReport compute(String source, SnapshotSequence sequence, int olderIndex, int newerIndex,
            IProgressMonitor monitor) throws IOException {
        SubMonitor sub = SubMonitor.convert(monitor, "Comparing snapshots", 5);
        sub.subTask("Reading snapshot " + sequence.entries().get(olderIndex).path().getFileName());
        try (Snapshot a = sequence.open(olderIndex)) {
            step(sub);
            sub.subTask("Reading snapshot " + sequence.entries().get(newerIndex).path().getFileName());
            try (Snapshot b = sequence.open(newerIndex)) {
                step(sub);
                sub.subTask("Counting equal heading bits");
                PairStatistics stats = PairComparator.compare(a, b);
                step(sub);
                sub.subTask("Exponent histograms");
                List<ExponentHistogram> ha = ExponentHistograms.of(a);
                step(sub);
                List<ExponentHistogram> hb = ExponentHistograms.of(b);
                step(sub);
                return new PairReport(source, stats, ha, hb);
            }
        }
    }

    private static void step(SubMonitor sub) {
        if (sub.isCanceled()) {
            throw new OperationCanceledException();
        }
        sub.worked(1);
    }

    /** The Table 1 row of the pair (fractions 0..1), the columns of {@link HeadingBitsAnalysis}. */
    public ResultTable headingBitsTable() {
        ResultTable t = HeadingBitsAnalysis.newTable();
        PairStatistics s = statistics;
        t.addRow(source, s.fromIteration(), s.toIteration(), s.headingBitsFraction(4), s.headingBitsFraction(8),
                s.headingBitsFraction(12), s.equalParamsFraction(), s.skippedTensors());
        return t;
    }

    /**
     * The Fig. 8 histogram of both snapshots: per iteration, the number of elements per unbiased exponent
     * (biased field minus the dtype's bias), all floating dtypes summed, zero counts left out: the convention of
     * {@link ExponentHistogramAnalysis}, so the same chart builder draws it.
     */
    public ResultTable exponentTable() {
        ResultTable t = ExponentHistogramAnalysis.newTable();
        addHistogram(t, statistics.fromIteration(), older);
        addHistogram(t, statistics.toIteration(), newer);
        return t;
    }

    private void addHistogram(ResultTable t, long iteration, List<ExponentHistogram> histograms) {
        Map<Integer, Long> byExponent = new TreeMap<>();
        for (ExponentHistogram h : histograms) {
            long[] c = h.counts();
            for (int e = 0; e < c.length; e++) {
                if (c[e] != 0) {
                    byExponent.merge(e - h.bias(), c[e], Long::sum);
                }
            }
        }
        byExponent.forEach((e, n) -> t.addRow(source, iteration, e, n));
    }

    /** Both tables as a results object, ready for the chart code. */
    public StudyResults toResults() {
        StudyResults r = new StudyResults(source + " " + statistics.fromIteration() + " -> "
                + statistics.toIteration());
        r.add(headingBitsTable());
        r.add(exponentTable());
        return r;
    }
}
