package org.snapwear.study.analyses;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.Study;
import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.study.mapping.SchemeMapping;
import org.snapwear.study.sim.LossLabel;
import org.snapwear.study.outcome.OutcomeColumns;
import org.snapwear.study.outcome.SchemeEvaluation;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.results.TypedColumn;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.study.sim.RestoreReplay;
import org.snapwear.study.sim.SchemeRuns;

/**
 * [Delta snapshots, docs/papers.md#delta-snapshots] Fig. 9, Fig. 10 and Table 9: every scheme of the study saves every source (codec engine, Algorithm 2),
 * and its save stream (writes, then the deletions Algorithm 2 makes) is replayed on the study's SSD after the
 * warm-up. Table {@code schemes} has the totals (written volume, erases, write amplification); table
 * {@code snapshots} has each save with its useful storage and its save / restore time (a second replay that
 * also reads back what a restore of the latest snapshot loads; see {@link RestoreReplay}); table {@code roles}
 * splits each scheme's written volume by tensor role ({@link RolesTable}).
 */
public final class SchemesAnalysis implements Analysis {

    @Override
    public String id() {
        return TableIds.SCHEMES;
    }

    @Override
    public String title() {
        return "Schemes on the SSD";
    }

    @Override
    public boolean enabled(Study study) {
        Analyses a = study.getAnalyses();
        return a != null && !study.getSchemes().isEmpty()
                && (a.isWrittenVolume() || a.isErases() || a.isUsefulStorage());
    }

    @Override
    public int weight(RunContext context) {
        return Math.max(1, context.sources().size() * context.study().getSchemes().size() * 5);
    }

    /**
     * One row of table {@code schemes}: a scheme of the study on one source, evaluated on the study's SSD.
     *
     * @param source  the source's name
     * @param scheme  the scheme's name in the study
     * @param outcome the evaluation
     */
    public record SchemeRow(String source, String scheme, SchemeOutcome outcome) {
    }

    /** The columns of table {@code schemes}: source and scheme, then the outcome's. */
    public static final List<TypedColumn<SchemeRow>> COLUMNS = Stream.concat(
            Stream.of(TypedColumn.<SchemeRow>of("source", "Source", SchemeRow::source),
                    TypedColumn.<SchemeRow>of("scheme", "Scheme", SchemeRow::scheme)),
            OutcomeColumns.over(SchemeRow::outcome, List.of(OutcomeColumns.CODEC, OutcomeColumns.BASELINE_CODEC,
                    OutcomeColumns.MODE, OutcomeColumns.SNAP_DIS, OutcomeColumns.SNAPSHOTS, OutcomeColumns.RAW_BYTES,
                    OutcomeColumns.WRITTEN_BYTES, OutcomeColumns.WRITTEN_PCT, OutcomeColumns.MAX_USEFUL_BYTES,
                    OutcomeColumns.HOST_PAGES_WRITTEN, OutcomeColumns.FLASH_PAGES_PROGRAMMED,
                    OutcomeColumns.WRITE_AMPLIFICATION, OutcomeColumns.ERASES, OutcomeColumns.ERASE_MIN,
                    OutcomeColumns.ERASE_MEAN, OutcomeColumns.ERASE_MAX, OutcomeColumns.SAVE_MS_TOTAL,
                    OutcomeColumns.RESTORE_MS_MAX, OutcomeColumns.VERIFIED)).stream()).toList();

    public static ResultTable newSchemesTable() {
        return TypedColumn.table(TableIds.SCHEMES, "Schemes: written volume and erases (Delta snapshots, Wang et al. 2019, Fig. 9, Fig. 10)",
                "Every scheme saves every snapshot of the source; the save stream is replayed on the warmed-up SSD.",
                COLUMNS);
    }

