package org.snapwear.study.overview;

import java.util.List;

import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.outcome.SchemeOutcome;

/**
 * The run overview: what was read and the verdict under the settings.
 *
 * @param settings        the storage cap, checkpoint interval and drive used
 * @param measurements    what was read and every candidate scheme
 * @param best            the verdict: least written volume among the candidates within the storage cap (ties:
 *                        fewer erases), or among all candidates when none is within it
 * @param bestWithinCap   false when no candidate keeps within the cap and {@link #best} ignores it
 * @param progressive     Table 10 recommendation for the best codec pair, progressive mode
 * @param chain           Table 10 recommendation for the best codec pair, chain mode
 * @param bestLifetime    wear of the best scheme on the drive
 * @param rawLifetime     wear of saving raw on the drive
 * @param lossy           the best scheme's siblings saved with loss profiles ({@link LossOverviews}), shown beside
 *                        the verdict and never in its place; empty unless loss profiles were measured
 */
public record RunOverview(OverviewSettings settings, RunMeasurements measurements, SchemeOutcome best,
        boolean bestWithinCap, SnapDisAdvice progressive, SnapDisAdvice chain, Lifetime bestLifetime,
        Lifetime rawLifetime, List<LossOutcome> lossy) {

    public RunOverview {
        lossy = List.copyOf(lossy);
    }

    /** The same overview with these lossy rows. */
    public RunOverview withLoss(List<LossOutcome> rows) {
        return new RunOverview(settings, measurements, best, bestWithinCap, progressive, chain, bestLifetime,
                rawLifetime, rows);
    }

    /** The lossy row's wear on the drive under the settings. */
    public Lifetime lifetime(LossOutcome row) {
        return Lifetime.of(row.outcome(), settings);
    }

    /** Written volume of a lossy row as % of what saving raw writes. */
    public double writtenVsRawPct(LossOutcome row) {
        long raw = raw().writtenBytes();
        return raw == 0 ? 0 : 100.0 * row.outcome().writtenBytes() / raw;
    }

    public RunContents contents() {
        return measurements.contents();
    }

    public SchemeOutcome raw() {
        return measurements.raw();
    }

    /** Written volume of the best scheme as % of what saving raw writes. */
    public double writtenVsRawPct() {
        long raw = raw().writtenBytes();
        return raw == 0 ? 0 : 100.0 * best.writtenBytes() / raw;
    }

    /** Erases of the best scheme minus those of saving raw (negative = fewer). */
    public long erasesVsRaw() {
        return best.ssd().erases() - raw().ssd().erases();
    }
}
