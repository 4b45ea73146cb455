package org.snapwear.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.snapwear.study.charts.StudyChart;
import org.snapwear.study.report.ChartExport;
import org.snapwear.study.results.StudyResults;

/**
 * Writes the charts the Results view shows to files, through the report's own chart export, so an exported chart is
 * the one a report holds: one file for one chart, {@code name-<scheme>.ext} for each of two side-by-side charts, and
 * for a chart overlaying two runs a CSV with both runs' rows.
 */
final class ChartFiles {
    private ChartFiles() {
    }

    /**
     * @param shown    the charts on screen (one, or two side by side)
     * @param suffixes the file-name suffix of each (used when there are two)
     * @param size     pixels of PNG and SVG files
     * @param compared the run overlaid on the chart, or null
     */
    static List<Path> write(List<StudyChart> shown, List<String> suffixes, Point size, ResultsPanel.Format format,
            Path file, ResultsHistory.Run current, ResultsHistory.Run compared) throws IOException {
        List<Path> written = new ArrayList<>();
        for (int i = 0; i < shown.size(); i++) {
            Path target = shown.size() == 1 ? file : withSuffix(file, suffixes.get(i));
            StudyChart c = shown.get(i);
            switch (format) {
                case PNG -> ChartExport.png(c, size.x, size.y, target);
                case SVG -> ChartExport.svg(c, size.x, size.y, target);
                case CSV -> csv(c, current.results(), current.label(), compared, target);
                default -> throw new IllegalStateException(format.name());
            }
            written.add(target);
        }
        return written;
    }

    private static void csv(StudyChart c, StudyResults results, String label, ResultsHistory.Run compared,
            Path target) throws IOException {
        if (compared != null) {
            ChartExport.csvCompared(c, results, label, compared.results(), compared.label(), target);
        } else {
            ChartExport.csv(c, results, target);
        }
    }

    /**
     * Exports at the size the chart has on screen, but never below the report's size (a small view would give
     * unreadable files).
     */
    static Point size(Point onScreen) {
        return new Point(Math.max(ChartExport.DEFAULT_WIDTH, onScreen.x),
                Math.max(ChartExport.DEFAULT_HEIGHT, onScreen.y));
    }

    private static Path withSuffix(Path file, String suffix) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot < 0 ? name : name.substring(0, dot);
        String ext = dot < 0 ? "" : name.substring(dot);
        return file.resolveSibling(base + suffix.replaceAll("[^A-Za-z0-9._-]", "_") + ext);
    }
}
