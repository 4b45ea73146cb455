package org.snapwear.headless.commands.study;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.snapwear.study.fields.NumberText;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.SummaryLabels;
import org.snapwear.study.results.TableIds;

/**
 * The terminal summary of a study run, read from the result tables (so it shows exactly what the report has):
 * schemes on the SSD, the snap_dis recommendation, SLC pages, Buddy Compression, headline figures and warnings.
 * Tables a run did not produce are left out.
 */
public final class SummaryPrinter {

    private SummaryPrinter() {
    }

    public static void print(PrintStream o, StudyResults r) {
        schemes(o, r);
        recommendation(o, r);
        slc(o, r);
        buddy(o, r);
        headline(o, r);
        warnings(o, r);
    }

    /** Schemes table: one line per source and scheme. */
    public static void schemes(PrintStream o, StudyResults r) {
        Optional<ResultTable> t = r.table(TableIds.SCHEMES);
        if (t.isEmpty() || t.get().rowCount() == 0) {
            return;
        }
        ResultTable s = t.get();
        o.println("Schemes on the SSD (Delta snapshots, Wang et al. 2019, Fig. 9 written volume, Fig. 10 erases):");
        o.printf("  %-14s %-18s %-17s %-12s %-11s %4s %11s %7s %7s %7s%n", "source", "scheme", "codec", "baseline",
                "mode", "dis", "written", "%raw", "WA", "erases");
        for (int i = 0; i < s.rowCount(); i++) {
            String mode = s.text(i, "mode");
            // snap_dis means nothing in full mode, where every snapshot is a baseline.
            String dis = mode.equals("full") ? "-" : s.text(i, "snap_dis");
            o.printf(Locale.ROOT, "  %-14s %-18s %-17s %-12s %-11s %4s %11d %6.1f%% %7.3f %7d%s%n", s.text(i, "source"),
                    s.text(i, "scheme"), s.text(i, "codec"), s.text(i, "baseline_codec"), mode, dis,
                    (long) s.number(i, "written_bytes"), s.number(i, "written_pct"), s.number(i, "write_amplification"),
                    (long) s.number(i, "erases"), Boolean.TRUE.equals(s.cell(i, "verified")) ? "" : "  ROUND TRIP FAILED");
        }
        o.println();
    }

    public static void recommendation(PrintStream o, StudyResults r) {
        Optional<ResultTable> t = r.table(TableIds.SNAPDIS_RECOMMENDATION);
        if (t.isEmpty() || t.get().rowCount() == 0) {
            return;
        }
        ResultTable s = t.get();
        o.printf(Locale.ROOT, "Recommended snap_dis (Delta snapshots, Wang et al. 2019, Table 10, storage limit %.2f raw snapshots):%n",
                s.number(0, "storage_limit_snapshots"));
        for (int i = 0; i < s.rowCount(); i++) {
            int d = (int) s.number(i, "recommended_snap_dis");
            if (d > 0) {
                o.printf(Locale.ROOT, "  %-14s %-11s snap_dis %-3d written %5.1f%% of raw, peak storage %.2f snapshots  (%s)%n",
                        s.text(i, "source"), s.text(i, "mode"), d, s.number(i, "written_pct"),
                        s.number(i, "max_useful_snapshots"), s.text(i, "rule"));
            } else {
                o.printf("  %-14s %-11s none: %s%n", s.text(i, "source"), s.text(i, "mode"), s.text(i, "rule"));
            }
        }
        o.println();
    }

    public static void slc(PrintStream o, StudyResults r) {
        Optional<ResultTable> t = r.table(TableIds.SLC_PAGES);
        if (t.isEmpty() || t.get().rowCount() == 0) {
            return;
        }
        ResultTable s = t.get();
        o.println("SLC progressive pages of the metadata trace (SLC progressive programming, Zhang et al. 2015, Fig. 7):");
        o.printf("  %-20s %-10s %9s %11s %11s %8s%n", "trace", "codec", "versions", "pages", "baseline", "saved");
        for (int i = 0; i < s.rowCount(); i++) {
            o.printf(Locale.ROOT, "  %-20s %-10s %9d %11d %11d %7.1f%%%n", s.text(i, "trace"), s.text(i, "codec"),
                    (long) s.number(i, "versions"), (long) s.number(i, "pages_written"),
                    (long) s.number(i, "baseline_pages"), s.number(i, "pages_saved_pct"));
        }
        o.println();
    }

    public static void buddy(PrintStream o, StudyResults r) {
        Optional<ResultTable> t = r.table(TableIds.BUDDY);
        if (t.isEmpty() || t.get().rowCount() == 0) {
            return;
        }
        ResultTable s = t.get();
        o.println("Buddy Compression (Choukse et al. 2020):");
        o.printf("  %-28s %9s %-10s %10s %10s %8s %10s %10s%n", "image", "iteration", "compressor", "entries",
                "bits/128B", "ratio", "capacity", "buddy acc.");
        for (int i = 0; i < s.rowCount(); i++) {
            o.printf(Locale.ROOT, "  %-28s %9s %-10s %10d %10.1f %8.3f %9.3fx %9.2f%%%n", s.text(i, "image"),
                    s.text(i, "iteration"), s.text(i, "compressor"), (long) s.number(i, "entries"),
                    s.number(i, "mean_compressed_bits"), s.number(i, "compression_ratio"),
                    s.number(i, "capacity_expansion"), 100 * s.number(i, "buddy_access_fraction"));
        }
        o.println();
    }

    private static void headline(PrintStream o, StudyResults r) {
        Map<String, Scalar> summary = r.summary();
        if (summary.isEmpty()) {
            return;
        }
        o.println("Summary:");
        for (Map.Entry<String, Scalar> e : summary.entrySet()) {
            Scalar v = e.getValue();
            // Doubles rounded as every command rounds them; integers, text and flags as they are.
            String text = v instanceof Scalar.Num n && n.value() instanceof Double d ? NumberText.of(d) : v.display();
            o.printf("  %-52s %s%n", SummaryLabels.label(e.getKey()), text);
        }
        o.println();
    }

    private static void warnings(PrintStream o, StudyResults r) {
        List<String> w = new ArrayList<>(r.warnings());
        for (String s : w) {
            o.println("warning: " + s);
        }
        if (!w.isEmpty()) {
            o.println();
        }
    }
}
