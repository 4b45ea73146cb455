package org.snapwear.study.sweep;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.snapwear.study.fields.FieldTree;
import org.snapwear.study.outcome.OutcomeColumns;
import org.snapwear.study.outcome.SchemeOutcome;
import org.snapwear.study.report.ReportWriter;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.study.results.TableIds;
import org.snapwear.study.results.TableSchema;
import org.snapwear.study.results.TypedColumn;

/**
 * Merges sweep rows, in any order, into the {@link TableIds#SWEEP} table and a study report (the report writer of
 * {@code snapwear run}: tables as CSV and JSON, charts as PNG and SVG, index.html). The report carries no wall
 * clock time, so that rows computed on one machine or on a cluster give the same bytes.
 */
public final class SweepTables {

    /** The columns of {@link TableIds#SWEEP}: the cell's settings around the outcome's figures. */
    public static final List<TypedColumn<SweepRow>> COLUMNS = Stream.of(
            Stream.of(TypedColumn.<SweepRow>of("index", "Cell", r -> r.cell().index()),
                    TypedColumn.<SweepRow>of("scheme", "Scheme", r -> r.cell().scheme()),
                    TypedColumn.<SweepRow>of("scheme_spec", "Scheme options", r -> r.cell().schemeSpec())),
            outcome(OutcomeColumns.CODEC, OutcomeColumns.BASELINE_CODEC, OutcomeColumns.MODE,
                    OutcomeColumns.SNAP_DIS),
            Stream.of(TypedColumn.<SweepRow>of("policy", "GC policy", r -> r.cell().policyId()),
                    TypedColumn.<SweepRow>of("over_provisioning", "Over-provisioning", "(T-U)/U",
                            r -> r.cell().overProvisioning()),
                    TypedColumn.<SweepRow>of("gc_threshold", "GC threshold", "of blocks",
                            r -> r.cell().gcThreshold()),
                    TypedColumn.<SweepRow>of("blocks_per_chip", "Blocks per chip", "blocks",
                            r -> r.cell().blocksPerChip()),
                    TypedColumn.<SweepRow>of("warmup", "Warm-up", r -> r.cell().warmup().id())),
            outcome(OutcomeColumns.SNAPSHOTS, OutcomeColumns.RAW_BYTES, OutcomeColumns.WRITTEN_BYTES,
                    OutcomeColumns.WRITTEN_PCT, OutcomeColumns.MAX_USEFUL_BYTES, OutcomeColumns.PHYSICAL_PAGES,
                    OutcomeColumns.USER_PAGES, OutcomeColumns.HOST_PAGES_WRITTEN,
                    OutcomeColumns.FLASH_PAGES_PROGRAMMED, OutcomeColumns.WRITE_AMPLIFICATION, OutcomeColumns.ERASES,
                    OutcomeColumns.ERASE_MIN, OutcomeColumns.ERASE_MEAN, OutcomeColumns.ERASE_MAX,
                    OutcomeColumns.GC_INVOCATIONS, OutcomeColumns.GC_COPIED_PAGES, OutcomeColumns.SIM_TIME_MS,
                    OutcomeColumns.STORED_PAGES, OutcomeColumns.SAVE_MS_TOTAL, OutcomeColumns.RESTORE_MS_MAX,
                    OutcomeColumns.VERIFIED, OutcomeColumns.FAILURE))
            .flatMap(s -> s).toList();

    /** The declared columns of {@link TableIds#SWEEP}. */
    public static final TableSchema SCHEMA = new TableSchema(TableIds.SWEEP,
            "Sweep: schemes x snap_dis x SSD configurations",
            "Each scheme's save stream, computed once per snap_dis, replayed on every SSD configuration of the grid; "
                    + "a cell whose device could not hold its stream is listed with the reason and no device figures.",
            TypedColumn.columns(COLUMNS));

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
            TypedColumn.addRow(t, COLUMNS, r);
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
                out.warn("cell " + label(r) + " failed: " + r.outcome().failure());
            } else {
                fewest = fewest == null || erases(r) < erases(fewest) ? r : fewest;
                lowestWa = lowestWa == null || wa(r) < wa(lowestWa) ? r : lowestWa;
            }
            if (!r.outcome().verified()) {
                out.warn("cell " + r.cell().index() + " (" + r.cell().scheme() + ", snap_dis " + r.cell().snapDis()
                        + "): a snapshot did not round-trip bit-exactly");
            }
        }
        out.putSummary("cells", cells.size());
        out.putSummary("cells_failed", failed);
        out.putSummary("save_streams", grid.streamKeys().size());
        if (fewest != null) { // with every cell failed there is no best cell
            out.putSummary("fewest_erases", erases(fewest));
            out.putSummary("fewest_erases_cell", label(fewest));
            out.putSummary("lowest_write_amplification", wa(lowestWa));
            out.putSummary("lowest_write_amplification_cell", label(lowestWa));
        }
        out.putSummary("all_verified", sorted.stream().allMatch(r -> r.outcome().verified()));
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

    private static long erases(SweepRow r) {
        return r.outcome().ssd().erases();
    }

    private static double wa(SweepRow r) {
        return r.outcome().ssd().writeAmplification();
    }

    @SafeVarargs
    private static Stream<TypedColumn<SweepRow>> outcome(TypedColumn<SchemeOutcome>... columns) {
        return OutcomeColumns.over(SweepRow::outcome, List.of(columns)).stream();
    }

    private static String label(SweepRow r) {
        SweepCell c = r.cell();
        return c.index() + ": " + c.scheme() + ", snap_dis " + c.snapDis() + ", " + c.ssdLabel();
    }
}
