package org.snapwear.study.analyses;

import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.model.study.Study;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.trace.stats.PairComparator;
import org.snapwear.trace.stats.PairStatistics;

/**
 * [Delta snapshots, docs/papers.md#delta-snapshots] Table 1: for every adjacent pair of snapshots of every source, the fraction of parameters whose bit
 * patterns share at least 4, 8 and 12 leading bits, and the fraction that did not change at all. Computed pair
 * by pair with {@link PairComparator} (what {@code SequenceStatistics} does, without the exponent histograms
 * of every snapshot, and with a cancellation check between pairs).
 */
public final class HeadingBitsAnalysis implements Analysis {

    /** The heading-bit thresholds of Table 1. */
    static final int[] THRESHOLDS = {4, 8, 12};

    @Override
    public String id() {
        return TableIds.HEADING_BITS;
    }

    @Override
    public String title() {
        return "Heading bits of successive snapshots";
    }

    @Override
    public boolean enabled(Study study) {
        return study.getAnalyses() != null && study.getAnalyses().isHeadingBits();
    }

    @Override
    public int weight(RunContext context) {
        return Math.max(1, context.sources().stream().mapToInt(s -> s.sequence().size()).sum());
    }

    /** The empty table with the contract's columns. */
    public static ResultTable newTable() {
        return new ResultTable(TableIds.HEADING_BITS, "Heading bits (Delta snapshots, Wang et al. 2019, Table 1)",
                "Fraction of parameters sharing at least n leading bits (sign, exponent, mantissa) with the previous "
                        + "snapshot, and fraction of bit-identical parameters, over the tensors both snapshots hold; "
                        + "skipped_tensors counts those only one of them holds (optimizer state after step 0).",
                List.of(Column.of("source", "Source"), Column.of("from_iteration", "From iteration"),
                        Column.of("to_iteration", "To iteration"), new Column("heading_ge4", ">= 4 bits", "fraction"),
                        new Column("heading_ge8", ">= 8 bits", "fraction"),
                        new Column("heading_ge12", ">= 12 bits", "fraction"),
                        new Column("equal_params", "Equal parameters", "fraction"),
                        new Column("skipped_tensors", "Tensors in one snapshot only", "tensors")));
    }

    @Override
    public void run(RunContext context, IProgressMonitor monitor) throws Exception {
        List<ResolvedSource> sources = context.sources();
        SubMonitor sub = SubMonitor.convert(monitor, title(), weight(context));
        ResultTable table = newTable();
        for (ResolvedSource src : sources) {
            sub.subTask(src.name());
            src.sequence().forEachPair((i, older, newer) -> {
                Cancel.check(sub);
                PairStatistics p = PairComparator.compare(older, newer);
                table.addRow(src.name(), p.fromIteration(), p.toIteration(), p.headingBitsFraction(THRESHOLDS[0]),
                        p.headingBitsFraction(THRESHOLDS[1]), p.headingBitsFraction(THRESHOLDS[2]),
                        p.equalParamsFraction(), p.skippedTensors());
                sub.worked(1);
            });
        }
        context.results().add(table);
    }
}
