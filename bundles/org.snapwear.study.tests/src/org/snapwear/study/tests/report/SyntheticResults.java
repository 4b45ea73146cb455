package org.snapwear.study.tests.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.flash.ssd.VictimPolicy;
import org.snapwear.study.outcome.DeviceOutcome;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.sweep.SweepCell;
import org.snapwear.study.sweep.SweepRow;
import org.snapwear.study.sweep.SweepTables;
import org.snapwear.study.sweep.SweepWarmup;

/**
 * A run with every {@link TableIds} table, columns exactly as TableIds lists them, and values shaped like a real
 * run on the cnn fixture (21 snapshots of 2.47 MB, snap_dis 10, the [Delta snapshots, docs/papers.md#delta-snapshots] device scaled down, the metadata
 * trace, one buddy image, the PCCR defaults). Values are computed here from simple formulas so tests can check
 * charts and files against them. The SLC trace name holds a quote, a comma and a newline (CSV quoting) and the
 * study name holds &lt;&amp;" (HTML escaping).
 */
public final class SyntheticResults {

    public static final String SOURCE = "cnn";
    public static final List<String> SCHEMES = List.of("complete", "gzip-chain", "dynrle-progressive", "rle4gz-chain");
    static final String[] CODECS = {"raw", "gzip", "dynrle", "rle4gz"};
    static final String[] MODES = {"full", "chain", "progressive", "chain"};
    /** Delta size relative to a raw snapshot, and baseline size relative to raw, per scheme. */
    static final double[] DELTA = {1.0, 0.93, 0.22, 0.41};
    static final double[] BASE = {1.0, 0.93, 0.92, 0.90};
    public static final long RAW = 2_470_000;
    public static final int SNAPSHOTS = 21;
    public static final int SNAP_DIS = 10;
    public static final String TRACE = "metadata \"sqlite\", v1\nfixture";

    private SyntheticResults() {
    }

    public static StudyResults create() {
        return create("cnn <study> & \"friends\"", 1.0);
    }

    /** A run; scale multiplies the delta sizes (a second run for comparisons). */
    public static StudyResults create(String name, double scale) {
        StudyResults r = new StudyResults(name);
        r.setSeconds(12.75);
        Map<String, ConfigNode> ssd = new LinkedHashMap<>();
        ssd.put("blocks", ConfigNode.of(4096L));
        ssd.put("pages_per_block", ConfigNode.of(64L));
        ssd.put("page_bytes", ConfigNode.of(4096L));
        ssd.put("over_provisioning", ConfigNode.of(0.07));
        r.putConfiguration("source", SOURCE + " (/work/shared/fixtures/cnn)");
        r.putConfiguration("snap_dis", (long) SNAP_DIS);
        r.putConfiguration("ssd", new ConfigNode.Branch(ssd));
        r.putConfiguration("schemes", ConfigNode.texts(SCHEMES));
        r.warn("SSD scaled to the run: 4096 blocks instead of 131072 <scaled>");
        schemesAndSnapshots(r, scale);
        headingBits(r);
        exponents(r);
        sweep(r, scale);
        gridSweep(r, scale);
        slc(r);
        buddy(r);
        pipeline(r);
        // a run overview's candidates: written 100, 60, 45 % of raw; erases 40, 25, 20; lifetime 2, 3.5, 4.5 years
        ResultTable overview = r.add(table("overview_candidates", "Run overview", "scheme", "codec", "baseline_codec",
                "mode", "snap_dis", "raw_bytes", "written_bytes", "written_pct", "erases", "write_amplification",
                "within_cap", "best", "lifetime_years"));
        overview.addRow("full raw", "raw", "raw", "full", 1, 1000L, 1000L, 100.0, 40L, 1.0, false, false, 2.0)
                .addRow("progressive dynrle", "dynrle", "huffman-exp", "progressive", 2, 1000L, 600L, 60.0, 25L, 1.0,
                        true, false, 3.5)
                .addRow("chain dynrle", "dynrle", "huffman-exp", "chain", 4, 1000L, 450L, 45.0, 20L, 1.0, true, true,
                        4.5);
        // a resume check: the exact arm's band 0.3 wide around a falling loss, a lossy arm drifting out of it
        ResultTable resume = r.add(table(TableIds.RESUME_LOSS, "Resumed loss", "arm", "step", "loss", "exact_mean",
                "band_low", "band_high", "difference", "inside"));
        for (String arm : List.of("exact", "moments-8bit")) {
            for (long step = 101; step <= 140; step++) {
                double mean = 2.0 - 0.01 * (step - 100);
                double diff = arm.equals("exact") ? 0 : 0.005 * (step - 100);
                resume.addRow(arm, step, mean + diff, mean, mean - 0.15, mean + 0.15, diff, diff <= 0.15);
            }
        }
        r.putSummary("recommended_snap_dis_chain", 5L);
        r.putSummary("best_scheme", "dynrle-progressive");
        return r;
    }