    public static ResultTable newSnapshotsTable() {
        return new ResultTable(TableIds.SNAPSHOTS, "Snapshots: useful storage and save/restore time (Delta snapshots, Wang et al. 2019, Table 9)",
                "Per save: bytes written, bytes kept on the device after the save and its deletions, bytes a restore "
                        + "of this snapshot reads, and the simulated save and restore times.",
                List.of(Column.of("source", "Source"), Column.of("scheme", "Scheme"),
                        Column.of("iteration", "Iteration"), Column.of("kind", "Kind"),
                        new Column("bytes_written", "Written", "bytes"), new Column("useful_bytes", "Useful storage", "bytes"),
                        new Column("restore_read_bytes", "Restore reads", "bytes"), new Column("save_ms", "Save time", "ms"),
                        new Column("restore_ms", "Restore time", "ms"), Column.of("deleted", "Deleted iterations")));
    }

    @Override
    public void run(RunContext context, IProgressMonitor monitor) throws Exception {
        Study study = context.study();
        int threads = context.options().threads();
        List<ResolvedSource> sources = context.sources();
        SubMonitor sub = SubMonitor.convert(monitor, title(), sources.size() * study.getSchemes().size() * 5);
        ResultTable schemes = newSchemesTable();
        ResultTable snapshots = newSnapshotsTable();
        ResultTable roles = RolesTable.newTable();
        String best = null;
        double bestPct = Double.POSITIVE_INFINITY;
        String fewest = null;
        long fewestErases = Long.MAX_VALUE;
        boolean allVerified = true;
        List<String> lossy = new ArrayList<>();
        for (ResolvedSource src : sources) {
            for (Scheme sc : study.getSchemes()) {
                Cancel.check(sub);
                sub.subTask(src.name() + ": " + sc.getName());
                SchemeSpec spec = SchemeMapping.spec(sc, threads);
                PlanLoss loss = SchemeMapping.loss(sc);
                SimulationResult sim = SchemeCache.simulation(context, src, spec, loss);
                sub.worked(3);
                Cancel.check(sub);
                SchemeEvaluation eval = SchemeCache.evaluation(context, src, spec, loss);
                sub.worked(2);
                SchemeOutcome outcome = eval.outcome();
                for (int i = 0; i < sim.saves().size(); i++) {
                    SaveRecord s = sim.saves().get(i);
                    RestoreReplay.Timing t = eval.timings().get(i);
                    snapshots.addRow(src.name(), sc.getName(), s.iteration(), s.kind(), s.bytes(),
                            s.usefulStorageBytes(), s.bytesReadToRestore(), t.saveMs(), t.restoreMs(),
                            String.join(" ", s.deleted().stream().map(String::valueOf).toList()));
                }
                RolesTable.addRows(roles, src.name(), sc.getName(), sim);
                long erases = outcome.ssd().erases();
                TypedColumn.addRow(schemes, COLUMNS, new SchemeRow(src.name(), sc.getName(), outcome));
                allVerified &= outcome.verified();
                if (!outcome.verified()) {
                    context.results().warn("source '" + src.name() + "', scheme '" + sc.getName()
                            + "': a snapshot did not round-trip bit-exactly");
                }
                if (!loss.isExact() && src == sources.get(0)) {
                    lossy.add(sc.getName() + ": lossy " + loss.profile().name() + ", " + LossLabel.of(loss).bound());
                }
                // a lossy scheme is shown, never recommended: the least written and fewest erases are exact schemes
                if (src == sources.get(0) && loss.isExact()) {
                    if (outcome.writtenPct() < bestPct) {
                        bestPct = outcome.writtenPct();
                        best = sc.getName();
                    }
                    if (erases < fewestErases) {
                        fewestErases = erases;
                        fewest = sc.getName();
                    }
                }
            }
        }
        Analyses a = study.getAnalyses();
        if (a.isWrittenVolume() || a.isErases()) {
            context.results().add(schemes);
        }
        if (a.isWrittenVolume()) {
            context.results().add(roles);
        }
        if (a.isUsefulStorage()) {
            context.results().add(snapshots);
        }
        if (best != null) {
            context.results().putSummary("least_written_scheme", best);
            context.results().putSummary("least_written_pct", bestPct);
            context.results().putSummary("fewest_erases_scheme", fewest);
            context.results().putSummary("fewest_erases", fewestErases);
        }
        context.results().putSummary("schemes_verified", allVerified);
        if (!lossy.isEmpty()) {
            context.results().putSummary("lossy_schemes", String.join("; ", lossy));
        }
    }
}
