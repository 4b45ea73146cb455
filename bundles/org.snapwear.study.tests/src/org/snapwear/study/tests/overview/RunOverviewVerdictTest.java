package org.snapwear.study.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.study.outcome.DeviceOutcome;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.overview.Lifetime;
import org.snapwear.study.overview.OverviewDocument;
import org.snapwear.study.overview.OverviewReportWriter;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.RunContents;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.overview.SsdEndurance;

/**
 * The verdict of a run overview over hand-made measurements: which candidate wins under a cap, the fallback when none
 * fits, the Table 10 advice and the lifetime arithmetic, none of which needs a simulation.
 */
class RunOverviewVerdictTest {

    /** The device figures the overview reads (host and flash pages, write amplification, erases, erase max). */
    private static DeviceOutcome ssd(long host, long flash, double wa, long erases, int eraseMax) {
        return new DeviceOutcome(0, 0, host, flash, wa, erases, 0, 0, eraseMax, 0, 0, 0, 0, 0, 0);
    }

    private static SchemeOutcome scheme(String codec, String mode, int snapDis, long written, double peak, long erases) {
        return new SchemeOutcome(codec, "huffman-exp", mode, snapDis, 4, 4000, written, written / 40.0,
                (long) (peak * 1000), peak, true, ssd(written / 10, written / 10, 1.0, erases, 1), null);
    }

    private static final SchemeOutcome RAW = new SchemeOutcome("raw", "raw", "full", 1, 4, 4000, 4100, 102.5, 1025,
            1.025, true, ssd(410, 410, 1.0, 40, 1), null);
    private static final SchemeOutcome FULL = scheme("huffman-exp", "full", 1, 3600, 1.0, 36);
    private static final SchemeOutcome P2 = scheme("zz", "progressive", 2, 3000, 1.9, 30);
    private static final SchemeOutcome P3 = scheme("zz", "progressive", 3, 2800, 2.6, 30);
    private static final SchemeOutcome P4 = scheme("zz", "progressive", 4, 2500, 3.4, 25);
    private static final SchemeOutcome C3 = scheme("zz", "chain", 3, 2900, 1.5, 32);
    private static final SchemeOutcome C4 = scheme("zz", "chain", 4, 2950, 1.5, 31);

    private static RunMeasurements measurements() {
        RunContents contents = new RunContents("run", List.of(), List.of(), List.of());
        return new RunMeasurements(contents, List.of(FULL, P2, P3, P4, C3, C4), RAW, 0, 0);
    }

    @Test
    void leastWrittenWithinTheCapWins() {
        RunOverview o = RunOverviews.verdict(measurements(), OverviewSettings.defaults());
        assertSame(C3, o.best());
        assertTrue(o.bestWithinCap());
        assertEquals(100.0 * 2900 / 4100, o.writtenVsRawPct(), 1e-12);
        assertEquals(32 - 40, o.erasesVsRaw());
        // Table 10: progressive takes the largest snap_dis within 2 raw snapshots, chain the least written.
        assertEquals(2, o.progressive().snapDis());
        assertEquals(3, o.chain().snapDis());
    }

    @Test
    void aLooserCapAdmitsMoreAndATighterOneFallsBack() {
        RunOverview loose = RunOverviews.verdict(measurements(), OverviewSettings.defaults().withStorageCap(4));
        assertSame(P4, loose.best());
        assertEquals(4, loose.progressive().snapDis());
        RunOverview tight = RunOverviews.verdict(measurements(), OverviewSettings.defaults().withStorageCap(0.5));
        assertFalse(tight.bestWithinCap());
        assertSame(P4, tight.best(), "no candidate fits: the least written one");
        assertEquals(0, tight.progressive().snapDis());
        assertEquals(0, tight.chain().snapDis());
        assertTrue(tight.chain().rule().contains("no swept snap_dis"), tight.chain().rule());
    }

    @Test
    void aSingleCheckpointHasNoSnapDisToAdvise() {
        RunContents contents = new RunContents("one", List.of(), List.of(), List.of());
        RunOverview o = RunOverviews.verdict(new RunMeasurements(contents, List.of(FULL), RAW, 0, 0),
                OverviewSettings.defaults());
        assertSame(FULL, o.best());
        assertEquals(0, o.progressive().snapDis());
        assertEquals(0, o.chain().snapDis());
        assertTrue(o.chain().rule().contains("at least two checkpoints"), o.chain().rule());
    }

    @Test
    void lifetimeArithmetic() {
        SsdEndurance drive = new SsdEndurance("t", "test drive", 1_000_000_000_000L, 100, "test");
        OverviewSettings s = new OverviewSettings(2, 15, drive);
        Lifetime l = Lifetime.of(C3, s);
        assertEquals(96, l.checkpointsPerDay(), 1e-12);
        assertEquals(2900 / 4.0, l.bytesPerCheckpoint(), 1e-12);
        double tb = 725.0 * 96 / 1e12;
        assertEquals(tb, l.tbPerDay(), 1e-20);
        assertEquals(100 / tb / 365.25, l.years(), 1e-3);
        assertEquals(100 * tb / 100, l.ratedTbwPerDayPct(), 1e-20);
        Lifetime none = Lifetime.of(scheme("zz", "chain", 3, 0, 0, 0), s);
        assertTrue(Double.isInfinite(none.years()));
    }

    @Test
    void settingsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> OverviewSettings.defaults().withStorageCap(0));
        assertThrows(IllegalArgumentException.class, () -> OverviewSettings.defaults().withInterval(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new SsdEndurance("x", "x", 1, 0, "x"));
    }

    @Test
    void jsonRoundTripsTheVerdict() {
        RunOverview o = RunOverviews.verdict(measurements(), OverviewSettings.defaults());
        OverviewDocument d = OverviewReportWriter.read(OverviewReportWriter.json(o));
        assertEquals(OverviewDocument.of(o).verdict(), d.verdict());
        assertEquals(o.best().label(), d.verdict().scheme());
        assertTrue(OverviewReportWriter.html(o).contains(o.best().label()));
    }

    @Test
    void snapDisValuesAreBounded() {
        assertEquals(List.of(2, 3, 4), RunOverviews.snapDisValues(4));
        assertEquals(List.of(2, 3, 5, 10, 20), RunOverviews.snapDisValues(21));
        assertEquals(List.of(), RunOverviews.snapDisValues(1));
    }
}