    static ResultTable table(String id, String title, String... keys) {
        return new ResultTable(id, title, "synthetic " + id, java.util.Arrays.stream(keys)
                .map(k -> new Column(k, k.replace('_', ' '), k.endsWith("_bytes") ? "B"
                        : k.endsWith("_ms") || k.endsWith("_ms_total") || k.endsWith("_ms_max") ? "ms" : ""))
                .toList());
    }

    /** Bytes one scheme writes for snapshot i. */
    public static long written(int scheme, int i, double scale) {
        boolean baseline = MODES[scheme].equals("full") || i % SNAP_DIS == 0;
        double f = baseline ? BASE[scheme] : Math.min(1.0, DELTA[scheme] * scale * (1 + 0.01 * (i % 7)));
        return Math.round(RAW * f);
    }

    private static void schemesAndSnapshots(StudyResults r, double scale) {
        ResultTable schemes = table(TableIds.SCHEMES, "Schemes", "source", "scheme", "codec", "baseline_codec",
                "mode", "snap_dis", "snapshots", "raw_bytes", "written_bytes", "written_pct", "max_useful_bytes",
                "host_pages_written", "flash_pages_programmed", "write_amplification", "erases", "erase_min",
                "erase_mean", "erase_max", "save_ms_total", "restore_ms_max", "verified");
        ResultTable snaps = table(TableIds.SNAPSHOTS, "Snapshots", "source", "scheme", "iteration", "kind",
                "bytes_written", "useful_bytes", "restore_read_bytes", "save_ms", "restore_ms", "deleted");
        for (int s = 0; s < SCHEMES.size(); s++) {
            long total = 0;
            long maxUseful = 0;
            long useful = 0;
            long chainBase = 0;
            double saveTotal = 0;
            double restoreMax = 0;
            for (int i = 0; i < SNAPSHOTS; i++) {
                long w = written(s, i, scale);
                boolean baseline = MODES[s].equals("full") || i % SNAP_DIS == 0;
                String deleted = "";
                if (MODES[s].equals("full")) {
                    useful = w;
                    deleted = i > 0 ? Integer.toString(i - 1) : "";
                } else if (baseline) {
                    useful += w;
                    chainBase = w;
                } else if (MODES[s].equals("chain")) {
                    useful = chainBase + w;
                    deleted = i % SNAP_DIS > 1 ? Integer.toString(i - 1) : "";
                } else {
                    useful += w;
                }
                if (baseline && i > 0 && !MODES[s].equals("full")) {
                    // The previous baseline and its deltas go once the new baseline is written.
                    StringBuilder d = new StringBuilder();
                    for (int k = i - SNAP_DIS; k < i; k++) {
                        d.append(d.length() == 0 ? "" : " ").append(k);
                    }
                    deleted = d.toString();
                    useful = w;
                }
                long restoreRead = MODES[s].equals("progressive") ? useful : baseline ? w : chainBase + w;
                double save = Math.round((3.2 + w / 1e6 * (s == 0 ? 0.4 : 6.5)) * 100) / 100.0;
                double restore = Math.round((1.5 + restoreRead / 1e6 * (s == 0 ? 0.3 : 2.8)) * 100) / 100.0;
                snaps.addRow(SOURCE, SCHEMES.get(s), i, baseline ? "baseline" : "delta", w, useful, restoreRead, save,
                        restore, deleted);
                total += w;
                maxUseful = Math.max(maxUseful, useful);
                saveTotal += save;
                restoreMax = Math.max(restoreMax, restore);
            }
            long raw = RAW * SNAPSHOTS;
            long hostPages = (total + 4095) / 4096;
            double wa = 1.02 + 0.03 * s;
            long flashPages = Math.round(hostPages * wa);
            long erases = flashPages / 64;
            schemes.addRow(SOURCE, SCHEMES.get(s), CODECS[s], s == 0 ? "raw" : "gzip", MODES[s], SNAP_DIS, SNAPSHOTS,
                    raw, total, 100.0 * total / raw, maxUseful, hostPages, flashPages, wa, erases, 0L,
                    erases / 4096.0, 2L + s, Math.round(saveTotal * 100) / 100.0, restoreMax, Boolean.TRUE);
        }
        r.add(schemes);
        r.add(snaps);
    }

