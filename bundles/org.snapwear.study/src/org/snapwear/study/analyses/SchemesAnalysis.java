package org.snapwear.study.analyses;

import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.codec.scheme.SaveRecord;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.model.study.Analyses;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.SchemeMapping;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.study.sim.RestoreReplay;
import org.snapwear.study.sim.SchemeRuns;
import org.snapwear.study.sim.SsdReport;

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

    public static ResultTable newSchemesTable() {
        return new ResultTable(TableIds.SCHEMES, "Schemes: written volume and erases (Delta snapshots, Wang et al. 2019, Fig. 9, Fig. 10)",
                "Every scheme saves every snapshot of the source; the save stream is replayed on the warmed-up SSD.",
                List.of(Column.of("source", "Source"), Column.of("scheme", "Scheme"), Column.of("codec", "Codec"),
                        Column.of("baseline_codec", "Baseline codec"), Column.of("mode", "Mode"),
                        new Column("snap_dis", "snap_dis", "snapshots"), new Column("snapshots", "Snapshots", "snapshots"),
                        new Column("raw_bytes", "Raw", "bytes"), new Column("written_bytes", "Written", "bytes"),
                        new Column("written_pct", "Written", "% of raw"),
                        new Column("max_useful_bytes", "Peak useful storage", "bytes"),
                        new Column("host_pages_written", "Host pages written", "pages"),
                        new Column("flash_pages_programmed", "Flash pages programmed", "pages"),
                        Column.of("write_amplification", "Write amplification"),
                        new Column("erases", "Erases", "blocks"), new Column("erase_min", "Erase count min", "erases"),
                        new Column("erase_mean", "Erase count mean", "erases"),
                        new Column("erase_max", "Erase count max", "erases"),
                        new Column("save_ms_total", "Save time total", "ms"),
                        new Column("restore_ms_max", "Restore time max", "ms"),
                        Column.of("verified", "Round trip verified")));
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
        for (ResolvedSource src : sources) {
            for (Scheme sc : study.getSchemes()) {
                Cancel.check(sub);
                sub.subTask(src.name() + ": " + sc.getName());
                SchemeSpec spec = SchemeMapping.spec(sc, threads);
                SimulationResult sim = SchemeCache.simulation(context, src, spec);
                sub.worked(3);
                Cancel.check(sub);
                SsdReport ssd = SchemeCache.ssd(context, src, spec).device();
                sub.worked(1);
                Cancel.check(sub);
                List<RestoreReplay.Timing> timings = RestoreReplay.replay(SchemeCache.ssdConfig(context),
                        SchemeCache.warmup(context), sim);
                sub.worked(1);
                double saveTotal = 0;
                double restoreMax = 0;
                for (int i = 0; i < sim.saves().size(); i++) {
                    SaveRecord s = sim.saves().get(i);
                    RestoreReplay.Timing t = timings.get(i);
                    saveTotal += t.saveMs();
                    restoreMax = Math.max(restoreMax, t.restoreMs());
                    snapshots.addRow(src.name(), sc.getName(), s.iteration(), s.kind(), s.bytes(),
                            s.usefulStorageBytes(), s.bytesReadToRestore(), t.saveMs(), t.restoreMs(),
                            String.join(" ", s.deleted().stream().map(String::valueOf).toList()));
                }
                RolesTable.addRows(roles, src.name(), sc.getName(), sim);
                long erases = ssd.erases();
                // erase_min and erase_max as long: the cells the map-based report held (same text in every output)
                schemes.addRow(src.name(), sc.getName(), sim.deltaCodec(), sim.baselineCodec(), sim.mode(),
                        sim.snapDis(), sim.saves().size(), sim.rawBytes(), sim.writtenBytes(), sim.writtenPct(),
                        sim.maxUsefulStorageBytes(), ssd.hostPagesWritten(), ssd.flashPagesProgrammed(),
                        ssd.writeAmplification(), erases, (long) ssd.eraseMin(), ssd.eraseMean(),
                        (long) ssd.eraseMax(), saveTotal, restoreMax, sim.allVerified());
                if (!sim.allVerified()) {
                    context.results().warn("source '" + src.name() + "', scheme '" + sc.getName()
                            + "': a snapshot did not round-trip bit-exactly");
                }
                if (src == sources.get(0)) {
                    if (sim.writtenPct() < bestPct) {
                        bestPct = sim.writtenPct();
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
        context.results().putSummary("schemes_verified",
                schemes.rows().stream().allMatch(r -> Boolean.TRUE.equals(r.get(r.size() - 1))));
    }
}
