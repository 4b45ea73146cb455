package org.snapwear.study.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.charts.StudyCharts;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.StudyResults;
import org.snapwear.trace.io.DurableFiles;
import org.snapwear.trace.io.FileTrees;
import org.snapwear.trace.paths.OutputPaths;

/**
 * Writes a report directory (layout in docs/reports.md):
 * <pre>
 * index.html  results.json  tables/&lt;id&gt;.csv  tables/&lt;id&gt;.json  charts/&lt;id&gt;.png  charts/&lt;id&gt;.svg
 * </pre>
 * Everything is written into a hidden temporary directory next to the target, forced to the device and moved into
 * place at the end ({@link DurableFiles}), so a cancelled or failed run, or a crash, leaves either the previous
 * report or none, never half of one. An existing target
 * is replaced only if it is empty or a previous report (it has a results.json): a mistyped --out never wipes
 * unrelated files.
 */
public final class ReportWriter {

    public static final String INDEX = "index.html";
    public static final String RESULTS = "results.json";
    public static final String TABLES = "tables";
    public static final String CHARTS = "charts";

    private ReportWriter() {
    }

    public static Path write(StudyResults results, Path dir) throws IOException {
        return write(results, dir, null);
    }

    /**
     * Writes the report of {@code results} to {@code dir}; returns {@code dir}. Cancelling the monitor throws
     * {@link OperationCanceledException} and leaves {@code dir} as it was.
     */
    public static Path write(StudyResults results, Path dir, IProgressMonitor monitor) throws IOException {
        Path target = OutputPaths.real(dir); // the one output-path rule: links and .. resolved as the kernel does
        checkTarget(target);
        Path parent = target.getParent();
        Files.createDirectories(parent);
        List<ResultTable> tables = results.tables();
        SubMonitor sub = SubMonitor.convert(monitor, "Writing report " + target, tables.size() + 3);
        Path tmp = Files.createTempDirectory(parent, "." + target.getFileName() + ".partial-");
        boolean done = false;
        try {
            Files.createDirectory(tmp.resolve(TABLES));
            Files.createDirectory(tmp.resolve(CHARTS));
            for (ResultTable t : tables) {
                cancelled(sub);
                writeTable(t, tmp.resolve(TABLES));
                sub.worked(1);
            }
            StudyResultsJson.write(results, tmp.resolve(RESULTS));
            sub.worked(1);
            List<StudyChart> charts = StudyCharts.charts(results);
            SubMonitor chartMonitor = sub.split(1).setWorkRemaining(charts.size());
            for (StudyChart c : charts) {
                cancelled(chartMonitor);
                chartMonitor.subTask(c.title());
                ChartExport.png(c, ChartExport.DEFAULT_WIDTH, ChartExport.DEFAULT_HEIGHT,
                        tmp.resolve(CHARTS).resolve(c.id() + ".png"));
                ChartExport.svg(c, ChartExport.DEFAULT_WIDTH, ChartExport.DEFAULT_HEIGHT,
                        tmp.resolve(CHARTS).resolve(c.id() + ".svg"));
                chartMonitor.worked(1);
            }
            Files.writeString(tmp.resolve(INDEX), HtmlIndex.render(results, charts), StandardCharsets.UTF_8);
            cancelled(sub);
            DurableFiles.syncTree(tmp);
            moveIntoPlace(tmp, target);
            sub.worked(1);
            done = true;
            return dir;
        } finally {
            if (!done) {
                try {
                    FileTrees.deleteTree(tmp);
                } catch (IOException e) {
                    // The original failure matters more; the hidden partial directory is only clutter.
                }
            }
        }
    }

    private static void writeTable(ResultTable t, Path dir) throws IOException {
        if (!t.id().matches("[A-Za-z0-9_.-]+") || t.id().startsWith(".")) {
            // Ids become file names: never let one escape tables/ or hide itself.
            throw new IOException("table id '" + t.id() + "' is not a safe file name");
        }
        try (Writer w = Files.newBufferedWriter(dir.resolve(t.id() + ".csv"), StandardCharsets.UTF_8)) {
            Csv.write(t, w);
        }
        try (Writer w = Files.newBufferedWriter(dir.resolve(t.id() + ".json"), StandardCharsets.UTF_8)) {
            StudyResultsJson.writeTable(t, w);
        }
    }

    private static void cancelled(IProgressMonitor m) {
        if (m.isCanceled()) {
            throw new OperationCanceledException();
        }
    }

    /**
     * Fails unless {@code dir} may receive a report: it does not exist, is empty or holds a previous report. Callers
     * check this before a run, so that a wrong --out is reported before the study runs rather than after.
     */
    public static void checkTarget(Path dir) throws IOException {
        Path target = OutputPaths.real(dir); // the one output-path rule: links and .. resolved as the kernel does
        if (!Files.exists(target)) {
            return;
        }
        if (!Files.isDirectory(target)) {
            throw new IOException(target + ": exists and is not a directory");
        }
        boolean empty;
        try (var s = Files.list(target)) {
            empty = s.findAny().isEmpty();
        }
        if (!empty && !Files.isRegularFile(target.resolve(RESULTS))) {
            throw new IOException(target + ": exists and is not a Snapwear report (no " + RESULTS
                    + "); choose an empty or new directory");
        }
    }

    /** Replaces target by tmp: the old report is renamed aside first, so some complete report always exists. */
    private static void moveIntoPlace(Path tmp, Path target) throws IOException {
        Path old = null;
        if (Files.exists(target)) {
            old = tmp.resolveSibling("." + target.getFileName() + ".old-" + System.nanoTime());
            move(target, old);
        }
        try {
            move(tmp, target);
        } catch (IOException e) {
            if (old != null) {
                move(old, target);
            }
            throw e;
        }
        if (old != null) {
            FileTrees.deleteTree(old);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        DurableFiles.rename(from, to);
    }
}
