package org.snapwear.ui.tests.results;

import java.util.List;

import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * A small StudyResults with every table of {@link TableIds} (columns exactly as listed there). Measured values
 * are distinct across the whole run (a counter mixed into each), so a value found in a chart's dataset
 * identifies the cell it came from; {@code scale} makes a second, different run for comparisons.
 */
public final class SyntheticResults {

    static final List<String> SCHEMES = List.of("baseline", "dynrle-sd4", "bitx-sd8");
    static final String SOURCE = "cnn";
    static final long[] ITERATIONS = {0, 500, 1000, 1500};

    private final double scale;
    private int counter;

    private SyntheticResults(double scale) {
        this.scale = scale;
    }

    public static StudyResults build(String name, double scale) {
        return new SyntheticResults(scale).all(name);
    }

    /** A distinct value in [lo, hi): the counter spreads values by the golden ratio, the scale shifts runs. */
    private double v(double lo, double hi) {
        counter++;
        double frac = (counter * 0.6180339887498949 + scale * 0.1234567) % 1.0;
        double x = lo + (hi - lo) * (0.05 + 0.9 * frac);
        return Math.round(x * 1e4) / 1e4 + counter * 1e-7;
    }

    private long n(long lo, long hi) {
        counter++;
        double frac = (counter * 0.6180339887498949 + scale * 0.1234567) % 1.0;
        return lo + (long) ((hi - lo) * (0.05 + 0.9 * frac)) * 1000 + counter;
    }

    private static ResultTable table(String id, String title, String... keys) {
        return new ResultTable(id, title, "synthetic", java.util.Arrays.stream(keys)
                .map(k -> Column.of(k, k.replace('_', ' '))).toList());
    }

