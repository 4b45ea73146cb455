package org.snapwear.study.overview;

import java.util.List;

import org.snapwear.study.outcome.LossOutcome;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.results.TypedColumn;
import org.snapwear.study.sim.LossRow;

/**
 * The run overview's loss-profile rows as study results, beside its candidates ({@link OverviewResults}): table
 * {@value #PROFILES}, one row per profile (bytes, erases and drive lifetime of the best scheme saved through it),
 * and table {@value #ERRORS}, one row per profile and loss role (the measured error, as the terminal and the HTML
 * overview show it). Neither exists for an overview without loss profiles.
 */
final class OverviewLossResults {

    static final String PROFILES = TableIds.OVERVIEW_LOSS_PROFILES;
    static final String ERRORS = TableIds.OVERVIEW_LOSS_ERRORS;

    /** One profile's row: the outcome with the overview's drive figures. */
    record Profile(LossOutcome row, double writtenVsRawPct, Double years) {
    }

    /** One role of one profile. */
    record Role(String profile, LossRow error) {
    }

    static final List<TypedColumn<Profile>> PROFILE_COLUMNS = List.of(
            TypedColumn.<Profile>of("profile", "Loss profile", p -> p.row().loss().name()),
            TypedColumn.<Profile>of("scheme", "Scheme", p -> p.row().outcome().label()),
            TypedColumn.<Profile>of("bound", "What it bounds", p -> p.row().loss().bound()),
            TypedColumn.<Profile>of("written_bytes", "Written", "bytes", p -> p.row().outcome().writtenBytes()),
            TypedColumn.<Profile>of("written_vs_raw_pct", "Written vs raw", "%", Profile::writtenVsRawPct),
            TypedColumn.<Profile>of("erases", "Erases", "blocks", p -> p.row().outcome().ssd() == null ? null
                    : p.row().outcome().ssd().erases()),
            TypedColumn.<Profile>of("lifetime_years", "SSD lifetime", "years", Profile::years));

    static final List<TypedColumn<Role>> ERROR_COLUMNS = List.of(
            TypedColumn.<Role>of("profile", "Loss profile", Role::profile),
            TypedColumn.<Role>of("role", "Role", r -> r.error().role()),
            TypedColumn.<Role>of("codec", "Codec", r -> r.error().codec()),
            TypedColumn.<Role>of("max_abs_error", "Max abs error", r -> r.error().maxAbsError()),
            // a relative error on the values says nothing where the codec bounds square roots (see LossRow)
            TypedColumn.<Role>of("max_rel_error", "Max rel error", r -> r.error().valueDomain()
                    ? r.error().maxRelError() : null),
            TypedColumn.<Role>of("mean_rel_error", "Mean rel error", r -> r.error().valueDomain()
                    ? r.error().meanRelError() : null),
            TypedColumn.<Role>of("fraction_pruned", "Pruned", "fraction", r -> r.error().fractionPruned()),
            TypedColumn.<Role>of("error_domain", "Bounded in", r -> r.error().errorDomain()),
            TypedColumn.<Role>of("max_abs_error_in_domain", "Max error there", r -> r.error().maxAbsErrorInDomain()),
            TypedColumn.<Role>of("max_error_of_bound", "Of the bound", "fraction",
                    r -> Double.isFinite(r.error().maxErrorOfBound()) ? r.error().maxErrorOfBound() : null));

    private OverviewLossResults() {
    }

    /** Adds the two tables to {@code results} if the overview measured loss profiles. */
    static void addTo(StudyResults results, RunOverview o) {
        if (o.lossy().isEmpty()) {
            return;
        }
        ResultTable profiles = TypedColumn.table(PROFILES, "Run overview: loss profiles",
                "The best scheme saved through each loss profile: bytes, erases and drive lifetime, beside the exact "
                        + "verdict and never in its place.", PROFILE_COLUMNS);
        ResultTable errors = TypedColumn.table(ERRORS, "Run overview: measured error per loss role",
                "Every lossy tensor checked against its codec's bound; maxima over the run, means weighted by "
                        + "tensors.", ERROR_COLUMNS);
        for (LossOutcome row : o.lossy()) {
            double years = o.lifetime(row).years();
            TypedColumn.addRow(profiles, PROFILE_COLUMNS, new Profile(row, o.writtenVsRawPct(row),
                    Double.isFinite(years) ? years : null));
            for (LossRow e : row.errors()) {
                TypedColumn.addRow(errors, ERROR_COLUMNS, new Role(row.loss().name(), e));
            }
        }
        results.add(profiles);
        results.add(errors);
    }
}
