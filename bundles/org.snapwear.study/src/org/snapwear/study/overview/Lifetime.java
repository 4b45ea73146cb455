package org.snapwear.study.overview;

import org.snapwear.study.outcome.SchemeOutcome;

/**
 * The projected wear of one scheme on the chosen drive when the job checkpoints every interval. Host bytes, as
 * TBW ratings count them: TB/day = mean bytes per checkpoint x checkpoints per day / 10^12; years = rated TBW /
 * (TB/day) / 365.25. A scheme that writes nothing has an infinite lifetime.
 *
 * @param bytesPerCheckpoint mean bytes written per checkpoint over the run
 * @param checkpointsPerDay  1440 / interval in minutes
 * @param tbPerDay           host TB (10^12 bytes) written per day
 * @param ratedTbwPerDayPct  100 * tbPerDay / rated TBW: the share of the drive's endurance used each day
 * @param nandTbPerDay       tbPerDay x the write amplification of the SSD replay (what the NAND sees)
 * @param years              rated TBW / tbPerDay / 365.25
 */
public record Lifetime(double bytesPerCheckpoint, double checkpointsPerDay, double tbPerDay, double ratedTbwPerDayPct,
        double nandTbPerDay, double years) {

    public static final double BYTES_PER_TB = 1e12;
    public static final double DAYS_PER_YEAR = 365.25;

    public static Lifetime of(SchemeOutcome scheme, OverviewSettings settings) {
        double perDay = 1440.0 / settings.checkpointIntervalMinutes();
        double tb = scheme.bytesPerCheckpoint() * perDay / BYTES_PER_TB;
        double rated = settings.ssd().ratedTbw();
        double years = tb == 0 ? Double.POSITIVE_INFINITY : rated / tb / DAYS_PER_YEAR;
        return new Lifetime(scheme.bytesPerCheckpoint(), perDay, tb, 100.0 * tb / rated,
                tb * scheme.ssd().writeAmplification(), years);
    }
}
