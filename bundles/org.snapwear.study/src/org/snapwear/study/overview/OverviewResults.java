package org.snapwear.study.overview;

import java.util.List;
import java.util.stream.Stream;

import org.snapwear.study.outcome.OutcomeColumns;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.results.TypedColumn;

/**
 * A run overview as study results, so the Results view (tables, CSV/JSON export) shows its candidates the way it
 * shows a study run: table {@value #CANDIDATES}, one row per scheme, raw first; with loss profiles measured, their
 * bytes, wear and error as well ({@link OverviewLossResults}).
 */
public final class OverviewResults {

    public static final String CANDIDATES = TableIds.OVERVIEW_CANDIDATES;

    /**
     * One row of the candidates table.
     *
     * @param outcome   the candidate
     * @param withinCap whether its peak useful storage is within the storage cap
     * @param best      whether it is the verdict's scheme
     * @param years     projected SSD lifetime, null when it writes nothing (infinite)
     */
    record Candidate(SchemeOutcome outcome, boolean withinCap, boolean best, Double years) {
    }

    /**
     * The columns: the scheme's label, the outcome's figures (peak useful storage under the key this table has
     * always used), then the verdict's.
     */
    static final List<TypedColumn<Candidate>> COLUMNS = Stream.of(
            Stream.of(TypedColumn.<Candidate>of("scheme", "Scheme", c -> c.outcome().label())),
            OutcomeColumns.over(Candidate::outcome, List.of(OutcomeColumns.CODEC, OutcomeColumns.BASELINE_CODEC,
                    OutcomeColumns.MODE, OutcomeColumns.SNAP_DIS, OutcomeColumns.RAW_BYTES,
                    OutcomeColumns.WRITTEN_BYTES, OutcomeColumns.WRITTEN_PCT,
                    OutcomeColumns.MAX_USEFUL_SNAPSHOTS.renamed("peak_useful_snapshots"), OutcomeColumns.ERASES,
                    OutcomeColumns.WRITE_AMPLIFICATION)).stream(),
            Stream.of(TypedColumn.<Candidate>of("within_cap", "Within storage cap", Candidate::withinCap),
                    TypedColumn.<Candidate>of("best", "Best", Candidate::best),
                    TypedColumn.<Candidate>of("lifetime_years", "SSD lifetime", "years", Candidate::years)))
            .flatMap(s -> s).toList();

    private OverviewResults() {
    }

    public static StudyResults of(RunOverview o) {
        StudyResults r = new StudyResults("Run overview: " + o.contents().source());
        ResultTable t = TypedColumn.table(CANDIDATES, "Run overview: candidate schemes",
                "Every candidate of the run overview, simulated with verified round trips and replayed on the SSD.",
                COLUMNS);
        double cap = o.settings().storageCapSnapshots();
        add(t, o.raw(), cap, false, o.settings());
        for (SchemeOutcome c : o.measurements().candidates()) {
            add(t, c, cap, c == o.best(), o.settings());
        }
        r.add(t);
        OverviewLossResults.addTo(r, o);
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
        TypedColumn.addRow(t, COLUMNS, new Candidate(c, c.withinCap(cap), best, Double.isFinite(years) ? years : null));
    }
}
