package org.snapwear.study.analyses;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.codec.scheme.SchemeMode;
import org.snapwear.codec.scheme.SchemeSpec;
import org.snapwear.model.study.Scheme;
import org.snapwear.model.study.Study;
import org.snapwear.study.mapping.SchemeMapping;
import org.snapwear.study.outcome.OutcomeColumns;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.outcome.SnapDisRule;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.results.TypedColumn;
import org.snapwear.study.run.Analysis;
import org.snapwear.study.run.ResolvedSource;
import org.snapwear.study.run.RunContext;

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
 * The recommendation (per source and mode, for the first swept codec pair) is {@link SnapDisRule} under
 * {@code analyses.storageLimit} raw snapshots, the rule the run overview applies too.
 */
public final class SnapDisSweepAnalysis implements Analysis {

    /** A swept codec pair. */
    public record CodecPair(String codec, String baselineCodec, Scheme template) {
    }

    /**
     * One row of table {@code snapdis_sweep}.
     *
     * @param source      the source's name
     * @param outcome     the codec pair in one mode at one snap_dis, evaluated on the study's SSD
     * @param withinLimit whether its peak useful storage is within the study's storage limit
     */
    public record SweepPoint(String source, SchemeOutcome outcome, boolean withinLimit) {
    }

    /** The columns of table {@code snapdis_sweep}: source, the outcome's, whether within the limit. */
    public static final List<TypedColumn<SweepPoint>> COLUMNS = Stream.of(
            Stream.of(TypedColumn.<SweepPoint>of("source", "Source", SweepPoint::source)),
            OutcomeColumns.over(SweepPoint::outcome, List.of(OutcomeColumns.CODEC, OutcomeColumns.BASELINE_CODEC,
                    OutcomeColumns.MODE, OutcomeColumns.SNAP_DIS, OutcomeColumns.WRITTEN_BYTES,
                    OutcomeColumns.WRITTEN_PCT, OutcomeColumns.MAX_USEFUL_BYTES, OutcomeColumns.MAX_USEFUL_SNAPSHOTS,
                    OutcomeColumns.ERASES)).stream(),
            Stream.of(TypedColumn.<SweepPoint>of("within_limit", "Within storage limit", SweepPoint::withinLimit)))
            .flatMap(s -> s).toList();

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
        return TypedColumn.table(TableIds.SNAPDIS_SWEEP, "snap_dis sweep (Delta snapshots, Wang et al. 2019, Section 5.7.2)",
                "Written volume, erases and peak useful storage for each snap_dis, per codec and mode.", COLUMNS);
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
                    List<SchemeOutcome> outcomes = new ArrayList<>();
                    for (int d : values) {
                        Cancel.check(sub);
                        sub.subTask(src.name() + ": " + pair.codec() + " " + mode.id() + " snap_dis " + d);
                        SchemeSpec base = SchemeMapping.spec(pair.template(), threads);
                        SchemeSpec spec = new SchemeSpec(pair.codec(), pair.baselineCodec(), mode, d,
                                base.unit(), base.firstIteration(), base.threads());
                        SchemeCache.simulation(context, src, spec);
                        sub.worked(3);
                        Cancel.check(sub);
                        SchemeOutcome o = SchemeCache.evaluation(context, src, spec).outcome();
                        sub.worked(1);
                        TypedColumn.addRow(sweep, COLUMNS, new SweepPoint(src.name(), o,
                                SnapDisRule.withinLimit(o, limit)));
                        outcomes.add(o);
                    }
                    if (pair == pairs.get(0)) {
                        SnapDisRule.Recommendation r = SnapDisRule.recommend(mode, outcomes, limit);
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
}
