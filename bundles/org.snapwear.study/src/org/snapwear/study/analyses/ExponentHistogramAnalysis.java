package org.snapwear.study.analyses;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.model.study.Study;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.stats.ExponentHistogram;
import org.snapwear.trace.stats.ExponentHistograms;
import org.snapwear.trace.tensor.Snapshot;

/**
 * [Delta snapshots, docs/papers.md#delta-snapshots] Fig. 8: the distribution of the exponents of the parameters. Only the first and the last snapshot of
 * each source are counted: the figure contrasts the initialization with the trained state, and the exponent
 * distribution moves slowly in between, so the other snapshots would add reading time, not information.
 *
 * <p>Rows are sparse (exponents with a zero count are left out) and the exponent is unbiased (field minus the
 * dtype's bias, so fp32 115..121 appears as -12..-6). A snapshot holding several floating dtypes (rare: e.g. fp32
 * weights with fp16 buffers) contributes the sum over its dtypes per unbiased exponent; the table has no dtype
 * column because Fig. 8 is one distribution per snapshot.
 */
public final class ExponentHistogramAnalysis implements Analysis {

    @Override
    public String id() {
        return TableIds.EXPONENT_HISTOGRAM;
    }

    @Override
    public String title() {
        return "Exponent histograms";
    }

    @Override
    public boolean enabled(Study study) {
        return study.getAnalyses() != null && study.getAnalyses().isExponentHistogram();
    }

    @Override
    public int weight(RunContext context) {
        return Math.max(1, 2 * context.sources().size());
    }

    /** The empty table with the contract's columns. */
    public static ResultTable newTable() {
        return new ResultTable(TableIds.EXPONENT_HISTOGRAM, "Exponent histogram (Delta snapshots, Wang et al. 2019, Fig. 8)",
                "Number of parameters per unbiased binary exponent, in the first and the last snapshot of each source.",
                List.of(Column.of("source", "Source"), Column.of("iteration", "Iteration"),
                        Column.of("exponent", "Exponent (unbiased)"), new Column("count", "Parameters", "parameters")));
    }

    @Override
    public void run(RunContext context, IProgressMonitor monitor) throws Exception {
        SubMonitor sub = SubMonitor.convert(monitor, title(), weight(context));
        ResultTable table = newTable();
        for (ResolvedSource src : context.sources()) {
            int n = src.sequence().size();
            int[] indices = n == 0 ? new int[0] : n == 1 ? new int[] {0} : new int[] {0, n - 1};
            for (int i : indices) {
                Cancel.check(sub);
                sub.subTask(src.name() + " #" + i);
                try (Snapshot s = src.sequence().open(i)) {
                    for (Map.Entry<Integer, Long> e : histogram(s).entrySet()) {
                        table.addRow(src.name(), s.iteration(), e.getKey(), e.getValue());
                    }
                }
                sub.worked(1);
            }
        }
        context.results().add(table);
    }

    /** Count per unbiased exponent over all floating dtypes of the snapshot, zero counts left out. */
    static Map<Integer, Long> histogram(Snapshot s) {
        Map<Integer, Long> byExponent = new TreeMap<>();
        for (ExponentHistogram h : ExponentHistograms.of(s)) {
            long[] c = h.counts();
            for (int field = 0; field < c.length; field++) {
                if (c[field] != 0) {
                    byExponent.merge(field - h.bias(), c[field], Long::sum);
                }
            }
        }
        return byExponent;
    }
}