    private static void headingBits(StudyResults r) {
        ResultTable t = table(TableIds.HEADING_BITS, "Heading bits", "source", "from_iteration", "to_iteration",
                "heading_ge4", "heading_ge8", "heading_ge12", "equal_params");
        for (int i = 1; i < SNAPSHOTS; i++) {
            double ge4 = 0.62 + 0.3 * (1 - Math.exp(-i / 6.0));
            t.addRow(SOURCE, i - 1, i, ge4, ge4 * 0.71, ge4 * 0.38, 0.01 + 0.2 * (1 - Math.exp(-i / 9.0)));
        }
        r.add(t);
    }

    private static void exponents(StudyResults r) {
        ResultTable t = table(TableIds.EXPONENT_HISTOGRAM, "Exponent histogram", "source", "iteration", "exponent",
                "count");
        for (int it : new int[] {0, 10, 20}) {
            for (int e = -24; e <= 1; e++) {
                double z = (e + 7 + it / 20.0) / 3.2;
                t.addRow(SOURCE, it, e, Math.round(620_000 * Math.exp(-z * z / 2)));
            }
        }
        r.add(t);
    }

    /**
     * The sweep table of a grid: one scheme at snap_dis 2, 5, 10 on two device sizes; write amplification
     * 1 + snap_dis / 10 on the small device and 1 + snap_dis / 20 on the large one, erases 3 x snap_dis x blocks
     * / 64.
     */
    private static void gridSweep(StudyResults r, double scale) {
        List<SweepRow> rows = new java.util.ArrayList<>();
        int index = 0;
        for (int d : new int[] {2, 5, 10}) {
            for (int blocks : new int[] {64, 128}) {
                SweepCell c = new SweepCell(index++, "dynrle-chain", "--codec dynrle --baseline gzip --mode chain "
                        + "--snap-dis " + d, d, VictimPolicy.GREEDY, 0.15, 0.05, blocks, SweepWarmup.TABLE8);
                long host = Math.round(RAW * SNAPSHOTS * scale / 4096);
                double wa = 1 + d / (blocks == 64 ? 10.0 : 20.0);
                rows.add(new SweepRow(c, new SchemeOutcome("dynrle", "gzip", "chain", d, SNAPSHOTS, RAW * SNAPSHOTS,
                        host * 4096, 100.0 * host * 4096 / (RAW * SNAPSHOTS), 3 * RAW, 3.0, true,
                        new DeviceOutcome(blocks * 8 * 64, blocks * 8 * 64 * 20 / 23, host, Math.round(host * wa), wa,
                                3L * d * blocks / 64, 0, 0.5, 3, d, host / 10, 1000.0 * d, host / 2, 60.0, 9.5),
                        null)));
            }
        }
        r.add(SweepTables.table(rows));
    }

    private static void sweep(StudyResults r, double scale) {
        ResultTable t = table(TableIds.SNAPDIS_SWEEP, "snap_dis sweep", "source", "codec", "baseline_codec", "mode",
                "snap_dis", "written_bytes", "written_pct", "max_useful_bytes", "max_useful_snapshots", "erases",
                "within_limit");
        ResultTable rec = table(TableIds.SNAPDIS_RECOMMENDATION, "Recommendation", "source", "mode",
                "storage_limit_snapshots", "recommended_snap_dis", "written_pct", "max_useful_snapshots", "rule");
        int limit = 3;
        for (String mode : List.of("chain", "progressive")) {
            int best = 0;
            double bestPct = 0;
            double bestUseful = 0;
            for (int d : new int[] {2, 3, 5, 10}) {
                double delta = 0.22 * scale * (mode.equals("chain") ? 1 + 0.04 * d : 1);
                double pct = 100 * (0.92 + (d - 1) * delta) / d;
                long written = Math.round(RAW * SNAPSHOTS * pct / 100);
                double usefulSnaps = mode.equals("chain") ? 0.92 + delta + 0.92 : 0.92 + (d - 1) * delta + 0.92;
                boolean within = usefulSnaps <= limit;
                t.addRow(SOURCE, "dynrle", "gzip", mode, d, written, pct, Math.round(usefulSnaps * RAW), usefulSnaps,
                        written / 4096 / 64, within);
                if (within) {
                    best = d;
                    bestPct = pct;
                    bestUseful = usefulSnaps;
                }
            }
            rec.addRow(SOURCE, mode, limit, best, bestPct, bestUseful, "largest snap_dis within the limit");
        }
        r.add(t);
        r.add(rec);
    }

