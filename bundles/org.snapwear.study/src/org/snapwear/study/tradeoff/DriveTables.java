package org.snapwear.study.tradeoff;

import java.util.List;
import java.util.Locale;

import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;

/**
 * The drive side of a trade-off as a report table ({@link TableIds#RESUME_DRIVE}) beside a resume check's tables,
 * and as terminal lines under its table.
 */
public final class DriveTables {
    private DriveTables() {
    }

    /** Adds the table and the run, scheme and drive as configuration. */
    public static void addTo(StudyResults out, RunDrive d) {
        out.putConfiguration("run", d.run());
        out.putConfiguration("run_scheme", d.scheme());
        out.putConfiguration("drive", d.drive());
        out.putConfiguration("checkpoint_interval_minutes", d.intervalMinutes());
        ResultTable t = new ResultTable(TableIds.RESUME_DRIVE, "Bytes and drive life per arm over the run",
                "The run overview's best exact scheme (" + d.scheme() + ") saved with each arm's loss profile and "
                        + "replayed on the overview's device; lifetime at one checkpoint every "
                        + fmt(d.intervalMinutes()) + " min on drive " + d.drive() + ".",
                List.of(Column.of("arm", "Arm"), Column.of("bound", "Bound"),
                        new Column("written_bytes", "Written", "bytes"),
                        new Column("written_pct_of_raw", "Written vs raw", "%"), Column.of("erases", "Erases"),
                        new Column("tb_per_day", "Written per day", "TB"),
                        new Column("lifetime_years", "Drive lifetime", "years")));
        for (DriveRow r : d.rows()) {
            t.addRow(r.arm(), r.bound(), r.writtenBytes(), r.writtenPctOfRaw(), r.erases(), r.tbPerDay(),
                    Double.isFinite(r.lifetimeYears()) ? r.lifetimeYears() : null);
        }
        out.add(t);
    }

    /** The terminal lines: a heading naming run, scheme and drive, then one line per arm. */
    public static String text(RunDrive d) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "over the run %s, saved as %s; drive %s, a checkpoint every %s min%n",
                d.run(), d.scheme(), d.drive(), fmt(d.intervalMinutes())));
        b.append(String.format(Locale.ROOT, "%-16s %14s %8s %8s %10s %10s  %s%n", "arm", "written", "% raw", "erases",
                "TB/day", "years", "bound"));
        for (DriveRow r : d.rows()) {
            b.append(String.format(Locale.ROOT, "%-16s %,14d %7.1f%% %8s %10.3g %10s  %s%n", r.arm(), r.writtenBytes(),
                    r.writtenPctOfRaw(), r.erases() == null ? "n/a" : r.erases().toString(), r.tbPerDay(),
                    Double.isFinite(r.lifetimeYears()) ? String.format(Locale.ROOT, "%.1f", r.lifetimeYears())
                            : "unbounded", r.bound()));
        }
        return b.toString();
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