    private StudyResults all(String name) {
        StudyResults r = new StudyResults(name);
        r.setSeconds(12.5);
        long raw = 4_000_000;
        ResultTable schemes = r.add(table(TableIds.SCHEMES, "Schemes", "source", "scheme", "codec", "baseline_codec",
                "mode", "snap_dis", "snapshots", "raw_bytes", "written_bytes", "written_pct", "max_useful_bytes",
                "host_pages_written", "flash_pages_programmed", "write_amplification", "erases", "erase_min",
                "erase_mean", "erase_max", "save_ms_total", "restore_ms_max", "verified"));
        for (int i = 0; i < SCHEMES.size(); i++) {
            String s = SCHEMES.get(i);
            long written = n(1000, 4000);
            schemes.addRow(SOURCE, s, i == 0 ? "raw" : s.split("-")[0], "zstd", i == 0 ? "full" : "delta",
                    i == 0 ? 1 : 4 * i, ITERATIONS.length, raw, written, v(20, 100), n(500, 2000), n(200, 900),
                    n(300, 1200), v(1, 3), n(1, 50), v(0, 2), v(2, 6), v(6, 12), v(100, 900), v(10, 90), true);
        }
        ResultTable snaps = r.add(table(TableIds.SNAPSHOTS, "Snapshots", "source", "scheme", "iteration", "kind",
                "bytes_written", "useful_bytes", "restore_read_bytes", "save_ms", "restore_ms", "deleted"));
        for (String s : SCHEMES) {
            for (long it : ITERATIONS) {
                snaps.addRow(SOURCE, s, it, it == 0 ? "baseline" : "delta", n(100, 1000), n(1000, 3000),
                        n(100, 2000), v(5, 50), v(2, 40), "");
            }
        }
        ResultTable hb = r.add(table(TableIds.HEADING_BITS, "Heading bits", "source", "from_iteration",
                "to_iteration", "heading_ge4", "heading_ge8", "heading_ge12", "equal_params"));
        for (int i = 1; i < ITERATIONS.length; i++) {
            hb.addRow(SOURCE, ITERATIONS[i - 1], ITERATIONS[i], v(0.9, 1), v(0.6, 0.9), v(0.2, 0.6), v(0, 0.2));
        }
        ResultTable eh = r.add(table(TableIds.EXPONENT_HISTOGRAM, "Exponents", "source", "iteration", "exponent",
                "count"));
        for (long it : new long[] {0, 1500}) {
            for (int e = -14; e <= -4; e++) {
                eh.addRow(SOURCE, it, e, n(10, 5000));
            }
        }
        ResultTable sweep = r.add(table(TableIds.SNAPDIS_SWEEP, "Sweep", "source", "codec", "baseline_codec", "mode",
                "snap_dis", "written_bytes", "written_pct", "max_useful_bytes", "max_useful_snapshots", "erases",
                "within_limit"));
        for (String codec : List.of("dynrle", "bitx")) {
            for (int sd = 1; sd <= 5; sd++) {
                sweep.addRow(SOURCE, codec, "zstd", "chain", sd, n(1000, 4000), v(20, 100), n(1000, 3000),
                        v(1, 4), n(1, 40), sd <= 3);
            }
        }
        r.add(table(TableIds.SNAPDIS_RECOMMENDATION, "Recommendation", "source", "mode", "storage_limit_snapshots",
                "recommended_snap_dis", "written_pct", "max_useful_snapshots", "rule"))
                .addRow(SOURCE, "chain", 3, 3, v(20, 60), v(1, 3), "largest snap_dis within the limit");
        ResultTable slc = r.add(table(TableIds.SLC_PAGES, "SLC", "trace", "codec", "versions", "pages_written",
                "baseline_pages", "pages_saved_pct", "partial_programs", "resets", "write_latency_us",
                "read_latency_us", "erases"));
        for (String codec : List.of("xor", "dynrle")) {
            slc.addRow("sqlite", codec, 200, n(50, 150), 200, v(20, 70), n(10, 100), n(1, 20), v(100, 500),
                    v(20, 80), n(0, 5));
        }
        ResultTable buddy = r.add(table(TableIds.BUDDY, "Buddy", "image", "iteration", "compressor", "entries",
                "mean_compressed_bits", "compression_ratio", "capacity_expansion", "buddy_entry_fraction",
                "buddy_access_fraction", "metadata_overhead"));
        for (String c : List.of("bpc", "zero")) {
            buddy.addRow("cnn-step", 1500, c, 4096, v(200, 900), v(1, 3), v(1, 2.5), v(0, 0.3), v(0, 0.2),
                    v(0, 0.05));
        }
        ResultTable alloc = r.add(table(TableIds.BUDDY_ALLOCATIONS, "Allocations", "image", "compressor",
                "allocation", "kind", "bytes", "entries", "target_ratio", "compression_ratio",
                "buddy_entry_fraction"));
        for (String a : List.of("conv1.weight", "conv2.weight", "fc1.weight")) {
            alloc.addRow("cnn-step", "bpc", a, "weight", n(1000, 5000), n(10, 100), v(1, 4), v(1, 4), v(0, 0.5));
        }
        ResultTable steps = r.add(table(TableIds.BUDDY_STEPS, "Buddy steps", "image", "step", "iteration",
                "entries_grew", "entries_shrank", "buddy_sectors", "buddy_access_fraction"));
        for (int s = 1; s < ITERATIONS.length; s++) {
            steps.addRow("cnn-step", s, ITERATIONS[s], n(0, 50), n(0, 50), n(10, 500), v(0, 0.2));
        }
        ResultTable grid = r.add(table(TableIds.SWEEP, "Grid sweep", "index", "scheme", "snap_dis", "policy",
                "over_provisioning", "gc_threshold", "blocks_per_chip", "write_amplification", "erases"));
        int cell = 0;
        for (int d : new int[] {2, 4, 8}) {
            for (int blocks : new int[] {64, 128}) {
                grid.addRow(cell++, "dynrle-chain", d, "greedy", 0.15, 0.05, blocks, v(1, 3), n(0, 90));
            }
        }
        ResultTable pipe = r.add(table(TableIds.PIPELINE, "Pipeline", "processes", "t_uncompressed_s", "t_zip_s",
                "t_pipeline_s", "simulated_pipeline_s"));
        for (int p : new int[] {1, 2, 4, 8, 16, 32}) {
            pipe.addRow(p, v(10, 100), v(10, 100), v(5, 60), p <= 4 ? (Object) v(5, 60) : "");
        }
        ResultTable overview = r.add(table("overview_candidates", "Run overview", "scheme", "codec", "baseline_codec",
                "mode", "snap_dis", "raw_bytes", "written_bytes", "written_pct", "erases", "write_amplification",
                "within_cap", "best", "lifetime_years"));
        for (String s : SCHEMES) {
            boolean first = s.equals(SCHEMES.get(0));
            overview.addRow(s, s, "huffman-exp", "progressive", 2, 1000L, 600L, v(20, 100), n(0, 90), 1.0, true,
                    first, v(1, 30));
        }
        // a resume check: the exact arm's band around a falling loss, and a lossy arm beside it (distinct values)
        ResultTable resume = r.add(table(TableIds.RESUME_LOSS, "Resumed loss", "arm", "step", "loss", "exact_mean",
                "band_low", "band_high", "difference", "inside"));
        for (String arm : List.of("exact", "moments-8bit")) {
            for (long step = 101; step <= 120; step++) {
                double mean = v(1, 2);
                double loss = arm.equals("exact") ? mean : v(1, 2);
                resume.addRow(arm, step, loss, mean, v(0, 1), v(2, 3), loss - mean, true);
            }
        }
        r.putSummary("pipeline_k", 6.0);
        r.warn("synthetic results: numbers are made up");
        return r;
    }
}