    private static void slc(StudyResults r) {
        ResultTable t = table(TableIds.SLC_PAGES, "SLC pages", "trace", "codec", "versions", "pages_written",
                "baseline_pages", "pages_saved_pct", "partial_programs", "resets", "write_latency_us",
                "read_latency_us", "erases");
        String[] codecs = {"raw", "xor-rle", "dynrle", "gzip"};
        double[] frac = {1.0, 0.31, 0.24, 0.46};
        for (int c = 0; c < codecs.length; c++) {
            long versions = 1840;
            long pages = Math.round(versions * frac[c]);
            t.addRow(TRACE, codecs[c], versions, pages, versions, 100.0 * (versions - pages) / versions,
                    versions - pages, pages, 180.5 + 10 * c, 42.0 + 3 * c, pages / 64);
        }
        r.add(t);
    }

    private static void buddy(StudyResults r) {
        ResultTable b = table(TableIds.BUDDY, "Buddy", "image", "iteration", "compressor", "entries",
                "mean_compressed_bits", "compression_ratio", "capacity_expansion", "buddy_entry_fraction",
                "buddy_access_fraction", "metadata_overhead");
        ResultTable a = table(TableIds.BUDDY_ALLOCATIONS, "Buddy allocations", "image", "compressor", "allocation",
                "kind", "bytes", "entries", "target_ratio", "compression_ratio", "buddy_entry_fraction");
        ResultTable s = table(TableIds.BUDDY_STEPS, "Buddy steps", "image", "step", "iteration", "entries_grew",
                "entries_shrank", "buddy_sectors", "buddy_access_fraction");
        String[] comps = {"bpc", "bdi", "zero"};
        double[] ratio = {1.72, 1.41, 1.08};
        String[] allocs = {"conv1.weight", "conv2.weight", "fc1.weight", "fc2.weight", "optimizer.exp_avg"};
        long[] bytes = {19_200, 204_800, 1_605_632, 5_120, 1_611_000};
        for (int c = 0; c < comps.length; c++) {
            long entries = 0;
            for (int k = 0; k < allocs.length; k++) {
                long e = bytes[k] / 128;
                entries += e;
                double cr = ratio[c] * (0.8 + 0.1 * k);
                a.addRow("cnn@20", comps[c], allocs[k], k == 4 ? "optimizer" : "weights", bytes[k], e,
                        Math.min(4.0, Math.max(1.0, Math.floor(ratio[0] * (0.8 + 0.1 * k) * 2) / 2)), cr, 0.05 + 0.03 * k + 0.04 * c);
            }
            b.addRow("cnn@20", 20, comps[c], entries, 1024 / ratio[c], ratio[c], ratio[c] * 0.94, 0.11 + 0.05 * c,
                    0.07 + 0.04 * c, 0.0039);
        }
        for (int st = 1; st <= 5; st++) {
            s.addRow("cnn@20", st, st * 4, 120L * st, 80L * st, 1500L + 40 * st, 0.07 + 0.002 * st);
        }
        r.add(b);
        r.add(a);
        r.add(s);
    }

    /** The PCCR closed forms ([PCCR, docs/papers.md#pccr]): S = 229 MB, b = 100 MB/s, Bf = 10 GB/s, delta = 0.5, Zip 50 MB/s. */
    private static void pipeline(StudyResults r) {
        double size = 229e6;
        double b = 100e6;
        double bf = 10e9;
        double delta = 0.5;
        double tzip = size / 50e6;
        ResultTable t = table(TableIds.PIPELINE, "Pipeline", "processes", "t_uncompressed_s", "t_zip_s",
                "t_pipeline_s", "simulated_pipeline_s");
        for (int p = 1; p <= 1024; p *= 2) {
            double tu = Math.max(size / b, p * size / bf);
            double tz = tzip + Math.max(size / b, p * delta * size / bf);
            double tp = Math.max(Math.max(tzip, size / b), p * delta * size / bf);
            t.addRow(p, tu, tz, tp, p <= 64 ? (Object) (tp * 1.03) : null);
        }
        r.add(t);
        double k = bf / b;
        r.putSummary("k", k);
        r.putSummary("k_prime", k / delta);
        r.putSummary("k_double_prime", Math.max(tzip, size / b) * bf / (delta * size));
        r.putSummary("p0", tzip * bf / ((1 - delta) * size));
        r.putSummary("p0_pipelined", tzip * bf / size);
    }
}
