package org.snapwear.study.overview;

import java.util.Locale;

import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.sim.LossRow;

/**
 * Numbers of a run overview as people read them, shared by the HTML page and {@code snapwear report}'s verdict
 * (the workbench formats through its own messages).
 */
public final class OverviewText {

    private OverviewText() {
    }

    /** Bytes with a binary unit: {@code 13.6 MiB}. */
    public static String bytes(double b) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
        int u = 0;
        double v = b;
        while (Math.abs(v) >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return u == 0 ? String.format(Locale.ROOT, "%.0f B", v) : String.format(Locale.ROOT, "%.1f %s", v, units[u]);
    }

    /** Years, {@code > 1000 years} beyond a millennium (a drive is long retired by then). */
    public static String years(double y) {
        if (Double.isInfinite(y) || y > 1000) {
            return "> 1000 years";
        }
        return String.format(Locale.ROOT, "%.1f years", y);
    }

    /** TB per day with enough digits for small runs: {@code 0.000147 TB/day}. */
    public static String tbPerDay(double tb) {
        return String.format(Locale.ROOT, "%.3g TB/day", tb);
    }

    /** The verdict in a few lines (stdout of {@code snapwear report}). */
    public static String verdict(RunOverview o) {
        StringBuilder b = new StringBuilder();
        RunContents c = o.contents();
        SchemeOutcome best = o.best();
        OverviewSettings s = o.settings();
        b.append(String.format(Locale.ROOT, "run:        %s (%d checkpoints, %s of tensors)%n", c.source(),
                c.members().size(), bytes(c.tensorBytes())));
        b.append(String.format(Locale.ROOT, "best:       %s%s%n", best.label(),
                o.bestWithinCap() ? "" : String.format(Locale.ROOT,
                        " (no candidate keeps within %.2f raw snapshots; least written shown)", s.storageCapSnapshots())));
        b.append(String.format(Locale.ROOT, "written:    %s = %.1f%% of saving raw (%s); %.1f%% of raw tensor bytes%n",
                bytes(best.writtenBytes()), o.writtenVsRawPct(), bytes(o.raw().writtenBytes()), best.writtenPct()));
        b.append(String.format(Locale.ROOT, "erases:     %d against %d saving raw (%+d), write amplification %.2f%n",
                best.ssd().erases(), o.raw().ssd().erases(), o.erasesVsRaw(), best.ssd().writeAmplification()));
        for (SnapDisAdvice a : new SnapDisAdvice[] {o.progressive(), o.chain()}) {
            b.append(String.format(Locale.ROOT, "snap_dis:   %-11s %s%n", a.mode(),
                    a.snapDis() == 0 ? "none: " + a.rule()
                            : a.snapDis() + String.format(Locale.ROOT, " (%s, %.1f%% of raw, peak %.2f raw snapshots)",
                                    a.codec() + "/" + a.baselineCodec(), a.writtenPct(), a.peakUsefulSnapshots())));
        }
        b.append(String.format(Locale.ROOT, "cap:        %.2f raw snapshots of peak useful storage%n",
                s.storageCapSnapshots()));
        b.append(String.format(Locale.ROOT, "lifetime:   every %.0f min on %s: %s (%.2g%% of the rating) -> %s; raw %s -> %s%n",
                s.checkpointIntervalMinutes(), s.ssd().label(), tbPerDay(o.bestLifetime().tbPerDay()),
                o.bestLifetime().ratedTbwPerDayPct(), years(o.bestLifetime().years()),
                tbPerDay(o.rawLifetime().tbPerDay()), years(o.rawLifetime().years())));
        b.append(lossy(o));
        return b.toString();
    }

    /**
     * The lossy rows under the verdict: the exact best scheme first for reference, then one row per loss profile
     * (bytes, % of raw, erases, lifetime) with its measured error per role; nothing when no profile was measured.
     */
    public static String lossy(RunOverview o) {
        if (o.lossy().isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%nloss profiles on %s (lossy rows are not the recommendation; every lossy "
                + "tensor was checked against its bound):%n", o.best().label()));
        b.append(String.format(Locale.ROOT, "  %-14s %12s %8s %8s %14s  %s%n", "PROFILE", "WRITTEN", "%RAW",
                "ERASES", "LIFETIME", "BOUND"));
        b.append(String.format(Locale.ROOT, "  %-14s %12s %7.1f%% %8d %14s  %s%n", "exact", bytes(o.best()
                .writtenBytes()), o.writtenVsRawPct(), o.best().ssd().erases(), years(o.bestLifetime().years()),
                "byte for byte (the verdict)"));
        for (LossOutcome r : o.lossy()) {
            b.append(String.format(Locale.ROOT, "  %-14s %12s %7.1f%% %8d %14s  lossy: %s%n", r.loss().name(),
                    bytes(r.outcome().writtenBytes()), o.writtenVsRawPct(r), r.outcome().ssd().erases(),
                    years(o.lifetime(r).years()), r.loss().bound()));
        }
        b.append(String.format(Locale.ROOT, "  %-14s %-12s %-26s %-6s %12s %12s %12s %9s %9s%n", "PROFILE", "ROLE",
                "CODEC", "DOMAIN", "MAX_ABS_ERR", "MAX_REL_ERR", "MEAN_REL_ERR", "OF_BOUND", "%PRUNED"));
        for (LossOutcome r : o.lossy()) {
            for (LossRow e : r.errors()) {
                b.append(String.format(Locale.ROOT, "  %-14s %-12s %-26s %-6s %12.4g %12s %12s %9s %8.2f%%%n",
                        r.loss().name(), e.role(), e.codec(), e.errorDomain(), e.maxAbsErrorInDomain(),
                        relative(e, e.maxRelError()), relative(e, e.meanRelError()), ofBound(e),
                        100 * e.fractionPruned()));
            }
        }
        return b.toString();
    }

    /**
     * A relative error as the tables show it: on the values only ({@code -} where the codec bounds the error between
     * square roots, whose relative error on a tiny second moment is huge by design; the domain error and the
     * fraction of the bound tell there).
     */
    public static String relative(LossRow e, double v) {
        return e.valueDomain() ? String.format(Locale.ROOT, "%.4g", v) : "-";
    }

    /** The largest error as a fraction of the bound ({@code -} where it was not measured). */
    public static String ofBound(LossRow e) {
        return Double.isFinite(e.maxErrorOfBound()) ? String.format(Locale.ROOT, "%.3f", e.maxErrorOfBound()) : "-";
    }
}
