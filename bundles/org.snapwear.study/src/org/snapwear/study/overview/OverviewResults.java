package org.snapwear.study.overview;

import java.util.List;

import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * A run overview as study results, so the Results view (tables, CSV/JSON export) shows its candidates the way it
 * shows a study run: table {@value #CANDIDATES}, one row per scheme, raw first.
 */
public final class OverviewResults {

    public static final String CANDIDATES = TableIds.OVERVIEW_CANDIDATES;

    private OverviewResults() {
    }

    public static StudyResults of(RunOverview o) {
        StudyResults r = new StudyResults("Run overview: " + o.contents().source());
        ResultTable t = new ResultTable(CANDIDATES, "Run overview: candidate schemes",
                "Every candidate of the run overview, simulated with verified round trips and replayed on the SSD.",
                List.of(Column.of("scheme", "Scheme"), Column.of("codec", "Codec"),
                        Column.of("baseline_codec", "Baseline codec"), Column.of("mode", "Mode"),
                        new Column("snap_dis", "snap_dis", "snapshots"), new Column("raw_bytes", "Raw", "bytes"),
                        new Column("written_bytes", "Written", "bytes"), new Column("written_pct", "Written", "% of raw"),
                        new Column("peak_useful_snapshots", "Peak useful storage", "raw snapshots"),
                        new Column("erases", "Erases", "blocks"), Column.of("write_amplification", "Write amplification"),
                        Column.of("within_cap", "Within storage cap"), Column.of("best", "Best"),
                        new Column("lifetime_years", "SSD lifetime", "years")));
        double cap = o.settings().storageCapSnapshots();
        add(t, o.raw(), cap, false, o.settings());
        for (SchemeOutcome c : o.measurements().candidates()) {
            add(t, c, cap, c == o.best(), o.settings());
        }
        r.add(t);
        r.putSummary("best_scheme", o.best().label());
        r.putSummary("written_vs_raw_pct", o.writtenVsRawPct());
        r.putSummary("erases_vs_raw", o.erasesVsRaw());
        r.putConfiguration("storage_cap_snapshots", cap);
        r.putConfiguration("checkpoint_interval_minutes", o.settings().checkpointIntervalMinutes());
        r.setSeconds(o.measurements().wallNanos() / 1e9);
        return r;
    }

    private static void add(ResultTable t, SchemeOutcome c, double cap, boolean best, OverviewSettings settings) {
        double years = Lifetime.of(c, settings).years();
        t.addRow(c.label(), c.codec(), c.baselineCodec(), c.mode(), c.snapDis(), c.rawBytes(), c.writtenBytes(),
                c.writtenPct(), c.peakUsefulSnapshots(), c.ssd().erases(), c.ssd().writeAmplification(),
                c.withinCap(cap), best, Double.isFinite(years) ? years : null);
    }
}
