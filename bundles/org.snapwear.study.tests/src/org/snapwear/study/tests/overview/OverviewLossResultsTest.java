package org.snapwear.study.tests.overview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.snapwear.study.outcome.DeviceOutcome;
import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.overview.Lifetime;
import org.snapwear.study.overview.OverviewResults;
import org.snapwear.study.overview.OverviewSettings;
import org.snapwear.study.overview.RunContents;
import org.snapwear.study.overview.RunMeasurements;
import org.snapwear.study.overview.RunOverview;
import org.snapwear.study.overview.RunOverviews;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.sim.LossLabel;
import org.snapwear.study.sim.LossRow;

/**
 * The Results view shows a run overview's loss profiles as the terminal and HTML overview do: one row per profile
 * with its bytes against raw, erases and drive lifetime (computed here from the outcome and the settings), one row
 * per profile and role with the measured error, relative errors left empty where the codec bounds square roots; an
 * overview without profiles has neither table.
 */
class OverviewLossResultsTest {

    private static DeviceOutcome ssd(long host, long erases) {
        return new DeviceOutcome(0, 0, host, host, 1.0, erases, 0, 0, 1, 0, 0, 0, 0, 0, 0);
    }

    private static final SchemeOutcome RAW = new SchemeOutcome("raw", "raw", "full", 1, 4, 4_000_000, 4_000_000,
            100, 1_000_000, 1, true, ssd(1000, 40), null);
    private static final SchemeOutcome CHAIN = new SchemeOutcome("zz", "huffman-exp", "chain", 3, 4, 4_000_000,
            3_200_000, 80, 1_500_000, 1.5, true, ssd(800, 32), null);
    private static final SchemeOutcome CHAIN_LOSSY = new SchemeOutcome("zz", "huffman-exp", "chain", 3, 4,
            4_000_000, 400_000, 10, 300_000, 1.5, true, ssd(100, 4), null);

    private static RunOverview overview() {
        RunContents contents = new RunContents("run", List.of(), List.of(), List.of());
        return RunOverviews.verdict(new RunMeasurements(contents, List.of(CHAIN), RAW, 0, 0),
                OverviewSettings.defaults());
    }

    @Test
    void profilesAndTheirErrorsBesideTheCandidates() {
        LossLabel label = new LossLabel("mine", List.of("exp_avg quant-absmax:bits=4",
                "exp_avg_sq quant-sqrt:bits=4"), List.of("*embed*"));
        LossRow m = new LossRow("exp_avg", "quant-absmax:bits=4", 6, 7e-4, 1.0, 0.38, 0.23, "value", 7e-4, 0.95);
        LossRow v = new LossRow("exp_avg_sq", "quant-sqrt:bits=4", 6, 1.6e-5, 5e14, 2.5e10, 0, "sqrt", 6.7e-4, 0.97);
        RunOverview o = overview().withLoss(List.of(new LossOutcome(label, CHAIN_LOSSY, List.of(m, v))));
        StudyResults r = OverviewResults.of(o);

        ResultTable p = r.table(TableIds.OVERVIEW_LOSS_PROFILES).orElseThrow();
        assertEquals(1, p.rows().size());
        assertEquals("mine", p.cell(0, "profile"));
        assertEquals(400_000L, ((Number) p.cell(0, "written_bytes")).longValue());
        assertEquals(10.0, ((Number) p.cell(0, "written_vs_raw_pct")).doubleValue(), 1e-12, "400,000 of 4,000,000");
        assertEquals(4L, ((Number) p.cell(0, "erases")).longValue());
        assertEquals(Lifetime.of(CHAIN_LOSSY, o.settings()).years(), ((Number) p.cell(0, "lifetime_years"))
                .doubleValue(), 1e-9);
        assertTrue(((String) p.cell(0, "bound")).contains("kept exact: *embed*"), (String) p.cell(0, "bound"));

        ResultTable e = r.table(TableIds.OVERVIEW_LOSS_ERRORS).orElseThrow();
        assertEquals(2, e.rows().size());
        assertEquals("exp_avg", e.cell(0, "role"));
        assertEquals(1.0, ((Number) e.cell(0, "max_rel_error")).doubleValue());
        assertEquals(0.23, ((Number) e.cell(0, "fraction_pruned")).doubleValue());
        assertEquals("exp_avg_sq", e.cell(1, "role"));
        assertNull(e.cell(1, "max_rel_error"), "no relative error on values the codec bounds as square roots");
        assertNull(e.cell(1, "mean_rel_error"));
        assertEquals("sqrt", e.cell(1, "error_domain"));
        assertEquals(0.97, ((Number) e.cell(1, "max_error_of_bound")).doubleValue());

        // the candidates table is unchanged by the profiles
        assertEquals(OverviewResults.of(overview()).table(TableIds.OVERVIEW_CANDIDATES).orElseThrow().rows(),
                r.table(TableIds.OVERVIEW_CANDIDATES).orElseThrow().rows());
    }

    @Test
    void anOverviewWithoutProfilesHasNoLossTables() {
        StudyResults r = OverviewResults.of(overview());
        assertFalse(r.table(TableIds.OVERVIEW_LOSS_PROFILES).isPresent());
        assertFalse(r.table(TableIds.OVERVIEW_LOSS_ERRORS).isPresent());
    }
}
