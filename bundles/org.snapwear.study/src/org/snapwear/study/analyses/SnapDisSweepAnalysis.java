package org.snapwear.study.analyses;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.codec.scheme.SimulationResult;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.SchemeMapping;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;
import org.snapwear.study.sim.SchemeRuns;

/**
 * The snap_dis sweep of [Delta snapshots, docs/papers.md#delta-snapshots] Section 5.7.2 with the Table 10 recommendation under a storage constraint.
 * <p>
 * Which codecs are swept: every distinct (codec, baseline codec) of the study's chain-mode schemes (the paper
 * sweeps its own method, the one it runs in both modes), each in progressive and chain mode, for every value of
 * {@code analyses.snapDisValues}; if the study has no chain scheme, the first progressive scheme's codecs. Sweeping
 * every delta codec of the default study would cost about 30 more scheme simulations and push the demo past its
 * time budget; a user who wants another codec swept adds it as a chain scheme. Simulations and SSD replays are
 * shared with the schemes analysis through the run's cache.
 * <p>
 * The recommendation (per source and mode, for the first swept codec pair; {@link #recommend}): progressive, the
 * largest snap_dis whose peak useful storage is within {@code analyses.storageLimit} raw snapshots; chain, the
 * snap_dis with the smallest written volume within the limit (ties: the smaller snap_dis). Without any value
 * within the limit the recommendation is 0 (written_pct and max_useful_snapshots 0 too) and the rule says why,
 * naming the smallest peak the sweep reached.
 */
public final class SnapDisSweepAnalysis implements Analysis {

    /** A swept codec pair. */
    public record CodecPair(String codec, String baselineCodec, Scheme template) {
    }

    /** One recommendation. */
    public record Recommendation(int snapDis, double writtenPct, double maxUsefulSnapshots, String rule) {
    }

    @Override
    public String id() {
        return TableIds.SNAPDIS_SWEEP;
    }

    @Override
    public String title() {
        return "snap_dis sweep";
    }

    @Override
    public boolean enabled(Study study) {
        return study.getAnalyses() != null && study.getAnalyses().isSnapDisSweep() && !pairs(study).isEmpty()
                && !study.getAnalyses().getSnapDisValues().isEmpty();
    }

    @Override
    public int weight(RunContext context) {
        Study s = context.study();
        return Math.max(1, context.sources().size() * pairs(s).size() * 2 * s.getAnalyses().getSnapDisValues().size() * 4);
    }

    /** The codec pairs the sweep covers (see the class comment). */
    public static List<CodecPair> pairs(Study study) {
        Map<String, CodecPair> out = new LinkedHashMap<>();
        for (Scheme s : study.getSchemes()) {
            if (s.getMode() == org.snapwear.model.study.SchemeMode.CHAIN) {
                out.putIfAbsent(s.getCodec() + "\n" + s.getBaselineCodec(),
                        new CodecPair(s.getCodec(), s.getBaselineCodec(), s));
            }
        }
        if (out.isEmpty()) {
            for (Scheme s : study.getSchemes()) {
                if (s.getMode() == org.snapwear.model.study.SchemeMode.PROGRESSIVE) {
                    return List.of(new CodecPair(s.getCodec(), s.getBaselineCodec(), s));
                }
            }
        }
        return new ArrayList<>(out.values());
    }

    public static ResultTable newSweepTable() {
        return new ResultTable(TableIds.SNAPDIS_SWEEP, "snap_dis sweep (Delta snapshots, Wang et al. 2019, Section 5.7.2)",
                "Written volume, erases and peak useful storage for each snap_dis, per codec and mode.",
                List.of(Column.of("source", "Source"), Column.of("codec", "Codec"),
                        Column.of("baseline_codec", "Baseline codec"), Column.of("mode", "Mode"),
                        new Column("snap_dis", "snap_dis", "snapshots"), new Column("written_bytes", "Written", "bytes"),
                        new Column("written_pct", "Written", "% of raw"),
                        new Column("max_useful_bytes", "Peak useful storage", "bytes"),
                        new Column("max_useful_snapshots", "Peak useful storage", "raw snapshots"),
                        new Column("erases", "Erases", "blocks"), Column.of("within_limit", "Within storage limit")));
    }

    public static ResultTable newRecommendationTable() {
        return new ResultTable(TableIds.SNAPDIS_RECOMMENDATION, "Recommended snap_dis (Delta snapshots, Wang et al. 2019, Table 10)",
                "Progressive: the largest snap_dis within the storage limit. Chain: the snap_dis with the smallest "
                        + "written volume within the limit. 0 = no swept value meets the limit.",
                List.of(Column.of("source", "Source"), Column.of("mode", "Mode"),
                        new Column("storage_limit_snapshots", "Storage limit", "raw snapshots"),
                        new Column("recommended_snap_dis", "Recommended snap_dis", "snapshots"),
                        new Column("written_pct", "Written", "% of raw"),
                        new Column("max_useful_snapshots", "Peak useful storage", "raw snapshots"),
                        Column.of("rule", "Rule")));
    }

