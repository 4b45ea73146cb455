package org.snapwear.headless.commands.resume;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.snapwear.codec.plan.PlanLoss;
import org.snapwear.headless.cli.support.UsageException;
import org.snapwear.study.overview.MeasurementCache;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.SsdEndurance;
import org.snapwear.study.tradeoff.DriveTradeOff;
import org.snapwear.study.tradeoff.RunDrive;
import org.snapwear.trace.progress.Progress;
import org.snapwear.trace.sequence.SnapshotSequence;

import picocli.CommandLine.Option;

/**
 * The options of {@code resume-check} that add the drive side of the trade-off: the run the checkpoint belongs to,
 * measured as {@code snapwear report RUN --loss ...} measures it (the same defaults and cache).
 */
final class RunDriveOptions {
    @Option(names = "--run", paramLabel = "DIR", description = "the run (checkpoints or a sequence) the checkpoint "
            + "belongs to: adds each arm's bytes, erases and drive lifetime over the whole run, as 'snapwear report "
            + "--loss' measures them")
    Path run;

    @Option(names = "--interval", paramLabel = "MINUTES", description = "with --run: minutes between checkpoints "
            + "for the drive lifetime (default " + OverviewSettings.DEFAULT_INTERVAL_MINUTES + ")")
    double interval = OverviewSettings.DEFAULT_INTERVAL_MINUTES;

    @Option(names = "--ssd", paramLabel = "PRESET", description = "with --run: drive rating, as for report")
    String ssdId = SsdEndurance.defaultPreset().id();

    @Option(names = "--no-cache", description = "with --run: measure the run again even if it was measured before")
    boolean noCache;

    /** The settings, checked before any training runs. */
    OverviewSettings settings() throws UsageException {
        SsdEndurance ssd = SsdEndurance.find(ssdId).orElseThrow(() -> new UsageException("resume-check: --ssd: "
                + "unknown preset '" + ssdId + "'; available: " + SsdEndurance.presets().stream()
                        .map(SsdEndurance::id).collect(Collectors.joining(", "))));
        try {
            return new OverviewSettings(OverviewSettings.DEFAULT_STORAGE_CAP, interval, ssd);
        } catch (IllegalArgumentException e) {
            throw new UsageException("resume-check: " + e.getMessage());
        }
    }

    /** The run's drive side for the lossy arms' profiles, or null without {@code --run}. */
    RunDrive measure(OverviewSettings settings, List<PlanLoss> profiles, Progress progress) throws IOException {
        if (run == null) {
            return null;
        }
        SnapshotSequence seq = SnapshotSequence.resolve(run.toString());
        return DriveTradeOff.measure(run.toString(), seq, settings, noCache ? null : MeasurementCache.user(),
                profiles, progress);
    }
}
