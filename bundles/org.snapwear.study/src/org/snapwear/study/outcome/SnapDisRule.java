package org.snapwear.study.outcome;

import java.util.List;
import java.util.Locale;

import org.snapwear.codec.scheme.SchemeMode;

/**
 * The Table 10 rule of [Delta snapshots, docs/papers.md#delta-snapshots]: which snap_dis to use under a storage
 * limit, given one codec pair's outcomes in one mode at several snap_dis values. The study's snap_dis sweep and the
 * run overview both apply it here. Progressive: the largest snap_dis whose peak useful storage is within the limit.
 * Chain: the snap_dis with the smallest written volume within the limit (ties: the smaller snap_dis). Without any
 * value within the limit the recommendation is 0 (written % and peak 0 too) and the rule says why, naming the
 * smallest peak reached.
 */
public final class SnapDisRule {

    /**
     * One recommendation.
     *
     * @param snapDis            the recommended snap_dis, 0 when no value is within the limit
     * @param writtenPct         written volume at that snap_dis, % of raw
     * @param maxUsefulSnapshots peak useful storage at that snap_dis, raw snapshot sizes
     * @param rule               the rule applied, or why nothing qualified
     */
    public record Recommendation(int snapDis, double writtenPct, double maxUsefulSnapshots, String rule) {
    }

    private SnapDisRule() {
    }

    /** Whether an outcome's peak useful storage is within {@code limit} raw snapshots. */
    public static boolean withinLimit(SchemeOutcome o, double limit) {
        return o.withinCap(limit);
    }

    /** The rule over {@code sweep}: one codec pair's outcomes in {@code mode}, in any order. */
    public static Recommendation recommend(SchemeMode mode, List<SchemeOutcome> sweep, double limit) {
        SchemeOutcome pick = null;
        for (SchemeOutcome o : sweep) {
            if (!withinLimit(o, limit)) {
                continue;
            }
            if (pick == null) {
                pick = o;
            } else if (mode == SchemeMode.PROGRESSIVE) {
                if (o.snapDis() > pick.snapDis()) {
                    pick = o;
                }
            } else if (o.writtenBytes() < pick.writtenBytes()
                    || (o.writtenBytes() == pick.writtenBytes() && o.snapDis() < pick.snapDis())) {
                pick = o;
            }
        }
        String codec = sweep.isEmpty() ? "" : sweep.get(0).codec() + "/" + sweep.get(0).baselineCodec();
        if (pick == null) {
            double least = sweep.stream().mapToDouble(SchemeOutcome::peakUsefulSnapshots).min().orElse(Double.NaN);
            return new Recommendation(0, 0.0, 0.0, String.format(Locale.ROOT,
                    "%s %s: no swept snap_dis keeps peak useful storage within %.2f raw snapshots (smallest peak %.2f)",
                    codec, mode.id(), limit, least));
        }
        String rule = mode == SchemeMode.PROGRESSIVE
                ? String.format(Locale.ROOT, "%s progressive: largest snap_dis with peak useful storage <= %.2f raw snapshots",
                        codec, limit)
                : String.format(Locale.ROOT, "%s chain: smallest written volume with peak useful storage <= %.2f raw snapshots",
                        codec, limit);
        return new Recommendation(pick.snapDis(), pick.writtenPct(), pick.peakUsefulSnapshots(), rule);
    }
}