    @Override
    public void run(RunContext context, IProgressMonitor monitor) throws Exception {
        Study study = context.study();
        int threads = context.options().threads();
        List<Integer> values = study.getAnalyses().getSnapDisValues().stream().distinct().sorted().toList();
        double limit = study.getAnalyses().getStorageLimit();
        List<CodecPair> pairs = pairs(study);
        SubMonitor sub = SubMonitor.convert(monitor, title(), context.sources().size() * pairs.size() * 2 * values.size() * 4);
        ResultTable sweep = newSweepTable();
        ResultTable rec = newRecommendationTable();
        for (ResolvedSource src : context.sources()) {
            for (CodecPair pair : pairs) {
                for (SchemeMode mode : List.of(SchemeMode.PROGRESSIVE, SchemeMode.CHAIN)) {
                    List<Object[]> rows = new ArrayList<>();
                    for (int d : values) {
                        Cancel.check(sub);
                        sub.subTask(src.name() + ": " + pair.codec() + " " + mode.id() + " snap_dis " + d);
                        SchemeSpec base = SchemeMapping.spec(pair.template(), threads);
                        SchemeSpec spec = new SchemeSpec(pair.codec(), pair.baselineCodec(), mode, d,
                                base.unit(), base.firstIteration(), base.threads());
                        SimulationResult sim = SchemeCache.simulation(context, src, spec);
                        sub.worked(3);
                        Cancel.check(sub);
                        long erases = SchemeCache.ssd(context, src, spec).device().erases();
                        sub.worked(1);
                        // Peak useful storage in units of one raw snapshot; a sequence of empty snapshots holds
                        // nothing at any time (0, not 0/0).
                        double rawPerSnapshot = sim.saves().isEmpty() ? 0 : (double) sim.rawBytes() / sim.saves().size();
                        double peak = rawPerSnapshot == 0 ? 0 : sim.maxUsefulStorageBytes() / rawPerSnapshot;
                        Object[] row = {src.name(), sim.deltaCodec(), sim.baselineCodec(), mode.id(), d,
                                sim.writtenBytes(), sim.writtenPct(), sim.maxUsefulStorageBytes(), peak, erases,
                                peak <= limit};
                        sweep.addRow(row);
                        rows.add(row);
                    }
                    if (pair == pairs.get(0)) {
                        Recommendation r = recommend(mode, rows, limit);
                        rec.addRow(src.name(), mode.id(), limit, r.snapDis(), r.writtenPct(), r.maxUsefulSnapshots(),
                                r.rule());
                        if (src == context.sources().get(0)) {
                            // no snap_dis meets the rule: none (null in JSON), not a 0 that reads as a value
                            context.results().putSummary("recommended_snap_dis_" + mode.id(),
                                    r.snapDis() > 0 ? Scalar.of(r.snapDis()) : Scalar.none());
                        }
                    }
                }
            }
        }
        context.results().putSummary("snap_dis_storage_limit_snapshots", limit);
        context.results().add(sweep);
        context.results().add(rec);
    }

    /**
     * Table 10 over sweep rows (cells in {@link #newSweepTable} order) of one source, codec pair and mode. Public so
     * that the run overview ({@code org.snapwear.study.overview}) applies the very same rule.
     */
    public static Recommendation recommend(SchemeMode mode, List<Object[]> rows, double limit) {
        Object[] pick = null;
        for (Object[] r : rows) {
            if (!(Boolean) r[10]) {
                continue;
            }
            if (pick == null) {
                pick = r;
            } else if (mode == SchemeMode.PROGRESSIVE) {
                if ((int) r[4] > (int) pick[4]) {
                    pick = r;
                }
            } else {
                long w = (long) r[5];
                long pw = (long) pick[5];
                if (w < pw || (w == pw && (int) r[4] < (int) pick[4])) {
                    pick = r;
                }
            }
        }
        String codec = rows.isEmpty() ? "" : rows.get(0)[1] + "/" + rows.get(0)[2];
        if (pick == null) {
            double least = rows.stream().mapToDouble(r -> (double) r[8]).min().orElse(Double.NaN);
            return new Recommendation(0, 0.0, 0.0, String.format(Locale.ROOT,
                    "%s %s: no swept snap_dis keeps peak useful storage within %.2f raw snapshots (smallest peak %.2f)",
                    codec, mode.id(), limit, least));
        }
        String rule = mode == SchemeMode.PROGRESSIVE
                ? String.format(Locale.ROOT, "%s progressive: largest snap_dis with peak useful storage <= %.2f raw snapshots",
                        codec, limit)
                : String.format(Locale.ROOT, "%s chain: smallest written volume with peak useful storage <= %.2f raw snapshots",
                        codec, limit);
        return new Recommendation((int) pick[4], (double) pick[6], (double) pick[8], rule);
    }
}
