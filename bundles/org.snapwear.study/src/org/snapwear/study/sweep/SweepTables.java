package org.snapwear.study.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.snapwear.study.fields.FieldTree;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.Column;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.results.TableSchema;

/**
 * Merges sweep rows, in any order, into the {@link TableIds#SWEEP} table and a study report (the report writer of
 * {@code snapwear run}: tables as CSV and JSON, charts as PNG and SVG, index.html). The report carries no wall
 * clock time, so that rows computed on one machine or on a cluster give the same bytes.
 */
public final class SweepTables {

    /** The declared columns of {@link TableIds#SWEEP}, in the order of {@link SweepRow#writeFields}. */
    public static final TableSchema SCHEMA = new TableSchema(TableIds.SWEEP,
            "Sweep: schemes x snap_dis x SSD configurations",
            "Each scheme's save stream, computed once per snap_dis, replayed on every SSD configuration of the grid; "
                    + "a cell whose device could not hold its stream is listed with the reason and no device figures.",
            List.of(Column.of("index", "Cell"), Column.of("scheme", "Scheme"), Column.of("scheme_spec", "Scheme options"),
                    Column.of("codec", "Codec"), Column.of("baseline_codec", "Baseline codec"), Column.of("mode", "Mode"),
                    new Column("snap_dis", "snap_dis", "snapshots"), Column.of("policy", "GC policy"),
                    new Column("over_provisioning", "Over-provisioning", "(T-U)/U"),
                    new Column("gc_threshold", "GC threshold", "of blocks"),
                    new Column("blocks_per_chip", "Blocks per chip", "blocks"), Column.of("warmup", "Warm-up"),
                    new Column("snapshots", "Snapshots", "snapshots"), new Column("raw_bytes", "Raw", "bytes"),
                    new Column("written_bytes", "Written", "bytes"), new Column("written_pct", "Written", "% of raw"),
                    new Column("max_useful_bytes", "Peak useful storage", "bytes"),
                    new Column("physical_pages", "Physical pages", "pages"),
                    new Column("user_pages", "User pages", "pages"),
                    new Column("host_pages_written", "Host pages written", "pages"),
                    new Column("flash_pages_programmed", "Flash pages programmed", "pages"),
                    Column.of("write_amplification", "Write amplification"),
                    new Column("erases", "Erases", "blocks"), new Column("erase_min", "Erase count min", "erases"),
                    new Column("erase_mean", "Erase count mean", "erases"),
                    new Column("erase_max", "Erase count max", "erases"),
                    new Column("gc_invocations", "GC invocations", "collections"),
                    new Column("gc_copied_pages", "GC copied pages", "pages"),
                    new Column("sim_time_ms", "Simulated time", "ms"),
                    new Column("stored_pages", "Stored pages at the end", "pages"),
                    new Column("save_ms_total", "Save time total", "ms"),
                    new Column("restore_ms_max", "Restore time max", "ms"), Column.of("verified", "Round trip verified"),
                    Column.of("failure", "Why the cell failed")));

    private SweepTables() {
    }

    /**
     * The report name of a sweep over the sequence at {@code sequencePath}: "sweep of NAME", NAME its last path
     * element. Every writer of a sweep report uses it, so that a local and a distributed run name it alike.
     */
    public static String reportName(String sequencePath) {
        Path p = Path.of(sequencePath).normalize();
        Path name = p.getFileName();
        return "sweep of " + (name == null ? p.toString() : name.toString());
    }

    /**
     * The rows sorted by cell index.
     *
     * @throws IllegalArgumentException if two rows have the same index
     */
    public static List<SweepRow> sorted(List<SweepRow> rows) {
        List<SweepRow> out = new ArrayList<>(rows);
        out.sort(Comparator.comparingInt(r -> r.cell().index()));
        for (int i = 1; i < out.size(); i++) {
            if (out.get(i).cell().index() == out.get(i - 1).cell().index()) {
                throw new IllegalArgumentException("two rows for sweep cell " + out.get(i).cell().index());
            }
        }
        return out;
    }

