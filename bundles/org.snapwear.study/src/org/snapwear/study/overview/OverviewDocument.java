package org.snapwear.study.overview;

import java.util.List;

import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.sim.LossRow;

/**
 * overview.json: a run overview as one document, field names snake_case of the components (as every
 * {@code --json} output). Derived values ({@code written_vs_raw_pct}, {@code erases_vs_raw}) are stored so a reader
 * needs no arithmetic.
 */
public record OverviewDocument(String source, Settings settings, RunContents contents, Verdict verdict,
        SchemeOutcome raw, List<SnapDisAdvice> snapDis, Lifetime bestLifetime, Lifetime rawLifetime,
        List<SchemeOutcome> candidates, Timing timing, List<Lossy> lossy) {

    /**
     * A lossy row: the verdict's scheme saved with a loss profile (never the verdict), its written volume against
     * saving raw, its lifetime on the drive and the measured error per role.
     */
    public record Lossy(String profile, String bound, SchemeOutcome outcome, double writtenVsRawPct,
            Lifetime lifetime, List<LossRow> errors) {
    }

    /** The settings, the drive flattened to what the projection used. */
    public record Settings(double storageCapSnapshots, double checkpointIntervalMinutes, String ssdPreset,
            String ssdLabel, double ssdRatedTbw, long ssdCapacityBytes) {
    }

    /** The verdict: the best scheme and how it compares with saving raw. */
    public record Verdict(String scheme, SchemeOutcome best, boolean withinCap, double writtenVsRawPct,
            long erasesVsRaw) {
    }

    /** Time the measurement took (thread CPU time summed over the threads that simulated, and wall time). */
    public record Timing(double cpuSeconds, double wallSeconds) {
    }

    public static OverviewDocument of(RunOverview o) {
        OverviewSettings s = o.settings();
        RunMeasurements m = o.measurements();
        return new OverviewDocument(o.contents().source(),
                new Settings(s.storageCapSnapshots(), s.checkpointIntervalMinutes(), s.ssd().id(), s.ssd().label(),
                        s.ssd().ratedTbw(), s.ssd().capacityBytes()),
                o.contents(), new Verdict(o.best().label(), o.best(), o.bestWithinCap(), o.writtenVsRawPct(),
                        o.erasesVsRaw()),
                o.raw(), List.of(o.progressive(), o.chain()), o.bestLifetime(), o.rawLifetime(), m.candidates(),
                new Timing(m.cpuNanos() / 1e9, m.wallNanos() / 1e9), o.lossy().stream().map(r -> new Lossy(
                        r.loss().name(), r.loss().bound(), r.outcome(), o.writtenVsRawPct(r), o.lifetime(r),
                        r.errors())).toList());
    }
}
