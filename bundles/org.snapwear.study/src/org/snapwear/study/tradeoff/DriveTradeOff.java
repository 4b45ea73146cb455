package org.snapwear.study.tradeoff;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.overview.Lifetime;
import org.snapwear.study.overview.LossOverviews;
import org.snapwear.study.overview.MeasurementCache;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.resume.ArmSpec;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

/**
 * Measures the drive side of a trade-off exactly as {@code snapwear report --loss} does (the same measurements,
 * verdict and lossy rows, through the same cache): the run's best exact scheme, then that scheme saved with each
 * arm's loss profile, each replayed on the overview's device.
 */
public final class DriveTradeOff {
    private DriveTradeOff() {
    }

    /**
     * The rows of the exact arm and of each lossy arm, in the order given.
     *
     * @param cache    the measurement cache, or null to measure now
     * @param profiles the lossy arms' profiles (an arm is named after its profile)
     * @throws java.util.concurrent.CancellationException when {@code progress} is cancelled
     */
    public static RunDrive measure(String run, SnapshotSequence seq, OverviewSettings settings,
            MeasurementCache cache, List<PlanLoss> profiles, Progress progress) throws IOException {
        RunMeasurements m = cache == null ? RunOverviews.measure(run, seq, progress)
                : cache.measure(run, seq, progress).measurements();
        RunOverview o = LossOverviews.withLoss(run, seq, RunOverviews.verdict(m, settings), profiles, cache,
                progress);
        List<DriveRow> rows = new ArrayList<>();
        rows.add(row(ArmSpec.EXACT, "exact", o.best(), o.writtenVsRawPct(), settings));
        for (LossOutcome l : o.lossy()) {
            rows.add(row(l.loss().name(), l.loss().bound(), l.outcome(), o.writtenVsRawPct(l), settings));
        }
        return new RunDrive(run, o.best().label(), settings.ssd().id(), settings.checkpointIntervalMinutes(), rows);
    }

    private static DriveRow row(String arm, String bound, SchemeOutcome s, double pctOfRaw, OverviewSettings settings) {
        Lifetime life = Lifetime.of(s, settings);
        return new DriveRow(arm, bound, s.writtenBytes(), pctOfRaw, s.ran() ? s.ssd().erases() : null,
                life.tbPerDay(), life.years());
    }
}