    /** The {@link TableIds#SWEEP} table of the rows, sorted by cell index. */
    public static ResultTable table(List<SweepRow> rows) {
        ResultTable t = new ResultTable(SCHEMA);
        for (SweepRow r : sorted(rows)) {
            SweepCell c = r.cell();
            boolean ran = r.ran();
            // eraseMin and eraseMax as long, as the schemes table writes them (same text in CSV and JSON); a failed
            // cell's device figures are empty (null), not zeros a reader could take for measurements
            t.addRow(c.index(), c.scheme(), c.schemeSpec(), r.codec(), r.baselineCodec(), r.mode(), c.snapDis(),
                    c.policyId(), c.overProvisioning(), c.gcThreshold(), c.blocksPerChip(), c.warmup().id(),
                    r.snapshots(), r.rawBytes(), r.writtenBytes(), r.writtenPct(), r.maxUsefulBytes(),
                    ran ? r.physicalPages() : null, ran ? r.userPages() : null, ran ? r.hostPagesWritten() : null,
                    ran ? r.flashPagesProgrammed() : null, ran ? r.writeAmplification() : null,
                    ran ? r.erases() : null, ran ? (Long) (long) r.eraseMin() : null, ran ? r.eraseMean() : null,
                    ran ? (Long) (long) r.eraseMax() : null, ran ? r.gcInvocations() : null,
                    ran ? r.gcCopiedPages() : null, ran ? r.simTimeMs() : null, ran ? r.storedPages() : null,
                    ran ? r.saveMsTotal() : null, ran ? r.restoreMsMax() : null, r.verified(), r.failure());
        }
        return t;
    }

    /**
     * The results of a whole sweep: the table, headline figures (over the cells that ran), the grid as
     * configuration, a warning per cell that failed and per cell whose stream did not round-trip.
     *
     * @param name  the report's name (e.g. the sequence's)
     * @param grid  the grid the rows came from
     * @param rows  one row per cell of the grid, in any order
     * @throws IllegalArgumentException if the rows are not exactly the grid's cells
     */
    public static StudyResults results(String name, SweepGrid grid, List<SweepRow> rows) {
        List<SweepRow> sorted = sorted(rows);
        List<SweepCell> cells = grid.cells();
        if (sorted.size() != cells.size()) {
            throw new IllegalArgumentException("the grid has " + cells.size() + " cells, but " + sorted.size()
                    + " rows were given");
        }
        for (int i = 0; i < cells.size(); i++) {
            if (!sorted.get(i).cell().equals(cells.get(i))) {
                throw new IllegalArgumentException("row for cell " + sorted.get(i).cell().index()
                        + " does not hold that cell of the grid: " + sorted.get(i).cell() + " vs " + cells.get(i));
            }
        }
        StudyResults out = new StudyResults(name);
        out.add(table(sorted));
        SweepRow fewest = null;
        SweepRow lowestWa = null;
        int failed = 0;
        for (SweepRow r : sorted) {
            if (!r.ran()) {
                failed++;
                out.warn("cell " + label(r) + " failed: " + r.failure());
            } else {
                fewest = fewest == null || r.erases() < fewest.erases() ? r : fewest;
                lowestWa = lowestWa == null || r.writeAmplification() < lowestWa.writeAmplification() ? r : lowestWa;
            }
            if (!r.verified()) {
                out.warn("cell " + r.cell().index() + " (" + r.cell().scheme() + ", snap_dis " + r.cell().snapDis()
                        + "): a snapshot did not round-trip bit-exactly");
            }
        }
        out.putSummary("cells", cells.size());
        out.putSummary("cells_failed", failed);
        out.putSummary("save_streams", grid.streamKeys().size());
        if (fewest != null) { // with every cell failed there is no best cell
            out.putSummary("fewest_erases", fewest.erases());
            out.putSummary("fewest_erases_cell", label(fewest));
            out.putSummary("lowest_write_amplification", lowestWa.writeAmplification());
            out.putSummary("lowest_write_amplification_cell", label(lowestWa));
        }
        out.putSummary("all_verified", sorted.stream().allMatch(SweepRow::verified));
        out.putConfiguration("grid", FieldTree.of(grid));
        out.putConfiguration("device", "Table 4 geometry and timing (8 channels x 1 chip, 64 pages of 4096 bytes per "
                + "block) with each cell's policy, over-provisioning, GC threshold and blocks per chip");
        return out;
    }

    /**
     * Whether no cell of the sweep ran: the one case a sweep command exits non-zero for its cells (as fio, a failed
     * cell is recorded and the others go on).
     */
    public static boolean everyCellFailed(StudyResults results) {
        return results.summaryNumber("cells_failed").orElse(0) >= results.summaryNumber("cells").orElse(1);
    }

    /** Writes the report of {@link #results} to {@code dir} (replacing a previous report there). */
    public static Path write(StudyResults results, Path dir) throws IOException {
        return ReportWriter.write(results, dir);
    }

    private static String label(SweepRow r) {
        SweepCell c = r.cell();
        return c.index() + ": " + c.scheme() + ", snap_dis " + c.snapDis() + ", " + c.ssdLabel();
    }
}
