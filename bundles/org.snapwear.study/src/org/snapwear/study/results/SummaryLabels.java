package org.snapwear.study.results;

import java.util.Map;

/**
 * What a summary figure is called where people read it (index.html, the terminal): its key as a label with its
 * unit ({@code k_prime} -> "k': saturation with serial compression (processes)"). results.json keeps the keys.
 * One table, read by every place that shows a summary; a key it does not know is shown as it is.
 */
public final class SummaryLabels {

    private static final String RECOMMENDED = "recommended_snap_dis_";

    private static final Map<String, String> LABELS = Map.ofEntries(
            // PCCR (Liu et al. 2015), Fig. 12
            Map.entry("k", "k: saturation without compression (processes)"),
            Map.entry("k_prime", "k': saturation with serial compression (processes)"),
            Map.entry("k_double_prime", "k'': saturation of pipelined compression (processes)"),
            Map.entry("p0", "p0: serial compression pays from (processes)"),
            // Delta snapshots (Wang et al. 2019), Table 10
            Map.entry("snap_dis_storage_limit_snapshots", "Storage limit for snap_dis (raw snapshots)"),
            // schemes
            Map.entry("least_written_scheme", "Least written scheme"),
            Map.entry("least_written_pct", "Least written (% of raw)"),
            Map.entry("fewest_erases_scheme", "Scheme with the fewest erases"),
            Map.entry("fewest_erases", "Fewest erases (blocks)"),
            Map.entry("schemes_verified", "Every scheme round-tripped"),
            // run overview
            Map.entry("best_scheme", "Best scheme"),
            Map.entry("written_vs_raw_pct", "Written by the best scheme (% of raw)"),
            Map.entry("erases_vs_raw", "Erases of the best scheme (x raw)"),
            // sweep
            Map.entry("cells", "Cells"),
            Map.entry("cells_failed", "Cells that failed"),
            Map.entry("save_streams", "Save streams"),
            Map.entry("fewest_erases_cell", "Cell with the fewest erases"),
            Map.entry("lowest_write_amplification", "Lowest write amplification (flash / host pages)"),
            Map.entry("lowest_write_amplification_cell", "Cell with the lowest write amplification"),
            Map.entry("all_verified", "Every snapshot round-tripped"));

    private SummaryLabels() {
    }

    /** The label of summary figure {@code key}; the key itself if no label is known. */
    public static String label(String key) {
        if (key.startsWith(RECOMMENDED)) {
            return "Recommended snap_dis, " + key.substring(RECOMMENDED.length()) + " mode (snapshots)";
        }
        return LABELS.getOrDefault(key, key);
    }
}
