package org.snapwear.study.overview;

import java.util.Objects;

/**
 * What the user may change in a run overview without re-simulating anything.
 *
 * @param storageCapSnapshots        the storage cap in raw snapshot sizes (the study's {@code analyses.storageLimit},
 *                                   Table 10): a scheme qualifies when its peak useful storage stays within it
 * @param checkpointIntervalMinutes  minutes between two checkpoints of the training job
 * @param ssd                        the drive whose rated endurance the lifetime projection uses
 */
public record OverviewSettings(double storageCapSnapshots, double checkpointIntervalMinutes, SsdEndurance ssd) {

    /** The study default: the chain scheme's bound of a baseline plus one delta. */
    public static final double DEFAULT_STORAGE_CAP = 2.0;
    public static final double DEFAULT_INTERVAL_MINUTES = 30.0;

    public OverviewSettings {
        Objects.requireNonNull(ssd, "ssd");
        if (!(storageCapSnapshots > 0) || Double.isInfinite(storageCapSnapshots)) {
            throw new IllegalArgumentException("storage cap must be a positive number of raw snapshots");
        }
        if (!(checkpointIntervalMinutes > 0) || Double.isInfinite(checkpointIntervalMinutes)) {
            throw new IllegalArgumentException("checkpoint interval must be a positive number of minutes");
        }
    }

    public static OverviewSettings defaults() {
        return new OverviewSettings(DEFAULT_STORAGE_CAP, DEFAULT_INTERVAL_MINUTES, SsdEndurance.defaultPreset());
    }

    public OverviewSettings withStorageCap(double cap) {
        return new OverviewSettings(cap, checkpointIntervalMinutes, ssd);
    }

    public OverviewSettings withInterval(double minutes) {
        return new OverviewSettings(storageCapSnapshots, minutes, ssd);
    }

    public OverviewSettings withSsd(SsdEndurance endurance) {
        return new OverviewSettings(storageCapSnapshots, checkpointIntervalMinutes, endurance);
    }
}
