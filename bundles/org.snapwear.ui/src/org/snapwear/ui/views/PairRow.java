package org.snapwear.ui.views;

import java.util.List;
import java.util.Locale;

import org.eclipse.osgi.util.NLS;
import org.snapwear.trace.stats.PairStatistics;

/**
 * One line of the Sequences view's pair table: a [Delta snapshots, docs/papers.md#delta-snapshots] Table 1 statistic (or equal pages, Table 6) with the
 * engine's count and share. Only formats {@link PairStatistics}; computes nothing.
 *
 * @param label what is counted
 * @param count the count, formatted
 * @param share the share of all parameters (or pages), formatted as a percentage
 */
public record PairRow(String label, String count, String share) {

    /**
     * Heading bits >= 4, 8, 12, equal parameters, equal 4 KB pages, parameters compared; and, when the snapshots
     * hold different tensors (optimizer state after step 0), how many were left out.
     */
    public static List<PairRow> of(PairStatistics s) {
        List<PairRow> rows = new java.util.ArrayList<>(List.of(
                row(Messages.Pair_heading4, s.atLeast(4), s.headingBitsFraction(4)),
                row(Messages.Pair_heading8, s.atLeast(8), s.headingBitsFraction(8)),
                row(Messages.Pair_heading12, s.atLeast(12), s.headingBitsFraction(12)),
                row(Messages.Pair_equalParameters, s.equalParameters(), s.equalParamsFraction()),
                new PairRow(NLS.bind(Messages.Pair_equalPages, pageName(s.pageSize())),
                        String.format(Locale.ROOT, "%,d / %,d", s.equalPages(), s.pages()),
                        percent(s.equalPagesFraction())),
                new PairRow(Messages.Pair_compared, String.format(Locale.ROOT, "%,d", s.parameters()), "")));
        if (s.skippedTensors() > 0) {
            rows.add(new PairRow(Messages.Pair_skipped,
                    String.format(Locale.ROOT, "%,d", s.skippedTensors()), ""));
        }
        return List.copyOf(rows);
    }

    private static PairRow row(String label, long count, double fraction) {
        return new PairRow(label, String.format(Locale.ROOT, "%,d", count), percent(fraction));
    }

    /** Percentage with two decimals, as Table 1 prints it. */
    public static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.2f %%", 100 * fraction);
    }

    private static String pageName(int bytes) {
        return bytes % 1024 == 0 ? bytes / 1024 + " KB" : bytes + " B";
    }
}
